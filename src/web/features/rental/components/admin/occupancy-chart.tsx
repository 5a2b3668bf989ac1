import { BarChart3 } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { useI18n } from '@web/lib/i18n';
import { formatDate, localeOf } from '../dates';
import type { StayFigures } from './figures';

/** Booked share of each of the last twelve months, as bars (with the figures in each bar's label). */
export function OccupancyChart(props: { figures: StayFigures | null }) {
  const { lang, t } = useI18n();
  const months = props.figures?.months ?? [];
  const percent = new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 0 });
  const empty = !props.figures || props.figures.nights === 0;
  return (
    <div className="relative">
      <div aria-hidden className="absolute inset-x-0 top-0 flex h-56 flex-col justify-between">
        {[0, 1, 2, 3, 4].map((line) => (
          <span key={line} className="block border-t border-dashed border-border" />
        ))}
      </div>
      <ol className="relative grid h-56 grid-cols-12 items-end gap-1.5">
        {months.map((m) => (
          <li key={m.month} className="flex h-full items-end">
            <span className="sr-only">
              {t('rental.analytics.chart.bar', {
                month: formatDate(`${m.month}-01`, lang, { month: 'long', year: 'numeric' }),
                percent: percent.format(m.occupancy),
                nights: m.nights,
              })}
            </span>
            <span
              aria-hidden
              className="block w-full rounded-t bg-accent/70"
              style={{ height: `${Math.round(m.occupancy * 100)}%` }}
            />
          </li>
        ))}
      </ol>
      <ol aria-hidden className="mt-2 grid grid-cols-12 text-center text-[11px] text-muted-foreground">
        {months.map((m) => (
          <li key={m.month}>{formatDate(`${m.month}-01`, lang, { month: 'short' })}</li>
        ))}
      </ol>
      {empty ? (
        <div className="absolute inset-x-0 top-0 flex h-56 items-center justify-center">
          <EmptyState
            icon={BarChart3}
            title={t('rental.analytics.chart.emptyTitle')}
            description={t('rental.analytics.chart.emptyDescription')}
            className="border-0 bg-card/90 py-6"
          />
        </div>
      ) : null}
    </div>
  );
}
