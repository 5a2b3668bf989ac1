import {
  paymentPagePaths,
  paymentPaths,
  type PaymentAppointmentSummary,
  type PaymentMethodName,
  type PaymentProviderName,
  type PublicPayment,
} from '@contracts/payments';
import { paymentPlanPagePaths, type CheckoutPlan } from '@contracts/payment-plans';
import { and, desc, eq, gt, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import { notFound } from '../../../platform/errors';
import { newToken } from '../../../platform/secrets';
import type { DbOrTx } from '../../../platform/jobs/queue';
import type { OrderSummary, PaymentsEnv } from '../env';
import {
  ProviderUnavailableError,
  type CheckoutRequest,
  type ProviderPaymentState,
} from '../providers/provider';
import { awaitsPayment, needsNewCheckout } from './checkout-state';
import { retryPathOf, summaryOf } from './order-summary';
import { closeOrder, reconcileOrder, scheduleOrderExpiry } from './reconcile';
import { cancelPlan, insertPlan, type PlanSubject } from '../plans/plans';
import { paymentOrders, type PaymentOrderRow, type StoredCheckoutRequest } from '../schema';

/** A cash voucher (OXXO) is offered only when the appointment starts at least this long after booking. */
export const OXXO_MIN_LEAD_HOURS = 72;
/** A status read asks the provider at most this often per order (the success page polls). */
export const PROVIDER_CHECK_INTERVAL_MS = 5_000;

const HOUR_MS = 3_600_000;

export interface AppointmentCheckoutInput extends CheckoutInput {
  appointmentId: string;
}

/** What every checkout needs, whatever it pays for. */
interface CheckoutInput {
  amountMinor: number;
  currency: string;
  /** What the customer sees at the provider, in their language. */
  description: string;
  lang: 'es' | 'en';
  customerEmail: string;
  customerName: string;
  /** When what is paid for begins (the appointment, the stay's check-in): decides whether OXXO is offered. */
  startsAt: Date;
  /** The hold's expiry: the checkout stops accepting payment then. */
  expiresAt: Date;
  /**
   * A deposit or instalments (contracts/payment-plans.ts): the plan is created with the order, which charges
   * its instalment 1 (`amountMinor` must be that amount). Absent or 'full': a payment in full.
   */
  plan?: CheckoutPlan;
}

export interface StayCheckoutInput extends CheckoutInput {
  stayId: string;
}

/** OXXO (a cash voucher paid days later) only when what is paid for starts more than 72 h from now. */
export function offersOxxo(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() > OXXO_MIN_LEAD_HOURS * HOUR_MS;
}

/**
 * Creates the order for an appointment's payment and opens a checkout at the provider taking checkouts. The
 * provider call happens outside any transaction; if it fails the order is closed as failed and a
 * ProviderUnavailableError is thrown (booking releases the hold and answers 503).
 */
export function openAppointmentCheckout(
  env: PaymentsEnv,
  input: AppointmentCheckoutInput,
): Promise<{ reference: string; checkoutUrl: string; planReference: string | null }> {
  return openCheckout(env, { purpose: 'appointment', appointmentId: input.appointmentId }, input);
}

/** The same for a stay at La Mansión (an order of purpose 'stay'; rental releases the hold on failure). */
export function openStayCheckout(
  env: PaymentsEnv,
  input: StayCheckoutInput,
): Promise<{ reference: string; checkoutUrl: string; planReference: string | null }> {
  if (!env.hooks.stay) throw new Error('payments: stay orders are not wired');
  return openCheckout(env, { purpose: 'stay', stayId: input.stayId }, input);
}

/** A cash voucher for a plan's first payment must not be payable after the next one falls due. */
function voucherFitsPlan(input: CheckoutInput, now: Date): boolean {
  const next = input.plan?.option === 'full' ? undefined : input.plan?.instalments[1];
  return !next || offersOxxo(new Date(next.dueAt), now);
}

type Subject =
  PlanSubject | { purpose: 'plan_instalment'; planId: string; instalmentSeq: number; planReference: string };

/**
 * Opens a checkout for one order. Orders of a plan return to the plan's page; instalments after the first
 * hold nothing, so OXXO is offered for them whatever the date.
 */
export async function openCheckout(
  env: PaymentsEnv,
  subject: Subject,
  input: CheckoutInput,
): Promise<{ reference: string; checkoutUrl: string; planReference: string | null }> {
  const provider = env.providers.checkout;
  const now = env.clock();
  if (
    input.plan &&
    input.plan.option !== 'full' &&
    input.plan.instalments[0]?.amountMinor !== input.amountMinor
  )
    throw new Error("payments: a plan's checkout charges its first instalment");
  // The expiry check is planned with the insert (one transaction): a crash before the checkout is recorded
  // can never leave an order open for good.
  const { order, planReference } = await env.db.transaction(async (tx) => {
    let planFields: { planId: string; instalmentSeq: number } | null = null;
    let planReference: string | null = null;
    if (subject.purpose === 'plan_instalment') {
      planFields = { planId: subject.planId, instalmentSeq: subject.instalmentSeq };
      planReference = subject.planReference;
    } else if (input.plan && input.plan.option !== 'full') {
      const plan = await insertPlan(tx, subject, input.plan, { ...input }, now);
      planFields = { planId: plan.id, instalmentSeq: 1 };
      planReference = plan.reference;
    }
    const [inserted] = await tx
      .insert(paymentOrders)
      .values({
        reference: newToken(),
        purpose: subject.purpose,
        appointmentId: subject.purpose === 'appointment' ? subject.appointmentId : null,
        stayId: subject.purpose === 'stay' ? subject.stayId : null,
        ...(planFields ?? {}),
        amountMinor: input.amountMinor,
        currency: input.currency,
        status: 'open',
        provider: provider.name,
        expiresAt: input.expiresAt,
        lang: input.lang,
        customerEmail: input.customerEmail,
        customerName: input.customerName,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await scheduleOrderExpiry(tx, inserted!.id, input.expiresAt);
    return { order: inserted, planReference };
  });
  const returnUrl = new URL(
    planReference ? paymentPlanPagePaths.status(planReference) : paymentPagePaths.success(order!.reference),
    env.siteUrl,
  ).href;
  const stored: StoredCheckoutRequest = {
    description: input.description,
    methods: {
      card: true,
      installments: true,
      oxxo:
        subject.purpose === 'plan_instalment' ||
        (offersOxxo(input.startsAt, now) && voucherFitsPlan(input, now)),
    },
    returnUrl,
    cancelUrl: returnUrl,
    attemptAt: now.toISOString(),
  };
  let session;
  try {
    session = await provider.createCheckout(checkoutRequestOf(env, order!, stored));
  } catch (error) {
    await env.db.transaction(async (tx) => {
      await tx
        .update(paymentOrders)
        .set({ status: 'failed', flag: 'checkout_failed', updatedAt: env.clock() })
        .where(eq(paymentOrders.id, order!.id));
      // A plan whose first payment could not even start ends with it (the hold is released by the caller).
      if (order!.planId && order!.purpose !== 'plan_instalment') await cancelPlan(tx, env, order!.planId);
    });
    if (error instanceof ProviderUnavailableError) throw error;
    throw new ProviderUnavailableError(provider.name, 'The provider could not open a checkout', {
      cause: error,
    });
  }
  await env.db
    .update(paymentOrders)
    .set({
      providerCheckoutId: session.providerCheckoutId,
      checkoutUrl: session.url,
      checkoutRequest: stored,
      updatedAt: env.clock(),
    })
    .where(eq(paymentOrders.id, order!.id));
  return { reference: order!.reference, checkoutUrl: session.url, planReference };
}

/**
 * The provider request of an order's current checkout attempt. The first attempt keeps the key it always had
 * (`checkout:<order>`); a retry after a decline adds its number, so a double click opens one checkout.
 */
export function checkoutRequestOf(
  env: PaymentsEnv,
  order: PaymentOrderRow,
  stored: StoredCheckoutRequest,
): CheckoutRequest {
  return {
    orderId: order.id,
    amountMinor: order.amountMinor,
    currency: order.currency,
    description: stored.description,
    lang: order.lang === 'en' ? 'en' : 'es',
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    expiresAt: order.expiresAt,
    methods: stored.methods,
    returnUrl: stored.returnUrl,
    cancelUrl: stored.cancelUrl,
    notificationUrl: new URL(paymentPaths.webhook(order.provider as PaymentProviderName), env.siteUrl).href,
    idempotencyKey:
      order.checkoutAttempt > 1 ? `checkout:${order.id}:${order.checkoutAttempt}` : `checkout:${order.id}`,
    ...(stored.attemptAt ? { attemptAt: new Date(stored.attemptAt) } : {}),
  };
}

/** The URL of the appointment's checkout while it can still be paid, else null. */
export function openCheckoutUrl(env: PaymentsEnv, appointmentId: string): Promise<string | null> {
  return liveCheckoutUrl(env, eq(paymentOrders.appointmentId, appointmentId));
}

/** The URL of the stay's checkout while it can still be paid, else null. */
export function openStayCheckoutUrl(env: PaymentsEnv, stayId: string): Promise<string | null> {
  return liveCheckoutUrl(env, eq(paymentOrders.stayId, stayId));
}

async function liveCheckoutUrl(env: PaymentsEnv, subject: SQL): Promise<string | null> {
  const [order] = await env.db
    .select({ url: paymentOrders.checkoutUrl })
    .from(paymentOrders)
    .where(and(subject, eq(paymentOrders.status, 'open'), gt(paymentOrders.expiresAt, env.clock())))
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return order?.url ?? null;
}

export async function lockOrder(tx: DbOrTx, id: string): Promise<PaymentOrderRow | null> {
  const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
  return row ?? null;
}

/**
 * Brings a live order up to date: asks its provider (when `ask`) and reconciles by the answer; an order still
 * open or pending past its expiry then expires (its hold released). A provider that cannot be reached only
 * skips the question — a payment that lands later is still reconciled by its webhook.
 *
 * An open order past its expiry is first cancelled at the provider (`cancelCheckout`). When that fails and
 * the provider does not show the checkout paid, pending or closed, the order is not closed: `strict` (the
 * expiry job) throws so the job is retried; a status read just leaves it for the job.
 */
export async function refreshOrder(
  env: PaymentsEnv,
  orderId: string,
  options: { ask: boolean; strict?: boolean },
) {
  const [current] = await env.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  if (!current || !['open', 'pending'].includes(current.status)) return;
  let state: ProviderPaymentState | null = null;
  const provider = env.providers.get(current.provider);
  // Past its hold an open checkout is cancelled at the provider first, so it cannot take money after we close.
  let cancelFailure: unknown = null;
  const due = current.expiresAt <= env.clock();
  if (due && current.status === 'open' && current.providerCheckoutId && provider?.cancelCheckout) {
    try {
      await provider.cancelCheckout(current.providerCheckoutId);
    } catch (error) {
      cancelFailure = error ?? new Error('cancel failed');
    }
  }
  if ((options.ask || cancelFailure) && provider && current.providerCheckoutId) {
    try {
      state = await provider.readCheckout(current.providerCheckoutId);
    } catch {
      // Unreachable or refusing: decide without its answer (its webhook still reconciles later).
      state = null;
    }
  }
  if (cancelFailure && (!state || state.status === 'open')) {
    // The provider may still take money: the order stays open (the expiry job is retried).
    if (options.strict)
      throw new ProviderUnavailableError(
        provider!.name,
        'The checkout could not be cancelled at the provider; the order stays open',
        { cause: cancelFailure },
      );
    return;
  }
  await env.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return;
    if (state)
      await reconcileOrder(tx, env, order, state, { providerCheckoutId: current.providerCheckoutId });
    const after = (await lockOrder(tx, orderId))!;
    if (['open', 'pending'].includes(after.status) && after.expiresAt <= env.clock())
      await closeOrder(tx, env, after, 'expired');
  });
}

/** Claims the right to ask the provider now (at most every few seconds per order, across instances). */
async function claimProviderCheck(env: PaymentsEnv, orderId: string): Promise<boolean> {
  const now = env.clock();
  const since = new Date(now.getTime() - PROVIDER_CHECK_INTERVAL_MS);
  const claimed = await env.db
    .update(paymentOrders)
    .set({ lastProviderCheckAt: now })
    .where(
      and(
        eq(paymentOrders.id, orderId),
        or(isNull(paymentOrders.lastProviderCheckAt), lt(paymentOrders.lastProviderCheckAt, since)),
      ),
    )
    .returning({ id: paymentOrders.id });
  return claimed.length > 0;
}

/**
 * A customer is looking at a live order (open or pending): ask its provider (at most every few seconds per
 * order) and close it when past its expiry, so a page reached before the webhook shows the truth.
 */
export async function refreshIfLive(env: PaymentsEnv, order: PaymentOrderRow) {
  if (!['open', 'pending'].includes(order.status)) return;
  const ask = await claimProviderCheck(env, order.id);
  const due = order.expiresAt <= env.clock();
  if (ask || due) await refreshOrder(env, order.id, { ask });
}

/**
 * GET /api/payments/:reference. While the order is open or pending the provider is asked (rate-limited), so
 * a customer who returns before the webhook sees the truth; the answer never depends on query parameters.
 */
export async function publicStatus(env: PaymentsEnv, reference: string): Promise<PublicPayment> {
  const [found] = await env.db.select().from(paymentOrders).where(eq(paymentOrders.reference, reference));
  if (!found) throw notFound('There is no such payment');
  await refreshIfLive(env, found);
  const [order] = await env.db.select().from(paymentOrders).where(eq(paymentOrders.id, found.id));
  return toPublic(env, order!);
}

/** The appointment an order or plan pays for, as the public pages show it. */
export function appointmentOf(summary: OrderSummary | null): PaymentAppointmentSummary | null {
  if (!summary) return null;
  return {
    serviceSlug: summary.serviceSlug,
    serviceName: summary.serviceName,
    start: summary.start,
    end: summary.end,
    timeZone: summary.timeZone,
    status: summary.status,
  };
}

async function toPublic(env: PaymentsEnv, order: PaymentOrderRow): Promise<PublicPayment> {
  const summary = await summaryOf(env, env.db, order);
  const provider = env.providers.get(order.provider);
  const paid = ['paid', 'refunded', 'partially_refunded'].includes(order.status);
  // An open order whose appointment or stay was cancelled meanwhile offers neither its checkout nor "try again".
  const payable = order.status !== 'open' || awaitsPayment(order, summary);
  return {
    reference: order.reference,
    status: order.status as PublicPayment['status'],
    purpose: order.purpose as PublicPayment['purpose'],
    amountMinor: order.amountMinor,
    currency: order.currency,
    refundedMinor: order.refundedMinor,
    method: (order.method as PaymentMethodName | null) ?? null,
    provider: order.provider as PublicPayment['provider'],
    mode: provider?.mode ?? (order.provider === 'sandbox' ? 'test' : 'live'),
    language: order.lang === 'en' ? 'en' : 'es',
    appointment: order.purpose === 'appointment' ? appointmentOf(summary) : null,
    stay: summary?.stay ?? null,
    checkoutUrl:
      order.status === 'open' && order.expiresAt > env.clock() && !order.declinedAt && payable
        ? order.checkoutUrl
        : null,
    declined: needsNewCheckout(order, env.clock()) && payable,
    payableUntil: order.status === 'open' ? order.expiresAt.toISOString() : null,
    voucher: order.status === 'pending' && order.voucher ? order.voucher : null,
    retryPath: ['failed', 'expired'].includes(order.status) ? retryPathOf(summary) : null,
    receipt:
      paid && order.paidAt && order.receiptNumber
        ? {
            number: order.receiptNumber,
            paidAt: order.paidAt.toISOString(),
            amountMinor: order.amountMinor,
            currency: order.currency,
            method: (order.method as PaymentMethodName | null) ?? null,
          }
        : null,
    refundedBecauseSlotTaken: order.flag === 'slot_taken_refunded',
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** Orders by id, for the admin and the jobs. */
export async function ordersByIds(db: DbOrTx, ids: string[]) {
  return ids.length ? db.select().from(paymentOrders).where(inArray(paymentOrders.id, ids)) : [];
}
