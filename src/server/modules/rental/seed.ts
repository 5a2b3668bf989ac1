import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { SeedSet } from '../../platform/db/seed';
import { rentalSettings } from './schema';

/** La Mansión's starting terms (seed set `rental-v1`, applied once); the owner changes them in /projects/airbnb. */
export const seedRentalSettings = {
  propertyName: 'La Mansión',
  currency: 'MXN',
  nightlyRateMinor: 320_000,
  cleaningFeeMinor: 85_000,
  taxes: [
    { name: { es: 'IVA', en: 'VAT (IVA)' }, basisPoints: 1600 },
    { name: { es: 'Impuesto sobre hospedaje', en: 'Lodging tax (ISH)' }, basisPoints: 300 },
  ],
  minNights: 2,
  maxGuests: 8,
  checkInTime: '15:00',
  checkOutTime: '11:00',
  houseRules: {
    es: [
      'Llegada a partir de las 15:00 y salida antes de las 11:00.',
      'La casa completa es para ti y tus acompañantes registrados; visitas solo con aviso previo.',
      'No se permite fumar dentro de la casa; puedes hacerlo en el patio.',
      'Sin fiestas ni eventos; silencio a partir de las 22:00 por respeto a los vecinos.',
      'Mascotas solo con autorización previa del anfitrión.',
      'Cuida las plantas del patio y deja la cocina como la encontraste.',
    ].join('\n'),
    en: [
      'Check-in from 15:00 and check-out by 11:00.',
      'The whole house is for you and your registered guests; visitors only with prior notice.',
      'No smoking inside the house; the patio is fine.',
      'No parties or events; quiet hours from 22:00 out of respect for the neighbours.',
      'Pets only with the host’s prior approval.',
      'Look after the patio plants and leave the kitchen as you found it.',
    ].join('\n'),
  },
  depositOffered: true,
  depositPercent: 30,
  holdMinutes: 20,
};

export async function seedRental(tx: Db): Promise<void> {
  await tx.update(rentalSettings).set(seedRentalSettings).where(eq(rentalSettings.id, 1));
}

/** La Mansión's terms: nightly rate, cleaning fee, taxes, minimum nights, house rules (issue 7). */
export const rentalSeedSet: SeedSet = { name: 'rental-v1', apply: seedRental };
