import type { Language } from '@contracts/i18n';
import type { LeadStatus } from '@contracts/leads';
import type { MessageKey } from '@web/lib/i18n';
import { BUSINESS_TIME_ZONE } from '@contracts/i18n';

/** The business zone: the owner reads every date as Mexico City time. */
const locale = (lang: Language) => (lang === 'es' ? 'es-MX' : 'en-US');

export function formatDateTime(iso: string, lang: Language, withTime = true): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(lang), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
}

/** A YYYY-MM-DD calendar day (a chart period), written out without shifting zones. */
export function formatDay(day: string, lang: Language, style: 'short' | 'month' = 'short'): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(
    locale(lang),
    style === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  ).format(date);
}

export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(locale(lang)).format(value);
}

export const statusKey = (status: LeadStatus) => `admin.leads.statuses.${status}` as MessageKey;

const knownSources = new Set([
  'diagnostic',
  'contact',
  'launch-list',
  'booking',
  'stay',
  'payment',
  'import',
  'admin',
]);
/** A source's label key, or null for one this version does not know (then its id is shown). */
export const sourceKey = (source: string) =>
  knownSources.has(source) ? (`admin.leads.sources.${source}` as MessageKey) : null;
