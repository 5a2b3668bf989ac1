import { analyticsDimensions, type AnalyticsDimension, type AnalyticsQuery } from '@contracts/analytics';
import { sql, type SQL } from 'drizzle-orm';
import { VISIT_DIMENSIONS } from './rollups';

/*
 * Dimension filters (Plausible's model: click a row to keep only the visits that have it). A page filter keeps
 * the visits that viewed that page; every other dimension is a column of the visit. Filters combine with "and".
 */

export type Filters = Partial<Record<AnalyticsDimension, string>>;

export function filtersOf(query: AnalyticsQuery): Filters {
  const filters: Filters = {};
  for (const dimension of analyticsDimensions) {
    const value = query[dimension];
    if (value !== undefined) filters[dimension] = value;
  }
  return filters;
}

/** A condition on analytics_visits aliased v (true without filters); a page filter looks within `range`. */
export function visitConditions(filters: Filters, range: { from: string; to: string }): SQL {
  const parts: SQL[] = [];
  for (const [dimension, value] of Object.entries(filters) as [AnalyticsDimension, string][]) {
    if (dimension === 'page')
      // A semi-join through the (day, path) index, not a probe per visit.
      parts.push(sql`v.id in (select fp.visit_id from analytics_pageviews fp
        where fp.day between ${range.from}::date and ${range.to}::date and fp.path = ${value})`);
    else parts.push(sql`v.${sql.raw(VISIT_DIMENSIONS[dimension])} = ${value}`);
  }
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}
