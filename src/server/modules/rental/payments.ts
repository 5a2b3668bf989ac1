import type { LocalizedText } from '@contracts/content';
import type { PaymentStaySummary } from '@contracts/payments';
import { RENTAL_TIME_ZONE } from '@contracts/rental';
import type { DbOrTx } from '../../platform/jobs/queue';
import { daysBetween, zonedInstant } from './dates';
import type { StayRow } from './schema';
import { loadSettings } from './settings';
import { staySummaries } from './summaries';
import { intlLocale } from '@contracts/language';

/** Where a guest whose payment failed or expired starts again. */
export const STAY_RETRY_PATH = '/lamansion-pago';

const dateText = (date: string, lang: 'es' | 'en') =>
  new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/** "La Mansión: 1 mar 2027–4 mar 2027, 3 noches" in both languages (with the guests when given). */
export function stayTitle(
  propertyName: string,
  checkIn: string,
  checkOut: string,
  guests?: number,
): LocalizedText {
  const nights = daysBetween(checkIn, checkOut);
  const es = `${nights} ${nights === 1 ? 'noche' : 'noches'}`;
  const en = `${nights} ${nights === 1 ? 'night' : 'nights'}`;
  const withGuests = (text: string, one: string, many: string) =>
    guests === undefined ? text : `${text}, ${guests} ${guests === 1 ? one : many}`;
  return {
    es: withGuests(
      `${propertyName}: ${dateText(checkIn, 'es')}–${dateText(checkOut, 'es')}, ${es}`,
      'huésped',
      'huéspedes',
    ),
    en: withGuests(
      `${propertyName}: ${dateText(checkIn, 'en')}–${dateText(checkOut, 'en')}, ${en}`,
      'guest',
      'guests',
    ),
  };
}

/** What the payment step needs about a stay: its description in the guest's language and when it begins. */
export async function stayCheckoutDetails(
  db: DbOrTx,
  stay: StayRow,
): Promise<{ lang: 'es' | 'en'; description: string; startsAt: Date }> {
  const settings = await loadSettings(db);
  const lang = stay.language === 'en' ? 'en' : 'es';
  return {
    lang,
    description: stayTitle(settings.propertyName, stay.checkIn, stay.checkOut)[lang],
    startsAt: zonedInstant(stay.checkIn, settings.checkInTime),
  };
}

/**
 * Stays as the payments module describes what an order pays for (its `describe` hook): the appointment-shaped
 * fields (used by its mails and receipt) name the stay and span check-in to check-out; `stay` has the details.
 */
export async function stayOrderSummaries(db: DbOrTx, ids: string[]) {
  const found = await staySummaries(db, ids);
  if (!found.size) return new Map();
  const settings = await loadSettings(db);
  const out = new Map<
    string,
    {
      id: string;
      serviceSlug: string;
      serviceName: LocalizedText;
      start: string;
      end: string;
      timeZone: string;
      status: string;
      stay: PaymentStaySummary;
      retryPath: string;
    }
  >();
  for (const [id, s] of found)
    out.set(id, {
      id,
      serviceSlug: 'la-mansion',
      serviceName: stayTitle(s.propertyName, s.checkIn, s.checkOut, s.guests),
      start: zonedInstant(s.checkIn, settings.checkInTime).toISOString(),
      end: zonedInstant(s.checkOut, settings.checkOutTime).toISOString(),
      timeZone: RENTAL_TIME_ZONE,
      status: s.status,
      stay: {
        propertyName: s.propertyName,
        checkIn: s.checkIn,
        checkOut: s.checkOut,
        nights: daysBetween(s.checkIn, s.checkOut),
        guests: s.guests,
        status: s.status,
      },
      retryPath: STAY_RETRY_PATH,
    });
  return out;
}
