// Calendar-day arithmetic on "YYYY-MM-DD" keys (no time zone involved) and Intl formatting in a named zone.
// Instants come from the API in UTC; which day they fall on always depends on the zone asked.

import { addDays } from '@contracts/calendar-day';
import { dateTimeFormat } from '@contracts/intl';

const keyFormatter = (zone: string) =>
  dateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day ("2026-03-09") an instant falls on in a zone. */
export function dateKeyIn(instant: string | Date, zone: string): string {
  const parts = keyFormatter(zone).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export const todayIn = (zone: string, now = new Date()) => dateKeyIn(now, zone);

const toUtc = (key: string) => new Date(`${key}T00:00:00Z`);

// The one calendar-day arithmetic (contracts), re-exported for the booking screens.
export { addDays };

/** "2026-03" of a day key. */
export const monthOf = (key: string) => key.slice(0, 7);

export function addMonths(month: string, months: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** First and last day of a month ("2028-02" → 2028-02-01 … 2028-02-29). */
export function monthBounds(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const to = addDays(`${addMonths(month, 1)}-01`, -1);
  return { from, to };
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export function isoWeekday(key: string): number {
  const day = toUtc(key).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The weeks of a month, each seven cells; cells outside the month are null. */
export function monthGrid(month: string, weekStartsOn: 1 | 7 = 1): (string | null)[][] {
  const { from, to } = monthBounds(month);
  const lead = (isoWeekday(from) - weekStartsOn + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let key = from; key <= to; key = addDays(key, 1)) cells.push(key);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The first day of the week holding `key`. */
export function startOfWeek(key: string, weekStartsOn: 1 | 7 = 1): string {
  return addDays(key, -((isoWeekday(key) - weekStartsOn + 7) % 7));
}

/** Seven day keys from `start`. */
export const weekDays = (start: string) => Array.from({ length: 7 }, (_, i) => addDays(start, i));

/** Sunday-first weeks in American English, Monday-first otherwise. */
export const weekStartFor = (lang: string): 1 | 7 => (lang === 'en' ? 7 : 1);

/** Formats a day key (no zone shift: the key already is the day). */
export function formatDay(key: string, lang: string, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(new Date(`${key}T12:00:00Z`));
}

export function formatTime(instant: string, lang: string, zone: string): string {
  return dateTimeFormat(lang, { timeStyle: 'short', timeZone: zone }).format(new Date(instant));
}

/** "Monday, 9 March 2026, 09:00–09:30" in a zone. */
export function formatRange(start: string, end: string, lang: string, zone: string): string {
  return dateTimeFormat(lang, { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).formatRange(
    new Date(start),
    new Date(end),
  );
}

export function formatDateTime(
  instant: string,
  lang: string,
  zone: string,
  style: 'medium' | 'full' = 'medium',
) {
  return dateTimeFormat(lang, { dateStyle: style, timeStyle: 'short', timeZone: zone }).format(
    new Date(instant),
  );
}

/** Items grouped by the day their instant falls on in a zone, days in order. */
export function groupByDay<T>(items: T[], instant: (item: T) => string, zone: string): Map<string, T[]> {
  const sorted = [...items].sort((a, b) => instant(a).localeCompare(instant(b)));
  const groups = new Map<string, T[]>();
  for (const item of sorted) {
    const key = dateKeyIn(instant(item), zone);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Every IANA zone the runtime knows, plus any given, sorted. */
export function knownTimeZones(extra: (string | null | undefined)[] = []): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const set = new Set(zones);
  for (const zone of extra) if (zone) set.add(zone);
  return [...set].sort();
}

/** "America/New_York" → "America/New York" (how the zone reads in a list). */
export const zoneLabel = (zone: string) => zone.replaceAll('_', ' ');
