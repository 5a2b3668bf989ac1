import { analyticsDimensions, type AnalyticsDimension } from '@contracts/analytics';
import {
  paramsFromPeriod,
  periodFromParams,
  reportApiQuery,
  type PeriodView,
} from '@web/components/reports/period-state';

/*
 * The analytics screen's view in the URL: the reports' period and comparison, plus one filter per dimension
 * (?page=/projects&source=instagram.com), so a filtered report can be bookmarked and shared.
 */

export type AnalyticsFilters = Partial<Record<AnalyticsDimension, string>>;

export interface AnalyticsView extends PeriodView {
  filters: AnalyticsFilters;
}

/** The server takes filter values up to 500 characters; a longer one in a hand-edited URL is dropped. */
const MAX_FILTER = 500;

export function viewFromParams(params: URLSearchParams): AnalyticsView {
  const filters: AnalyticsFilters = {};
  for (const dimension of analyticsDimensions) {
    const value = params.get(dimension);
    if (value !== null && value.length <= MAX_FILTER) filters[dimension] = value;
  }
  return { ...periodFromParams(params), filters };
}

export function paramsFromView(view: AnalyticsView): URLSearchParams {
  const params = paramsFromPeriod(view);
  for (const dimension of analyticsDimensions) {
    const value = view.filters[dimension];
    if (value !== undefined) params.set(dimension, value);
  }
  return params;
}

/** The API's query: the period spelled out, then the filters in a fixed order (a stable cache key). */
export function analyticsApiQuery(view: AnalyticsView): string {
  const params = new URLSearchParams(reportApiQuery(view));
  for (const dimension of analyticsDimensions) {
    const value = view.filters[dimension];
    if (value !== undefined) params.set(dimension, value);
  }
  return params.toString();
}

/** The filters with one more (a clicked row), or one fewer (a removed chip). */
export const withFilter = (
  filters: AnalyticsFilters,
  dimension: AnalyticsDimension,
  value: string | null,
) => {
  const next = { ...filters };
  if (value === null) delete next[dimension];
  else next[dimension] = value;
  return next;
};
