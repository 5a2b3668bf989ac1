import { addDays } from '@contracts/calendar-day';
import { RENTAL_TIME_ZONE } from '@contracts/rental';
import { Temporal } from 'temporal-polyfill';

/** Today's date in the business zone. */
export function todayIn(now: Date, timeZone = RENTAL_TIME_ZONE): string {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString();
}

/** The instant of a date at a wall-clock time ("15:00") in the business zone. */
export function zonedInstant(date: string, time: string): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const zoned = Temporal.PlainDate.from(date).toZonedDateTime({
    timeZone: RENTAL_TIME_ZONE,
    plainTime: new Temporal.PlainTime(hour, minute),
  });
  return new Date(zoned.epochMilliseconds);
}

// The one calendar-day arithmetic (contracts), re-exported for rental's callers.
export { addDays };
export const addMonths = (date: string, months: number) =>
  Temporal.PlainDate.from(date).add({ months }).toString();

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: 'days' }).days;

/** Every date in [from, to), ascending. */
export function datesIn(from: string, to: string): string[] {
  const out: string[] = [];
  for (
    let d = Temporal.PlainDate.from(from), end = Temporal.PlainDate.from(to);
    Temporal.PlainDate.compare(d, end) < 0;
    d = d.add({ days: 1 })
  )
    out.push(d.toString());
  return out;
}

export const dateRangeLiteral = (from: string, to: string) => `[${from},${to})`;

/** Parses PostgreSQL's canonical daterange text '[2027-03-01,2027-03-04)'. */
export function parseDateRange(value: string): { from: string; to: string } {
  const match = /^\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)$/.exec(value);
  if (!match) throw new Error(`Unexpected daterange: ${value}`);
  return { from: match[1]!, to: match[2]! };
}
