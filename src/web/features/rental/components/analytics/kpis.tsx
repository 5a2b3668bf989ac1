import type { RentalAnalytics, RentalPerformance } from '@contracts/rental-analytics';
import { BedDouble, Percent, Receipt, TrendingUp, Wallet } from 'lucide-react';
import { formatMxn, formatNumber, formatRatio } from '@web/components/reports/format';
import { KpiCard } from '@web/components/ui/admin-kpi-card';
import { Panel } from '@web/components/ui/admin-panel';
import { useI18n } from '@web/lib/i18n';

/** The window's key figures, each with the same months last year, then its money and stays. */
export function AnalyticsKpis(props: { data: RentalAnalytics }) {
  const { t, lang } = useI18n();
  const { totals, lastYear } = props.data;
  const money = (minor: number | null) => (minor === null ? null : formatMxn(minor, lang));
  const sold = totals.nightsSold > 0;
  const cards = [
    {
      key: 'occupancy',
      icon: Percent,
      value: sold ? formatRatio(totals.occupancy, lang) : null,
      before: formatRatio(lastYear.occupancy, lang),
    },
    {
      key: 'adr',
      icon: Receipt,
      value: money(totals.adrMinor),
      before: money(lastYear.adrMinor) ?? '—',
    },
    {
      key: 'revpar',
      icon: TrendingUp,
      value: sold ? money(totals.revparMinor) : null,
      before: money(lastYear.revparMinor) ?? '—',
    },
    {
      key: 'nightsSold',
      icon: BedDouble,
      value: sold ? formatNumber(totals.nightsSold, lang) : null,
      before: formatNumber(lastYear.nightsSold, lang),
    },
    {
      key: 'roomRevenue',
      icon: Wallet,
      value: sold ? money(totals.roomRevenueMinor) : null,
      before: money(lastYear.roomRevenueMinor) ?? '—',
    },
  ] as const;
  return (
    <div className="space-y-4">
      <div
        role="group"
        aria-label={t('rentalAnalytics.kpis.label')}
        className="grid grid-cols-2 gap-3 lg:grid-cols-5"
      >
        {cards.map((card) => (
          <KpiCard
            key={card.key}
            icon={card.icon}
            label={t(`rentalAnalytics.kpis.${card.key}`)}
            value={card.value}
            note={t('rentalAnalytics.kpis.lastYear', { value: card.before })}
            emptyLabel={t('rentalAnalytics.kpis.noData')}
            className={card.key === 'roomRevenue' ? 'col-span-2 lg:col-span-1' : undefined}
          />
        ))}
      </div>
      <MoneyAndStays totals={totals} lastYear={lastYear} />
    </div>
  );
}

function MoneyAndStays(props: { totals: RentalPerformance; lastYear: RentalPerformance }) {
  const { t, lang } = useI18n();
  const none = t('rentalAnalytics.money.none');
  const money = (minor: number) => formatMxn(minor, lang);
  const nights = (value: number | null) =>
    value === null ? none : t('rentalAnalytics.money.nightsValue', { count: value });
  const days = (value: number | null) =>
    value === null ? none : t('rentalAnalytics.money.daysValue', { count: value });
  const cancellations = (f: RentalPerformance) =>
    t('rentalAnalytics.money.cancellationsValue', { count: f.cancellations, nights: f.cancelledNights });
  const rows = [
    { key: 'gross', now: money(props.totals.grossMinor), before: money(props.lastYear.grossMinor) },
    { key: 'fees', now: money(props.totals.feesMinor), before: money(props.lastYear.feesMinor) },
    { key: 'taxes', now: money(props.totals.taxesMinor), before: money(props.lastYear.taxesMinor) },
    { key: 'net', now: money(props.totals.netMinor), before: money(props.lastYear.netMinor) },
    {
      key: 'averageStay',
      now: nights(props.totals.averageStayNights),
      before: nights(props.lastYear.averageStayNights),
    },
    {
      key: 'leadTime',
      now: days(props.totals.averageLeadDays),
      before: days(props.lastYear.averageLeadDays),
    },
    { key: 'cancellations', now: cancellations(props.totals), before: cancellations(props.lastYear) },
  ] as const;
  return (
    <Panel title={t('rentalAnalytics.money.heading')} headingId="rental-money">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
        {rows.map((row) => (
          <div key={row.key} className="min-w-0 space-y-0.5">
            <dt className="text-xs text-muted-foreground">{t(`rentalAnalytics.money.${row.key}`)}</dt>
            <dd className="text-base font-semibold tabular-nums">{row.now}</dd>
            <dd className="text-xs text-muted-foreground">
              {t('rentalAnalytics.kpis.lastYear', { value: row.before })}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
