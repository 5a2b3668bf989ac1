import type { Language } from '@contracts/i18n';
import { formatMoney } from '@contracts/money';
import type { DayRange, ReportBucket } from '@contracts/reports';
import { summaryWords } from './summary-pdf-words';

/** Shown for a ratio or an average whose denominator is 0 (never 0 %). */
export const NONE = '—';

/** The formats of one language: money in MXN, shares, counts and Mexico City days. */
export function summaryFormats(lang: Language) {
  const locale = lang === 'es' ? 'es-MX' : 'en-US';
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const signedPercent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const signedDecimal = new Intl.NumberFormat(locale, {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const compactMoney = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'MXN',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  // Days are calendar days already in Mexico City: format them at UTC midnight so no shift can move them.
  const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
  const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const generated = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const w = summaryWords[lang];
  return {
    money: (amountMinor: number) => formatMoney({ amountMinor, currency: 'MXN' }, locale),
    maybeMoney: (amountMinor: number | null) =>
      amountMinor === null ? NONE : formatMoney({ amountMinor, currency: 'MXN' }, locale),
    compactMoney: (amountMinor: number) => compactMoney.format(amountMinor / 100),
    count: (n: number) => integer.format(n),
    decimal: (n: number | null) => (n === null ? NONE : decimal.format(n)),
    ratio: (share: number | null) => (share === null ? NONE : percent.format(share)),
    /** The change from `before` to `now` as a signed share; "—" when there was nothing before. */
    change: (now: number, before: number) =>
      before === 0 ? NONE : signedPercent.format((now - before) / Math.abs(before)),
    /** A share's change in percentage points ("+2.5 pp"). */
    points: (now: number, before: number) => `${signedDecimal.format((now - before) * 100)} pp`,
    hours: (h: number | null) =>
      h === null ? NONE : h < 48 ? w.hours(decimal.format(h)) : w.daysValue(decimal.format(h / 24)),
    days: (d: number | null) => (d === null ? NONE : w.daysValue(decimal.format(d))),
    /** "1 – 31 de octubre de 2026" / "October 1 – 31, 2026". */
    range: (range: DayRange) =>
      longDay.formatRange(dayDate(range.from), dayDate(range.to)).replace(/\s*–\s*/, ' – '),
    /** A chart's axis label for a bucket's first day. */
    bucketLabel: (day: string, bucket: ReportBucket) =>
      (bucket === 'month' ? monthYear : shortDay).format(dayDate(day)).replace('.', ''),
    generatedAt: (iso: string) => generated.format(new Date(iso)),
    /** Monday's … Sunday's short name ("lun" / "Mon"); 2024-01-01 was a Monday. */
    weekdays: Array.from({ length: 7 }, (_, i) =>
      weekday.format(new Date(Date.UTC(2024, 0, 1 + i))).replace('.', ''),
    ),
  };
}

export type SummaryFormats = ReturnType<typeof summaryFormats>;
