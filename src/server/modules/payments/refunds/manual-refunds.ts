import type { ManualRefund, ManualRefundList, RecordManualRefund } from '@contracts/cancellation';
import { recordManualRefundSchema } from '@contracts/cancellation';
import { desc, eq, sql } from 'drizzle-orm';
import { manualRefundRoutes as api } from '@contracts/api/payments-admin';
import { Hono } from 'hono';
import { z } from 'zod';
import { badRequest, notFound } from '../../../platform/errors';
import type { AppEnv } from '../../../platform/http';
import { mountRoutes, route } from '../../../platform/routes';
import { PermanentJobError, type JobHandler } from '../../../platform/jobs/runner';
import { enqueueMail } from '../../../platform/mail/outbox';
import { MANUAL_REFUND_REMINDER_JOB, REMINDER_MAX, scheduleReminder } from './cancellation-refunds';
import type { PaymentsEnv } from '../env';
import { PaymentConflict } from '../errors';
import { lockOrder } from '../orders/orders';
import { checkFirst } from '../http/checks';
import { manualRefundReminderMail } from './refund-mails';
import { paymentManualRefunds, type PaymentManualRefundRow } from './refund-schema';
import { paymentOrders, paymentPlans, paymentRefunds, type PaymentOrderRow } from '../schema';

function toManualRefund(
  row: PaymentManualRefundRow,
  order: PaymentOrderRow,
  planPurpose: string | null,
): ManualRefund {
  return {
    id: row.id,
    orderId: order.id,
    orderReference: order.reference,
    status: row.status as ManualRefund['status'],
    amountMinor: row.amountMinor,
    currency: row.currency,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    subject: order.purpose === 'stay' || planPurpose === 'stay' ? 'stay' : 'appointment',
    cause: row.cause as ManualRefund['cause'],
    createdAt: row.createdAt.toISOString(),
    recordedAt: row.recordedAt?.toISOString() ?? null,
    recordedAmountMinor: row.recordedAmountMinor,
    method: (row.method as ManualRefund['method']) ?? null,
    note: row.note,
  };
}

const fullyRefunded = (order: PaymentOrderRow) =>
  order.status === 'refunded' || order.refundedMinor >= order.amountMinor;

/** Pending manual refunds first (oldest first), then the last 50 recorded. */
export async function listManualRefunds(env: PaymentsEnv): Promise<ManualRefundList> {
  const rows = await env.db
    .select({ refund: paymentManualRefunds, order: paymentOrders, planPurpose: paymentPlans.purpose })
    .from(paymentManualRefunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentManualRefunds.orderId))
    .leftJoin(paymentPlans, eq(paymentPlans.id, paymentOrders.planId))
    .orderBy(sql`${paymentManualRefunds.status} = 'recorded'`, desc(paymentManualRefunds.createdAt))
    .limit(200);
  // A pending row whose order was meanwhile refunded in full by other means (an admin refund, the provider's
  // dashboard) owes nothing more: it is settled, so not listed.
  const pending = rows.filter((r) => r.refund.status === 'pending' && !fullyRefunded(r.order)).reverse();
  const recorded = rows.filter((r) => r.refund.status === 'recorded').slice(0, 50);
  return {
    refunds: [...pending, ...recorded].map((r) => toManualRefund(r.refund, r.order, r.planPurpose)),
  };
}

/**
 * The owner returned a manual refund: recorded once (a second submit is a 409), the order's refunded amount
 * and status follow, and a refund row keeps it in the payment's history and receipt.
 */
export async function recordManualRefund(
  env: PaymentsEnv,
  id: string,
  input: RecordManualRefund,
  admin: string,
): Promise<ManualRefund> {
  const data = recordManualRefundSchema.parse(input);
  return env.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(paymentManualRefunds)
      .where(eq(paymentManualRefunds.id, id))
      .for('update');
    if (!row) throw notFound('There is no such refund');
    if (row.status === 'recorded')
      throw new PaymentConflict('not_refundable', 'This refund was already recorded');
    const order = (await lockOrder(tx, row.orderId))!;
    if (data.amountMinor > order.amountMinor - order.refundedMinor)
      throw badRequest('The refund is larger than what is left to refund', {
        amountMinor: ['exceeds_refundable'],
      });
    const now = env.clock();
    const refundedMinor = order.refundedMinor + data.amountMinor;
    const [updatedOrder] = await tx
      .update(paymentOrders)
      .set({
        refundedMinor,
        status: refundedMinor >= order.amountMinor ? 'refunded' : 'partially_refunded',
        ...(order.flag === 'refund_failed' ? { flag: null } : {}),
        updatedAt: now,
      })
      .where(eq(paymentOrders.id, order.id))
      .returning();
    await tx.insert(paymentRefunds).values({
      orderId: order.id,
      amountMinor: data.amountMinor,
      status: 'succeeded',
      // `manual:<method>` then the owner's own note: the admin translates the code part (labels.ts).
      reason: `manual:${data.method}${data.note ? `\n${data.note}` : ''}`,
      idempotencyKey: `refund:manual:${row.id}`,
      createdBy: admin,
      createdAt: now,
    });
    const [recorded] = await tx
      .update(paymentManualRefunds)
      .set({
        status: 'recorded',
        recordedAmountMinor: data.amountMinor,
        method: data.method,
        note: data.note || null,
        recordedBy: admin,
        recordedAt: now,
      })
      .where(eq(paymentManualRefunds.id, row.id))
      .returning();
    const [plan] = order.planId
      ? await tx.select().from(paymentPlans).where(eq(paymentPlans.id, order.planId))
      : [];
    return toManualRefund(recorded!, updatedOrder!, plan?.purpose ?? null);
  });
}

/** Reminds the owner of a manual refund still pending, and plans the next reminder (at most REMINDER_MAX). */
export function manualRefundReminderHandler(env: PaymentsEnv): JobHandler {
  return async (payload) => {
    const parsed = z.object({ manualRefundId: z.uuid(), n: z.number().int().positive() }).safeParse(payload);
    if (!parsed.success) throw new PermanentJobError(`Malformed refund reminder: ${parsed.error.message}`);
    const { manualRefundId: id, n } = parsed.data;
    await env.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ refund: paymentManualRefunds, order: paymentOrders })
        .from(paymentManualRefunds)
        .innerJoin(paymentOrders, eq(paymentOrders.id, paymentManualRefunds.orderId))
        .where(eq(paymentManualRefunds.id, id));
      if (!row || row.refund.status !== 'pending' || fullyRefunded(row.order)) return;
      const owner = await env.owner(tx);
      await enqueueMail(
        tx,
        manualRefundReminderMail({
          refund: row.refund,
          order: row.order,
          ownerEmail: owner.email,
          siteName: env.siteName,
          adminUrl: new URL('/admin/payments?tab=refunds', env.siteUrl).href,
        }),
        `${MANUAL_REFUND_REMINDER_JOB}:${id}:${n}`,
      );
      await tx
        .update(paymentManualRefunds)
        .set({ remindersSent: sql`${paymentManualRefunds.remindersSent} + 1` })
        .where(eq(paymentManualRefunds.id, id));
      if (n < REMINDER_MAX) await scheduleReminder(tx, env, id, n + 1);
    });
  };
}

const idSchema = z.uuid();

/** /api/admin/manual-refunds (behind the admin gate): the refunds the owner returns by hand, and recording one. */
export function manualRefundAdminRoutes(deps: { env: PaymentsEnv }) {
  const { env } = deps;
  const before = new Hono<AppEnv>();
  // A malformed id is a 404 like an unknown one, before the body's 400.
  checkFirst(before, 'POST', '/:id/record', (c) => {
    if (!idSchema.safeParse(c.req.param('id')).success) throw notFound('There is no such refund');
  });
  return mountRoutes(
    '/admin/manual-refunds',
    [
      route(api.list, async (_, c) => {
        c.header('Cache-Control', 'no-store');
        return listManualRefunds(env);
      }),
      route(api.record, ({ params, body }, c) =>
        recordManualRefund(env, params.id, body, c.get('viewer').email),
      ),
    ],
    before,
  );
}
