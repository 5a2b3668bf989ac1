/**
 * The one rule for how long an OXXO cash voucher stays payable, shared by the Stripe and Mercado Pago adapters:
 * the whole days left until the hold ends, at least 1 and at most 7 (Stripe's limits). The voucher then keeps
 * the slot until it can no longer be paid (reconcile.ts extends the hold to the voucher's expiry).
 */
const DAY = 24 * 60 * 60_000;
/** Stripe lets an OXXO voucher live 1 to 7 calendar days (it ends at 23:59 Mexico City time of the last day). */
export const OXXO_MAX_DAYS = 7;

/** Whole days from now until the hold ends, within what a voucher allows (1–7). */
export function oxxoExpiresAfterDays(expiresAt: Date, now: Date): number {
  const days = Math.ceil((expiresAt.getTime() - now.getTime()) / DAY);
  return Math.min(Math.max(days, 1), OXXO_MAX_DAYS);
}

/** When a voucher issued now stops being payable, by the same rule (for providers that take an instant). */
export function oxxoVoucherExpiry(expiresAt: Date, now: Date): Date {
  return new Date(now.getTime() + oxxoExpiresAfterDays(expiresAt, now) * DAY);
}
