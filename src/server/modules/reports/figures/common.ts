import { addDays, bucketStarts } from '@contracts/report-period';
import { REPORT_TIME_ZONE, type DayRange, type ReportBucket } from '@contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/rate-limit';

/**
 * The first instant of a Mexico City day, computed by PostgreSQL: the same time zone database that keeps a
 * rollup row by `localDay` decides which rows a recomputation selects (JavaScript's Intl may disagree, e.g.
 * before 1951 or after a tz-data update on only one side).
 */
const dayStart = (day: string) =>
  sql`(${day}::date::timestamp at time zone ${sql.raw(`'${REPORT_TIME_ZONE}'`)})`;

/**
 * `column` falls within the range's days (half-open, so a midnight belongs to the day it starts); for a list
 * of ranges (the rollups' stale days), within any of them.
 */
export function within(column: SQL, span: DayRange | readonly DayRange[]): SQL {
  const ranges = 'from' in span ? [span] : span;
  const each = ranges.map(
    (range) => sql`(${column} >= ${dayStart(range.from)} and ${column} < ${dayStart(addDays(range.to, 1))})`,
  );
  return each.length === 0 ? sql`false` : sql`(${sql.join(each, sql` or `)})`;
}

/** The Mexico City day of an instant column, as a date. */
export const localDay = (column: SQL) => sql`(${localTime(column)})::date`;

/** A run of days, or several (the rollups recompute the stale days of a range). */
export type Span = DayRange | readonly DayRange[];

/**
 * Appointment `a` was booked: confirmed, completed or a no-show, or cancelled after it had been confirmed. A
 * hold the client never paid can be cancelled too (booking/appointments/changes.ts cancel), so a cancellation alone is
 * not a booking; every confirmation (booking/appointments/lifecycle.ts onConfirmed: a free booking at once, the owner's,
 * a paid hold) records a 'confirmed' event, which is what tells them apart.
 */
export const BOOKED_APPOINTMENT = sql`(a.status in ('confirmed', 'completed', 'no_show')
  or (a.status = 'cancelled' and exists (
    select 1 from appointment_events e where e.appointment_id = a.id and e.kind = 'confirmed')))`;

/** The Mexico City wall time of an instant column (a timestamp without zone, for date parts). */
export const localTime = (column: SQL) => sql`(${column} at time zone ${sql.raw(`'${REPORT_TIME_ZONE}'`)})`;

/**
 * The first day (YYYY-MM-DD) of the bucket a local timestamp or date falls in. date_trunc('week') starts on
 * Monday, as bucketStart does. The unit is a literal so the expression is the same wherever it repeats.
 */
export function bucketOf(local: SQL, bucket: ReportBucket): SQL<string> {
  return sql<string>`to_char(date_trunc(${sql.raw(`'${bucket}'`)}, ${local}), 'YYYY-MM-DD')`;
}

/** One point per bucket of the period, in order, zeros where the database had no row. */
export function fillSeries<T extends object>(
  range: DayRange,
  bucket: ReportBucket,
  found: Map<string, T>,
  zero: T,
): (T & { start: string })[] {
  return bucketStarts(range, bucket).map((start) => ({ ...zero, ...found.get(start), start }));
}

/** Runs a statement and hands back its rows (both drivers). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** A count or sum as a number: node-postgres gives bigint and numeric as text, PGlite may give a bigint. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** part / whole, or null when there is nothing to divide by (shown as "—", never 0 %). */
export const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
