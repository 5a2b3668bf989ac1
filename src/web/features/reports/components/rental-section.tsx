import type { Report } from '@contracts/reports';
import { BedDouble } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';
import { ChartPanel } from '@web/components/reports/chart-panel';
import { formatMxn, formatNumber, formatRatio } from '@web/components/reports/format';
import { SeriesChart } from '@web/components/reports/series-chart';
import { ReportSection } from './section';
import { usePeriodLabels } from '@web/components/reports/use-period-labels';

/** The rental's nights: sold, available, occupancy, ADR and RevPAR. */
export function RentalSection(props: { report: Report }) {
  const { t, lang } = useI18n();
  const { rental, bucket } = props.report;
  const { totals } = rental;
  const { axisLabel, rowLabel } = usePeriodLabels(bucket);
  const count = (n: number) => formatNumber(n, lang);
  const money = (minor: number | null) => (minor === null ? '—' : formatMxn(minor, lang));
  const sold = t('reports.rental.nightsSold');
  const available = t('reports.rental.nightsAvailable');

  return (
    <ReportSection
      id="report-rental"
      title={t('reports.rental.title')}
      stats={[
        { label: sold, value: count(totals.nightsSold) },
        { label: t('reports.rental.occupancy'), value: formatRatio(totals.occupancy, lang) },
        { label: t('reports.rental.roomRevenue'), value: money(totals.roomRevenueMinor) },
        { label: t('reports.rental.adr'), value: money(totals.adrMinor) },
        { label: t('reports.rental.revpar'), value: money(totals.revparMinor) },
        { label: t('reports.rental.stays'), value: count(totals.stays) },
      ]}
    >
      <ChartPanel
        className="min-w-0 lg:col-span-2"
        title={t('reports.rental.overTime')}
        description={t('reports.rental.overTimeHint')}
        empty={totals.nightsSold === 0}
        emptyTitle={t('reports.rental.emptyTitle')}
        emptyHint={t('reports.rental.emptyHint')}
        icon={BedDouble}
        chart={
          <SeriesChart
            label={t('reports.rental.overTime')}
            data={rental.series.map((point) => ({ ...point, x: axisLabel(point.start) }))}
            series={[
              { key: 'nightsSold', name: sold, tone: 'accent', kind: 'bar' },
              { key: 'nightsAvailable', name: available, tone: 'muted', kind: 'line' },
            ]}
            format={count}
          />
        }
        table={{
          caption: t('reports.rental.overTime'),
          columns: [t('reports.chart.period'), sold, available, t('reports.rental.occupancy')],
          rows: rental.series.map((point) => ({
            key: point.start,
            cells: [
              rowLabel(point.start),
              count(point.nightsSold),
              count(point.nightsAvailable),
              formatRatio(point.nightsAvailable ? point.nightsSold / point.nightsAvailable : null, lang),
            ],
          })),
        }}
      />
    </ReportSection>
  );
}
