import { dateTimeFormat, numberFormat } from '@contracts/intl';
import { BUSINESS_TIME_ZONE, intlLocale, type Language } from '@contracts/language';
import { formatMoney as formatMoneyIn } from '@contracts/money';

/*
 * The web's one place for how a language writes dates, times, money and numbers (issue 15): Spanish as
 * written in Mexico, English as in the US. Zod-free and React-free, so public pages may use it too.
 */

export { BUSINESS_TIME_ZONE };

/** The locale `Intl` formats with for each language of the site ("es-MX", "en-US"). */
export const localeOf: (lang: Language) => 'es-MX' | 'en-US' = intlLocale;

/**
 * Where an instant is read: the business's clock (Mexico City, what the owner's lists use), the viewer's own
 * (the browser's zone), or a named IANA zone.
 */
export type Zone = 'business' | 'viewer' | (string & {});

const zoneOption = (zone: Zone): { timeZone?: string } =>
  zone === 'viewer' ? {} : { timeZone: zone === 'business' ? BUSINESS_TIME_ZONE : zone };

/**
 * An instant (ISO text) as a medium date and, unless `time: false`, a short time ("4 mar 2026, 12:30",
 * "Mar 4, 2026, 12:30 PM"). Text that is no instant comes back as it was, never "Invalid Date".
 */
export function formatDateTime(
  iso: string,
  lang: Language,
  options: { zone?: Zone; time?: boolean } = {},
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(localeOf(lang), {
    dateStyle: 'medium',
    ...(options.time === false ? {} : { timeStyle: 'short' }),
    ...zoneOption(options.zone ?? 'business'),
  }).format(date);
}

/**
 * A YYYY-MM-DD calendar day, never shifted by a zone: "4 mar" (short), "4 mar 2026" (long) or "mar 2026"
 * (month).
 */
export function formatDay(day: string, lang: Language, style: 'short' | 'long' | 'month' = 'short'): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const options: Intl.DateTimeFormatOptions =
    style === 'month'
      ? { month: 'short', year: 'numeric' }
      : style === 'long'
        ? { day: 'numeric', month: 'short', year: 'numeric' }
        : { day: 'numeric', month: 'short' };
  return dateTimeFormat(localeOf(lang), { ...options, timeZone: 'UTC' }).format(date);
}

/** A count with the language's grouping ("1,234"). */
export function formatNumber(value: number, lang: Language): string {
  return numberFormat(localeOf(lang)).format(value);
}

/**
 * Minor units (centavos) as money in the language's format ("$1,500", "MX$1,500.50"); an unknown currency
 * code gives the number and the code instead of an error.
 */
export function formatMoney(amountMinor: number, currency: string, lang: Language): string {
  try {
    return formatMoneyIn({ amountMinor, currency }, localeOf(lang));
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${currency}`;
  }
}
