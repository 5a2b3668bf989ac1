// Calendar and zone arithmetic for the slot engine. Everything goes through Temporal so that DST
// transitions are handled by the time-zone database, never by hand-made offsets.
import { Temporal } from 'temporal-polyfill';

const MINUTES_PER_DAY = 24 * 60;
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'YYYY-MM-DD' date of `instant` on the wall calendar of `timeZone`. */
export function businessDateOf(instant: Date, timeZone: string): string {
  return zonedOf(instant.getTime(), timeZone).toPlainDate().toString();
}

export function zonedOf(epochMs: number, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
}

/** Minutes after midnight of a 'HH:MM' wall time; '24:00' (= 1440) only when `allowMidnightEnd`. */
export function parseWallTime(text: string, allowMidnightEnd: boolean): number {
  if (allowMidnightEnd && text === '24:00') return MINUTES_PER_DAY;
  const match = WALL_TIME.exec(text);
  if (!match) throw new RangeError(`Invalid wall time "${text}" (expected HH:MM)`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function parseDate(text: string): Temporal.PlainDate {
  return Temporal.PlainDate.from(text, { overflow: 'reject' });
}

function wallDateTime(date: Temporal.PlainDate, minutes: number): Temporal.PlainDateTime {
  return date.toPlainDateTime({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
}

/**
 * The instant a wall-clock grid label denotes, or null when that wall time does not exist (it falls
 * in a spring-forward gap). Skipping — rather than shifting like 'compatible' does — is what keeps a
 * gap from producing a duplicate of the next label. A repeated (fall-back) wall time resolves to its
 * earlier occurrence ('compatible'), so each label appears once.
 */
export function gridInstant(date: Temporal.PlainDate, minutes: number, timeZone: string): number | null {
  const wall = wallDateTime(date, minutes);
  const zoned = wall.toZonedDateTime(timeZone, { disambiguation: 'compatible' });
  return zoned.toPlainDateTime().equals(wall) ? zoned.epochMilliseconds : null;
}

/**
 * The instant an opening-range boundary denotes: the first instant whose wall time is at or after
 * it. That is 'compatible' everywhere except inside a gap, where it is the transition itself
 * (a range "until 02:30" on a day that skips 02:00–03:00 closes at 03:00 new time, not 03:30).
 * '24:00' is the start of the next day.
 */
export function boundaryInstant(date: Temporal.PlainDate, minutes: number, timeZone: string): number {
  if (minutes >= MINUTES_PER_DAY) return startOfDay(date.add({ days: 1 }), timeZone);
  const wall = wallDateTime(date, minutes);
  const zoned = wall.toZonedDateTime(timeZone, { disambiguation: 'compatible' });
  if (zoned.toPlainDateTime().equals(wall)) return zoned.epochMilliseconds;
  const transition = zoned.getTimeZoneTransition('previous');
  return (transition ?? zoned).epochMilliseconds;
}

/** First instant of a calendar date in a zone (Temporal copes with zones whose midnight is skipped). */
export function startOfDay(date: Temporal.PlainDate, timeZone: string): number {
  return date.toZonedDateTime({ timeZone }).epochMilliseconds;
}

/** Business dates from `first` to `last` inclusive, as PlainDates. */
export function* datesBetween(
  first: Temporal.PlainDate,
  last: Temporal.PlainDate,
): Generator<Temporal.PlainDate> {
  for (let day = first; Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) yield day;
}
