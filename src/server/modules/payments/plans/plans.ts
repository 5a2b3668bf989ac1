import type { CheckoutPlan, PlanStatus, PublicInstalment } from '@contracts/payment-plans';
import { paymentPlanPagePaths } from '@contracts/payment-plans';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { newToken } from '../../../platform/secrets';
import { enqueueJob, type DbOrTx } from '../../../platform/jobs/queue';
import type { OrderHooks, OrderSummary, PaymentsEnv } from '../env';
import {
  paymentOrders,
  paymentPlanInstalments,
  paymentPlans,
  type PaymentInstalmentRow,
  type PaymentOrderRow,
  type PaymentPlanRow,
} from '../schema';

/*
 * Payment plans (contracts/payment-plans.ts): a deposit and its balance, or N instalments, for one appointment
 * or stay. Instalment 1 is the order that holds the appointment/stay (its own purpose, plan_id set); paying
 * it activates the plan and plans the reminders. Later instalments are orders of purpose 'plan_instalment'
 * that hold nothing: paid → the instalment is paid; failed or expired → it simply stays due.
 */

export const PLAN_REMINDER_JOB = 'payments.plan-reminder';
export const PLAN_OVERDUE_JOB = 'payments.plan-overdue';
/** Reminders go this many days before an instalment's due date (those already past are skipped). */
export const PLAN_REMINDER_DAYS = [3, 1] as const;

const DAY_MS = 86_400_000;

export type PlanSubject =
  { purpose: 'appointment'; appointmentId: string } | { purpose: 'stay'; stayId: string };

/** Inserts the plan and its schedule (inside the transaction that inserts instalment 1's order). */
export async function insertPlan(
  tx: DbOrTx,
  subject: PlanSubject,
  plan: CheckoutPlan,
  who: { lang: 'es' | 'en'; customerEmail: string; customerName: string; currency: string },
  now: Date,
): Promise<PaymentPlanRow> {
  if (plan.option === 'full') throw new Error('payments: a payment in full has no plan');
  const sum = plan.instalments.reduce((total, i) => total + i.amountMinor, 0);
  if (sum !== plan.totalMinor || plan.instalments.length < 2)
    throw new Error("payments: the plan's instalments do not add up to its total");
  const [row] = await tx
    .insert(paymentPlans)
    .values({
      reference: newToken(),
      ...subject,
      option: plan.option,
      totalMinor: plan.totalMinor,
      currency: who.currency,
      lang: who.lang,
      customerEmail: who.customerEmail,
      customerName: who.customerName,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(paymentPlanInstalments).values(
    plan.instalments.map((i) => ({
      planId: row!.id,
      seq: i.seq,
      amountMinor: i.amountMinor,
      dueAt: new Date(i.dueAt),
    })),
  );
  return row!;
}

export async function lockPlan(tx: DbOrTx, planId: string): Promise<PaymentPlanRow | null> {
  const [row] = await tx.select().from(paymentPlans).where(eq(paymentPlans.id, planId)).for('update');
  return row ?? null;
}

export function instalmentsOf(db: DbOrTx, planIds: string[]): Promise<PaymentInstalmentRow[]> {
  if (!planIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(paymentPlanInstalments)
    .where(inArray(paymentPlanInstalments.planId, planIds))
    .orderBy(asc(paymentPlanInstalments.planId), asc(paymentPlanInstalments.seq));
}

/**
 * An order of the plan was paid: its instalment is paid (idempotent for the same order). Instalment 1 paid
 * activates the plan (even one cancelled because that payment came late: what it pays for was confirmed) and
 * plans every reminder and overdue check. `ok: false` when the instalment was already paid by another order
 * or the plan is over: that money goes back.
 */
export async function recordInstalmentPaid(
  tx: DbOrTx,
  env: PaymentsEnv,
  order: PaymentOrderRow,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  if (!order.planId || !order.instalmentSeq) return { ok: true };
  const plan = await lockPlan(tx, order.planId);
  if (!plan) return { ok: false, reason: 'plan_gone' };
  const first = order.instalmentSeq === 1;
  if (plan.status === 'cancelled' && !first) return { ok: false, reason: 'plan_cancelled' };
  const [instalment] = await tx
    .select()
    .from(paymentPlanInstalments)
    .where(
      and(eq(paymentPlanInstalments.planId, plan.id), eq(paymentPlanInstalments.seq, order.instalmentSeq)),
    )
    .for('update');
  if (!instalment) return { ok: false, reason: 'instalment_gone' };
  if (instalment.status === 'paid')
    return instalment.paidOrderId === order.id
      ? { ok: true }
      : { ok: false, reason: 'instalment_already_paid' };
  const now = env.clock();
  await tx
    .update(paymentPlanInstalments)
    .set({ status: 'paid', paidOrderId: order.id, paidAt: order.paidAt ?? now })
    .where(eq(paymentPlanInstalments.id, instalment.id));
  if (first && plan.status === 'cancelled')
    await tx
      .update(paymentPlanInstalments)
      .set({ status: 'due' })
      .where(and(eq(paymentPlanInstalments.planId, plan.id), eq(paymentPlanInstalments.status, 'cancelled')));
  const all = await instalmentsOf(tx, [plan.id]);
  const complete = all.every((i) => i.status === 'paid');
  await tx
    .update(paymentPlans)
    .set({ status: complete ? 'completed' : 'active', updatedAt: now })
    .where(eq(paymentPlans.id, plan.id));
  if (first) await scheduleReminders(tx, all, now);
  return { ok: true };
}

/** Reminders before each unpaid instalment's due date, and the overdue check at it (once per instalment). */
async function scheduleReminders(tx: DbOrTx, instalments: PaymentInstalmentRow[], now: Date) {
  for (const instalment of instalments) {
    if (instalment.status !== 'due') continue;
    for (const days of PLAN_REMINDER_DAYS) {
      const at = new Date(instalment.dueAt.getTime() - days * DAY_MS);
      if (at <= now) continue;
      await enqueueJob(tx, {
        kind: PLAN_REMINDER_JOB,
        payload: { instalmentId: instalment.id, days },
        runAt: at,
        dedupeKey: `${PLAN_REMINDER_JOB}:${instalment.id}:${days}`,
      });
    }
    await enqueueJob(tx, {
      kind: PLAN_OVERDUE_JOB,
      payload: { instalmentId: instalment.id },
      runAt: instalment.dueAt,
      dedupeKey: `${PLAN_OVERDUE_JOB}:${instalment.id}`,
    });
  }
}

/** The plan ends: its first payment failed or expired, or what it paid for is gone or was refunded. */
export async function cancelPlan(tx: DbOrTx, env: PaymentsEnv, planId: string) {
  const plan = await lockPlan(tx, planId);
  if (!plan || plan.status === 'cancelled' || plan.status === 'completed') return;
  await tx
    .update(paymentPlanInstalments)
    .set({ status: 'cancelled' })
    .where(and(eq(paymentPlanInstalments.planId, planId), eq(paymentPlanInstalments.status, 'due')));
  await tx
    .update(paymentPlans)
    .set({ status: 'cancelled', updatedAt: env.clock() })
    .where(eq(paymentPlans.id, planId));
}

/** What a plan paid for was cancelled: its plan ends (nothing more is asked; what was paid stays paid). */
export async function cancelPlansOf(
  tx: DbOrTx,
  env: PaymentsEnv,
  subject: { appointmentId: string } | { stayId: string },
) {
  const plans = await tx
    .select({ id: paymentPlans.id })
    .from(paymentPlans)
    .where(
      'appointmentId' in subject
        ? eq(paymentPlans.appointmentId, subject.appointmentId)
        : eq(paymentPlans.stayId, subject.stayId),
    );
  for (const plan of plans) await cancelPlan(tx, env, plan.id);
}

/** The status the customer and the owner see: an active plan with an unpaid instalment past due is overdue. */
export function planStatusOf(
  plan: PaymentPlanRow,
  instalments: PaymentInstalmentRow[],
  now: Date,
): PlanStatus {
  if (plan.status !== 'active') return plan.status as PlanStatus;
  return instalments.some((i) => i.status === 'due' && i.dueAt <= now) ? 'overdue' : 'active';
}

/** Overdue only in an active plan: instalment 1 is "due now" while its checkout is open. */
export function instalmentStatusOf(
  plan: PaymentPlanRow,
  instalment: PaymentInstalmentRow,
  now: Date,
): PublicInstalment['status'] {
  if (plan.status === 'active' && instalment.status === 'due' && instalment.dueAt <= now) return 'overdue';
  return instalment.status as PublicInstalment['status'];
}

/** The earliest unpaid instalment of a live plan (the only one that can be paid now). */
export function nextDueOf(plan: PaymentPlanRow, instalments: PaymentInstalmentRow[]) {
  if (plan.status !== 'active') return null;
  return instalments.find((i) => i.status === 'due') ?? null;
}

export const planUrl = (env: PaymentsEnv, plan: PaymentPlanRow) =>
  new URL(paymentPlanPagePaths.status(plan.reference), env.siteUrl).href;

/** The subject hooks of a plan (appointment or stay): they describe what the plan pays for. */
function subjectHooks(env: PaymentsEnv, plan: PaymentPlanRow) {
  const hooks = env.hooks[plan.purpose as 'appointment' | 'stay'];
  if (!hooks) throw new Error(`payments: nothing handles plans for "${plan.purpose}"`);
  return hooks;
}

/** What plans pay for, by plan id. */
export async function planSubjects(
  env: PaymentsEnv,
  db: DbOrTx,
  plans: PaymentPlanRow[],
): Promise<Map<string, OrderSummary>> {
  const found = new Map<string, OrderSummary>();
  for (const purpose of ['appointment', 'stay'] as const) {
    const mine = plans.filter((p) => p.purpose === purpose);
    const ids = mine.map((p) => p.appointmentId ?? p.stayId).filter((id): id is string => Boolean(id));
    if (!ids.length || !env.hooks[purpose]) continue;
    const summaries = await subjectHooks(env, mine[0]!).describe(db, ids);
    for (const plan of mine) {
      const summary = summaries.get((plan.appointmentId ?? plan.stayId)!);
      if (summary) found.set(plan.id, summary);
    }
  }
  return found;
}

/** Which payment of the plan this is, in words: anticipo/saldo, or "pago 2 de 3". */
export function planLabel(plan: PaymentPlanRow, seq: number, count: number) {
  if (plan.option === 'deposit')
    return seq === 1 ? { es: 'anticipo', en: 'deposit' } : { es: 'saldo', en: 'balance' };
  return { es: `pago ${seq} de ${count}`, en: `instalment ${seq} of ${count}` };
}

/** "Service — instalment 2 of 3" on receipts and mails of a plan's orders; the plan page to start again. */
export async function withPlanLabel(
  env: PaymentsEnv,
  db: DbOrTx,
  order: PaymentOrderRow,
  summary: OrderSummary | null,
): Promise<OrderSummary | null> {
  if (!summary || !order.planId || !order.instalmentSeq) return summary;
  const [plan] = await db.select().from(paymentPlans).where(eq(paymentPlans.id, order.planId));
  if (!plan) return summary;
  const count = (await instalmentsOf(db, [plan.id])).length;
  const label = planLabel(plan, order.instalmentSeq, count);
  return {
    ...summary,
    serviceName: {
      es: `${summary.serviceName.es} — ${label.es}`,
      en: `${summary.serviceName.en} — ${label.en}`,
    },
    retryPath: paymentPlanPagePaths.status(plan.reference),
  };
}

/**
 * The hooks of 'plan_instalment' orders: nothing is held for them, so a pending voucher keeps nothing and a
 * failure releases nothing (the instalment stays due, payable again from the plan page).
 */
export function planInstalmentHooks(env: PaymentsEnv): OrderHooks {
  return {
    onPaid: (tx, order) => recordInstalmentPaid(tx, env, order),
    onPending: async () => true,
    onReleased: async () => {},
    describe: async (db, planIds) => {
      if (!planIds.length) return new Map();
      const plans = await db.select().from(paymentPlans).where(inArray(paymentPlans.id, planIds));
      return planSubjects(env, db, plans);
    },
  };
}

/** Live orders (open or pending) of plans, for the plan page and the admin list. */
export function liveOrdersOf(db: DbOrTx, planIds: string[]): Promise<PaymentOrderRow[]> {
  if (!planIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(paymentOrders)
    .where(and(inArray(paymentOrders.planId, planIds), inArray(paymentOrders.status, ['open', 'pending'])));
}
