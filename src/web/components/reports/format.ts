import { dateTimeFormat, numberFormat } from '@contracts/intl';
import type { Language } from '@contracts/i18n';
import { formatMoney } from '@contracts/money';
import type { ReportBucket } from '@contracts/reports';
import { localeOf } from '@web/lib/format';

/* Numbers, money, days and changes as the reports screen writes them, in the reader's language. */

export { localeOf };

export const formatNumber = (value: number, lang: Language, digits = 0) =>
  numberFormat(localeOf(lang), { maximumFractionDigits: digits }).format(value);

/** Centavos as MXN ("$1,234.50"; whole pesos without decimals). */
export const formatMxn = (minor: number, lang: Language) =>
  formatMoney({ amountMinor: minor, currency: 'MXN' }, localeOf(lang));

/** Short money for chart axes ("$12 K", "$1.2 M"). */
export const formatMxnCompact = (minor: number, lang: Language) =>
  numberFormat(localeOf(lang), {
    style: 'currency',
    currency: 'MXN',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(minor / 100);

/** A share (0–1) as a percentage with at most one decimal; "—" when it has no denominator (null). */
export const formatRatio = (ratio: number | null, lang: Language) =>
  ratio === null
    ? '—'
    : numberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 1 }).format(ratio);

/** A YYYY-MM-DD day read as a calendar day (never shifted by the viewer's zone). */
const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);

export function formatDay(day: string, lang: Language, style: 'short' | 'long' | 'month' = 'short') {
  const options: Intl.DateTimeFormatOptions =
    style === 'month'
      ? { month: 'short', year: 'numeric' }
      : style === 'long'
        ? { day: 'numeric', month: 'short', year: 'numeric' }
        : { day: 'numeric', month: 'short' };
  return dateTimeFormat(localeOf(lang), { ...options, timeZone: 'UTC' }).format(dayDate(day));
}

/** "1 – 30 nov 2026" / "Nov 1 – 30, 2026": a period's days, both included. */
export function formatDayRange(from: string, to: string, lang: Language) {
  const format = dateTimeFormat(localeOf(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return from === to ? format.format(dayDate(from)) : format.formatRange(dayDate(from), dayDate(to));
}

/** A series point's label: its day, the Monday of its week, or its month. */
export const bucketLabel = (start: string, bucket: ReportBucket, lang: Language) =>
  formatDay(start, lang, bucket === 'month' ? 'month' : 'short');

/** Weekday names, Monday first (1 = Monday … 7 = Sunday, as the heatmap counts them). */
export function weekdayNames(lang: Language, style: 'short' | 'long' = 'short'): string[] {
  const format = dateTimeFormat(localeOf(lang), { weekday: style, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i, 12))));
}

/** An hour of the day as the language writes it ("9 a.m." / "9 AM"). */
export const hourLabel = (hour: number, lang: Language) =>
  dateTimeFormat(localeOf(lang), { hour: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, hour)),
  );

export interface Delta {
  direction: 'up' | 'down' | 'flat';
  /** The size of the change: a relative share (0.12 = 12 %) or percentage points (ratios). */
  size: number;
  unit: 'relative' | 'points';
}

/**
 * The change against the comparison. Counts and money change relatively (against the previous value's size,
 * so a negative net still reads the right way); ratios change in percentage points. Null when there is
 * nothing to compare with: no comparison, or a previous count of 0 (a change from nothing has no size).
 */
export function deltaOf(
  current: number | null,
  previous: number | null | undefined,
  unit: Delta['unit'] = 'relative',
): Delta | null {
  if (current === null || previous === null || previous === undefined) return null;
  const difference = current - previous;
  let size: number;
  if (unit === 'points') size = Math.abs(difference) * 100;
  else if (previous === 0) return null;
  else size = Math.abs(difference) / Math.abs(previous);
  const direction = difference > 0 ? 'up' : difference < 0 ? 'down' : 'flat';
  return { direction, size, unit };
}

/** "▲ 12 %", "▼ 3.5 pp", "= 0 %"; "—" without a delta. The words around it come from the messages. */
export function formatDelta(delta: Delta | null, lang: Language): string {
  if (!delta) return '—';
  const arrow = delta.direction === 'up' ? '▲' : delta.direction === 'down' ? '▼' : '=';
  const size =
    delta.unit === 'points'
      ? `${formatNumber(delta.size, lang, 1)} ${lang === 'es' ? 'p. p.' : 'pp'}`
      : numberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 1 }).format(delta.size);
  return `${arrow} ${size}`;
}
