import { dateInZone } from '@contracts/zone-time';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, ExternalLink, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDay } from '@web/components/reports/format';
import { Panel, PanelError } from '@web/components/ui/admin-panel';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/kit-select';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { useRealtimeInvalidate } from '@web/lib/realtime/hooks';
import { rentalAdminKeys } from '../api/admin';
import { rentalAnalyticsQuery } from '../api/analytics';
import { BlocksPanel } from '../components/admin/blocks-panel';
import { SettingsPanel } from '../components/admin/settings-form';
import { StaysTable } from '../components/admin/stays-table';
import { CalendarPanel } from '../components/analytics/calendar-panel';
import { ChannelsPanel } from '../components/analytics/channels-panel';
import { Definitions } from '../components/analytics/definitions';
import { AnalyticsKpis } from '../components/analytics/kpis';
import { MonthsPanel } from '../components/analytics/months-panel';
import { analyticsWindows, isAnalyticsWindow, windowMonths } from '../components/analytics/months';
import { PacePanel } from '../components/analytics/pace-panel';

/**
 * /projects/airbnb: La Mansión's figures (GET /api/admin/reports/rental, the reports' own computation) over a
 * window of months chosen in the URL (?ventana=), its pace and calendar, then the stays, settings and blocks.
 */
export default function RentalAnalyticsScreen() {
  const { lang, t } = useI18n();
  useDocumentMeta(t('rental.analytics.meta.title'), t('rental.analytics.meta.description'));
  useRealtimeInvalidate(['admin:stays'], [rentalAdminKeys.all]);
  const [params, setParams] = useSearchParams();
  const selectId = useId();
  const asked = params.get('ventana');
  const chosen = isAnalyticsWindow(asked) ? asked : 'around';
  // Today in Mexico City, as the server counts days; the server answers with its own today too.
  const today = dateInZone(new Date(), 'America/Mexico_City');
  const { from, to } = windowMonths(chosen, today);
  const analytics = useQuery(rentalAnalyticsQuery(from, to));
  const data = analytics.data;
  const monthLabel = (month: string) => formatDay(`${month}-01`, lang, 'month');

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          size="compact"
          eyebrow={t('rental.analytics.eyebrow')}
          title={t('rental.analytics.title')}
          lead={t('rental.analytics.lead')}
        />
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/projects/airbnb/citas">
              <CalendarDays aria-hidden />
              {t('rental.analytics.links.appointments')}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/projects/airbnb/canales">
              <RefreshCw aria-hidden />
              {t('rentalSync.navLink')}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/airbnb">
              <ExternalLink aria-hidden />
              {t('rental.analytics.links.landing')}
            </Link>
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor={selectId} className="text-xs font-medium text-muted-foreground">
            {t('rentalAnalytics.window.label')}
          </label>
          <NativeSelect
            id={selectId}
            value={chosen}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              if (event.target.value === 'around') next.delete('ventana');
              else next.set('ventana', event.target.value);
              setParams(next, { replace: true });
            }}
          >
            {analyticsWindows.map((option) => (
              <option key={option} value={option}>
                {t(`rentalAnalytics.window.${option}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <p className="pb-2 text-sm text-muted-foreground">
          {t('rentalAnalytics.window.range', { from: monthLabel(from), to: monthLabel(to) })}
        </p>
      </div>

      <div
        aria-busy={analytics.isFetching || undefined}
        data-testid="rental-figures"
        className={analytics.isPlaceholderData ? 'space-y-6 opacity-60 transition-opacity' : 'space-y-6'}
      >
        {data ? (
          <>
            {analytics.isError ? (
              <PanelError
                message={t('rentalAnalytics.states.error')}
                retryLabel={t('rentalAnalytics.states.retry')}
                onRetry={() => void analytics.refetch()}
              />
            ) : null}
            <AnalyticsKpis data={data} />
            <PacePanel pace={data.pace} />
            <div className="grid gap-6 xl:grid-cols-2">
              <MonthsPanel data={data} />
              <ChannelsPanel data={data} />
            </div>
          </>
        ) : analytics.isError ? (
          <Panel title={t('rentalAnalytics.states.errorTitle')}>
            <PanelError
              message={t('rentalAnalytics.states.error')}
              retryLabel={t('rentalAnalytics.states.retry')}
              onRetry={() => void analytics.refetch()}
            />
          </Panel>
        ) : (
          <div className="space-y-3">
            <p role="status" className="sr-only">
              {t('rentalAnalytics.states.loading')}
            </p>
            <div aria-hidden className="grid grid-cols-2 gap-3 lg:grid-cols-5">
              {Array.from({ length: 5 }, (_, i) => (
                <div key={i} className="h-28 animate-pulse rounded-xl bg-muted motion-reduce:animate-none" />
              ))}
            </div>
          </div>
        )}
      </div>

      <CalendarPanel today={data?.today ?? today} />
      <Definitions />

      <StaysTable />

      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] xl:items-start">
        <SettingsPanel />
        <BlocksPanel />
      </div>
    </div>
  );
}
