import type { PaymentOption } from '@contracts/rental';
import type { StoredTax } from './schema';

export interface PricingSettings {
  currency: string;
  nightlyRateMinor: number;
  cleaningFeeMinor: number;
  taxes: StoredTax[];
  depositOffered: boolean;
  depositPercent: number;
}

export interface Breakdown {
  nights: number;
  currency: string;
  nightlyRateMinor: number;
  nightsSubtotalMinor: number;
  cleaningFeeMinor: number;
  taxes: (StoredTax & { amountMinor: number })[];
  totalMinor: number;
  option: PaymentOption;
  dueNowMinor: number;
  balanceMinor: number;
  depositPercent: number | null;
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
 * - a deposit is depositPercent of the total, rounded half up; the balance is the rest, to the centavo.
 */
export function priceStay(settings: PricingSettings, nights: number, option: PaymentOption): Breakdown {
  const nightsSubtotalMinor = settings.nightlyRateMinor * nights;
  const base = nightsSubtotalMinor + settings.cleaningFeeMinor;
  const taxes = settings.taxes.map((tax) => ({ ...tax, amountMinor: share(base, tax.basisPoints, 10_000) }));
  const totalMinor = base + taxes.reduce((sum, tax) => sum + tax.amountMinor, 0);
  const deposit = option === 'deposit';
  const dueNowMinor = deposit ? Math.max(1, share(totalMinor, settings.depositPercent, 100)) : totalMinor;
  return {
    nights,
    currency: settings.currency,
    nightlyRateMinor: settings.nightlyRateMinor,
    nightsSubtotalMinor,
    cleaningFeeMinor: settings.cleaningFeeMinor,
    taxes,
    totalMinor,
    option,
    dueNowMinor,
    balanceMinor: totalMinor - dueNowMinor,
    depositPercent: deposit ? settings.depositPercent : null,
  };
}
