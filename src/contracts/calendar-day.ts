/*
 * Calendar days and instants that exist and fall in the years the product can mean (ADR 030). Zod-free, so
 * the web's pickers and URL readers apply the same rule as the API's schemas (`calendar-dates.ts`) without
 * pulling zod into a chunk.
 *
 * The range, 1900–2199, is the one rule for every date the API takes. Wider than any real date this site
 * names (its data starts in the 2020s; a birth date or a CV year still fits), narrow enough that the day
 * arithmetic done on a bound (a year back for a comparison, a window ahead, a week's Monday) stays in
 * four-digit years, which JavaScript, Temporal and PostgreSQL all spell and read alike. Outside it, year 0,
 * negative or five-digit years and 9999-12-31 + 1 day made PostgreSQL or the day arithmetic fail (500s).
 */

export const FIRST_CALENDAR_YEAR = 1900;
export const LAST_CALENDAR_YEAR = 2199;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month (1–12) of a year. */
export const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** A YYYY-MM-DD day that exists (2024-02-29 yes, 2025-02-29 no) in the years 1900–2199. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return (
    year >= FIRST_CALENDAR_YEAR &&
    year <= LAST_CALENDAR_YEAR &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/*
 * RFC 3339 with seconds and an explicit offset, as zod's `iso.datetime({ offset: true })` reads it, with at
 * most nine fraction digits (nanoseconds, Temporal's precision).
 */
const INSTANT_PATTERN =
  /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,9})?(?:Z|([+-])(\d{2}):([0-5]\d))$/;

/** The offsets real time zones use: UTC−12:00 to UTC+14:00. */
const WEST_OFFSET_MINUTES = 12 * 60;
const EAST_OFFSET_MINUTES = 14 * 60;

/**
 * An instant written with Z or an offset ("2026-03-09T09:00:00-06:00", "2026-03-09T15:00:00.000Z") whose
 * written date is a calendar day (above) and whose offset a real zone can have (−12:00 to +14:00).
 */
export function isInstant(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = INSTANT_PATTERN.exec(value);
  if (!match || !isCalendarDay(match[1])) return false;
  if (match[2] === undefined) return true; // Z
  const minutes = Number(match[3]) * 60 + Number(match[4]);
  return minutes <= (match[2] === '+' ? EAST_OFFSET_MINUTES : WEST_OFFSET_MINUTES);
}

/** A from/to bound that may be a whole day or an instant (the leads and diagnostic lists take both). */
export const isDayOrInstant = (value: unknown): value is string => isCalendarDay(value) || isInstant(value);

/** Days from `from` to `to`, both included (1 when they are the same day). */
export const daysBetween = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));

/**
 * The day `days` whole days after `day` (before it when negative), both "YYYY-MM-DD": the one calendar-day
 * arithmetic of server and web. No time zone takes part: a UTC day is always 24 hours, so month and year ends,
 * 29 February and the zones' daylight-saving changes need no rule of their own. As JavaScript's Date reads
 * days, a day past its month's end counts on (2026-02-30 is 2026-03-02) and anything else that is not a day
 * throws a RangeError; the API lets only real days in (isCalendarDay).
 */
export function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * What is wrong with a from–to run of calendar days, both included: it ends before it starts
 * (`inverted_range`) or is longer than `maxDays` (`range_too_long`); null when it is fine. Said on `to`.
 */
export function dayRangeProblem(
  from: string,
  to: string,
  maxDays = Infinity,
): 'inverted_range' | 'range_too_long' | null {
  if (to < from) return 'inverted_range';
  return daysBetween(from, to) > maxDays ? 'range_too_long' : null;
}
