import { OVERVIEW_ITEMS, type OverviewPayments, type OverviewRevenue } from '@contracts/overview';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { revenueTotals } from './figures/revenue';
import { dayStartIso, iso, num, query, type OverviewDays } from './overview-days';

/*
 * The overview's payments card (what is stuck or owed) and its revenue card, which asks the reports' own
 * revenue figures so /admin and /admin/reports can never disagree.
 */

/** An instalment is overdue in an active plan once its due date passed unpaid (payments/plans.ts planStatusOf). */
const overdueInstalment = (now: string) =>
  sql`p.status = 'active' and i.status = 'due' and i.due_at <= ${now}::timestamptz`;

/** A manual refund still owed: pending, and its order not meanwhile refunded in full by other means. */
const owedRefund = sql`m.status = 'pending' and o.status <> 'refunded' and o.refunded_minor < o.amount_minor`;

/** The order of the items: the most urgent kind first. */
const urgency = sql`case m.kind when 'overdue_instalment' then 0 when 'manual_refund' then 1
  when 'failed' then 2 else 3 end`;

export async function paymentsCard(db: Db, days: OverviewDays, now: Date): Promise<OverviewPayments> {
  const at = now.toISOString();
  const since = dayStartIso(days.paymentsFrom);
  const stuck = sql`o.status in ('pending', 'failed') and o.created_at >= ${since}::timestamptz`;
  const [orders, plans, refunds, items] = await Promise.all([
    query<{ pending: unknown; pending_minor: unknown; failed: unknown }>(
      db,
      sql`select count(*) filter (where o.status = 'pending') as pending,
        coalesce(sum(o.amount_minor) filter (where o.status = 'pending'), 0) as pending_minor,
        count(*) filter (where o.status = 'failed') as failed
      from payment_orders o where ${stuck}`,
    ),
    query<{ plans: unknown; minor: unknown }>(
      db,
      sql`select count(distinct p.id) as plans, coalesce(sum(i.amount_minor), 0) as minor
      from payment_plans p join payment_plan_instalments i on i.plan_id = p.id
      where ${overdueInstalment(at)}`,
    ),
    query<{ refunds: unknown; minor: unknown }>(
      db,
      sql`select count(*) as refunds, coalesce(sum(m.amount_minor), 0) as minor
      from payment_manual_refunds m join payment_orders o on o.id = m.order_id where ${owedRefund}`,
    ),
    query<{
      kind: OverviewPayments['items'][number]['kind'];
      id: string;
      name: string;
      minor: unknown;
      at: unknown;
    }>(
      db,
      sql`select * from (
        select 'overdue_instalment' as kind, p.id, p.customer_name as name, sum(i.amount_minor) as minor,
          min(i.due_at) as at
        from payment_plans p join payment_plan_instalments i on i.plan_id = p.id
        where ${overdueInstalment(at)} group by p.id, p.customer_name
        union all
        select 'manual_refund', o.id, o.customer_name, m.amount_minor, m.created_at
        from payment_manual_refunds m join payment_orders o on o.id = m.order_id where ${owedRefund}
        union all
        select o.status, o.id, o.customer_name, o.amount_minor, o.created_at
        from payment_orders o where ${stuck}
      ) m order by ${urgency}, m.at, m.id limit ${OVERVIEW_ITEMS}`,
    ),
  ]);
  return {
    paymentsFrom: days.paymentsFrom,
    pending: num(orders[0]?.pending),
    pendingMinor: num(orders[0]?.pending_minor),
    failed: num(orders[0]?.failed),
    overduePlans: num(plans[0]?.plans),
    overdueMinor: num(plans[0]?.minor),
    manualRefunds: num(refunds[0]?.refunds),
    manualRefundsMinor: num(refunds[0]?.minor),
    items: items.map((m) => ({
      kind: m.kind,
      id: m.id,
      customerName: m.name,
      amountMinor: num(m.minor),
      at: iso(m.at),
    })),
  };
}

export async function revenueCard(db: Db, days: OverviewDays): Promise<OverviewRevenue> {
  const [current, previous] = await Promise.all([
    revenueTotals(db, days.month),
    revenueTotals(db, days.lastMonth),
  ]);
  return { period: days.month, comparison: days.lastMonth, current, previous };
}
