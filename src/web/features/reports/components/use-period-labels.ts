import type { ReportBucket } from '@contracts/reports';
import { useI18n } from '@web/lib/i18n';
import { bucketLabel } from './format';

/**
 * How a series' buckets are written: short on the chart's axis, in full in its table ("Week of 3 Nov").
 * `interval` thins the axis labels of a long series so they never overlap.
 */
export function usePeriodLabels(bucket: ReportBucket, points: number) {
  const { t, lang } = useI18n();
  return {
    axisLabel: (start: string) => bucketLabel(start, bucket, lang),
    rowLabel: (start: string) =>
      bucket === 'week'
        ? t('reports.chart.weekOf', { date: bucketLabel(start, 'day', lang) })
        : bucketLabel(start, bucket === 'day' ? 'day' : 'month', lang),
    interval: points > 16 ? Math.ceil(points / 8) - 1 : 0,
  };
}
