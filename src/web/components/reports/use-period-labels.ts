import type { ReportBucket } from '@contracts/reports';
import { useI18n } from '@web/lib/i18n';
import { bucketLabel, formatDay } from './format';

/** How a series' buckets are written: short on the chart's axis, in full in its table ("Week of Nov 3, 2026"). */
export function usePeriodLabels(bucket: ReportBucket) {
  const { t, lang } = useI18n();
  return {
    axisLabel: (start: string) => bucketLabel(start, bucket, lang),
    rowLabel: (start: string) =>
      bucket === 'month'
        ? bucketLabel(start, 'month', lang)
        : bucket === 'week'
          ? t('reports.chart.weekOf', { date: formatDay(start, lang, 'long') })
          : formatDay(start, lang, 'long'),
  };
}
