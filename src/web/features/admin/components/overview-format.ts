import { dateTimeFormat, numberFormat } from '@contracts/intl';
import type { Language } from '@contracts/i18n';
import { formatMoney } from '@contracts/money';
import { addDays } from '@contracts/report-period';
import { REPORT_TIME_ZONE } from '@contracts/reports';
import { intlLocale } from '@contracts/language';

/* Money, days, times and changes as the overview writes them: the reader's language, Mexico City's clock. */

export const localeOf = intlLocale;

export const formatCount = (value: number, lang: Language) => numberFormat(localeOf(lang)).format(value);

/** Centavos as MXN ("$1,234.50"; whole pesos without decimals). */
export const formatMxn = (minor: number, lang: Language) =>
  formatMoney({ amountMinor: minor, currency: 'MXN' }, localeOf(lang));

/** A YYYY-MM-DD day read as a calendar day (never shifted by the viewer's zone). */
const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** "mar 17 mar" / "Tue, Mar 17". */
export const formatDay = (day: string, lang: Language) =>
  dateTimeFormat(localeOf(lang), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(dayDate(day));

/** "20 nov" / "Nov 20". */
export const formatShortDay = (day: string, lang: Language) =>
  dateTimeFormat(localeOf(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(dayDate(day));

/** "1 – 17 mar 2026" / "Mar 1 – 17, 2026". */
export function formatDayRange(from: string, to: string, lang: Language) {
  const format = dateTimeFormat(localeOf(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return from === to ? format.format(dayDate(from)) : format.formatRange(dayDate(from), dayDate(to));
}

/** The Mexico City day of an instant. */
export const dayOf = (iso: string) =>
  dateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(new Date(iso));

/** "15:00" / "3:00 PM" on Mexico City's clock. */
export const formatTime = (iso: string, lang: Language) =>
  dateTimeFormat(localeOf(lang), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: REPORT_TIME_ZONE,
  }).format(new Date(iso));

/** "today", "tomorrow" or the day, relative to the overview's today. */
export function relativeDay(
  day: string,
  today: string,
  words: { today: string; tomorrow: string; yesterday: string },
  lang: Language,
) {
  if (day === today) return words.today;
  if (day === addDays(today, 1)) return words.tomorrow;
  if (day === addDays(today, -1)) return words.yesterday;
  return formatDay(day, lang);
}

export interface Delta {
  direction: 'up' | 'down' | 'flat';
  /** The relative size of the change (0.12 = 12 %). */
  size: number;
}

/**
 * The change against the comparison, relative to the previous value's size (so a negative net still reads the
 * right way); null when the previous value is 0 (a change from nothing has no size).
 */
export function deltaOf(current: number, previous: number): Delta | null {
  if (previous === 0) return null;
  const difference = current - previous;
  return {
    direction: difference > 0 ? 'up' : difference < 0 ? 'down' : 'flat',
    size: Math.abs(difference) / Math.abs(previous),
  };
}

/** "▲ 12 %", "▼ 3.5 %", "= 0 %". */
export function formatDelta(delta: Delta, lang: Language): string {
  const arrow = delta.direction === 'up' ? '▲' : delta.direction === 'down' ? '▼' : '=';
  const size = numberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 1 }).format(
    delta.size,
  );
  return `${arrow} ${size}`;
}
