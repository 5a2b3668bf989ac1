import { MY_PAYMENTS_LIMIT, type MyPayment, type MyPayments } from '@contracts/my-payments';
import { and, desc, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../../platform/viewer';
import { provenEmailOf } from '../../auth';
import { describeOrders } from '../admin/admin';
import type { PaymentsEnv } from '../env';
import { planLabelsOf } from '../plans/plan-labels';
import { planCores } from '../plans/plan-service';
import { paymentOrders, paymentPlans, type PaymentOrderRow } from '../schema';

// Stays keep the e-mail as typed; booking lower-cases it: compare lower-cased on both sides.
const emailIs = (
  column: typeof paymentOrders.customerEmail | typeof paymentPlans.customerEmail,
  email: string,
) => sql`lower(${column}) = ${email}`;

/** Orders that never reached the customer as something to pay (the provider could not open the checkout). */
const reachedCustomer: SQL = or(
  ne(paymentOrders.status, 'failed'),
  isNull(paymentOrders.flag),
  ne(paymentOrders.flag, 'checkout_failed'),
)!;

/** GET /api/me/payments: the person's payments and payment plans, newest first, at most 50 of each. */
export async function myPayments(env: PaymentsEnv, viewer: Viewer): Promise<MyPayments> {
  // Orders and plans carry no user id: the e-mail is the only link, and it counts only once the account's
  // address is proven (auth's provenEmailOf, ADR 031). Null: nothing is theirs.
  const email = await provenEmailOf(env.db, viewer.userId);
  if (!email) return { payments: [], plans: [] };
  const [orders, plans] = await Promise.all([
    env.db
      .select()
      .from(paymentOrders)
      .where(and(emailIs(paymentOrders.customerEmail, email), reachedCustomer))
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(MY_PAYMENTS_LIMIT),
    env.db
      .select()
      .from(paymentPlans)
      .where(emailIs(paymentPlans.customerEmail, email))
      .orderBy(desc(paymentPlans.createdAt), desc(paymentPlans.id))
      .limit(MY_PAYMENTS_LIMIT),
  ]);
  const [summaries, labels, cores] = await Promise.all([
    describeOrders(env, orders),
    planLabelsOf(env.db, orders),
    planCores(env, env.db, plans),
  ]);
  const payment = (o: PaymentOrderRow): MyPayment => {
    const summary = summaries.get(o.id);
    return {
      reference: o.reference,
      status: o.status as MyPayment['status'],
      purpose: o.purpose as MyPayment['purpose'],
      amountMinor: o.amountMinor,
      currency: o.currency,
      refundedMinor: o.refundedMinor,
      method: (o.method as MyPayment['method']) ?? null,
      receiptNumber: o.receiptNumber,
      createdAt: o.createdAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
      appointment:
        summary && !summary.stay
          ? { serviceName: summary.serviceName, start: summary.start, timeZone: summary.timeZone }
          : null,
      stay: summary?.stay ?? null,
      plan: labels.get(o.id) ?? null,
    };
  };
  return { payments: orders.map(payment), plans: cores.map((c) => c.core) };
}
