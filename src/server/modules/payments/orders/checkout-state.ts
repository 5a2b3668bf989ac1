import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/jobs/queue';
import type { OrderSummary } from '../env';
import { paymentOrders, type PaymentOrderRow } from '../schema';

/* Where an order's checkout stands (ADR 024): read by orders, retries and reconciliation alike. */

/** What one reconciliation did; stored as the webhook event's outcome. */
export type ReconcileOutcome =
  | 'applied'
  | 'no_change'
  | 'amount_mismatch'
  | 'paid_after_release_refunding'
  | 'paid_twice_refunding'
  | 'refunded_at_provider';

/**
 * True when a failed or lapsed checkout leaves its order open: an open order that holds something (not a
 * later instalment, which holds nothing and is offered again by its plan), before its hold ends, written
 * after ADR 024 (it keeps the request to open the next attempt with).
 */
export function keepsHold(order: PaymentOrderRow, now: Date): boolean {
  return (
    order.status === 'open' &&
    order.purpose !== 'plan_instalment' &&
    order.checkoutRequest !== null &&
    order.expiresAt > now
  );
}

/** Notes that the order's current checkout no longer takes payment (news of an earlier attempt is ignored). */
export async function markDeclined(
  tx: DbOrTx,
  order: PaymentOrderRow,
  now: Date,
  providerCheckoutId?: string | null,
): Promise<ReconcileOutcome> {
  if (providerCheckoutId && providerCheckoutId !== order.providerCheckoutId) return 'no_change';
  if (order.declinedAt) return 'no_change';
  await tx
    .update(paymentOrders)
    .set({ declinedAt: now, updatedAt: now })
    .where(eq(paymentOrders.id, order.id));
  return 'applied';
}

/**
 * Whether what an order pays for still waits for it: its appointment or stay is held or pending payment (not
 * cancelled, expired or confirmed), as the gateway hooks describe it. A later instalment pays for a confirmed
 * booking and is ruled by its plan instead.
 */
export function awaitsPayment(order: PaymentOrderRow, summary: OrderSummary | null): boolean {
  if (order.purpose === 'plan_instalment') return true;
  return summary !== null && ['held', 'pending_payment'].includes(summary.status);
}

/** True when "try again" would open a new checkout for the order (the current one cannot take payment). */
export function needsNewCheckout(order: PaymentOrderRow, now: Date): boolean {
  return keepsHold(order, now) && (order.declinedAt !== null || !order.checkoutUrl);
}
