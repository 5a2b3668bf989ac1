import type { AnalyticsReport } from '@contracts/analytics';
import { LineChart } from 'lucide-react';
import { ChartPanel } from '@web/components/reports/chart-panel';
import { formatNumber } from '@web/components/reports/format';
import { SeriesChart, type SeriesDef } from '@web/components/reports/series-chart';
import { usePeriodLabels } from '@web/components/reports/use-period-labels';
import { useI18n } from '@web/lib/i18n';

type Key = 'visitors' | 'previous';

/** Visitors per day, week or month, with the comparison period's visitors drawn over the same buckets. */
export function VisitorsChart(props: { report: AnalyticsReport }) {
  const { t, lang } = useI18n();
  const { series, previousSeries, bucket } = props.report;
  const labels = usePeriodLabels(bucket);
  const count = (n: number) => formatNumber(n, lang);
  // The comparison's buckets line up by position (its Nth day beside the period's Nth day).
  const data = series.map((point, i) => ({
    x: labels.axisLabel(point.day),
    visitors: point.visitors,
    previous: previousSeries?.[i]?.visitors ?? 0,
  }));
  const defs: SeriesDef<Key>[] = [
    { key: 'visitors', name: t('analytics.kpis.visitors'), tone: 'accent', kind: 'bar' },
    ...(previousSeries
      ? [{ key: 'previous', name: t('analytics.chart.previous'), tone: 'muted', kind: 'line' } as const]
      : []),
  ];
  return (
    <ChartPanel
      className="min-w-0"
      title={t('analytics.chart.title')}
      description={t(`reports.chart.by.${bucket}`)}
      empty={series.every((point) => point.pageviews === 0)}
      emptyTitle={t('analytics.empty.title')}
      emptyHint={t('analytics.panels.noRows')}
      icon={LineChart}
      chart={
        <SeriesChart<Key, { visitors: number; previous: number }>
          label={t('analytics.chart.title')}
          data={data}
          series={defs}
          format={count}
        />
      }
      table={{
        caption: t('analytics.chart.title'),
        columns: [
          t('reports.chart.period'),
          t('analytics.kpis.visitors'),
          t('analytics.kpis.visits'),
          t('analytics.kpis.pageviews'),
        ],
        rows: series.map((point) => ({
          key: point.day,
          cells: [
            labels.rowLabel(point.day),
            count(point.visitors),
            count(point.visits),
            count(point.pageviews),
          ],
        })),
      }}
    />
  );
}
