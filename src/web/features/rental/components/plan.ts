import { offeredPlanOptions, type FlexibleTerms, type PlanOption } from '@contracts/payment-plans';
import { RENTAL_TIME_ZONE, type RentalProperty } from '@contracts/rental';

const MINUTE_MS = 60_000;

/** The zone's offset from UTC at an instant, in minutes ("GMT-06:00" → -360). */
function offsetMinutes(at: Date, zone: string): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The check-in instant: the date at the check-in time in the business zone (what the server counts to). */
export function checkInInstant(date: string, time: string, zone = RENTAL_TIME_ZONE): Date {
  const wall = new Date(`${date}T${time}:00Z`).getTime();
  const first = wall - offsetMinutes(new Date(wall), zone) * MINUTE_MS;
  return new Date(wall - offsetMinutes(new Date(first), zone) * MINUTE_MS);
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
