import { addDays, bucketStart, daysBetween, isCalendarDay } from '@contracts/report-period';
import { REPORT_TIME_ZONE, type DayRange } from '@contracts/reports';
import { dateInZone, zonedWallTime } from '@contracts/zone-time';
import type { SQL } from 'drizzle-orm';
import { rowsOf } from '../../platform/rate-limit';
import type { Db } from '../../platform/db/client';

/*
 * The days the overview speaks of, all Mexico City days, from one instant: today, this week (Monday–Sunday),
 * the last 30 days of payments, this month to date and the same days of last month.
 */

export interface OverviewDays {
  today: string;
  week: { from: string; to: string };
  /** The first of the last 30 days (today included). */
  paymentsFrom: string;
  month: DayRange;
  lastMonth: DayRange;
}

const range = (from: string, to: string): DayRange => ({ from, to, days: daysBetween(from, to) });

export function overviewDays(now: Date): OverviewDays {
  const today = dateInZone(now, REPORT_TIME_ZONE);
  const monday = bucketStart(today, 'week');
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const lastMonthEnd = addDays(firstOfMonth, -1);
  // The same day of last month, cut at its last day (31 March compares with 1–28/29 February).
  let sameDay = `${lastMonthEnd.slice(0, 7)}-${today.slice(8, 10)}`;
  if (!isCalendarDay(sameDay)) sameDay = lastMonthEnd;
  return {
    today,
    week: { from: monday, to: addDays(monday, 6) },
    paymentsFrom: addDays(today, -29),
    month: range(firstOfMonth, today),
    lastMonth: range(`${lastMonthEnd.slice(0, 7)}-01`, sameDay),
  };
}

/** The instant a Mexico City day starts, as an ISO string for a `::timestamptz` parameter. */
export const dayStartIso = (day: string) => zonedWallTime(day, '00:00', REPORT_TIME_ZONE).toISOString();

/** Runs a statement and hands back its rows (both drivers). */
export async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

/** A count or sum as a number: node-postgres gives bigint and numeric as text. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** A timestamptz as ISO text (a Date from the driver, or text). */
export const iso = (value: unknown): string => new Date(value as string | Date).toISOString();
