import {
  planSchedule,
  type FlexibleTerms,
  type PlannedInstalment,
  type PlanOption,
} from '@contracts/payment-plans';
import { MONTHLY_NIGHTS, WEEKLY_NIGHTS, type RentalSeason } from '@contracts/rental-pricing';
import { datesIn } from './dates';
import type { StoredTax } from './schema';

export interface PricingSettings {
  currency: string;
  nightlyRateMinor: number;
  cleaningFeeMinor: number;
  taxes: StoredTax[];
  weekendRateMinor: number | null;
  seasons: RentalSeason[];
  weeklyDiscountPercent: number;
  monthlyDiscountPercent: number;
}

export interface Breakdown {
  nights: number;
  currency: string;
  nightlyRateMinor: number;
  /** Each night's price from check-in, in order. */
  nightPrices: number[];
  nightsSubtotalMinor: number;
  discountPercent: number;
  discountMinor: number;
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

/** The season a night falls in ([from, to) ranges never overlap: the first match is the only one). */
export function seasonOf(seasons: RentalSeason[], night: string): RentalSeason | null {
  return seasons.find((s) => s.from <= night && night < s.to) ?? null;
}

/** A Friday or Saturday night (the night of that calendar day; weekday of a plain date, no zone involved). */
export function isWeekendNight(night: string): boolean {
  const day = new Date(`${night}T12:00:00Z`).getUTCDay();
  return day === 5 || day === 6;
}

/**
 * One night's price (ADR 044): its season's rates if it falls in one, else the property's; a Friday or
 * Saturday night takes the weekend rate when one is set.
 */
export function nightPrice(settings: PricingSettings, night: string): number {
  const season = seasonOf(settings.seasons, night);
  const nightly = season ? season.nightlyRateMinor : settings.nightlyRateMinor;
  const weekend = season ? season.weekendRateMinor : settings.weekendRateMinor;
  return isWeekendNight(night) && weekend !== null ? weekend : nightly;
}

/** The minimum stay of a check-in on this night: its season's if it sets one, else the property's. */
export function minNightsFor(settings: { minNights: number; seasons: RentalSeason[] }, checkIn: string) {
  return seasonOf(settings.seasons, checkIn)?.minNights ?? settings.minNights;
}

/** The length-of-stay discount a stay of `nights` gets: monthly from 28 nights, weekly from 7, the larger. */
export function discountPercentFor(settings: PricingSettings, nights: number): number {
  let percent = 0;
  if (nights >= WEEKLY_NIGHTS) percent = Math.max(percent, settings.weeklyDiscountPercent);
  if (nights >= MONTHLY_NIGHTS) percent = Math.max(percent, settings.monthlyDiscountPercent);
  return percent;
}

/**
 * The price of a stay, all in integer centavos (ADR 044, after the rental pricing of issue 7):
 * - each night of [checkIn, checkOut) is priced on its own (season, weekend, nightly rate), and the nights'
 *   subtotal is their sum;
 * - the length-of-stay discount is its percent of that subtotal, rounded half up;
 * - the taxable base = subtotal − discount + cleaning fee; each tax is its basis points of the base, rounded
 *   half up to the centavo on its own line, and the total is the sum of the lines as shown (so the lines always
 *   add up to the total the visitor sees).
 */
export function priceStay(settings: PricingSettings, checkIn: string, checkOut: string): Breakdown {
  const nightPrices = datesIn(checkIn, checkOut).map((night) => nightPrice(settings, night));
  const nightsSubtotalMinor = nightPrices.reduce((sum, price) => sum + price, 0);
  const discountPercent = discountPercentFor(settings, nightPrices.length);
  const discountMinor = share(nightsSubtotalMinor, discountPercent, 100);
  const base = nightsSubtotalMinor - discountMinor + settings.cleaningFeeMinor;
  const taxes = settings.taxes.map((tax) => ({ ...tax, amountMinor: share(base, tax.basisPoints, 10_000) }));
  const totalMinor = base + taxes.reduce((sum, tax) => sum + tax.amountMinor, 0);
  return {
    nights: nightPrices.length,
    currency: settings.currency,
    nightlyRateMinor: settings.nightlyRateMinor,
    nightPrices,
    nightsSubtotalMinor,
    discountPercent,
    discountMinor,
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
