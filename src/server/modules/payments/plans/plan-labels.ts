import { count, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { paymentPlanInstalments, paymentPlans, type PaymentOrderRow } from '../schema';

/** The plan of each order (for the admin payments list: "instalment 2 of 3"). */
export async function planLabelsOf(
  db: DbOrTx,
  orders: PaymentOrderRow[],
): Promise<Map<string, { reference: string; seq: number; count: number }>> {
  const planIds = [...new Set(orders.map((o) => o.planId).filter((id): id is string => Boolean(id)))];
  if (!planIds.length) return new Map();
  const plans = await db
    .select({ id: paymentPlans.id, reference: paymentPlans.reference })
    .from(paymentPlans)
    .where(inArray(paymentPlans.id, planIds));
  const counts = await db
    .select({ planId: paymentPlanInstalments.planId, n: count() })
    .from(paymentPlanInstalments)
    .where(inArray(paymentPlanInstalments.planId, planIds))
    .groupBy(paymentPlanInstalments.planId);
  const found = new Map<string, { reference: string; seq: number; count: number }>();
  for (const order of orders) {
    const plan = plans.find((p) => p.id === order.planId);
    if (!plan || !order.instalmentSeq) continue;
    const n = Number(counts.find((c) => c.planId === plan.id)?.n ?? 0);
    found.set(order.id, { reference: plan.reference, seq: order.instalmentSeq, count: n });
  }
  return found;
}
