import type { ReportBucket } from '@contracts/reports';
import { useI18n } from '@web/lib/i18n';
import { bucketLabel } from './format';

/**
 * How a series' buckets are written: short on the chart's axis, in full in its table ("Week of 3 Nov").
 */
export function usePeriodLabels(bucket: ReportBucket) {
  const { t, lang } = useI18n();
  return {
    axisLabel: (start: string) => bucketLabel(start, bucket, lang),
    rowLabel: (start: string) =>
      bucket === 'week'
        ? t('reports.chart.weekOf', { date: bucketLabel(start, 'day', lang) })
        : bucketLabel(start, bucket === 'day' ? 'day' : 'month', lang),
  };
}
