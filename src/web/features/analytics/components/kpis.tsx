import type { AnalyticsReport, AnalyticsTotals } from '@contracts/analytics';
import { Clock, Eye, LogOut, MousePointerClick, Users, type LucideIcon } from 'lucide-react';
import { KpiCard } from '@web/components/ui/admin-kpi-card';
import { deltaOf, formatDelta, formatNumber, formatRatio } from '@web/components/reports/format';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { formatDuration } from './format';

const figures: {
  key: keyof AnalyticsTotals;
  label: MessageKey;
  icon: LucideIcon;
  unit: 'count' | 'ratio' | 'seconds';
}[] = [
  { key: 'visitors', label: 'analytics.kpis.visitors', icon: Users, unit: 'count' },
  { key: 'visits', label: 'analytics.kpis.visits', icon: MousePointerClick, unit: 'count' },
  { key: 'pageviews', label: 'analytics.kpis.pageviews', icon: Eye, unit: 'count' },
  { key: 'bounceRate', label: 'analytics.kpis.bounceRate', icon: LogOut, unit: 'ratio' },
  { key: 'visitDurationSeconds', label: 'analytics.kpis.visitDuration', icon: Clock, unit: 'seconds' },
];

/** The five headline figures of the period, each with its change against the comparison. */
export function AnalyticsKpis(props: { report: AnalyticsReport }) {
  const { t, lang } = useI18n();
  const { totals, previousTotals } = props.report;
  const write = (unit: (typeof figures)[number]['unit'], value: number | null) =>
    unit === 'count'
      ? formatNumber(value ?? 0, lang)
      : unit === 'ratio'
        ? formatRatio(value, lang)
        : formatDuration(value, lang);
  return (
    <div data-testid="analytics-kpis" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {figures.map((figure, i) => {
        const value = totals[figure.key];
        const previous = previousTotals ? previousTotals[figure.key] : undefined;
        const written = write(figure.unit, value);
        const delta = deltaOf(value, previous, figure.unit === 'ratio' ? 'points' : 'relative');
        return (
          <KpiCard
            key={figure.key}
            // Five cards on a two-column phone: the first spans the row, so none is left alone.
            className={i === 0 ? 'col-span-2 sm:col-span-1' : undefined}
            icon={figure.icon}
            label={t(figure.label)}
            value={written === '—' ? null : written}
            emptyLabel={t('analytics.kpis.noVisits')}
            note={
              previous === undefined
                ? t('reports.kpis.noComparison')
                : t('reports.kpis.change', {
                    delta: formatDelta(delta, lang),
                    previous: write(figure.unit, previous),
                  })
            }
          />
        );
      })}
    </div>
  );
}
