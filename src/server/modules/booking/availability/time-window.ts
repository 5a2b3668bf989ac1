import { addDays } from '@contracts/calendar-day';
import { badRequest } from '../../../platform/errors';
import { Temporal } from 'temporal-polyfill';

/** Longest window of /slots and /explain, in days: a quarter is more than any calendar screen shows. */
export const MAX_WINDOW_DAYS = 93;

/** 00:00 of a calendar date in a zone, as an instant (Temporal handles a midnight that DST skips). */
export function startOfDate(date: string, timeZone: string): Date {
  return new Date(Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).epochMilliseconds);
}

export function dateIn(instant: Date, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString();
}

// The one calendar-day arithmetic (contracts), re-exported for booking's callers.
export { addDays };

export interface DayWindow {
  timeZone: string;
  /** First and last day, inclusive, in timeZone. */
  fromDate: string;
  toDate: string;
  from: Date;
  to: Date;
}

/**
 * The days a calendar asks for, in the visitor's zone: from today for the booking horizon unless given;
 * `to` before `from` or more than MAX_WINDOW_DAYS days are 400s on `to`.
 */
export function dayWindow(
  query: { from?: string; to?: string; tz?: string },
  defaults: { businessTimeZone: string; horizonDays: number; now: Date },
): DayWindow {
  const timeZone = query.tz ?? defaults.businessTimeZone;
  const fromDate = query.from ?? dateIn(defaults.now, timeZone);
  const toDate = query.to ?? addDays(fromDate, Math.min(defaults.horizonDays, MAX_WINDOW_DAYS - 1));
  if (toDate < fromDate) throw badRequest('The window ends before it starts', { to: ['end_before_start'] });
  const days = Temporal.PlainDate.from(fromDate).until(Temporal.PlainDate.from(toDate)).days + 1;
  if (days > MAX_WINDOW_DAYS)
    throw badRequest(`Ask for at most ${MAX_WINDOW_DAYS} days at a time`, { to: ['window_too_long'] });
  return {
    timeZone,
    fromDate,
    toDate,
    from: startOfDate(fromDate, timeZone),
    to: startOfDate(addDays(toDate, 1), timeZone),
  };
}
