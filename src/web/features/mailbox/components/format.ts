import { dateTimeFormat, relativeTimeFormat } from '@contracts/intl';
import type { Language } from '@contracts/i18n';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', Infinity],
];

/** "hace 5 min", "2 hr. ago": how long ago a mail arrived, in the viewer's language. */
export function timeAgo(iso: string, now: number, lang: Language): string {
  const sign = Date.parse(iso) >= now ? 1 : -1;
  let amount = Math.round(Math.abs(Date.parse(iso) - now) / 1000);
  const format = relativeTimeFormat(lang, { numeric: 'auto', style: 'short' });
  for (const [unit, size] of units) {
    if (amount < size) return format.format(sign * amount, unit);
    amount = Math.round(amount / size);
  }
  return format.format(sign * amount, 'week');
}

/** The full date and time, in the viewer's language and time zone. */
export function fullDate(iso: string, lang: Language): string {
  return dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
}
