import type { RentalAnalytics } from '@contracts/rental-analytics';
import { CalendarRange } from 'lucide-react';
import { ChartPanel } from '@web/components/reports/chart-panel';
import { formatDay, formatMxn, formatNumber, formatRatio } from '@web/components/reports/format';
import { SeriesChart } from '@web/components/reports/series-chart';
import { useI18n, type MessageKey } from '@web/lib/i18n';

const percentOf = (ratio: number | null) => (ratio === null ? 0 : Math.round(ratio * 1000) / 10);

/** Occupancy month by month against the same month last year; the full figures in the table behind it. */
export function MonthsPanel(props: { data: RentalAnalytics }) {
  const { t, lang } = useI18n();
  const { months } = props.data;
  const label = (month: string) => formatDay(`${month}-01`, lang, 'month');
  const money = (minor: number | null) => (minor === null ? '—' : formatMxn(minor, lang));
  const column = (key: string) => t(`rentalAnalytics.months.columns.${key}` as MessageKey);
  const empty = months.every((m) => m.figures.nightsSold === 0 && m.lastYear.nightsSold === 0);
  return (
    <ChartPanel
      title={t('rentalAnalytics.months.heading')}
      description={t('rentalAnalytics.months.description')}
      empty={empty}
      emptyTitle={t('rentalAnalytics.months.emptyTitle')}
      emptyHint={t('rentalAnalytics.months.emptyHint')}
      icon={CalendarRange}
      chart={
        <SeriesChart
          label={t('rentalAnalytics.months.chartLabel')}
          data={months.map((m) => ({
            x: label(m.month),
            thisYear: percentOf(m.figures.occupancy),
            lastYear: percentOf(m.lastYear.occupancy),
          }))}
          series={[
            { key: 'thisYear', name: t('rentalAnalytics.months.thisYear'), tone: 'accent', kind: 'bar' },
            { key: 'lastYear', name: t('rentalAnalytics.months.lastYear'), tone: 'muted', kind: 'line' },
          ]}
          format={(value) => formatRatio(value / 100, lang)}
        />
      }
      table={{
        caption: t('rentalAnalytics.months.caption'),
        columns: [
          'month',
          'nights',
          'occupancy',
          'adr',
          'revpar',
          'revenue',
          'lastYearOccupancy',
          'lastYearRevenue',
        ].map(column),
        rows: months.map((m) => ({
          key: m.month,
          cells: [
            label(m.month),
            formatNumber(m.figures.nightsSold, lang),
            formatRatio(m.figures.occupancy, lang),
            money(m.figures.adrMinor),
            money(m.figures.revparMinor),
            money(m.figures.roomRevenueMinor),
            formatRatio(m.lastYear.occupancy, lang),
            money(m.lastYear.roomRevenueMinor),
          ],
        })),
      }}
    />
  );
}
