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
 * Rows (day, dimension, value, visitors, visits, pageviews, bounces, duration_seconds) over `visits` (an
 * SQL source of analytics_visits rows, aliased v by the caller's where) and the page views of those visits.
 * dimension '' value '' is the day's totals.
 */
export function figuresOf(visitsWhere: SQL): SQL {
  return sql`
    with v as (select * from analytics_visits v where ${visitsWhere}),
    totals as (
      select v.day, '' as dimension, '' as value, count(distinct v.visitor_id)::int as visitors,
        count(*)::int as visits, sum(v.pageviews)::int as pageviews,
        (count(*) filter (where v.pageviews = 1))::int as bounces,
        coalesce(sum(extract(epoch from v.last_seen_at - v.started_at)), 0)::bigint as duration_seconds
      from v group by v.day),
    dims as (
      select v.day, d.dimension, d.value, count(distinct v.visitor_id)::int, count(*)::int,
        sum(v.pageviews)::int, (count(*) filter (where v.pageviews = 1))::int,
        coalesce(sum(extract(epoch from v.last_seen_at - v.started_at)), 0)::bigint
      from v cross join lateral (values ${dimensionValues}) as d(dimension, value)
      group by v.day, d.dimension, d.value),
    pages as (
      select p.day, 'page', p.path, count(distinct p.visitor_id)::int, count(distinct p.visit_id)::int,
        count(*)::int, 0, 0::bigint
      from analytics_pageviews p join v on v.id = p.visit_id
      group by p.day, p.path)
    select * from totals union all select * from dims union all select * from pages`;
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
      ${figuresOf(sql`v.day in ${days}`)}`);
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
      ? sql` union all (${figuresOf(sql`v.day between ${liveFrom}::date and ${to}::date`)})`
      : sql``;
  return sql`(select day, dimension, value, visitors, visits, pageviews, bounces, duration_seconds
    from analytics_rollup_days where day between ${from}::date and ${rolledTo}::date${live})`;
}
