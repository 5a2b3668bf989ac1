import { analyticsDimensions, type AnalyticsDimension } from '@contracts/analytics';
import { X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { valueLabel } from './format';
import type { AnalyticsFilters } from './view-state';

/** The active filters as removable chips (Plausible's model), and a way to clear them all. */
export function FilterChips(props: {
  filters: AnalyticsFilters;
  onRemove: (dimension: AnalyticsDimension) => void;
  onClear: () => void;
}) {
  const { t } = useI18n();
  const active = analyticsDimensions.filter((dimension) => props.filters[dimension] !== undefined);
  if (active.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={t('analytics.filters.label')}
      data-testid="analytics-filters"
      className="flex flex-wrap items-center gap-2"
    >
      {active.map((dimension) => {
        const name = t(`analytics.dimensions.${dimension}`);
        const value = valueLabel(t, dimension, props.filters[dimension]!);
        return (
          <span
            key={dimension}
            className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-card py-1 pr-1 pl-3 text-sm"
          >
            <span className="min-w-0 truncate">
              <span className="text-muted-foreground">{name}:</span>{' '}
              <span className="font-medium">{value}</span>
            </span>
            <button
              type="button"
              onClick={() => props.onRemove(dimension)}
              aria-label={t('analytics.filters.remove', { name, value })}
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </span>
        );
      })}
      {active.length > 1 ? (
        <Button type="button" variant="ghost" size="sm" onClick={props.onClear}>
          {t('analytics.filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
