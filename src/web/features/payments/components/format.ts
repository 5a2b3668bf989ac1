import { dateTimeFormat } from '@contracts/intl';
import { BUSINESS_TIME_ZONE, type Language } from '@contracts/i18n';
import { localeOf } from '@web/lib/format';

// Money, numbers and the locale are the web's one set (lib/format.ts); payments' screens import them here.
export { formatMoney, formatNumber, localeOf } from '@web/lib/format';

/** A zone the browser knows, else the business zone (a bad zone from anywhere never breaks a screen). */
export function safeZone(zone: string | null | undefined): string {
  if (!zone) return BUSINESS_TIME_ZONE;
  try {
    dateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return BUSINESS_TIME_ZONE;
  }
}

/** The visitor's own zone (the browser's), else the business zone. */
export function visitorZone(): string {
  try {
    return safeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return BUSINESS_TIME_ZONE;
  }
}

/** An instant written out in a zone; `style` picks how much of it. */
export function formatInstant(
  iso: string,
  lang: Language,
  zone: string,
  style: 'full' | 'dateTime' | 'time' = 'dateTime',
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions =
    style === 'full'
      ? { dateStyle: 'full', timeStyle: 'short' }
      : style === 'time'
        ? { timeStyle: 'short' }
        : { dateStyle: 'medium', timeStyle: 'short' };
  return dateTimeFormat(localeOf(lang), { ...options, timeZone: safeZone(zone) }).format(date);
}

/** The short name of a zone at an instant ("CST", "GMT+1"), to say which zone a time is in. */
export function zoneName(iso: string, lang: Language, zone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return zone;
  const part = dateTimeFormat(localeOf(lang), { timeZone: safeZone(zone), timeZoneName: 'short' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

export type PesosParse =
  { ok: true; minor: number } | { ok: false; error: 'required' | 'invalid' | 'positive' | 'tooMany' };

/**
 * An amount typed in pesos ("1500", "1,500.50", "1500,5", "$ 1 500.00") as centavos. Accepts one decimal
 * separator (dot or comma) with up to two decimals; thousands separators only in their usual places. `max`
 * (centavos) bounds it. Never rounds: a third decimal is an error, not a guess.
 */
export function parsePesos(text: string, max?: number): PesosParse {
  const raw = text.replace(/\s|\u00a0/g, '').replace(/^\$|^MXN|MXN$/gi, '');
  if (raw === '') return { ok: false, error: 'required' };
  let integer: string;
  let fraction: string;
  // 1,234,567.89 / 1.234.567,89 / 1234.5 / 1234,5 / 1234
  const dotDecimal = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(raw);
  const commaDecimal = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/.exec(raw);
  if (dotDecimal) {
    integer = dotDecimal[1]!.replace(/,/g, '');
    fraction = dotDecimal[2] ?? '';
  } else if (commaDecimal) {
    integer = commaDecimal[1]!.replace(/\./g, '');
    fraction = commaDecimal[2] ?? '';
  } else {
    return { ok: false, error: 'invalid' };
  }
  if (fraction.length > 2) return { ok: false, error: 'invalid' };
  const minor = Number(integer) * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(minor)) return { ok: false, error: 'invalid' };
  if (minor <= 0) return { ok: false, error: 'positive' };
  if (max !== undefined && minor > max) return { ok: false, error: 'tooMany' };
  return { ok: true, minor };
}

/** Centavos as the plain text of a pesos input ("1500.00"): what the refund form starts with. */
export const pesosText = (minor: number) => (minor / 100).toFixed(2);

/** The sandbox's card number: any 16 digits, spaces or dashes between groups allowed. */
export function isTestCardNumber(text: string): boolean {
  return /^\d{16}$/.test(text.replace(/[\s-]/g, ''));
}

/** A card number as typed, grouped in fours ("4242 4242 4242 4242"); keeps at most 16 digits. */
export function groupCardNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A stay's date (YYYY-MM-DD, a calendar day at the property), written out in full. */
export function formatStayDay(date: string, lang: Language): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return dateTimeFormat(localeOf(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}
