import { offeredPlanOptions, type FlexibleTerms, type PlanOption } from '@contracts/payment-plans';
import { RENTAL_TIME_ZONE, type RentalProperty } from '@contracts/rental';
import { zonedWallTime } from '@contracts/zone-time';

/** The check-in instant: the date at the check-in time in the business zone (what the server counts to). */
export function checkInInstant(date: string, time: string, zone = RENTAL_TIME_ZONE): Date {
  return zonedWallTime(date, time, zone);
}

export const termsOf = (p: RentalProperty): FlexibleTerms => ({
  depositOffered: p.depositOffered,
  depositPercent: p.depositPercent,
  instalmentsOffered: p.instalmentsOffered,
  instalmentCount: p.instalmentCount,
  instalmentIntervalDays: p.instalmentIntervalDays,
  balanceDueDaysBefore: p.balanceDueDaysBefore,
});

/**
 * The ways to pay a stay: before dates are chosen, what the terms offer; then what they offer for that check-in
 * (a preview of the server's rule; the quote decides). `totalMinor` only matters for tiny totals.
 */
export function stayPlanOptions(
  p: RentalProperty,
  checkIn: string | null,
  totalMinor: number,
  now = new Date(),
): PlanOption[] {
  const terms = termsOf(p);
  if (!checkIn)
    return [
      'full',
      ...(terms.depositOffered ? (['deposit'] as const) : []),
      ...(terms.instalmentsOffered ? (['instalments'] as const) : []),
    ];
  return offeredPlanOptions(terms, totalMinor, checkInInstant(checkIn, p.checkInTime), now);
}
