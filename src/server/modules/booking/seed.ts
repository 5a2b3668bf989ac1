import { defaultFlexibleTerms } from '@contracts/payment-plans';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { SeedSet } from '../../platform/db/seed';
import { services } from '../content';
import { bookingWeeklyHours } from './schema';

/** Monday to Friday 09:00–14:00 and 16:00–19:00, Saturday 10:00–13:00 (Mexico City). */
const weeklyHours = [
  ...[1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, startTime: '09:00', endTime: '14:00' },
    { weekday, startTime: '16:00', endTime: '19:00' },
  ]),
  { weekday: 6, startTime: '10:00', endTime: '13:00' },
];

/** Sessions: half now and the rest the day before, or three weekly payments. */
const sessionTerms = {
  ...defaultFlexibleTerms,
  depositOffered: true,
  depositPercent: 50,
  instalmentsOffered: true,
  instalmentCount: 3,
  instalmentIntervalDays: 7,
  balanceDueDaysBefore: 1,
};

/** Sample booking set-up the owner changes in /admin/settings (seed set `booking-v1`, applied once). */
export async function seedBooking(tx: Db): Promise<void> {
  await tx.insert(bookingWeeklyHours).values(weeklyHours);
  await tx
    .update(services)
    .set({ kind: 'consultation', requiresPayment: false })
    .where(eq(services.slug, 'consulta-inicial'));
  await tx
    .update(services)
    .set({ kind: 'session', requiresPayment: true, flexiblePayments: sessionTerms })
    .where(inArray(services.slug, ['branding', 'web-apps', 'fotografia', 'legal-tech']));
  await tx
    .insert(services)
    .values({
      slug: 'visita-la-mansion',
      kind: 'rental',
      name: { es: 'Visita a La Mansión', en: 'La Mansión property visit' },
      description: {
        es: 'Recorre la casa antes de reservar tu estancia: habitaciones, jardín y zonas comunes, con tiempo para tus preguntas.',
        en: 'Walk through the house before booking your stay: rooms, garden and common areas, with time for your questions.',
      },
      includes: {
        es: ['Recorrido guiado de 45 minutos', 'Resolución de dudas sobre la estancia'],
        en: ['A 45-minute guided tour', 'Answers to your questions about the stay'],
      },
      priceMinor: 0,
      currency: 'MXN',
      durationMinutes: 45,
      sortOrder: 90,
    })
    .onConflictDoNothing();
}

/** Booking: weekly hours, the free consultation, paid sessions and the La Mansión property visit. */
export const bookingSeedSet: SeedSet = { name: 'booking-v1', apply: seedBooking };
