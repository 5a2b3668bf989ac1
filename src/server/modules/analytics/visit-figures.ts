import { sql, type SQL } from 'drizzle-orm';
import { VISIT_DIMENSIONS } from './rollups';

/*
 * The figures of a report with two filters or more (ADR 049), read from the visit rows of the period: the rollups
 * hold one filter at a time (ADR 045); and of the days not rolled yet of any report (today, ADR 055). Same rows as `figuresOf` for the report's use — the day's totals per day
 * (dimension ''), and per dimension and value the figures summed over the period (their `day` is null: the report
 * sums a dimension's rows over days anyway) — but computed the cheap way:
 *
 * - one pass of grouping sets over the kept visits, hashed, instead of eleven rows per visit grouped by visitor;
 * - distinct visitors are counted as rows for visitors with one kept visit that day (nearly all of them), and
 *   with count(distinct …) only over the few with several;
 * - the page breakdown reads the kept visits' pages from their own rows (`paths`, migration 0034, ADR 060),
 *   instead of probing the page views by visit id (one index scan per kept visit: half of a year's two-filter
 *   report) or hashing every page view of the period.
 *
 * Sums over days stay exact because a visitor id lives one day (ADR 038): (day, visitor id) is a visitor.
 */

const columns = Object.entries(VISIT_DIMENSIONS);
const setsOf = (perDay: boolean) =>
  sql.raw(
    ['(v.day)', ...columns.map(([, column]) => (perDay ? `(v.day, v.${column})` : `(v.${column})`))].join(
      ', ',
    ),
  );
// Which grouping set a row comes from, and its value.
const dimensionOf = sql.raw(
  `case ${columns.map(([dimension, column]) => `when grouping(v.${column}) = 0 then '${dimension}'`).join(' ')} else '' end`,
);
const valueOf = sql.raw(
  `case ${columns.map(([, column]) => `when grouping(v.${column}) = 0 then v.${column}`).join(' ')} else '' end`,
);

/**
 * Rows (day, dimension, value, visitors, visits, pageviews, bounces, duration_seconds); see above. `perDay`: every
 * dimension's rows per day too (`day` never null) — what a rollup stores (combinations.ts, ADR 062).
 */
export function visitFiguresOf(visitsWhere: SQL, { perDay = false } = {}): SQL {
  const grouped = (repeat: boolean) => sql`
    select ${dimensionOf} as dimension, case when grouping(v.day) = 0 then v.day end as day,
      ${valueOf} as value,
      ${repeat ? sql`count(distinct (v.day, v.visitor_id))` : sql`count(*)`} as visitors, count(*) as visits,
      sum(v.pageviews) as pageviews, count(*) filter (where v.pageviews = 1) as bounces,
      sum(extract(epoch from v.last_seen_at - v.started_at)) as duration
    from v where ${repeat ? sql`v.repeat` : sql`not v.repeat`}
    group by grouping sets (${setsOf(perDay)})`;
  return sql`
    with v as materialized (
      select v.*, count(*) over (partition by v.day, v.visitor_id) > 1 as repeat
      from analytics_visits v where ${visitsWhere}),
    g as (${grouped(false)} union all ${grouped(true)}),
    page_visits as (
      select v.day, v.visitor_id, v.repeat, pp.path, pp.pageviews
      from v cross join lateral (
        select p.path, count(*) as pageviews from unnest(v.paths) as p(path) group by p.path) pp)
    select day, dimension, value, sum(visitors)::int as visitors, sum(visits)::int as visits,
      sum(pageviews)::int as pageviews, sum(bounces)::int as bounces,
      coalesce(sum(duration), 0)::bigint as duration_seconds
    from g group by day, dimension, value
    union all
    select ${perDay ? sql`day` : sql`null`}, 'page', path,
      (count(*) filter (where not repeat) + count(distinct (day, visitor_id)) filter (where repeat))::int,
      count(*)::int, sum(pageviews)::int, 0, 0::bigint
    from page_visits group by ${perDay ? sql`day, ` : sql``}path`;
}
