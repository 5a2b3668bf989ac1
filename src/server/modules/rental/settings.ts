import { RENTAL_HORIZON_MONTHS, type RentalProperty, type RentalSettings } from '@contracts/rental';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/jobs/queue';
import { addMonths, todayIn } from './dates';
import { rentalSettings, type RentalSettingsRow } from './schema';

/** The settings row (migration 0009 creates it, so it always exists). */
export async function loadSettings(db: DbOrTx): Promise<RentalSettingsRow> {
  const [row] = await db.select().from(rentalSettings).where(eq(rentalSettings.id, 1));
  if (!row) throw new Error('rental_settings has no row; migration 0009 creates it');
  return row;
}

export function toSettingsDto(row: RentalSettingsRow): RentalSettings {
  return {
    propertyName: row.propertyName,
    currency: 'MXN',
    nightlyRateMinor: row.nightlyRateMinor,
    cleaningFeeMinor: row.cleaningFeeMinor,
    taxes: row.taxes,
    minNights: row.minNights,
    maxGuests: row.maxGuests,
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
    houseRules: row.houseRules,
    depositOffered: row.depositOffered,
    depositPercent: row.depositPercent,
    instalmentsOffered: row.instalmentsOffered,
    instalmentCount: row.instalmentCount,
    instalmentIntervalDays: row.instalmentIntervalDays,
    balanceDueDaysBefore: row.balanceDueDaysBefore,
    holdMinutes: row.holdMinutes,
    weekendRateMinor: row.weekendRateMinor,
    seasons: row.seasons,
    weeklyDiscountPercent: row.weeklyDiscountPercent,
    monthlyDiscountPercent: row.monthlyDiscountPercent,
    cancellationPolicy: row.cancellationPolicy,
  };
}

/** What the booking page needs: the settings and the calendar's bounds for today. */
export function toProperty(row: RentalSettingsRow, now: Date, onlinePayment = false): RentalProperty {
  const today = todayIn(now);
  return {
    ...toSettingsDto(row),
    today,
    lastCheckOut: addMonths(today, RENTAL_HORIZON_MONTHS),
    onlinePayment,
  };
}

export async function saveSettings(db: DbOrTx, input: RentalSettings, now: Date): Promise<RentalSettingsRow> {
  const [row] = await db
    .update(rentalSettings)
    .set({ ...input, updatedAt: now })
    .where(eq(rentalSettings.id, 1))
    .returning();
  return row!;
}
