import { useQuery } from '@tanstack/react-query';
import { BedDouble, CalendarClock, CalendarDays, ExternalLink, Percent, Receipt, Wallet } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { KpiCard } from '@web/components/ui/admin-kpi-card';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { useRealtimeInvalidate } from '@web/lib/realtime/hooks';
import { adminStaysQuery, rentalAdminKeys } from '../api/admin';
import { propertyQuery } from '../api/public';
import { BlocksPanel } from '../components/admin/blocks-panel';
import { stayFigures } from '../components/admin/figures';
import { OccupancyChart } from '../components/admin/occupancy-chart';
import { SettingsPanel } from '../components/admin/settings-form';
import { StaysTable } from '../components/admin/stays-table';
import { formatMxn, localeOf } from '../components/dates';

/** /projects/airbnb: La Mansión's figures (confirmed stays), the stays, the settings and the blocked nights. */
export default function RentalAnalyticsScreen() {
  const { lang, t } = useI18n();
  useDocumentMeta(t('rental.analytics.meta.title'), t('rental.analytics.meta.description'));
  useRealtimeInvalidate(['admin:stays'], [rentalAdminKeys.all]);
  const confirmed = useQuery(adminStaysQuery('confirmed'));
  const property = useQuery(propertyQuery());
  const figures = useMemo(
    () => (confirmed.data && property.data ? stayFigures(confirmed.data.stays, property.data.today) : null),
    [confirmed.data, property.data],
  );
  const has = figures !== null && figures.nights > 0;
  const percent = new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 0 });
  const last12 = t('rental.analytics.notes.last12');
  const cards = [
    { key: 'occupancy', icon: Percent, value: has ? percent.format(figures.occupancy) : null, note: last12 },
    { key: 'nights', icon: BedDouble, value: has ? String(figures.nights) : null, note: last12 },
    {
      key: 'revenue',
      icon: Wallet,
      value: has ? formatMxn(figures.revenueMinor, figures.currency, lang) : null,
      note: last12,
    },
    {
      key: 'adr',
      icon: Receipt,
      value: has && figures.adrMinor !== null ? formatMxn(figures.adrMinor, figures.currency, lang) : null,
      note: last12,
    },
    {
      key: 'upcoming',
      icon: CalendarClock,
      value: figures && figures.upcoming > 0 ? String(figures.upcoming) : null,
      note: t('rental.analytics.notes.fromToday'),
    },
  ] as const;

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
            <Link to="/airbnb">
              <ExternalLink aria-hidden />
              {t('rental.analytics.links.landing')}
            </Link>
          </Button>
        </div>
      </div>

      <div
        role="group"
        aria-label={t('rental.analytics.kpisLabel')}
        className="grid grid-cols-2 gap-3 lg:grid-cols-5"
        aria-busy={confirmed.isPending || undefined}
      >
        {cards.map((card) => (
          <KpiCard
            key={card.key}
            icon={card.icon}
            label={t(`rental.analytics.kpis.${card.key}`)}
            value={card.value}
            note={card.note}
            emptyLabel={t('rental.analytics.noData')}
          />
        ))}
      </div>

      <Card className="rounded-xl p-4 sm:p-5">
        <section aria-labelledby="rental-chart" className="space-y-4">
          <h2 id="rental-chart" className="text-base font-semibold">
            {t('rental.analytics.chart.heading')}
          </h2>
          <OccupancyChart figures={figures} />
        </section>
      </Card>

      <StaysTable />

      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] xl:items-start">
        <SettingsPanel />
        <BlocksPanel />
      </div>
    </div>
  );
}
