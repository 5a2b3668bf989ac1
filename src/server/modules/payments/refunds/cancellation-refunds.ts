import { refundOf, type CancellationRefund } from '@contracts/cancellation';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../../platform/errors';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { enqueueJob } from '../../../platform/jobs/queue';
import { PermanentJobError, type JobHandler } from '../../../platform/jobs/runner';
import { jobs } from '../../../platform/jobs/schema';
import { enqueueMail } from '../../../platform/mail/outbox';
import type { PaymentsEnv } from '../env';
import { PaymentConflict } from '../errors';
import { refundFailedMail, refundUnconfirmedMail } from './refund-mails';
import { paymentManualRefunds } from './refund-schema';
import { AUTO_REFUND_JOB } from '../orders/reconcile';
import { manualCause } from './refund-cause';
import { autoRefundHandler, refundOrder } from './refunds';
import { paymentOrders, paymentPlans, paymentRefunds, type PaymentOrderRow } from '../schema';

export const CANCEL_REFUND_JOB = 'payments.cancel-refund';
export const MANUAL_REFUND_REMINDER_JOB = 'payments.manual-refund-reminder';
const CANCEL_REFUND_ATTEMPTS = 8;
const DAY_MS = 86_400_000;
/** Reminders to record a manual refund: 2 days after, then every 3 days (at most 10). */
export const REMINDER_FIRST_DAYS = 2;
export const REMINDER_EVERY_DAYS = 3;
export const REMINDER_MAX = 10;

export type RefundSubject = { appointmentId: string } | { stayId: string };

/**
 * How much of what was paid goes back: a percent of it (booking's policies, the owner's 100), or everything
 * paid beyond what the seller may keep (a stay's policy keeps a part of the stay's price, ADR 044).
 */
export type RefundShare = number | { keepAtMostMinor: number };

/** The idempotency key of a cancellation's refund of one order (the provider sees it too): once per order. */
export const cancelRefundKey = (orderId: string) => `refund:cancel:${orderId}`;

export { manualCause };

/** The paid orders of an appointment or a stay: its own, and its plans' later instalments. */
async function paidOrders(db: DbOrTx, subject: RefundSubject, lock: boolean): Promise<PaymentOrderRow[]> {
  const plans = db
    .select({ id: paymentPlans.id })
    .from(paymentPlans)
    .where(
      'appointmentId' in subject
        ? eq(paymentPlans.appointmentId, subject.appointmentId)
        : eq(paymentPlans.stayId, subject.stayId),
    );
  const query = db
    .select()
    .from(paymentOrders)
    .where(
      and(
        inArray(paymentOrders.status, ['paid', 'partially_refunded']),
        // A payment that came for a time already taken, or an instalment paid a second time, is refunded in
        // full by its own automatic refund (reconcile.ts): it is not money this cancellation gives back.
        or(isNull(paymentOrders.flag), ne(paymentOrders.flag, 'slot_taken_refunded')),
        sql`not exists (select 1 from ${jobs} where ${jobs.dedupeKey} = ${`${AUTO_REFUND_JOB}:`} || ${paymentOrders.id}::text)`,
        or(
          'appointmentId' in subject
            ? eq(paymentOrders.appointmentId, subject.appointmentId)
            : eq(paymentOrders.stayId, subject.stayId),
          and(eq(paymentOrders.purpose, 'plan_instalment'), inArray(paymentOrders.planId, plans)),
        ),
      ),
    )
    .orderBy(paymentOrders.createdAt, paymentOrders.id);
  return lock ? query.for('update') : query;
}

interface Allocation {
  order: PaymentOrderRow;
  amountMinor: number;
  cause: 'oxxo' | 'manual' | null;
}

/**
 * Splits the refund over the paid orders: provider-refundable ones first (nothing for the owner to do),
 * never more than what is left of each order.
 */
function allocate(orders: PaymentOrderRow[], refundShare: RefundShare, fallbackCurrency: string) {
  const left = (o: PaymentOrderRow) => o.amountMinor - o.refundedMinor;
  const paidMinor = orders.reduce((sum, o) => sum + Math.max(0, left(o)), 0);
  const refundMinor =
    typeof refundShare === 'number'
      ? refundOf(paidMinor, refundShare)
      : Math.max(0, paidMinor - Math.max(0, refundShare.keepAtMostMinor));
  // The whole percent given back, rounded down (what the mails state beside the exact amounts).
  const percent =
    typeof refundShare === 'number'
      ? refundShare
      : paidMinor > 0
        ? Math.floor((refundMinor * 100) / paidMinor)
        : 100;
  const ordered = [...orders].sort(
    (a, b) => Number(manualCause(a) !== null) - Number(manualCause(b) !== null),
  );
  const allocations: Allocation[] = [];
  let rest = refundMinor;
  for (const order of ordered) {
    const amountMinor = Math.min(rest, Math.max(0, left(order)));
    if (amountMinor <= 0) continue;
    allocations.push({ order, amountMinor, cause: manualCause(order) });
    rest -= amountMinor;
  }
  const sum = (manual: boolean) =>
    allocations.filter((a) => (a.cause !== null) === manual).reduce((s, a) => s + a.amountMinor, 0);
  const refund: CancellationRefund = {
    currency: orders[0]?.currency ?? fallbackCurrency,
    paidMinor,
    percent,
    refundMinor,
    automaticMinor: sum(false),
    manualMinor: sum(true),
    keptMinor: paidMinor - refundMinor,
  };
  return { refund, allocations };
}

/** What a cancellation now would refund (no writes): the cancel dialog's quote. */
export async function quoteCancellationRefund(
  db: DbOrTx,
  subject: RefundSubject,
  refundShare: RefundShare,
  currency: string,
): Promise<CancellationRefund> {
  return allocate(await paidOrders(db, subject, false), refundShare, currency).refund;
}

/**
 * A cancellation's refund, in the cancel transaction (called through booking's and rental's gateway hooks):
 * provider refunds are queued as jobs (the provider is never called here), refunds the provider cannot make
 * become pending manual refunds with a reminder. Orders are locked, and each order's refund has one job and one
 * key, so a repeat, a retry or a racing webhook never refunds twice.
 */
export async function refundCancellation(
  tx: DbOrTx,
  env: PaymentsEnv,
  subject: RefundSubject,
  refundShare: RefundShare,
  currency: string,
): Promise<CancellationRefund> {
  const { refund, allocations } = allocate(await paidOrders(tx, subject, true), refundShare, currency);
  for (const { order, amountMinor, cause } of allocations) {
    if (cause === null) {
      await enqueueJob(tx, {
        kind: CANCEL_REFUND_JOB,
        payload: { orderId: order.id, amountMinor },
        dedupeKey: `${CANCEL_REFUND_JOB}:${order.id}`,
        maxAttempts: CANCEL_REFUND_ATTEMPTS,
      });
    } else {
      await owePending(tx, env, order, amountMinor, cause);
    }
  }
  return refund;
}

/** A pending manual refund for an order (once per order) and its first reminder. */
async function owePending(
  tx: DbOrTx,
  env: PaymentsEnv,
  order: PaymentOrderRow,
  amountMinor: number,
  cause: 'oxxo' | 'manual' | 'provider_failed',
) {
  const [row] = await tx
    .insert(paymentManualRefunds)
    .values({ orderId: order.id, amountMinor, currency: order.currency, cause, createdAt: env.clock() })
    .onConflictDoNothing({ target: paymentManualRefunds.orderId })
    .returning({ id: paymentManualRefunds.id });
  if (!row) return null;
  await scheduleReminder(tx, env, row.id, 1);
  return row.id;
}

export async function scheduleReminder(tx: DbOrTx, env: PaymentsEnv, id: string, n: number) {
  const days = n === 1 ? REMINDER_FIRST_DAYS : REMINDER_EVERY_DAYS;
  await enqueueJob(tx, {
    kind: MANUAL_REFUND_REMINDER_JOB,
    payload: { manualRefundId: id, n },
    runAt: new Date(env.clock().getTime() + days * DAY_MS),
    dedupeKey: `${MANUAL_REFUND_REMINDER_JOB}:${id}:${n}`,
  });
}

/**
 * The provider refund of one order after a cancellation. Retried with backoff on provider trouble (the same
 * key: the provider refunds once); when it fails for good, the amount becomes a pending manual refund the owner
 * sees in the admin, and the owner gets an alert.
 */
export function cancelRefundHandler(env: PaymentsEnv): JobHandler {
  return async (payload, job) => {
    const parsed = z
      .object({ orderId: z.uuid(), amountMinor: z.number().int().positive() })
      .safeParse(payload);
    if (!parsed.success) throw new PermanentJobError(`Malformed cancel-refund job: ${parsed.error.message}`);
    const { orderId, amountMinor } = parsed.data;
    const key = cancelRefundKey(orderId);
    // What is asked: a reservation already made under this key keeps its amount (refundOrder replays it);
    // otherwise no more than is left now (an admin may have refunded part of the order meanwhile).
    const [order] = await env.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    if (!order) return;
    const [earlier] = await env.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.idempotencyKey, key));
    const asked =
      earlier?.status === 'pending' || earlier?.status === 'succeeded'
        ? earlier.amountMinor
        : Math.min(amountMinor, order.amountMinor - order.refundedMinor);
    // Refunded meanwhile by other means (an admin refund, the provider's dashboard): nothing is owed.
    if (asked <= 0) return;
    try {
      await refundOrder(env, orderId, {
        amountMinor: asked,
        reason: 'cancellation_policy', // a code the admin translates (labels.ts refundReasonText)
        createdBy: 'system',
        idempotencyKey: key,
      });
    } catch (error) {
      // A refusal of ours (nothing left to refund, not refundable) will not change by retrying; a refund that
      // became larger than what is left (a racing admin refund) is asked again for what is left.
      const raced =
        error instanceof AppError && error.fields?.amountMinor?.includes('exceeds_refundable') === true;
      const ours =
        !raced && (error instanceof PaymentConflict || (error instanceof AppError && error.status < 500));
      const final = ours || job.attempts >= job.maxAttempts;
      if (!final) throw error;
      const settled = await env.db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(paymentOrders)
          .where(eq(paymentOrders.id, orderId))
          .for('update');
        if (!order) return true;
        const owner = await env.owner(tx);
        const adminUrl = new URL('/admin/payments?tab=refunds', env.siteUrl).href;
        const reason = error instanceof Error ? error.message : String(error);
        const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, key));
        if (refund?.status === 'pending') {
          // The provider never answered (timeouts, 5xx): it may have refunded. Its amount stays reserved and no
          // manual refund is created (that could return the money twice); the owner checks the provider.
          await tx
            .update(paymentOrders)
            .set({ flag: 'refund_unconfirmed', updatedAt: env.clock() })
            .where(eq(paymentOrders.id, orderId));
          await enqueueMail(
            tx,
            refundUnconfirmedMail({
              order,
              amountMinor: refund.amountMinor,
              ownerEmail: owner.email,
              siteName: env.siteName,
              adminUrl: new URL('/admin/payments', env.siteUrl).href,
              error: reason,
            }),
            `payments.cancel-refund-failed:${orderId}`,
          );
          return false;
        }
        const owed = Math.min(asked, order.amountMinor - order.refundedMinor);
        // Refunded meanwhile by other means (at the provider's dashboard, say): nothing is owed, nothing to say.
        if (owed <= 0) return true;
        await owePending(tx, env, order, owed, 'provider_failed');
        await tx.update(paymentOrders).set({ flag: 'refund_failed' }).where(eq(paymentOrders.id, orderId));
        // Not behind the owner's 'payment alerts' switch (ADR 025): the client was promised this money.
        await enqueueMail(
          tx,
          refundFailedMail({
            order,
            amountMinor: owed,
            ownerEmail: owner.email,
            siteName: env.siteName,
            adminUrl,
            error: reason,
          }),
          `payments.cancel-refund-failed:${orderId}`,
        );
        return false;
      });
      if (settled) return;
      throw new PermanentJobError(
        `The cancellation refund of order ${orderId} failed for good (a manual refund, or unconfirmed at the provider)`,
      );
    }
  };
}

/**
 * The automatic full refund of a payment that came when what it paid for was gone (a time taken, a booking
 * cancelled while its OXXO voucher was still open): through the provider when it can, else (OXXO cash, taken by
 * hand) a pending manual refund for the owner, with its reminders, like a cancellation's (ADR 022).
 */
export function autoRefundOrOwe(env: PaymentsEnv): JobHandler {
  const viaProvider = autoRefundHandler(env);
  return async (payload, job) => {
    const parsed = z.object({ orderId: z.uuid() }).safeParse(payload);
    if (!parsed.success) throw new PermanentJobError(`Malformed auto-refund job: ${parsed.error.message}`);
    const [order] = await env.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, parsed.data.orderId));
    if (!order || manualCause(order) === null) return viaProvider(payload, job);
    await env.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, order.id))
        .for('update');
      const left = locked ? locked.amountMinor - locked.refundedMinor : 0;
      if (left > 0) await owePending(tx, env, locked!, left, manualCause(locked!)!);
    });
  };
}
