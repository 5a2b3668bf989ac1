import {
  planSchedule,
  type FlexibleTerms,
  type PlannedInstalment,
  type PlanOption,
} from '@contracts/payment-plans';
import type { StoredTax } from './schema';

export interface PricingSettings extends FlexibleTerms {
  currency: string;
  nightlyRateMinor: number;
  cleaningFeeMinor: number;
  taxes: StoredTax[];
}

export interface Breakdown {
  nights: number;
  currency: string;
  nightlyRateMinor: number;
  nightsSubtotalMinor: number;
  cleaningFeeMinor: number;
  taxes: (StoredTax & { amountMinor: number })[];
  totalMinor: number;
}

export interface PricedPlan {
  option: PlanOption;
  dueNowMinor: number;
  balanceMinor: number;
  depositPercent: number | null;
  schedule: PlannedInstalment[];
}

/**
 * Integer share of an amount in centavos, rounded half up (amounts are never negative). `parts` of `whole`:
 * 1600 of 10 000 basis points, or 30 of 100 percent. Exact: the product stays far below 2^53.
 */
export function share(amountMinor: number, parts: number, whole: number): number {
  return Math.floor((amountMinor * parts * 2 + whole) / (2 * whole));
}

/**
 * The price of a stay, all in integer centavos (docs/decisions: rental pricing):
 * - nights subtotal = nightly rate × nights; the taxable base = subtotal + cleaning fee;
 * - each tax is its basis points of the base, rounded half up to the centavo on its own line, and the total is
 *   the sum of the lines as shown (so the lines always add up to the total the visitor sees);
 */
export function priceStay(settings: PricingSettings, nights: number): Breakdown {
  const nightsSubtotalMinor = settings.nightlyRateMinor * nights;
  const base = nightsSubtotalMinor + settings.cleaningFeeMinor;
  const taxes = settings.taxes.map((tax) => ({ ...tax, amountMinor: share(base, tax.basisPoints, 10_000) }));
  const totalMinor = base + taxes.reduce((sum, tax) => sum + tax.amountMinor, 0);
  return {
    nights,
    currency: settings.currency,
    nightlyRateMinor: settings.nightlyRateMinor,
    nightsSubtotalMinor,
    cleaningFeeMinor: settings.cleaningFeeMinor,
    taxes,
    totalMinor,
  };
}

/** The rental's flexible-payment terms, from its settings. */
export const rentalTerms = (settings: FlexibleTerms): FlexibleTerms => ({
  depositOffered: settings.depositOffered,
  depositPercent: settings.depositPercent,
  instalmentsOffered: settings.instalmentsOffered,
  instalmentCount: settings.instalmentCount,
  instalmentIntervalDays: settings.instalmentIntervalDays,
  balanceDueDaysBefore: settings.balanceDueDaysBefore,
});

/**
 * How a total is paid under the settings' terms (planSchedule: a deposit of depositPercent, rounded half up,
 * and its balance; or N instalments), or null when the option is not offered for a stay starting then.
 */
export function planStay(
  settings: FlexibleTerms,
  option: PlanOption,
  totalMinor: number,
  startsAt: Date,
  now: Date,
): PricedPlan | null {
  const schedule = planSchedule(rentalTerms(settings), option, totalMinor, startsAt, now);
  if (!schedule) return null;
  const dueNowMinor = schedule[0]!.amountMinor;
  return {
    option,
    dueNowMinor,
    balanceMinor: totalMinor - dueNowMinor,
    depositPercent: option === 'deposit' ? settings.depositPercent : null,
    schedule,
  };
}
