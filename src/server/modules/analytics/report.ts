import {
  analyticsDimensions,
  type AnalyticsQuery,
  type AnalyticsReport,
  type AnalyticsRow,
  type AnalyticsTotals,
} from '@contracts/analytics';
import { bucketStart, bucketStarts, resolvePeriod } from '@contracts/report-period';
import { REPORT_TIME_ZONE, type DayRange, type ReportBucket } from '@contracts/reports';
import { zonedWallTime } from '@contracts/zone-time';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { badRequest } from '../../platform/errors';
import { rowsOf } from '../../platform/rate-limit';
import { filtersOf, visitConditions, type Filters } from './filters';
import { askForCombination, combinationOf } from './combinations';
import { funnelReached, goalRows, goalsAndFunnel } from './report-goals';
import { figuresOf, rolledSource, unrolledRanges, type RolledFilter } from './rollups';
import { analyticsDay } from './salts';
import { visitFiguresOf } from './visit-figures';

/*
 * GET /api/admin/analytics: the period's figures, summed from the daily rollups — unfiltered, of one filter (ADR
 * 045), or of a combination of two filters or more, which the first report asking for it has a job roll (ADR
 * 062) — plus the days not rolled yet (today; days a job has not reached) read live from their visit rows by
 * grouping sets (visit-figures.ts, ADRs 049 and 055); with `fresh` (the tests' reference) by the rollups' own SQL
 * over the visit rows. Either way one statement per period; no request rolls days.
 */

export const dayStart = (day: string) => zonedWallTime(day, '00:00', REPORT_TIME_ZONE);
const BREAKDOWN_ROWS = 50;

interface DayTotals {
  day: string;
  visitors: number;
  visits: number;
  pageviews: number;
  bounces: number;
  duration_seconds: number;
}

function totalsOf(days: DayTotals[]): AnalyticsTotals {
  const sum = (key: keyof Omit<DayTotals, 'day'>) => days.reduce((s, d) => s + Number(d[key]), 0);
  const visits = sum('visits');
  return {
    visitors: sum('visitors'),
    visits,
    pageviews: sum('pageviews'),
    bounceRate: visits > 0 ? sum('bounces') / visits : null,
    visitDurationSeconds: visits > 0 ? sum('duration_seconds') / visits : null,
  };
}

function seriesOf(range: DayRange, bucket: ReportBucket, days: DayTotals[]) {
  const points = new Map(
    bucketStarts(range, bucket).map((day) => [day, { day, visitors: 0, visits: 0, pageviews: 0 }]),
  );
  for (const d of days) {
    const point = points.get(bucketStart(d.day, bucket));
    if (!point) continue;
    point.visitors += Number(d.visitors);
    point.visits += Number(d.visits);
    point.pageviews += Number(d.pageviews);
  }
  return [...points.values()];
}

interface Source {
  sql: SQL;
}

async function readFigures(db: DbOrTx, source: Source, withBreakdowns: boolean) {
  const breakdowns = withBreakdowns
    ? sql` union all
      select 'b', null, dimension, value, visitors, visits, pageviews, 0, 0 from (
        select dimension, value, sum(visitors)::int as visitors, sum(visits)::int as visits,
          sum(pageviews)::int as pageviews,
          row_number() over (partition by dimension
            order by sum(visitors) desc, sum(pageviews) desc, value) as rank
        from s where dimension <> '' group by dimension, value) ranked
      where rank <= ${BREAKDOWN_ROWS}`
    : sql``;
  const rows = rowsOf<DayTotals & { kind: string; dimension: string; value: string }>(
    await db.execute(sql`
      with s as (select * from ${source.sql} as src)
      select 't' as kind, day::text as day, dimension, value, visitors, visits, pageviews, bounces,
        duration_seconds
      from s where dimension = ''${breakdowns}`),
  );
  const days = rows.filter((r) => r.kind === 't');
  const rowsByDimension = Object.fromEntries(analyticsDimensions.map((d) => [d, [] as AnalyticsRow[]]));
  for (const r of rows)
    if (r.kind === 'b')
      rowsByDimension[r.dimension]?.push({
        value: r.value,
        visitors: Number(r.visitors),
        visits: Number(r.visits),
        pageviews: Number(r.pageviews),
      });
  for (const list of Object.values(rowsByDimension))
    list.sort(
      (a, b) => b.visitors - a.visitors || b.pageviews - a.pageviews || a.value.localeCompare(b.value),
    );
  return { days, breakdowns: rowsByDimension as AnalyticsReport['breakdowns'] };
}

export interface AnalyticsSourceOptions {
  /** Straight from the visit rows, ignoring the rollups: the tests' reference computation. */
  fresh?: boolean;
  /**
   * Asking for a combination's rollup failed (the report does not depend on it: it reads what is not rolled
   * live); the route logs it.
   */
  onAskFailed?: (error: unknown) => void;
}

export async function computeAnalytics(
  db: Db,
  query: AnalyticsQuery,
  now: Date,
  options: AnalyticsSourceOptions = {},
): Promise<AnalyticsReport> {
  const today = analyticsDay(now);
  const resolved = resolvePeriod(query, today);
  if (!resolved.ok)
    throw badRequest(
      'The period is not valid',
      Object.fromEntries(Object.entries(resolved.fields).map(([field, code]) => [field, [code]])),
    );
  const { period, comparison, bucket } = resolved.value;
  const filters: Filters = filtersOf(query);

  const filterEntries = Object.entries(filters);
  const filtered = filterEntries.length > 0;
  // Rollups — unfiltered, of one filter (ADR 045) or of the combination of two or more (ADR 062, rolled once asked
  // for) — plus the days not rolled yet read live.
  const rolledFilter: RolledFilter =
    filterEntries.length === 0
      ? null
      : filterEntries.length === 1
        ? { dimension: filterEntries[0]![0], value: filterEntries[0]![1] }
        : { combination: combinationOf(filters).key };
  const conditions = (r: { from: string; to: string }) => visitConditions(filters, r);
  const sourceOf = async (tx: DbOrTx, range: DayRange): Promise<Source> => {
    const visitsWhere = sql`v.day between ${range.from}::date and ${range.to}::date and ${conditions(range)}`;
    if (options.fresh)
      return {
        sql: sql`(${figuresOf(visitsWhere, sql`p.day between ${range.from}::date and ${range.to}::date`)})`,
      };
    // Days not rolled yet (today; days a job has not reached) by grouping sets over their visit rows: the same
    // figures as the rollups' own SQL at a third of its cost (ADR 055).
    const live = (await unrolledRanges(tx, range.from, range.to, rolledFilter)).map((r) => ({
      ...r,
      figures: visitFiguresOf(sql`v.day between ${r.from}::date and ${r.to}::date and ${conditions(r)}`),
    }));
    return { sql: rolledSource(range, rolledFilter, live) };
  };
  // The report's reads are independent: each runs in its own transaction, at once, on the pool's connections
  // (ADR 055) — on two cores the request takes about its longest read, not their sum. They need no common
  // snapshot: rolled days never change, and today's live part can only differ by the views of a flush
  // between two reads (a goal's rate is capped at 100 %). PGlite has one connection and runs them in turn.
  // Each with PostgreSQL's JIT off (it spent seconds compiling statements that run in a fraction of that, ADR
  // 049), and work_mem raised from 4 MB so the hashes and sorts over a year's kept visits stay in memory.
  const read = <T>(fn: (tx: DbOrTx) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true)`);
      return fn(tx);
    });
  const periodConditions = conditions(period);
  // A combination's rollup is asked for in a short transaction of its own, not in a read's: its row lock would
  // hold the comparison's read until the period's read commits.
  const asked =
    rolledFilter && 'combination' in rolledFilter
      ? db
          .transaction((tx) =>
            askForCombination(tx, filters, {
              from: comparison && comparison.from < period.from ? comparison.from : period.from,
              to: period.to,
            }),
          )
          .catch((error: unknown) => options.onAskFailed?.(error))
      : null;
  const [current, previous, byGoal, reached, liveVisitors] = await Promise.all([
    read(async (tx) => readFigures(tx, await sourceOf(tx, period), true)),
    comparison ? read(async (tx) => readFigures(tx, await sourceOf(tx, comparison), false)) : null,
    read((tx) => goalRows(tx, period, periodConditions, filtered)),
    read((tx) => funnelReached(tx, period, dayStart(period.from), periodConditions)),
    visitorsNow(db, now),
    asked,
  ]);
  const totals = totalsOf(current.days);
  return {
    period,
    comparison,
    bucket,
    filters,
    totals,
    previousTotals: previous ? totalsOf(previous.days) : null,
    series: seriesOf(period, bucket, current.days),
    previousSeries: previous && comparison ? seriesOf(comparison, bucket, previous.days) : null,
    breakdowns: current.breakdowns,
    ...goalsAndFunnel(byGoal, reached, totals.visitors),
    visitorsNow: liveVisitors,
  };
}

/** Distinct visitors with a page view in the last 5 minutes. */
export async function visitorsNow(db: DbOrTx, now: Date): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(distinct visitor_id)::int as n from analytics_visits
      where last_seen_at > ${new Date(now.getTime() - 5 * 60_000).toISOString()}::timestamptz`),
  );
  return Number(row?.n ?? 0);
}
