import type { AnalyticsDimension, AnalyticsReport } from '@contracts/analytics';
import { CalendarX2, ChartNoAxesCombined, FilterX } from 'lucide-react';
import { useMemo } from 'react';
import { Panel, PanelError } from '@web/components/ui/admin-panel';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { PeriodPicker, periodErrorsOf } from '@web/components/reports/period-picker';
import { reportToday, resolveView } from '@web/components/reports/period-state';
import { ApiError } from '@web/lib/api';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { useUrlView } from '@web/lib/url-state';
import { useAnalytics, useVisitorsNow } from '../api/analytics';
import { BreakdownPanel } from '../components/breakdown-panel';
import { FilterChips } from '../components/filter-chips';
import { Funnel } from '../components/funnel';
import { GoalsPanel } from '../components/goals-panel';
import { AnalyticsKpis } from '../components/kpis';
import { RetentionDialog } from '../components/retention-dialog';
import { VisitorsNow } from '../components/visitors-now';
import { VisitorsChart } from '../components/visitors-chart';
import { paramsFromView, viewFromParams, withFilter } from '../components/view-state';

const panels = [
  { title: 'analytics.panels.pages', dimensions: ['page', 'entry_page', 'exit_page'] },
  { title: 'analytics.panels.sources', dimensions: ['source', 'utm_source', 'utm_medium', 'utm_campaign'] },
  { title: 'analytics.panels.devices', dimensions: ['device', 'browser', 'screen'] },
  { title: 'analytics.panels.languages', dimensions: ['language'] },
] as const;

function AnalyticsSkeleton() {
  return (
    <div className="space-y-6" aria-hidden>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className={i === 0 ? 'col-span-2 h-28 sm:col-span-1' : 'h-28'} />
        ))}
      </div>
      <Skeleton className="h-80" />
      <div className="grid gap-4 lg:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-72" />
        ))}
      </div>
    </div>
  );
}

/** The report's body: figures, chart, the breakdowns to filter by, goals and the funnel. */
function ReportBody(props: {
  report: AnalyticsReport;
  onFilter: (dimension: AnalyticsDimension, value: string) => void;
  onClear: () => void;
}) {
  const { t } = useI18n();
  const { report } = props;
  const filtered = Object.keys(report.filters).length > 0;
  if (report.totals.pageviews === 0 && report.goals.every((goal) => goal.conversions === 0))
    return filtered ? (
      <EmptyState
        icon={FilterX}
        title={t('analytics.empty.filteredTitle')}
        description={t('analytics.empty.filteredDescription')}
        action={
          <Button type="button" variant="outline" size="sm" onClick={props.onClear}>
            {t('analytics.filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={ChartNoAxesCombined}
        title={t('analytics.empty.title')}
        description={t('analytics.empty.description')}
      />
    );
  return (
    <div className="space-y-6">
      <AnalyticsKpis report={report} />
      <VisitorsChart report={report} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {panels.map((panel) => (
          <BreakdownPanel
            key={panel.title}
            title={t(panel.title)}
            dimensions={panel.dimensions}
            report={report}
            onFilter={props.onFilter}
          />
        ))}
        <GoalsPanel report={report} />
        <Funnel report={report} />
      </div>
    </div>
  );
}

export default function AnalyticsScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('analytics.title'), t('analytics.description'));
  const { view, update } = useUrlView(viewFromParams, paramsFromView);
  const today = useMemo(() => reportToday(), []);
  const resolution = resolveView(view, today);
  const report = useAnalytics(view, resolution.ok);
  const now = useVisitorsNow();
  const rejection = report.error instanceof ApiError && report.error.status === 400 ? report.error : null;
  const errors = resolution.ok ? (rejection ? periodErrorsOf(rejection.fields) : {}) : resolution.fields;
  const data = rejection ? undefined : report.data;
  const shown = !resolution.ok
    ? null
    : data && !report.isPlaceholderData
      ? { period: data.period, comparison: data.comparison, bucket: data.bucket }
      : resolution.value;
  // Each filter is a new history entry, so Back undoes it.
  const filter = (dimension: AnalyticsDimension, value: string | null) =>
    update({ filters: withFilter(view.filters, dimension, value) }, { push: true });
  const clear = () => update({ filters: {} }, { push: true });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          size="compact"
          eyebrow={t('common.admin.title')}
          title={t('analytics.title')}
          lead={t('analytics.description')}
        />
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          {now.data || data ? <VisitorsNow count={now.data?.visitors ?? data!.visitorsNow} /> : null}
          <RetentionDialog />
        </div>
      </div>

      <PeriodPicker
        view={view}
        today={today}
        resolved={shown}
        errors={errors}
        onChange={(patch) => update(patch, { push: true })}
      />
      <FilterChips filters={view.filters} onRemove={(dimension) => filter(dimension, null)} onClear={clear} />

      <div aria-busy={report.isFetching} data-testid="analytics-body">
        {!resolution.ok || rejection ? (
          <EmptyState
            icon={CalendarX2}
            title={t('reports.period.fixTitle')}
            description={t('reports.period.fixRange')}
          />
        ) : data ? (
          <div className="space-y-6">
            {report.isError ? (
              <Panel title={t('analytics.states.staleTitle')}>
                <PanelError
                  message={t('analytics.states.stale')}
                  retryLabel={t('analytics.states.retry')}
                  onRetry={() => void report.refetch()}
                />
              </Panel>
            ) : null}
            <p role="status" className="sr-only">
              {report.isPlaceholderData ? t('analytics.states.updating') : ''}
            </p>
            <div className={report.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <ReportBody report={data} onFilter={filter} onClear={clear} />
            </div>
          </div>
        ) : report.isError ? (
          <Panel title={t('analytics.states.errorTitle')}>
            <PanelError
              message={t('analytics.states.error')}
              retryLabel={t('analytics.states.retry')}
              onRetry={() => void report.refetch()}
            />
          </Panel>
        ) : (
          <>
            <p role="status" className="sr-only">
              {t('analytics.states.loading')}
            </p>
            <AnalyticsSkeleton />
          </>
        )}
      </div>
    </div>
  );
}
