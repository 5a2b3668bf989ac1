import type { DayRange, ReportBucket } from '@contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { bucketOf, localDay, rows, within } from '../figures/common';
import {
  diagnosticFromGroups,
  namedDimensions,
  submittedResults,
  toTotals,
  type CountRow,
  type DiagnosticFigures,
  type DiagnosticTotals,
  type GroupedRow,
} from '../figures/diagnostic';
import { dayArray, readRanges, type Recompute } from './days';

/*
 * Diagnostic results from their rollups: per submission day, level, score bin and whether the taker booked
 * later, how many and the sum of their overall scores; per day and dimension, the sum of the scores (numeric,
 * exact) and how many scored it. Averages are sum / count, as avg() divides. A booking marks the days of
 * the same address's earlier results (migration 0020), so "became bookings" follows it. Names at read.
 */

/** What the family's rollup rows are: its inserts for the stale days (hashed into its fingerprint). */
export const recompute: Recompute = (days, runs) => [
  sql`
  insert into report_diagnostic_days (day, level, bin, booked, submissions, overall_sum)
  select d.bucket::date, d.level, d.bin, d.booked, count(*), sum(d.overall)
  from (${submittedResults(readRanges(runs), 'day')}) d
  where d.bucket::date = any(${dayArray(days)})
  group by d.bucket::date, d.level, d.bin, d.booked`,
  sql`
  insert into report_diagnostic_dimension_days (day, key, value_sum, scored)
  select x.day, x.key, sum(x.value::numeric), count(*)
  from (select ${localDay(sql`r.created_at`)} as day, s.key, s.value
    from diagnostic_results r, jsonb_each_text(r.scores->'dimensions') s
    where ${within(sql`r.created_at`, readRanges(runs))}) x
  where x.day = any(${dayArray(days)})
  group by x.day, x.key`,
];

function rolled(range: DayRange, bucket: ReportBucket): SQL {
  return sql`
    select r.level, r.bin, r.booked, r.submissions, r.overall_sum,
      ${bucketOf(sql`r.day::timestamp`, bucket)} as bucket
    from report_diagnostic_days r where r.day between ${range.from}::date and ${range.to}::date`;
}

const counts = sql`coalesce(sum(d.submissions), 0) as submissions,
  sum(d.overall_sum)::numeric / nullif(sum(d.submissions), 0) as average,
  coalesce(sum(d.submissions) filter (where d.booked), 0) as booked`;

export async function rolledDiagnosticTotals(db: Db, range: DayRange): Promise<DiagnosticTotals> {
  const [row] = await rows<CountRow>(db, sql`select ${counts} from (${rolled(range, 'day')}) d`);
  return toTotals(row);
}

export async function rolledDiagnosticFigures(
  db: Db,
  range: DayRange,
  bucket: ReportBucket,
): Promise<DiagnosticFigures> {
  const [found, dimensions] = await Promise.all([
    rows<GroupedRow>(
      db,
      sql`
      select grouping(d.bin, d.level, d.bucket) as g, d.bin, d.level, d.bucket, ${counts}
      from (${rolled(range, bucket)}) d group by grouping sets ((), (d.bin), (d.level), (d.bucket))`,
    ),
    namedDimensions(
      db,
      sql`select x.key, sum(x.value_sum) / sum(x.scored) as average, sum(x.scored) as count
        from report_diagnostic_dimension_days x
        where x.day between ${range.from}::date and ${range.to}::date group by x.key`,
    ),
  ]);
  return diagnosticFromGroups(found, dimensions, range, bucket);
}
