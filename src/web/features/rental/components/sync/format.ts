import { dateTimeFormat } from '@contracts/intl';
import { formatDate, localeOf } from '../dates';

const ZONE = 'America/Mexico_City';

/** "1 Dec 2026": a calendar day as written (no zone shift). */
export const day = (date: string, lang: 'es' | 'en') =>
  formatDate(date, lang, { day: 'numeric', month: 'short', year: 'numeric' });

/** An instant as Mexico City's date and time, where the property is. */
export const instant = (iso: string, lang: 'es' | 'en') =>
  dateTimeFormat(localeOf(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: ZONE,
  }).format(new Date(iso));
