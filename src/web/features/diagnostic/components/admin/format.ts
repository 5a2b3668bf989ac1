import type { Language } from '@contracts/i18n';

/** A date and time in the viewer's own time zone. */
export function formatDateTime(iso: string, lang: Language, withTime = true): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date);
}

export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(lang === 'es' ? 'es-MX' : 'en-US').format(value);
}
