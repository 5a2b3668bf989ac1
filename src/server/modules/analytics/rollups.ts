import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { rowsOf } from '../../platform/rate-limit';

/*
 * Daily rollups (ADRs 039 and 045): per Mexico City day and dimension, the figures of `figuresOf` over that
 * day's visits and page views; and per day, filter value and dimension, the same figures over the visits
 * that have the filter value (`filteredFiguresOf`), so a one-filter report sums rollups too. Sums over days
 * are exact — visitors included — because a visitor id lives one day. A day is rolled by the maintenance job
 * once it is over (plus a margin for the last buffered views), and then never again: its raw rows can be
 * deleted by retention while its rollups stay. Days not rolled yet (today; days waiting for the job) are read
 * live with the same SQL, so a report is always the raw computation, only faster — and no request rolls.
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

/**
 * Rows (filter_dimension, filter_value, day, dimension, value, figures…): for each value a visit can be
 * filtered by — its visit columns, and each page it viewed — the figures `figuresOf` gives with that one
 * filter (filters.ts), over the visits `visitsWhere` keeps and their page views `pageviewsWhere` keeps.
 */
export function filteredFiguresOf(visitsWhere: SQL, pageviewsWhere: SQL): SQL {
  // Most visitors make one visit a day: their rows are counted as they are (one row = one visitor), and only
  // the visits of visitors with several are grouped by visitor first — that grouping is most of the cost.
  return sql`
    with v as (
      select v.*, count(*) over (partition by v.visitor_id) > 1 as repeat
      from analytics_visits v where ${visitsWhere}),
    page_visits as (
      select p.day, p.path, p.visitor_id, p.visit_id, v.repeat, count(*) as pageviews
      from analytics_pageviews p join v on v.id = p.visit_id
      where ${pageviewsWhere}
      group by p.day, p.path, p.visitor_id, p.visit_id, v.repeat),
    keys as (
      select v.id as visit_id, k.dimension as fd, k.value as fv
      from v cross join lateral (values ${dimensionValues}) as k(dimension, value)
      union all
      select visit_id, 'page', path from page_visits),
    visit_rows as (
      select k.fd, k.fv, v.day, d.dimension, d.value, v.visitor_id, v.repeat, v.pageviews,
        extract(epoch from v.last_seen_at - v.started_at) as duration
      from keys k join v on v.id = k.visit_id
        cross join lateral (values ('', ''), ${dimensionValues}) as d(dimension, value)),
    page_rows as (
      select k.fd, k.fv, pv.day, 'page' as dimension, pv.path as value, pv.visitor_id, pv.repeat, pv.pageviews
      from page_visits pv join keys k on k.visit_id = pv.visit_id),
    by_visitor as (
      select fd, fv, day, dimension, value, 1 as visits, pageviews,
        case when pageviews = 1 then 1 else 0 end as bounces, duration
      from visit_rows where not repeat
      union all
      select fd, fv, day, dimension, value, count(*), sum(pageviews),
        count(*) filter (where pageviews = 1), sum(duration)
      from visit_rows where repeat
      group by fd, fv, day, dimension, value, visitor_id
      union all
      select fd, fv, day, dimension, value, 1, pageviews, 0, 0 from page_rows where not repeat
      union all
      select fd, fv, day, dimension, value, count(*), sum(pageviews), 0, 0
      from page_rows where repeat
      group by fd, fv, day, dimension, value, visitor_id)
    select fd as filter_dimension, fv as filter_value, day, dimension, value, count(*)::int as visitors,
      sum(visits)::int as visits, sum(pageviews)::int as pageviews, sum(bounces)::int as bounces,
      coalesce(sum(duration), 0)::bigint as duration_seconds
    from by_visitor
    group by fd, fv, day, dimension, value`;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const nextDay = (day: string) => isoDay(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
const previousDay = (day: string) => isoDay(Date.parse(`${day}T00:00:00Z`) - 86_400_000);

/** The last day whose rollup is final at `now`: the day before today, once FINAL_AFTER_MS have passed. */
export function lastFinalDay(today: string, now: Date, dayStart: (day: string) => Date): string {
  const yesterday = isoDay(Date.parse(`${today}T00:00:00Z`) - 86_400_000);
  return now.getTime() - dayStart(today).getTime() >= FINAL_AFTER_MS
    ? yesterday
    : isoDay(Date.parse(`${yesterday}T00:00:00Z`) - 86_400_000);
}

/** Days rolled per transaction: a year of backfill is many short transactions, not one long one. */
const DAYS_PER_ROLL = 2;

/**
 * Rolls the final days of [from, to] not rolled yet (both rollups) or rolled before the filtered rollup
 * existed (that one only), the most recent first (a backfill serves the periods the owner looks at first), at
 * most `DAYS_PER_ROLL` per transaction, each under one advisory lock, until none is left or `until` has passed. Answers how many days it rolled and whether some are left.
 */
export async function rollDays(
  db: Db,
  from: string,
  to: string,
  until: Date = new Date(8.64e15),
): Promise<{ rolled: number; more: boolean }> {
  let rolled = 0;
  for (;;) {
    if (from > to) return { rolled, more: false };
    if (Date.now() >= until.getTime()) return { rolled, more: true };
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics:rollups'))`);
      // The per-visitor hash aggregates of a week's visits fit in memory (the default 4 MB spills to disk,
      // ten times slower: ADR 045's figures).
      await tx.execute(sql`set local work_mem = '64MB'`);
      const missing = rowsOf<{ day: string; rolled: boolean }>(
        await tx.execute(sql`
          select d::date::text as day, r.day is not null as rolled
          from generate_series(${from}::date, ${to}::date, interval '1 day') d
            left join analytics_rolled_days r on r.day = d::date
          where r.day is null or not r.filtered
          order by d desc limit ${DAYS_PER_ROLL}`),
      );
      if (missing.length === 0) return null;
      const setOf = (days: string[]) =>
        sql`(select (jsonb_array_elements_text(${JSON.stringify(days)}::jsonb))::date)`;
      const all = setOf(missing.map((m) => m.day));
      const fresh = missing.filter((m) => !m.rolled).map((m) => m.day);
      if (fresh.length > 0) {
        const days = setOf(fresh);
        await tx.execute(sql`delete from analytics_rollup_days where day in ${days}`);
        await tx.execute(sql`
          insert into analytics_rollup_days
            (day, dimension, value, visitors, visits, pageviews, bounces, duration_seconds)
          ${figuresOf(sql`v.day in ${days}`, sql`p.day in ${days}`)}`);
      }
      await tx.execute(sql`delete from analytics_rollup_filtered where day in ${all}`);
      await tx.execute(sql`
        insert into analytics_rollup_filtered (filter_dimension, filter_value, day, dimension, value,
          visitors, visits, pageviews, bounces, duration_seconds)
        ${filteredFiguresOf(sql`v.day in ${all}`, sql`p.day in ${all}`)}`);
      await tx.execute(sql`
        insert into analytics_rolled_days (day, filtered) select d, true from ${all} as x(d)
        on conflict (day) do update set filtered = true`);
      return missing;
    });
    if (!done) return { rolled, more: false };
    rolled += done.length;
    to = previousDay(done.at(-1)!.day);
  }
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

/**
 * What a rollup answers: null = no filter; a one-value filter (ADR 045); or a combination of two filters or more,
 * by its key (combinations.ts, ADR 062).
 */
export type RolledFilter = { dimension: string; value: string } | { combination: string } | null;

/** The days of [from, to] whose rollup for `filter` is not there yet, as ranges. */
export async function unrolledRanges(
  db: DbOrTx,
  from: string,
  to: string,
  filter: RolledFilter,
): Promise<{ from: string; to: string }[]> {
  const rolled =
    filter && 'combination' in filter
      ? sql`select 1 from analytics_combination_days c
          where c.combination = ${filter.combination} and c.day = d::date`
      : sql`select 1 from analytics_rolled_days r where r.day = d::date ${filter ? sql`and r.filtered` : sql``}`;
  const days = rowsOf<{ day: string }>(
    await db.execute(sql`
      select d::date::text as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
      where not exists (${rolled})
      order by d`),
  ).map((r) => r.day);
  const ranges: { from: string; to: string }[] = [];
  for (const day of days) {
    const last = ranges.at(-1);
    if (last && nextDay(last.to) === day) last.to = day;
    else ranges.push({ from: day, to: day });
  }
  return ranges;
}

/**
 * The rollup rows of [from, to] (the unfiltered ones, those of one filter or of a combination) plus `live`: the
 * figures of the days not rolled yet, computed by the caller over their visit rows (report.ts) with the same
 * filter. Rollup rows of the live ranges are left out: a job that commits a day's rollup after the caller found
 * it not rolled (each statement has its own snapshot) must not count the day twice.
 */
export function rolledSource(
  range: { from: string; to: string },
  filter: RolledFilter,
  live: { from: string; to: string; figures: SQL }[],
): SQL {
  const columns = sql`day, dimension, value, visitors, visits, pageviews, bounces, duration_seconds`;
  const days = sql.join(
    [
      sql`day between ${range.from}::date and ${range.to}::date`,
      ...live.map((r) => sql`not (day between ${r.from}::date and ${r.to}::date)`),
    ],
    sql` and `,
  );
  const rolled = !filter
    ? sql`select ${columns} from analytics_rollup_days where ${days}`
    : 'combination' in filter
      ? sql`select ${columns} from analytics_rollup_combined
          where combination = ${filter.combination} and ${days}`
      : sql`select ${columns} from analytics_rollup_filtered
          where filter_dimension = ${filter.dimension} and filter_value = ${filter.value} and ${days}`;
  return sql`(${rolled}${sql.join(
    live.map((part) => sql` union all (select ${columns} from (${part.figures}) as live)`),
    sql``,
  )})`;
}
