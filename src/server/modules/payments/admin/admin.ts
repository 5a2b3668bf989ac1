import type {
  AdminPaymentDetail,
  AdminPaymentFilters,
  AdminPaymentList,
  AdminPaymentRow,
  MarkPaidInput,
  PaymentProvidersStatus,
} from '@contracts/payments';
import { paymentProviders } from '@contracts/payments';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { csvDocument, csvField } from '../../../platform/csv';
import { notFound } from '../../../platform/errors';
import { enqueueMail } from '../../../platform/mail/outbox';
import { rowsOf } from '../../../platform/rate-limit';
import { hooksFor, type OrderSummary, type PaymentsEnv } from '../env';
import { PaymentConflict } from '../errors';
import { lockOrder, refreshOrder } from '../orders/orders';
import { planLabelsOf } from '../plans/plan-labels';
import { planSubjects, recordInstalmentPaid } from '../plans/plans';
import { receiptMailWithPdf } from '../receipts/receipt';
import { summaryOf } from '../orders/order-summary';
import { nextReceiptNumber } from '../orders/reconcile';
import { paymentEvents, paymentOrders, paymentPlans, paymentRefunds, type PaymentOrderRow } from '../schema';

const BUSINESS_TZ = 'America/Mexico_City';

/** Where a from/to day starts (`to` is inclusive: the next day's start); the filters' schema checked the day. */
function dayStart(day: string, field: 'from' | 'to'): Date {
  const date = Temporal.PlainDate.from(day, { overflow: 'reject' });
  const start = field === 'to' ? date.add({ days: 1 }) : date;
  return new Date(start.toZonedDateTime({ timeZone: BUSINESS_TZ }).epochMilliseconds);
}

function whereOf(filters: AdminPaymentFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filters.status) parts.push(eq(paymentOrders.status, filters.status));
  if (filters.provider) parts.push(eq(paymentOrders.provider, filters.provider));
  if (filters.method) parts.push(eq(paymentOrders.method, filters.method));
  if (filters.from) parts.push(gte(paymentOrders.createdAt, dayStart(filters.from, 'from')));
  if (filters.to) parts.push(lt(paymentOrders.createdAt, dayStart(filters.to, 'to')));
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    parts.push(
      or(
        ilike(paymentOrders.customerName, like),
        ilike(paymentOrders.customerEmail, like),
        ilike(paymentOrders.reference, like),
        ilike(paymentOrders.receiptNumber, like),
      ),
    );
  }
  return and(...parts);
}

const sortColumns = {
  createdAt: paymentOrders.createdAt,
  paidAt: paymentOrders.paidAt,
  amountMinor: paymentOrders.amountMinor,
  status: paymentOrders.status,
  customerName: paymentOrders.customerName,
} as const;

/** What each order pays for, in a few queries: appointments, stays, and the subjects of plans' instalments. */
export async function describeOrders(
  env: PaymentsEnv,
  orders: PaymentOrderRow[],
): Promise<Map<string, OrderSummary>> {
  const found = new Map<string, OrderSummary>();
  for (const purpose of ['appointment', 'stay'] as const) {
    const ids = orders.flatMap((o) => {
      const id = purpose === 'appointment' ? o.appointmentId : o.stayId;
      return o.purpose === purpose && id ? [id] : [];
    });
    const hooks = env.hooks[purpose];
    if (!ids.length || !hooks) continue;
    const summaries = await hooks.describe(env.db, ids);
    for (const o of orders) {
      const summary = summaries.get((purpose === 'appointment' ? o.appointmentId : o.stayId) ?? '');
      if (o.purpose === purpose && summary) found.set(o.id, summary);
    }
  }
  const planIds = orders.flatMap((o) => (o.purpose === 'plan_instalment' && o.planId ? [o.planId] : []));
  if (planIds.length) {
    const plans = await env.db.select().from(paymentPlans).where(inArray(paymentPlans.id, planIds));
    const subjects = await planSubjects(env, env.db, plans);
    for (const o of orders) {
      const summary = o.planId && o.purpose === 'plan_instalment' ? subjects.get(o.planId) : undefined;
      if (summary) found.set(o.id, summary);
    }
  }
  return found;
}

async function toRows(env: PaymentsEnv, orders: PaymentOrderRow[]): Promise<AdminPaymentRow[]> {
  const summaries = await describeOrders(env, orders);
  const plans = await planLabelsOf(env.db, orders);
  return orders.map((o) => {
    const summary = summaries.get(o.id);
    return {
      id: o.id,
      reference: o.reference,
      status: o.status as AdminPaymentRow['status'],
      purpose: o.purpose as AdminPaymentRow['purpose'],
      provider: o.provider as AdminPaymentRow['provider'],
      method: (o.method as AdminPaymentRow['method']) ?? null,
      amountMinor: o.amountMinor,
      currency: o.currency,
      refundedMinor: o.refundedMinor,
      customerName: o.customerName,
      customerEmail: o.customerEmail,
      language: o.lang === 'en' ? 'en' : 'es',
      flag: o.flag,
      receiptNumber: o.receiptNumber,
      appointment:
        summary && !summary.stay
          ? { id: summary.id, serviceName: summary.serviceName, start: summary.start, status: summary.status }
          : null,
      stay: summary?.stay ? { id: summary.id, ...summary.stay } : null,
      manual: o.manualBy ? { by: o.manualBy, note: o.manualNote ?? '' } : null,
      plan: plans.get(o.id) ?? null,
      createdAt: o.createdAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
      updatedAt: o.updatedAt.toISOString(),
    };
  });
}

export async function listPayments(
  env: PaymentsEnv,
  filters: AdminPaymentFilters,
): Promise<AdminPaymentList> {
  const where = whereOf(filters);
  const column = sortColumns[filters.sort];
  const order = filters.order === 'asc' ? asc(column) : desc(column);
  const orders = await env.db
    .select()
    .from(paymentOrders)
    .where(where)
    .orderBy(sql`${order} nulls last`, desc(paymentOrders.id))
    .limit(filters.limit)
    .offset(filters.offset);
  const [count] = await env.db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentOrders)
    .where(where);
  return { payments: await toRows(env, orders), total: Number(count?.n ?? 0) };
}

const CSV_LIMIT = 10_000;

export async function paymentsCsv(env: PaymentsEnv, filters: AdminPaymentFilters): Promise<string> {
  const { payments } = await listPayments(env, {
    ...filters,
    limit: CSV_LIMIT,
    offset: 0,
  } as AdminPaymentFilters);
  const decimal = (minor: number) => (minor / 100).toFixed(2);
  const header = [
    'created_at',
    'paid_at',
    'receipt',
    'status',
    'provider',
    'method',
    'amount',
    'refunded',
    'currency',
    'customer_name',
    'customer_email',
    'service',
    'appointment_start',
    'reference',
    'flag',
    'manual_note',
  ];
  const lines = payments.map((p) =>
    [
      p.createdAt,
      p.paidAt,
      p.receiptNumber,
      p.status,
      p.provider,
      p.method,
      decimal(p.amountMinor),
      decimal(p.refundedMinor),
      p.currency,
      p.customerName,
      p.customerEmail,
      p.appointment?.serviceName.es ?? null,
      p.appointment?.start ?? null,
      p.reference,
      p.flag,
      p.manual?.note ?? null,
    ]
      .map(csvField)
      .join(','),
  );
  return csvDocument([header.join(','), ...lines]);
}

export async function paymentDetail(env: PaymentsEnv, id: string): Promise<AdminPaymentDetail> {
  const [order] = await env.db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  if (!order) throw notFound('There is no such payment');
  const [row] = await toRows(env, [order]);
  const events = await env.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, id))
    .orderBy(asc(paymentEvents.id));
  const refunds = await env.db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, id), eq(paymentRefunds.status, 'succeeded')))
    .orderBy(asc(paymentRefunds.createdAt));
  const paid = ['paid', 'partially_refunded'].includes(order.status);
  return {
    ...row!,
    providerCheckoutId: order.providerCheckoutId,
    providerPaymentId: order.providerPaymentId,
    refundableMinor: paid ? order.amountMinor - order.refundedMinor : 0,
    events: events.map((e) => ({
      id: e.id,
      provider: e.provider as AdminPaymentDetail['provider'],
      eventId: e.eventId,
      type: e.type,
      outcome: e.outcome,
      receivedAt: e.receivedAt.toISOString(),
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      amountMinor: r.amountMinor,
      reason: r.reason,
      providerRefundId: r.providerRefundId,
      createdBy: r.createdBy,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * The owner received the money outside any provider (cash, transfer): the order is paid, what it pays for
 * confirmed, the receipt mailed, and who did it with their note recorded. A time taken meanwhile is a 409.
 */
/**
 * Closes an order's open checkout at its provider so the customer cannot also pay there after the owner
 * marks it paid. True when the provider confirms it is closed and unpaid; a paid or pending answer is
 * reconciled first (the caller then sees the order's new state).
 */
async function closeCheckoutForManualPayment(env: PaymentsEnv, order: PaymentOrderRow): Promise<boolean> {
  const provider = env.providers.get(order.provider);
  if (!provider?.cancelCheckout || !order.providerCheckoutId) return false;
  try {
    await provider.cancelCheckout(order.providerCheckoutId);
    const state = await provider.readCheckout(order.providerCheckoutId);
    if (['paid', 'pending', 'refunded'].includes(state.status)) {
      await refreshOrder(env, order.id, { ask: true });
      return false;
    }
    return true;
  } catch {
    return false; // Unreachable: the checkout may still take money, so the order is not marked paid.
  }
}

export async function markPaid(env: PaymentsEnv, id: string, input: MarkPaidInput, admin: string) {
  const [current] = await env.db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  if (!current) throw notFound('There is no such payment');
  // A voucher already issued (pending) cannot be withdrawn: only an open checkout is closed first.
  const checkoutClosed =
    current.status === 'open' && current.expiresAt > env.clock()
      ? await closeCheckoutForManualPayment(env, current)
      : false;
  await env.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound('There is no such payment');
    if (['paid', 'refunded', 'partially_refunded'].includes(order.status))
      throw new PaymentConflict('already_paid', 'This payment is already paid');
    const now = env.clock();
    const stillPayable = ['open', 'pending'].includes(order.status) && order.expiresAt > now;
    if (stillPayable && !(checkoutClosed && order.status === 'open'))
      throw new PaymentConflict(
        'checkout_still_payable',
        'The customer can still pay this at the provider (a voucher was issued, or the checkout could not be closed); try again once it has expired',
      );
    const [paid] = await tx
      .update(paymentOrders)
      .set({
        status: 'paid',
        method: input.method,
        paidAt: now,
        receiptNumber: order.receiptNumber ?? (await nextReceiptNumber(tx, now)),
        manualBy: admin,
        manualNote: input.note,
        flag: null,
        updatedAt: now,
      })
      .where(eq(paymentOrders.id, id))
      .returning();
    const result = await hooksFor(env, paid!).onPaid(tx, paid!);
    // Instalment 1 paid by hand starts its plan, as a provider's payment would (settlePaid).
    if (result.ok && paid!.planId && paid!.purpose !== 'plan_instalment')
      await recordInstalmentPaid(tx, env, paid!);
    if (!result.ok)
      throw new PaymentConflict(
        'slot_taken',
        `What this payment is for can no longer be confirmed (${result.reason})`,
      );
    const summary = await summaryOf(env, tx, paid!);
    await enqueueMail(tx, await receiptMailWithPdf(tx, env, paid!, summary), `payments.receipt:${paid!.id}`);
  });
  return paymentDetail(env, id);
}

/** Which providers are active, their mode, and the last webhook each one sent. */
export async function providersStatus(env: PaymentsEnv): Promise<PaymentProvidersStatus> {
  const result = await env.db.execute(sql`
    select distinct on (provider) provider, type, received_at
    from payment_events order by provider, received_at desc, id desc`);
  const last = new Map(
    rowsOf<{ provider: string; type: string; received_at: string | Date }>(result).map((r) => [
      r.provider,
      r,
    ]),
  );
  const active = new Map(env.providers.list().map((p) => [p.name, p]));
  return {
    providers: paymentProviders.map((name) => {
      const entry = active.get(name);
      const event = last.get(name);
      return {
        name,
        active: Boolean(entry),
        takesNewCheckouts: entry?.takesNewCheckouts ?? false,
        mode: entry?.mode ?? (name === 'sandbox' ? 'test' : 'live'),
        lastWebhookAt: event ? new Date(event.received_at).toISOString() : null,
        lastWebhookType: event?.type ?? null,
      };
    }),
  };
}
