import { dimensionIds, levelIds } from '@contracts/diagnostic';
import type { DayRange, ReportBucket, diagnosticReportSchema } from '@contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import { BOOKED_APPOINTMENT, bucketOf, fillSeries, localTime, num, rows, within, type Span } from './common';

/*
 * Diagnostic (contracts/reports.ts): results submitted in the period, their overall scores, levels and
 * per-dimension scores (scores.dimensions, as the scoring stored them), and how many takers then booked.
 */

type DiagnosticReport = z.infer<typeof diagnosticReportSchema>;
export type DiagnosticFigures = Omit<DiagnosticReport, 'previous'>;
export type DiagnosticTotals = DiagnosticReport['totals'];

const oneDecimal = (value: unknown) => Math.round(num(value) * 10) / 10;

/** Where a key stands in a fixed order (unknown keys last). */
const rank = (order: readonly string[], key: string) => {
  const index = order.indexOf(key);
  return index === -1 ? order.length : index;
};

export function submittedResults(range: Span, bucket: ReportBucket): SQL {
  return sql`
    select r.overall, r.level, ${bucketOf(localTime(sql`r.created_at`), bucket)} as bucket,
      least(r.overall / 10, 9) * 10 as bin,
      exists (
        select 1 from appointments a
        where lower(a.customer_email) = lower(r.email) and a.created_at > r.created_at
          and ${BOOKED_APPOINTMENT}
      ) as booked
    from diagnostic_results r where ${within(sql`r.created_at`, range)}`;
}

export interface CountRow {
  submissions: unknown;
  average: unknown;
  booked: unknown;
}

const counts = sql`count(*) as submissions, avg(d.overall) as average,
  count(*) filter (where d.booked) as booked`;

export function toTotals(row: CountRow | undefined): DiagnosticTotals {
  const submissions = num(row?.submissions);
  return {
    submissions,
    averageOverall: submissions > 0 ? oneDecimal(row?.average) : null,
    becameBookings: num(row?.booked),
  };
}

export async function diagnosticTotals(db: Db, range: DayRange): Promise<DiagnosticTotals> {
  const [row] = await rows<CountRow>(
    db,
    sql`with d as (${submittedResults(range, 'day')}) select ${counts} from d`,
  );
  return toTotals(row);
}

export interface GroupedRow extends CountRow {
  g: unknown;
  bin: unknown;
  level: string | null;
  bucket: string | null;
}

// grouping(bin, level, bucket): a bit set for each column left out of the set.
const GROUPED_BY = { total: 7, bin: 3, level: 5, bucket: 6 } as const;

/**
 * The average of each dimension over the results that scored it, named as the current questionnaire names
 * it (diagnostic_versions.definition.dimensions; the key itself when no version names it).
 */
async function dimensionAverages(db: Db, range: DayRange): Promise<DiagnosticReport['dimensions']> {
  return namedDimensions(
    db,
    sql`select s.key, avg(s.value::numeric) as average, count(*) as count
      from diagnostic_results r, jsonb_each_text(r.scores->'dimensions') s
      where ${within(sql`r.created_at`, range)}
      group by s.key`,
  );
}

/** Dimension averages (key, average, count) with their names now, in the questionnaire's order. */
export async function namedDimensions(db: Db, averages: SQL): Promise<DiagnosticReport['dimensions']> {
  const found = await rows<{
    key: string;
    average: unknown;
    count: unknown;
    name_es: string | null;
    name_en: string | null;
  }>(
    db,
    sql`
    with dims as (${averages}),
    names as (
      select d->>'id' as key, d->'name'->>'es' as name_es, d->'name'->>'en' as name_en
      from (select definition from diagnostic_versions order by created_at desc, id desc limit 1) v,
        jsonb_array_elements(v.definition->'dimensions') d
    )
    select dims.key, dims.average, dims.count, names.name_es, names.name_en
    from dims left join names on names.key = dims.key`,
  );
  return found
    .map((r) => ({
      key: r.key,
      name: { es: r.name_es ?? r.key, en: r.name_en ?? r.key },
      average: oneDecimal(r.average),
      count: num(r.count),
    }))
    .sort((a, b) => rank(dimensionIds, a.key) - rank(dimensionIds, b.key) || a.key.localeCompare(b.key));
}

/** Totals, the score distribution, levels and the series in one pass; the dimensions in a second. */
export async function diagnosticFigures(
  db: Db,
  range: DayRange,
  bucket: ReportBucket,
): Promise<DiagnosticFigures> {
  const [found, dimensions] = await Promise.all([
    rows<GroupedRow>(
      db,
      sql`
      with d as (${submittedResults(range, bucket)})
      select grouping(d.bin, d.level, d.bucket) as g, d.bin, d.level, d.bucket, ${counts}
      from d group by grouping sets ((), (d.bin), (d.level), (d.bucket))`,
    ),
    dimensionAverages(db, range),
  ]);
  return diagnosticFromGroups(found, dimensions, range, bucket);
}

/** The figures from the grouping sets' rows (fresh from the results or summed from the rollups). */
export function diagnosticFromGroups(
  found: GroupedRow[],
  dimensions: DiagnosticReport['dimensions'],
  range: DayRange,
  bucket: ReportBucket,
): DiagnosticFigures {
  const of = (g: number) => found.filter((row) => num(row.g) === g);
  const bins = new Map(of(GROUPED_BY.bin).map((r) => [num(r.bin), num(r.submissions)]));
  const points = new Map(of(GROUPED_BY.bucket).map((r) => [r.bucket!, { submissions: num(r.submissions) }]));
  return {
    totals: toTotals(of(GROUPED_BY.total)[0]),
    distribution: Array.from({ length: 10 }, (_, i) => ({ from: i * 10, count: bins.get(i * 10) ?? 0 })),
    dimensions,
    levels: of(GROUPED_BY.level)
      .map((r) => ({ key: r.level!, count: num(r.submissions) }))
      .sort((a, b) => rank(levelIds, a.key) - rank(levelIds, b.key) || a.key.localeCompare(b.key)),
    series: fillSeries(range, bucket, points, { submissions: 0 }),
  };
}
