/**
 * A declined card is a failed attempt, not a dead order (issue 14, ADR 024). While the hold lasts, a checkout
 * that stops taking payment (declined, abandoned, lapsed at the provider before the hold) only marks its order
 * `declined_at`; the slot stays held, and "try again" opens the next checkout for the SAME order (the plan and
 * the hold are kept). Only the hold's own expiry closes the order and frees the slot (orders.ts refreshOrder).
 */
import { paymentPagePaths } from '@contracts/payments';
import { and, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { notFound } from '../../../platform/errors';
import type { PaymentsEnv } from '../env';
import { PaymentConflict } from '../errors';
import { checkoutRequestOf, lockOrder } from './orders';
import { ProviderUnavailableError } from '../providers/provider';
import { awaitsPayment, keepsHold } from './checkout-state';
import { summaryOf } from './order-summary';
import { paymentOrders, type PaymentOrderRow } from '../schema';

/**
 * The checkout to send the customer to for an order: its current one while that can take payment, else a
 * new attempt. One live checkout at a time: the attempt is claimed under the order's row lock, and the
 * provider's idempotency key names the attempt, so a double click (or two instances) opens one checkout.
 * 409 checkout_expired once the hold is over or the order is no longer open.
 */
export async function resumeOrderCheckout(env: PaymentsEnv, orderId: string): Promise<string> {
  const order = await env.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound('There is no such payment');
    const now = env.clock();
    // A voucher (OXXO) waiting to be paid: nothing to open, its status page shows the voucher.
    if (row.status === 'pending' && row.expiresAt > now)
      return { ...row, checkoutUrl: pendingPageUrl(env, row) };
    if (row.status !== 'open' || row.expiresAt <= now)
      throw new PaymentConflict('checkout_expired', 'This payment can no longer be made');
    // The appointment or stay was cancelled (or otherwise closed) meanwhile: nothing to pay for any more.
    if (!awaitsPayment(row, await summaryOf(env, tx, row)))
      throw new PaymentConflict('not_payable', 'What this payment was for is no longer waiting for it');
    if (!row.declinedAt) return row;
    if (!keepsHold(row, now))
      throw new PaymentConflict('checkout_expired', 'This payment can no longer be made');
    const [next] = await tx
      .update(paymentOrders)
      .set({
        declinedAt: null,
        checkoutAttempt: row.checkoutAttempt + 1,
        // Every create of this attempt (a click after a provider failure) sends the same times.
        checkoutRequest: { ...row.checkoutRequest!, attemptAt: now.toISOString() },
        checkoutUrl: null,
        providerCheckoutId: null,
        updatedAt: now,
      })
      .where(eq(paymentOrders.id, row.id))
      .returning();
    return next!;
  });
  if (order.checkoutUrl) return order.checkoutUrl;
  const provider = env.providers.get(order.provider);
  if (!provider || !order.checkoutRequest)
    throw new PaymentConflict('checkout_expired', 'This payment can no longer be made');
  let session;
  try {
    session = await provider.createCheckout(checkoutRequestOf(env, order, order.checkoutRequest));
  } catch (error) {
    // The attempt stays claimed without a checkout: the next click asks again with the same key.
    if (error instanceof ProviderUnavailableError) throw error;
    throw new ProviderUnavailableError(provider.name, 'The provider could not open a checkout', {
      cause: error,
    });
  }
  const [kept] = await env.db
    .update(paymentOrders)
    .set({ providerCheckoutId: session.providerCheckoutId, checkoutUrl: session.url, updatedAt: env.clock() })
    .where(
      and(
        eq(paymentOrders.id, order.id),
        eq(paymentOrders.checkoutAttempt, order.checkoutAttempt),
        eq(paymentOrders.status, 'open'),
        gt(paymentOrders.expiresAt, env.clock()),
      ),
    )
    .returning({ id: paymentOrders.id });
  if (!kept) {
    // The hold ended (the order expired or closed) while the provider opened this checkout: nobody may pay it.
    // If the provider cannot be reached, a payment on it is still the "paid late" case (refunded, ADR 014).
    await provider.cancelCheckout?.(session.providerCheckoutId).catch(() => undefined);
    throw new PaymentConflict('checkout_expired', 'This payment can no longer be made');
  }
  return session.url;
}

/** The status page of an order whose payment is pending (it shows the voucher to pay). */
export const pendingPageUrl = (env: PaymentsEnv, order: PaymentOrderRow) =>
  new URL(paymentPagePaths.success(order.reference), env.siteUrl).href;

/** "Try again" from /payment-success: by the order's opaque reference. */
export async function retryByReference(
  env: PaymentsEnv,
  reference: string,
): Promise<{ checkoutUrl: string }> {
  const [order] = await env.db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(eq(paymentOrders.reference, reference));
  if (!order) throw notFound('There is no such payment');
  return { checkoutUrl: await resumeOrderCheckout(env, order.id) };
}

/**
 * The live order of an appointment or stay (the newest open one, or pending — a voucher waiting to be paid —
 * before its expiry), or null.
 */
export async function liveOrderOf(env: PaymentsEnv, subject: SQL): Promise<PaymentOrderRow | null> {
  const [order] = await env.db
    .select()
    .from(paymentOrders)
    .where(
      and(
        subject,
        inArray(paymentOrders.status, ['open', 'pending']),
        gt(paymentOrders.expiresAt, env.clock()),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return order ?? null;
}

/** An appointment's voucher waiting to be paid (its order `pending`): the status page showing it, or null. */
export async function pendingVoucherPageOf(env: PaymentsEnv, appointmentId: string): Promise<string | null> {
  const order = await liveOrderOf(env, eq(paymentOrders.appointmentId, appointmentId));
  return order?.status === 'pending' ? pendingPageUrl(env, order) : null;
}

/**
 * Resumes an appointment's payment (the manage page's "pay now", the payment-link e-mail): its live order's
 * checkout (a new attempt after a decline), or null when it has no live order (the caller opens one).
 */
export async function resumeAppointmentCheckout(
  env: PaymentsEnv,
  appointmentId: string,
): Promise<string | null> {
  const order = await liveOrderOf(env, eq(paymentOrders.appointmentId, appointmentId));
  return order ? resumeOrderCheckout(env, order.id) : null;
}
