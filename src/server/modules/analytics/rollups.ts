import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/rate-limit';

/*
 * Daily rollups (ADR 039): per Mexico City day and dimension, the figures of `figuresOf` over that day's
 * visits and page views. Sums over days are exact — visitors included — because a visitor id lives one day.
 * A day is rolled once it is over (plus a margin for the last buffered views), and then never again: its
 * raw rows can be deleted by retention while its rollup stays. Days not yet final are read live with the
 * same SQL, so a report is always the raw computation, only faster.
 */

/** How long after a day ends its last views may still be in some instance's buffer. */
const FINAL_AFTER_MS = 5 * 60_000;

/** The visit columns a dimension groups by (page is the page views' path). */
export const VISIT_DIMENSIONS = {
  entry_page: 'entry_path',
  exit_page: 'exit_path',
  source: 'source',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  device: 'device',
  browser: 'browser',
  language: 'language',
  screen: 'screen',
} as const;

const dimensionValues = sql.raw(
  Object.entries(VISIT_DIMENSIONS)
    .map(([dimension, column]) => `('${dimension}', v.${column})`)
    .join(', '),
);

/**
 * Rows (day, dimension, value, visitors, visits, pageviews, bounces, duration_seconds) over the visits that
 * `visitsWhere` keeps (analytics_visits aliased v) and those visits' page views that `pageviewsWhere` keeps
 * (aliased p; it narrows the scan to the visits' days). dimension '' value '' is the day's totals. Grouped by
 * visitor first, then counted: hash aggregates, where count(distinct …) would sort every row.
 */
export function figuresOf(visitsWhere: SQL, pageviewsWhere: SQL): SQL {
  return sql`
    with v as (select * from analytics_visits v where ${visitsWhere}),
    by_visitor as (
      select v.day, d.dimension, d.value, v.visitor_id, count(*) as visits, sum(v.pageviews) as pageviews,
        count(*) filter (where v.pageviews = 1) as bounces,
        sum(extract(epoch from v.last_seen_at - v.started_at)) as duration
      from v cross join lateral (values ('', ''), ${dimensionValues}) as d(dimension, value)
      group by v.day, d.dimension, d.value, v.visitor_id),
    page_visits as (
      select p.day, p.path, p.visitor_id, p.visit_id, count(*) as pageviews
      from analytics_pageviews p join v on v.id = p.visit_id
      where ${pageviewsWhere}
      group by p.day, p.path, p.visitor_id, p.visit_id),
    page_visitors as (
      select day, 'page' as dimension, path as value, visitor_id, count(*) as visits, sum(pageviews) as pageviews,
        0 as bounces, 0 as duration
      from page_visits group by day, path, visitor_id)
    select day, dimension, value, count(*)::int as visitors, sum(visits)::int as visits,
      sum(pageviews)::int as pageviews, sum(bounces)::int as bounces,
      coalesce(sum(duration), 0)::bigint as duration_seconds
    from (select * from by_visitor union all select * from page_visitors) x
    group by day, dimension, value`;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last day whose rollup is final at `now`: the day before today, once FINAL_AFTER_MS have passed. */
export function lastFinalDay(today: string, now: Date, dayStart: (day: string) => Date): string {
  const yesterday = isoDay(Date.parse(`${today}T00:00:00Z`) - 86_400_000);
  return now.getTime() - dayStart(today).getTime() >= FINAL_AFTER_MS
    ? yesterday
    : isoDay(Date.parse(`${yesterday}T00:00:00Z`) - 86_400_000);
}

/** Rolls every final day of [from, to] not rolled yet, in one transaction under one advisory lock. */
export async function rollDays(db: Db, from: string, to: string): Promise<number> {
  if (from > to) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics:rollups'))`);
    const missing = rowsOf<{ day: string }>(
      await tx.execute(sql`
        select d::date::text as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
        where not exists (select 1 from analytics_rolled_days r where r.day = d::date)`),
    ).map((r) => r.day);
    if (missing.length === 0) return 0;
    const days = sql`(select (jsonb_array_elements_text(${JSON.stringify(missing)}::jsonb))::date)`;
    await tx.execute(sql`delete from analytics_rollup_days where day in ${days}`);
    await tx.execute(sql`
      insert into analytics_rollup_days
        (day, dimension, value, visitors, visits, pageviews, bounces, duration_seconds)
      ${figuresOf(sql`v.day in ${days}`, sql`p.day in ${days}`)}`);
    await tx.execute(sql`
      insert into analytics_rolled_days (day) select * from ${days} as d on conflict (day) do nothing`);
    return missing.length;
  });
}

export interface FigureRow {
  day: string;
  dimension: string;
  value: string;
  visitors: number;
  visits: number;
  pageviews: number;
  bounces: number;
  duration_seconds: number;
}

/** The rollup rows of [from, finalTo] plus the live figures of (finalTo, to]. */
export function rolledSource(from: string, to: string, finalTo: string): SQL {
  const rolledTo = finalTo < to ? finalTo : to;
  const liveFrom = rolledTo < from ? from : isoDay(Date.parse(`${rolledTo}T00:00:00Z`) + 86_400_000);
  const live =
    liveFrom <= to
      ? sql` union all (${figuresOf(
          sql`v.day between ${liveFrom}::date and ${to}::date`,
          sql`p.day between ${liveFrom}::date and ${to}::date`,
        )})`
      : sql``;
  return sql`(select day, dimension, value, visitors, visits, pageviews, bounces, duration_seconds
    from analytics_rollup_days where day between ${from}::date and ${rolledTo}::date${live})`;
}
