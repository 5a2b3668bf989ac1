import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest, notFound } from '../../../platform/errors';
import { PermanentJobError, type JobHandler } from '../../../platform/jobs/runner';
import type { PaymentsEnv } from '../env';
import { PaymentConflict } from '../errors';
import { lockOrder } from '../orders/orders';
import { ProviderRefusedError, ProviderUnavailableError } from '../providers/provider';
import { paymentOrders, paymentRefunds } from '../schema';

export interface RefundRequest {
  amountMinor: number;
  reason?: string | undefined;
  /** 'system' for automatic refunds, else the admin's e-mail. */
  createdBy: string;
  /** One per intended refund: a repeat with the same key refunds nothing more. */
  idempotencyKey?: string | undefined;
}

const REFUNDABLE = ['paid', 'partially_refunded'];

/**
 * Refunds part or all of a paid order. Three steps so no database lock is held during the provider call:
 * reserve the amount under the order's row lock (refunded_minor counts it, so concurrent refunds can never
 * exceed what was paid), ask the provider with the idempotency key, then settle (or give the amount back if
 * the provider failed). Payments taken by hand (cash, transfer) are refunded by hand: only recorded.
 */
export async function refundOrder(env: PaymentsEnv, orderId: string, request: RefundRequest) {
  const reserved = await env.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('There is no such payment');
    const key = request.idempotencyKey ?? `refund:${order.id}:${order.refundedMinor}:${request.amountMinor}`;
    const [existing] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, key));
    if (existing?.orderId && existing.orderId !== order.id)
      throw new PaymentConflict('not_refundable', 'This idempotency key belongs to another payment');
    // After a definitive refusal the next attempt needs a key the provider has not seen (it would replay the
    // refusal); ambiguous failures keep the row pending and retry with the same key.
    const [{ refused }] = (await tx
      .select({ refused: sql<number>`count(*)::int` })
      .from(paymentRefunds)
      .where(sql`starts_with(${paymentRefunds.idempotencyKey}, ${`${key}#refused:`})`)) as [
      { refused: number },
    ];
    const providerKey = refused ? `${key}:retry-${refused}` : key;
    if (existing?.status === 'succeeded')
      return { order, refund: existing, providerKey, refused, done: true };
    if (existing?.status === 'pending') return { order, refund: existing, providerKey, refused, done: false };
    if (!REFUNDABLE.includes(order.status))
      throw new PaymentConflict('not_refundable', 'Only a paid payment can be refunded');
    if (!order.manualBy && !order.providerPaymentId)
      throw new PaymentConflict('not_refundable', 'This payment has no provider payment to refund');
    const refundable = order.amountMinor - order.refundedMinor;
    if (request.amountMinor > refundable)
      throw badRequest('The refund is larger than what is left to refund', {
        amountMinor: ['exceeds_refundable'],
      });
    const values = {
      orderId: order.id,
      amountMinor: request.amountMinor,
      status: 'pending',
      reason: request.reason ?? null,
      idempotencyKey: key,
      createdBy: request.createdBy,
      createdAt: env.clock(),
    };
    const [refund] = existing
      ? await tx.update(paymentRefunds).set(values).where(eq(paymentRefunds.id, existing.id)).returning()
      : await tx.insert(paymentRefunds).values(values).returning();
    await tx
      .update(paymentOrders)
      .set({
        refundedMinor: sql`${paymentOrders.refundedMinor} + ${request.amountMinor}`,
        updatedAt: env.clock(),
      })
      .where(eq(paymentOrders.id, order.id));
    return { order, refund: refund!, providerKey, refused, done: false };
  });
  if (reserved.done) return reserved.refund;

  const { order, refund, providerKey } = reserved;
  let providerRefundId: string | null = null;
  // Taken by hand (cash, transfer): given back by hand, only recorded here.
  if (order.manualBy === null) {
    if (!order.providerPaymentId) throw new Error(`payments: order ${order.id} has no provider payment`);
    const provider = env.providers.get(order.provider);
    try {
      if (!provider)
        throw new ProviderRefusedError(order.provider as 'sandbox', 'The provider is not configured');
      ({ refundId: providerRefundId } = await provider.refund({
        providerPaymentId: order.providerPaymentId,
        amountMinor: refund.amountMinor,
        idempotencyKey: providerKey,
      }));
    } catch (error) {
      const definitive =
        error instanceof ProviderRefusedError || !(error instanceof ProviderUnavailableError);
      // Ambiguous (network, timeout, 5xx): the provider may have refunded; kept pending, retried with this key.
      if (!definitive) throw error;
      await env.db.transaction(async (tx) => {
        await tx
          .update(paymentRefunds)
          .set({
            status: 'failed',
            idempotencyKey: `${refund.idempotencyKey}#refused:${reserved.refused + 1}`,
          })
          .where(eq(paymentRefunds.id, refund.id));
        await tx
          .update(paymentOrders)
          .set({
            refundedMinor: sql`${paymentOrders.refundedMinor} - ${refund.amountMinor}`,
            updatedAt: env.clock(),
          })
          .where(eq(paymentOrders.id, order.id));
      });
      if (error instanceof ProviderUnavailableError) throw error;
      throw new ProviderUnavailableError(order.provider as 'sandbox', 'The provider refused the refund', {
        cause: error,
      });
    }
  }
  return env.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(paymentRefunds)
      .set({ status: 'succeeded', providerRefundId })
      .where(eq(paymentRefunds.id, refund.id))
      .returning();
    const current = (await lockOrder(tx, order.id))!;
    await tx
      .update(paymentOrders)
      .set({
        status: current.refundedMinor >= current.amountMinor ? 'refunded' : 'partially_refunded',
        updatedAt: env.clock(),
      })
      .where(eq(paymentOrders.id, order.id));
    return settled!;
  });
}

/**
 * The refund of a second provider payment for an order already paid (reconcile.ts's paid_twice): that payment
 * is refunded in full, by its id, once per provider payment (its own idempotency key); the order's own
 * amounts are untouched. Ambiguous failures are retried with the same key; a definitive refusal stops (the
 * owner was alerted and refunds it by hand).
 */
export function duplicateRefundHandler(env: PaymentsEnv): JobHandler {
  return async (payload) => {
    const parsed = z
      .object({
        orderId: z.uuid(),
        providerPaymentId: z.string().min(1),
        amountMinor: z.number().int().positive(),
      })
      .safeParse(payload);
    if (!parsed.success)
      throw new PermanentJobError(`Malformed duplicate-refund job: ${parsed.error.message}`);
    const [order] = await env.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, parsed.data.orderId));
    if (!order) throw new PermanentJobError('The order of a duplicate refund is gone');
    if (parsed.data.providerPaymentId === order.providerPaymentId)
      throw new PermanentJobError('Refusing to refund the payment that paid the order as a duplicate');
    const provider = env.providers.get(order.provider);
    if (!provider) throw new PermanentJobError(`The provider "${order.provider}" is not configured`);
    try {
      await provider.refund({
        providerPaymentId: parsed.data.providerPaymentId,
        amountMinor: parsed.data.amountMinor,
        idempotencyKey: `refund:duplicate:${order.provider}:${parsed.data.providerPaymentId}`,
      });
    } catch (error) {
      if (error instanceof ProviderRefusedError) throw new PermanentJobError(error.message);
      throw error;
    }
  };
}

/** The automatic full refund of a payment that arrived for a time already taken (retried until it succeeds). */
export function autoRefundHandler(env: PaymentsEnv): JobHandler {
  return async (payload) => {
    const parsed = z.object({ orderId: z.uuid() }).safeParse(payload);
    if (!parsed.success) throw new PermanentJobError(`Malformed auto-refund job: ${parsed.error.message}`);
    const [order] = await env.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, parsed.data.orderId));
    if (!order) throw new PermanentJobError('The order of an automatic refund is gone');
    const key = `refund:auto:${order.id}`;
    const [existing] = await env.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.idempotencyKey, key));
    if (existing?.status === 'succeeded') return;
    const amountMinor =
      existing?.status === 'pending' ? existing.amountMinor : order.amountMinor - order.refundedMinor;
    if (amountMinor <= 0) return;
    await refundOrder(env, order.id, {
      amountMinor,
      reason: 'time_taken', // a code the admin translates (labels.ts refundReasonText)
      createdBy: 'system',
      idempotencyKey: key,
    });
  };
}
