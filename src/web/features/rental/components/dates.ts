// Calendar-date arithmetic on "YYYY-MM-DD" keys (nights are dates in the business zone; no time zone here).

import { dateTimeFormat, numberFormat } from '@contracts/intl';
import { addDays } from '@contracts/calendar-day';
import { localeOf } from '@web/lib/format';

const DAY_MS = 86_400_000;
const toUtc = (key: string) => new Date(`${key}T00:00:00Z`);

// The one calendar-day arithmetic (contracts), re-exported for the rental screens.
export { addDays };
export const daysBetween = (from: string, to: string) =>
  Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);

/** "2027-03" of a day key. */
export const monthOf = (key: string) => key.slice(0, 7);

export function addMonths(month: string, months: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The weeks of a month, seven cells each (Monday first, or Sunday first for English); blanks are null. */
export function monthGrid(month: string, weekStartsOn: 1 | 7): (string | null)[][] {
  const first = `${month}-01`;
  const weekday = toUtc(first).getUTCDay() || 7; // 1 Monday … 7 Sunday
  const lead = weekStartsOn === 1 ? weekday - 1 : weekday % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** Every night of [from, to). */
export function nightsOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d < to; d = addDays(d, 1)) out.push(d);
  return out;
}

export { localeOf };

/** A date key formatted as a calendar date in the language (read in UTC, so it never shifts a day). */
export function formatDate(key: string, lang: 'es' | 'en', options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(localeOf(lang), { ...options, timeZone: 'UTC' }).format(toUtc(key));
}

export function formatMxn(amountMinor: number, currency: string, lang: 'es' | 'en'): string {
  return numberFormat(localeOf(lang), {
    style: 'currency',
    currency,
    minimumFractionDigits: amountMinor % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
}
