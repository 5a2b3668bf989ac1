import type {
  AdminPlan,
  AdminPlanFilters,
  AdminPlanList,
  PublicInstalment,
  PublicPlan,
} from '@contracts/payment-plans';
import { adminPlanFiltersSchema } from '@contracts/payment-plans';
import { and, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { paymentPagePaths, type MarkPaidInput } from '@contracts/payments';
import { notFound } from '../../../platform/errors';
import { newToken } from '../../../platform/secrets';
import { isUniqueViolation } from '../../../platform/db/errors';
import type { DbOrTx } from '../../../platform/jobs/queue';
import type { OrderSummary, PaymentsEnv } from '../env';
import { markPaid } from '../admin/admin';
import { needsNewCheckout } from '../orders/checkout-state';
import { describeCheckout, describePlanPart } from '../orders/checkout-description';
import { PaymentConflict } from '../errors';
import { appointmentOf, openCheckout, refreshIfLive, refreshOrder } from '../orders/orders';
import {
  instalmentsOf,
  instalmentStatusOf,
  liveOrdersOf,
  nextDueOf,
  planLabel,
  planStatusOf,
  planSubjects,
} from './plans';
import { retryPathOf } from '../orders/order-summary';
import {
  paymentOrders,
  paymentPlanInstalments,
  paymentPlans,
  type PaymentInstalmentRow,
  type PaymentOrderRow,
  type PaymentPlanRow,
} from '../schema';

/** How long a later instalment's checkout stays payable (it holds nothing; the plan page opens a new one). */
export const INSTALMENT_CHECKOUT_HOURS = 24;

export type PlanCore = Omit<PublicPlan, 'language' | 'mode' | 'retryPath'>;

/** The plans' shared view (customer page and owner list), with what they pay for and their live checkouts. */
export async function planCores(
  env: PaymentsEnv,
  db: DbOrTx,
  plans: PaymentPlanRow[],
): Promise<{ core: PlanCore; summary: OrderSummary | null }[]> {
  const ids = plans.map((p) => p.id);
  const [instalments, live, subjects] = await Promise.all([
    instalmentsOf(db, ids),
    liveOrdersOf(db, ids),
    planSubjects(env, db, plans),
  ]);
  const paidIds = instalments.map((i) => i.paidOrderId).filter((id): id is string => Boolean(id));
  const paidOrders = paidIds.length
    ? await db
        .select({ id: paymentOrders.id, reference: paymentOrders.reference })
        .from(paymentOrders)
        .where(inArray(paymentOrders.id, paidIds))
    : [];
  const referenceOf = new Map(paidOrders.map((o) => [o.id, o.reference]));
  const now = env.clock();
  return plans.map((plan) => {
    const mine = instalments.filter((i) => i.planId === plan.id);
    const next = nextDueOf(plan, mine);
    const summary = subjects.get(plan.id) ?? null;
    const paidMinor = mine.filter((i) => i.status === 'paid').reduce((sum, i) => sum + i.amountMinor, 0);
    const view = (i: PaymentInstalmentRow): PublicInstalment => {
      const order = live.find((o) => o.planId === plan.id && o.instalmentSeq === i.seq);
      return {
        seq: i.seq,
        amountMinor: i.amountMinor,
        dueAt: i.dueAt.toISOString(),
        status: instalmentStatusOf(plan, i, now),
        paidAt: i.paidAt?.toISOString() ?? null,
        receiptReference: i.paidOrderId ? (referenceOf.get(i.paidOrderId) ?? null) : null,
        checkout: order ? checkoutOf(order, now) : null,
        payable: next?.seq === i.seq,
      };
    };
    return {
      summary,
      core: {
        reference: plan.reference,
        option: plan.option as PublicPlan['option'],
        status: planStatusOf(plan, mine, now),
        totalMinor: plan.totalMinor,
        paidMinor,
        remainingMinor: plan.totalMinor - paidMinor,
        currency: plan.currency,
        appointment: plan.purpose === 'appointment' ? appointmentOf(summary) : null,
        stay: summary?.stay ?? null,
        instalments: mine.map(view),
        nextDue: next
          ? { seq: next.seq, amountMinor: next.amountMinor, dueAt: next.dueAt.toISOString() }
          : null,
        updatedAt: plan.updatedAt.toISOString(),
      },
    };
  });
}

function checkoutOf(order: PaymentOrderRow, now: Date): PublicInstalment['checkout'] {
  if (order.status === 'pending')
    return { status: 'pending', url: order.voucher?.url ?? null, voucher: order.voucher ?? null };
  if (order.expiresAt <= now) return { status: 'open', url: null, voucher: null };
  // Declined while the hold lasts (ADR 024): its status page offers "try again" on the same order.
  if (needsNewCheckout(order, now))
    return { status: 'open', url: paymentPagePaths.success(order.reference), voucher: null };
  return { status: 'open', url: order.checkoutUrl, voucher: null };
}

async function planByReference(env: PaymentsEnv, reference: string): Promise<PaymentPlanRow> {
  const [plan] = await env.db.select().from(paymentPlans).where(eq(paymentPlans.reference, reference));
  if (!plan) throw notFound('There is no such payment plan');
  return plan;
}

/**
 * GET /api/payment-plans/:reference: the plan by its opaque reference. Its live checkouts are brought up to
 * date first (as the payment status read does), so a customer back before the webhook sees the truth.
 */
export async function publicPlan(env: PaymentsEnv, reference: string): Promise<PublicPlan> {
  const found = await planByReference(env, reference);
  for (const order of await liveOrdersOf(env.db, [found.id])) await refreshIfLive(env, order);
  const [plan] = await env.db.select().from(paymentPlans).where(eq(paymentPlans.id, found.id));
  const { core, summary } = (await planCores(env, env.db, [plan!]))[0]!;
  const provider = env.providers.checkout;
  return {
    ...core,
    language: plan!.lang === 'en' ? 'en' : 'es',
    mode: provider.mode,
    retryPath: plan!.status === 'cancelled' ? retryPathOf(summary) : null,
  };
}

/**
 * POST /api/payment-plans/:reference/instalments/:seq/checkout: where to pay an instalment. Only the earliest
 * unpaid one of a live plan (or instalment 1 while its checkout is open); a live checkout is answered again;
 * two requests at once open one checkout (a unique index), the second gets 409 checkout_in_progress.
 */
export async function openInstalmentCheckout(
  env: PaymentsEnv,
  reference: string,
  seq: number,
): Promise<{ checkoutUrl: string }> {
  const plan = await planByReference(env, reference);
  const liveFor = async () =>
    (await liveOrdersOf(env.db, [plan.id])).find((o) => o.instalmentSeq === seq) ?? null;
  let live = await liveFor();
  if (live && live.expiresAt <= env.clock()) {
    await refreshOrder(env, live.id, { ask: true });
    live = await liveFor();
  }
  if (live) {
    if (live.status === 'open' && live.checkoutUrl) return { checkoutUrl: live.checkoutUrl };
    if (live.status === 'pending' && live.voucher?.url) return { checkoutUrl: live.voucher.url };
    throw new PaymentConflict('checkout_in_progress', 'A checkout for this instalment is being opened');
  }
  const instalments = await instalmentsOf(env.db, [plan.id]);
  const next = nextDueOf(plan, instalments);
  if (!next || next.seq !== seq || seq === 1)
    throw new PaymentConflict('instalment_not_payable', 'This instalment cannot be paid now');
  const summary = (await planCores(env, env.db, [plan]))[0]?.summary ?? null;
  const lang = plan.lang === 'en' ? 'en' : 'es';
  const label = planLabel(plan, seq, instalments.length);
  const now = env.clock();
  try {
    const opened = await openCheckout(
      env,
      { purpose: 'plan_instalment', planId: plan.id, instalmentSeq: seq, planReference: plan.reference },
      {
        amountMinor: next.amountMinor,
        currency: plan.currency,
        description: instalmentDescription(plan, instalments, seq, summary, lang) ?? label[lang],
        lang,
        customerEmail: plan.customerEmail,
        customerName: plan.customerName,
        startsAt: next.dueAt,
        expiresAt: new Date(now.getTime() + INSTALMENT_CHECKOUT_HOURS * 3_600_000),
      },
    );
    return { checkoutUrl: opened.checkoutUrl };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new PaymentConflict('checkout_in_progress', 'A checkout for this instalment is being opened');
    throw error;
  }
}

/** Plans whose next unpaid instalment is past due (SQL, for the owner's filter and badge). */
function overdueSql(now: Date): SQL {
  return and(
    eq(paymentPlans.status, 'active'),
    sql`exists (select 1 from ${paymentPlanInstalments} where ${paymentPlanInstalments.planId} = ${paymentPlans.id} and ${paymentPlanInstalments.status} = 'due' and ${lte(paymentPlanInstalments.dueAt, now)})`,
  )!;
}

/** GET /api/admin/payment-plans: newest first, by status (overdue and active are read from the due dates). */
export async function adminPlans(env: PaymentsEnv, input: AdminPlanFilters): Promise<AdminPlanList> {
  const filters = adminPlanFiltersSchema.parse(input);
  const now = env.clock();
  const where =
    filters.status === 'overdue'
      ? overdueSql(now)
      : filters.status === 'active'
        ? and(eq(paymentPlans.status, 'active'), sql`not (${overdueSql(now)})`)
        : filters.status
          ? eq(paymentPlans.status, filters.status)
          : undefined;
  const [rows, [totalRow], [overdueRow]] = await Promise.all([
    env.db
      .select()
      .from(paymentPlans)
      .where(where)
      .orderBy(desc(paymentPlans.createdAt), desc(paymentPlans.id))
      .limit(filters.limit)
      .offset(filters.offset),
    env.db.select({ n: count() }).from(paymentPlans).where(where),
    env.db.select({ n: count() }).from(paymentPlans).where(overdueSql(now)),
  ]);
  const plans = await toAdminPlans(env, rows);
  return { plans, total: Number(totalRow?.n ?? 0), overdue: Number(overdueRow?.n ?? 0) };
}

/** One plan as the owner's list shows it. */
export async function adminPlan(env: PaymentsEnv, id: string): Promise<AdminPlan> {
  const [plan] = await env.db.select().from(paymentPlans).where(eq(paymentPlans.id, id));
  if (!plan) throw notFound('There is no such payment plan');
  return toAdminPlans(env, [plan]).then((rows) => rows[0]!);
}

async function toAdminPlans(env: PaymentsEnv, rows: PaymentPlanRow[]): Promise<AdminPlan[]> {
  const cores = await planCores(env, env.db, rows);
  return rows.map((plan, i) => ({
    ...cores[i]!.core,
    id: plan.id,
    purpose: plan.purpose as AdminPlan['purpose'],
    customerName: plan.customerName,
    customerEmail: plan.customerEmail,
    createdAt: plan.createdAt.toISOString(),
  }));
}

/**
 * The owner was paid an instalment in cash or by transfer: the instalment's live checkout is marked paid (it
 * is closed at the provider first, as for any order), or an order is recorded for it and marked paid. Only
 * the next instalment due, as for the customer.
 */
export async function markInstalmentPaid(
  env: PaymentsEnv,
  planId: string,
  seq: number,
  input: MarkPaidInput,
  admin: string,
): Promise<AdminPlan> {
  const [plan] = await env.db.select().from(paymentPlans).where(eq(paymentPlans.id, planId));
  if (!plan) throw notFound('There is no such payment plan');
  const next = nextDueOf(plan, await instalmentsOf(env.db, [plan.id]));
  if (!next || next.seq !== seq)
    throw new PaymentConflict('instalment_not_payable', 'This instalment cannot be paid now');
  let order = (await liveOrdersOf(env.db, [plan.id])).find((o) => o.instalmentSeq === seq);
  if (!order) {
    // Expiring now, with no checkout: if anything fails before it is marked paid, the next checkout request
    // closes it as expired (nothing was held for it).
    const now = env.clock();
    [order] = await insertManualOrder(() =>
      env.db
        .insert(paymentOrders)
        .values({
          reference: newToken(),
          purpose: 'plan_instalment',
          planId: plan.id,
          instalmentSeq: seq,
          amountMinor: next.amountMinor,
          currency: plan.currency,
          status: 'open',
          provider: env.providers.checkout.name,
          expiresAt: now,
          lang: plan.lang,
          customerEmail: plan.customerEmail,
          customerName: plan.customerName,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    );
  }
  await markPaid(env, order!.id, input, admin);
  return adminPlan(env, plan.id);
}

/** Two recordings at once (or a checkout opened meanwhile): one order per instalment, the other a 409. */
async function insertManualOrder<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new PaymentConflict('checkout_in_progress', 'A payment for this instalment is in progress');
    throw error;
  }
}

/**
 * A later instalment's checkout line, like the first payment's (ADR 024): what is paid, when it takes place,
 * and the plan part with the next due date. A stay's title already names its nights.
 */
function instalmentDescription(
  plan: { option: string; totalMinor: number; currency: string },
  instalments: { seq: number; amountMinor: number; dueAt: Date }[],
  seq: number,
  summary: OrderSummary | null,
  lang: 'es' | 'en',
): string | null {
  if (!summary || (plan.option !== 'deposit' && plan.option !== 'instalments')) return null;
  const checkoutPlan = {
    option: plan.option,
    totalMinor: plan.totalMinor,
    instalments: instalments.map((i) => ({
      seq: i.seq,
      amountMinor: i.amountMinor,
      dueAt: i.dueAt.toISOString(),
    })),
  } as const;
  if (summary.stay) {
    const part = describePlanPart({
      plan: checkoutPlan,
      seq,
      lang,
      currency: plan.currency,
      timeZone: 'America/Mexico_City',
    });
    return part ? `${summary.serviceName[lang]} — ${part}` : summary.serviceName[lang];
  }
  return describeCheckout({
    what: summary.serviceName[lang],
    startsAt: new Date(summary.start),
    timeZone: summary.timeZone,
    lang,
    currency: plan.currency,
    plan: checkoutPlan,
    seq,
  });
}
