import { eq, sql } from 'drizzle-orm';
import { enqueueJob, type DbOrTx } from '../../../platform/jobs/queue';
import { enqueueMail } from '../../../platform/mail/outbox';
import { rowsOf } from '../../../platform/rate-limit';
import { hooksFor, type PaymentsEnv } from '../env';
import { manualCause } from '../refunds/refund-cause';
import {
  apologyMail,
  ownerPaidTwiceMail,
  ownerRefundAlertMail,
  tryAgainMail,
  voucherMail,
} from '../receipts/mails';
import type { ProviderPaymentState } from '../providers/provider';
import { keepsHold, markDeclined, type ReconcileOutcome } from './checkout-state';
import { retryPathOf, statusUrl, summaryOf } from './order-summary';
import { cancelPlan, recordInstalmentPaid } from '../plans/plans';
import { receiptMailWithPdf } from '../receipts/receipt';
import { paymentOrders, paymentRefunds, type PaymentOrderRow, type StoredVoucher } from '../schema';
import { enqueueOwnerMail } from '../../notifications';

export const ORDER_EXPIRY_JOB = 'payments.order-expiry';
export const AUTO_REFUND_JOB = 'payments.auto-refund';
/** The refund of a second payment for an order already paid (payload: order, provider payment, amount). */
export const DUPLICATE_REFUND_JOB = 'payments.duplicate-refund';

const PAID_STATES = ['paid', 'refunded', 'partially_refunded'];
const LIVE_STATES = ['open', 'pending'];

/** Plans the order's expiry check at `at` (once per order and time). */
export async function scheduleOrderExpiry(tx: DbOrTx, orderId: string, at: Date) {
  await enqueueJob(tx, {
    kind: ORDER_EXPIRY_JOB,
    payload: { orderId },
    runAt: at,
    dedupeKey: `${ORDER_EXPIRY_JOB}:${orderId}:${at.toISOString()}`,
    // Retried while the provider cannot cancel the checkout (the order stays open meanwhile).
    maxAttempts: 30,
  });
}

/** "EST-2026-000123": the sequence number within the installation, the year of payment (Mexico City). */
export async function nextReceiptNumber(tx: DbOrTx, paidAt: Date): Promise<string> {
  const result = await tx.execute(sql`select nextval('payment_receipt_seq')::text as n`);
  const n = rowsOf<{ n: string }>(result)[0]!.n;
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'America/Mexico_City' }).format(
    paidAt,
  );
  return `EST-${year}-${n.padStart(6, '0')}`;
}

const matchesAmount = (order: PaymentOrderRow, state: ProviderPaymentState) =>
  state.amountMinor === order.amountMinor &&
  (state.currency ?? '').toUpperCase() === order.currency.toUpperCase();

/**
 * Moves a locked order towards the provider's current state. States only move forward (open → pending →
 * paid | failed | expired; a failed or expired order may still become paid; paid is final except refunds),
 * so replays and events in any order converge on the same result. Every effect (confirmation, release,
 * mails, the automatic refund job) is written in the caller's transaction.
 */
export async function reconcileOrder(
  tx: DbOrTx,
  env: PaymentsEnv,
  order: PaymentOrderRow,
  state: ProviderPaymentState,
  /** The provider checkout the state is about, when known (a webhook names it). */
  options: { providerCheckoutId?: string | null } = {},
): Promise<ReconcileOutcome> {
  const now = env.clock();
  switch (state.status) {
    case 'paid': {
      if (PAID_STATES.includes(order.status)) {
        if (!state.providerPaymentId || state.providerPaymentId === order.providerPaymentId)
          return 'no_change';
        if (!order.providerPaymentId && !order.manualBy) {
          // The first paid event did not name its payment: this is the same payment, now named.
          await tx
            .update(paymentOrders)
            .set({ providerPaymentId: state.providerPaymentId, updatedAt: now })
            .where(eq(paymentOrders.id, order.id));
          return 'no_change';
        }
        // A second payment for an order already paid (by hand, or at the provider): that one goes back.
        return paidTwice(tx, env, order, state);
      }
      if (!matchesAmount(order, state)) {
        await flag(tx, order, 'amount_mismatch', now);
        return 'amount_mismatch';
      }
      const [paid] = await tx
        .update(paymentOrders)
        .set({
          status: 'paid',
          paidAt: now,
          method: state.method ?? order.method,
          providerPaymentId: state.providerPaymentId ?? order.providerPaymentId,
          receiptNumber: order.receiptNumber ?? (await nextReceiptNumber(tx, now)),
          updatedAt: now,
        })
        .where(eq(paymentOrders.id, order.id))
        .returning();
      return settlePaid(tx, env, paid!);
    }
    case 'pending': {
      if (order.status !== 'open') return 'no_change';
      if (!matchesAmount(order, state)) {
        await flag(tx, order, 'amount_mismatch', now);
        return 'amount_mismatch';
      }
      const voucher: StoredVoucher | null = state.voucher
        ? {
            reference: state.voucher.reference,
            url: state.voucher.url,
            expiresAt: state.voucher.expiresAt?.toISOString() ?? null,
          }
        : null;
      const until =
        state.voucher?.expiresAt && state.voucher.expiresAt > order.expiresAt
          ? state.voucher.expiresAt
          : order.expiresAt;
      const [pending] = await tx
        .update(paymentOrders)
        .set({
          status: 'pending',
          // A card in review (in_process, authorized) is pending too, but only a voucher is paid in cash.
          method: state.method ?? (voucher ? 'oxxo' : order.method),
          voucher,
          expiresAt: until,
          updatedAt: now,
        })
        .where(eq(paymentOrders.id, order.id))
        .returning();
      if (!(await hooksFor(env, pending!).onPending(tx, pending!, until))) {
        // The hold lapsed before the voucher was taken: nothing is kept for it (a late payment is refunded
        // if the time was taken meanwhile).
        await closeOrder(tx, env, pending!, 'expired');
        return 'applied';
      }
      await scheduleOrderExpiry(tx, order.id, until);
      if (!voucher) return 'applied';
      const summary = await summaryOf(env, tx, pending!);
      await enqueueMail(
        tx,
        voucherMail({
          order: pending!,
          summary,
          siteName: env.siteName,
          statusUrl: statusUrl(env, pending!),
        }),
        `payments.voucher:${order.id}`,
      );
      return 'applied';
    }
    case 'failed':
    case 'expired': {
      if (!LIVE_STATES.includes(order.status)) return 'no_change';
      // A declined card (or a checkout that lapsed before the hold) is a failed attempt, not a dead order.
      if (keepsHold(order, now)) return markDeclined(tx, order, now, options.providerCheckoutId);
      await closeOrder(tx, env, order, state.status);
      return 'applied';
    }
    case 'refunded': {
      if (order.status !== 'paid' && order.status !== 'partially_refunded') return 'no_change';
      // Only a refund of the payment that paid this order (not of a duplicate we gave back) refunds it.
      if (!order.providerPaymentId || state.providerPaymentId !== order.providerPaymentId) return 'no_change';
      // Refunded outside this site only when we had not asked for (all of) it; an existing flag is kept.
      const outside = order.refundedMinor < order.amountMinor;
      await tx
        .update(paymentOrders)
        .set({
          status: 'refunded',
          refundedMinor: order.amountMinor,
          ...(outside && !order.flag ? { flag: 'refunded_at_provider' } : {}),
          updatedAt: now,
        })
        .where(eq(paymentOrders.id, order.id));
      // What was given back at the provider goes into the refund ledger too, so the reports count it; the key
      // makes a replayed webhook or poll add nothing.
      if (outside)
        await tx
          .insert(paymentRefunds)
          .values({
            orderId: order.id,
            amountMinor: order.amountMinor - order.refundedMinor,
            status: 'succeeded',
            reason: 'refunded_at_provider', // a code the admin translates (labels.ts refundReasonText)
            idempotencyKey: `refund:provider:${order.id}:${state.providerPaymentId}`,
            createdBy: 'provider',
            createdAt: now,
          })
          .onConflictDoNothing({ target: paymentRefunds.idempotencyKey });
      return outside ? 'refunded_at_provider' : 'applied';
    }
    case 'open':
      return 'no_change';
  }
}

/**
 * A second successful payment for an order already paid: flagged `paid_twice`, that provider payment refunded
 * in full by a job (idempotent per provider payment), and the owner alerted. The order itself is unchanged.
 */
async function paidTwice(
  tx: DbOrTx,
  env: PaymentsEnv,
  order: PaymentOrderRow,
  state: ProviderPaymentState,
): Promise<ReconcileOutcome> {
  const providerPaymentId = state.providerPaymentId!;
  if (!order.flag) await flag(tx, order, 'paid_twice', env.clock());
  const amountMinor = state.amountMinor ?? order.amountMinor;
  await enqueueJob(tx, {
    kind: DUPLICATE_REFUND_JOB,
    payload: { orderId: order.id, providerPaymentId, amountMinor },
    dedupeKey: `${DUPLICATE_REFUND_JOB}:${order.provider}:${providerPaymentId}`,
    maxAttempts: 20,
  });
  const summary = await summaryOf(env, tx, order);
  const owner = await env.owner(tx);
  await enqueueOwnerMail(
    tx,
    ownerPaidTwiceMail({
      order,
      summary,
      siteName: env.siteName,
      ownerEmail: owner.email,
      adminUrl: new URL('/admin/connected-accounts', env.siteUrl).href,
      providerPaymentId,
      amountMinor,
    }),
    `payments.owner-paid-twice:${order.provider}:${providerPaymentId}`,
    'payment',
  );
  return 'paid_twice_refunding';
}

/** A paid order confirms what it pays for; when that can no longer be given, it is refunded in full. */
export async function settlePaid(
  tx: DbOrTx,
  env: PaymentsEnv,
  paid: PaymentOrderRow,
): Promise<'applied' | 'paid_after_release_refunding' | 'paid_twice_refunding'> {
  const result = await hooksFor(env, paid).onPaid(tx, paid);
  // Instalment 1 of a plan is the order that held the appointment or stay: once that is confirmed, the plan
  // records it (later instalments' hooks record themselves).
  if (result.ok && paid.planId && paid.purpose !== 'plan_instalment')
    await recordInstalmentPaid(tx, env, paid);
  const summary = await summaryOf(env, tx, paid);
  if (result.ok) {
    await enqueueMail(tx, await receiptMailWithPdf(tx, env, paid, summary), `payments.receipt:${paid.id}`);
    return 'applied';
  }
  if (paid.purpose === 'plan_instalment') return refundSecondInstalmentPayment(tx, env, paid, summary);
  if (paid.planId) await cancelPlan(tx, env, paid.planId);
  // Never two confirmed appointments: the money goes back (a job, so a provider outage is retried).
  await flag(tx, paid, 'slot_taken_refunded', env.clock());
  // OXXO cash or taken by hand: the automatic-refund job makes it a manual refund for the owner (ADR 022).
  const byHand = manualCause(paid) !== null;
  await enqueueJob(tx, {
    kind: AUTO_REFUND_JOB,
    payload: { orderId: paid.id },
    dedupeKey: `${AUTO_REFUND_JOB}:${paid.id}`,
    maxAttempts: 20,
  });
  const retryUrl = new URL(retryPathOf(summary), env.siteUrl).href;
  await enqueueMail(
    tx,
    apologyMail({ order: paid, summary, siteName: env.siteName, retryUrl, byHand }),
    `payments.apology:${paid.id}`,
  );
  const owner = await env.owner(tx);
  await enqueueOwnerMail(
    tx,
    ownerRefundAlertMail({
      order: paid,
      summary,
      siteName: env.siteName,
      ownerEmail: owner.email,
      adminUrl: new URL(byHand ? '/admin/payments?tab=refunds' : '/admin/connected-accounts', env.siteUrl)
        .href,
      reason: result.reason,
      byHand,
    }),
    `payments.owner-refund-alert:${paid.id}`,
    'payment',
  );
  return 'paid_after_release_refunding';
}

/** Failed, abandoned or expired: the order is final, its hold released, the customer invited to retry. */
export async function closeOrder(
  tx: DbOrTx,
  env: PaymentsEnv,
  order: PaymentOrderRow,
  status: 'failed' | 'expired',
) {
  const [closed] = await tx
    .update(paymentOrders)
    .set({ status, updatedAt: env.clock() })
    .where(eq(paymentOrders.id, order.id))
    .returning();
  await hooksFor(env, closed!).onReleased(tx, closed!, status);
  // A later instalment holds nothing: it stays due (the plan page and the reminders offer it again).
  if (closed!.purpose === 'plan_instalment') return;
  if (closed!.planId) await cancelPlan(tx, env, closed!.planId);
  const summary = await summaryOf(env, tx, closed!);
  await enqueueMail(
    tx,
    tryAgainMail({
      order: closed!,
      summary,
      siteName: env.siteName,
      retryUrl: new URL(retryPathOf(summary), env.siteUrl).href,
    }),
    `payments.try-again:${order.id}`,
  );
}

/**
 * An instalment paid twice (a checkout that expired here was paid late after another one had paid it): that
 * payment goes back in full by the automatic-refund job, and the owner is told. The plan is unchanged.
 */
async function refundSecondInstalmentPayment(
  tx: DbOrTx,
  env: PaymentsEnv,
  paid: PaymentOrderRow,
  summary: Awaited<ReturnType<typeof summaryOf>>,
): Promise<'paid_twice_refunding'> {
  await flag(tx, paid, 'paid_twice', env.clock());
  await enqueueJob(tx, {
    kind: AUTO_REFUND_JOB,
    payload: { orderId: paid.id },
    dedupeKey: `${AUTO_REFUND_JOB}:${paid.id}`,
    maxAttempts: 20,
  });
  const owner = await env.owner(tx);
  await enqueueOwnerMail(
    tx,
    ownerPaidTwiceMail({
      order: paid,
      summary,
      siteName: env.siteName,
      ownerEmail: owner.email,
      adminUrl: new URL('/admin/payments', env.siteUrl).href,
      providerPaymentId: paid.providerPaymentId ?? paid.reference,
      amountMinor: paid.amountMinor,
    }),
    `payments.owner-paid-twice:order:${paid.id}`,
    'payment',
  );
  return 'paid_twice_refunding';
}

async function flag(tx: DbOrTx, order: PaymentOrderRow, value: string, now: Date) {
  await tx.update(paymentOrders).set({ flag: value, updatedAt: now }).where(eq(paymentOrders.id, order.id));
}
