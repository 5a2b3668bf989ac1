import type {
  DayRange,
  ReportBucket,
  RevenueTotals,
  revenuePointSchema,
  revenueRowSchema,
  revenueServiceRowSchema,
} from '@contracts/reports';
import type { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { bucketOf, fillSeries, localTime, num, rows, within, type Span } from './common';

/*
 * Revenue (contracts/reports.ts): what was paid in the period and what was given back in it. Every money
 * movement is one line — an order's payment at its paid_at, a refund that succeeded at its created_at — and
 * every figure is a sum over those lines. payment_refunds is the only refund ledger: recording a manual refund
 * (payments/manual-refunds.ts recordManualRefund) writes a succeeded payment_refunds row too, so reading
 * payment_manual_refunds as well would count it twice.
 */

type RevenueRow = z.infer<typeof revenueRowSchema>;
type RevenueServiceRow = z.infer<typeof revenueServiceRowSchema>;
type RevenuePoint = z.infer<typeof revenuePointSchema>;

export interface RevenueFigures {
  totals: RevenueTotals;
  byProvider: RevenueRow[];
  byService: RevenueServiceRow[];
  byPurpose: RevenueRow[];
  series: RevenuePoint[];
}

/**
 * The period's money lines with their order's provider, purpose and subject. A payment takes them from its own
 * row; only the (few) refunds join back to their order, so no period reads every order.
 */
function revenueLines(range: Span): SQL {
  return sql`
    select o.paid_at as at, o.amount_minor::bigint as paid, 0::bigint as refunded, 1 as payments, 0 as refunds,
      o.provider, o.purpose, o.appointment_id, o.stay_id, o.plan_id
    from payment_orders o where ${within(sql`o.paid_at`, range)}
    union all
    select r.created_at, 0, r.amount_minor, 0, 1, o.provider, o.purpose, o.appointment_id, o.stay_id, o.plan_id
    from payment_refunds r join payment_orders o on o.id = r.order_id
    where r.status = 'succeeded' and ${within(sql`r.created_at`, range)}`;
}

interface SumRow {
  paid: unknown;
  refunded: unknown;
  payments: unknown;
  refunds: unknown;
}

export const sums = sql`coalesce(sum(l.paid), 0) as paid, coalesce(sum(l.refunded), 0) as refunded,
  coalesce(sum(l.payments), 0) as payments, coalesce(sum(l.refunds), 0) as refunds`;

export function toTotals(row: SumRow | undefined): RevenueTotals {
  const paidMinor = num(row?.paid);
  const refundedMinor = num(row?.refunded);
  return {
    paidMinor,
    refundedMinor,
    netMinor: paidMinor - refundedMinor,
    payments: num(row?.payments),
    refunds: num(row?.refunds),
  };
}

/** Paid, refunded and net over a run of Mexico City days (the overview's month-to-date card uses it too). */
export async function revenueTotals(db: Db, range: DayRange): Promise<RevenueTotals> {
  const [row] = await rows<SumRow>(db, sql`with l as (${revenueLines(range)}) select ${sums} from l`);
  return toTotals(row);
}

export interface GroupedRow extends SumRow {
  g: unknown;
  provider: string | null;
  purpose: string | null;
  service_key: string | null;
  name_es: string | null;
  name_en: string | null;
  bucket: string | null;
}

/**
 * The lines with the key they count under by service: 'stay', the appointment's service id, or 'none'. A
 * later instalment counts under its plan's appointment or stay.
 */
export function keyedRevenueLines(range: Span): SQL {
  return sql`
    select l.*,
      case when coalesce(l.stay_id, p.stay_id) is not null then 'stay'
        when s.id is not null then s.id::text else 'none' end as service_key,
      case when coalesce(l.stay_id, p.stay_id) is not null then rs.property_name else s.name->>'es' end as name_es,
      case when coalesce(l.stay_id, p.stay_id) is not null then rs.property_name else s.name->>'en' end as name_en
    from (${revenueLines(range)}) l
    left join payment_plans p on p.id = l.plan_id
    left join appointments a on a.id = coalesce(l.appointment_id, p.appointment_id)
    left join services s on s.id = a.service_id
    left join rental_settings rs on rs.id = 1`;
}

/** The grouping sets every revenue figure reads (over `l`: lines or rollup rows with a bucket). */
export const revenueGroups = sql`grouping(l.provider, l.purpose, l.service_key, l.bucket) as g,
  l.provider, l.purpose, l.service_key, l.bucket, ${sums}`;
export const revenueGroupingSets = sql`grouping sets ((), (l.provider), (l.purpose), (l.service_key), (l.bucket))`;

// grouping(provider, purpose, service_key, bucket) has a bit set for each column left out of the set.
const GROUPED_BY = { total: 15, provider: 7, purpose: 11, service: 13, bucket: 14 } as const;

/** Every revenue figure of a period in one pass: totals, by provider, by purpose, by service and per bucket. */
export async function revenueFigures(db: Db, range: DayRange, bucket: ReportBucket): Promise<RevenueFigures> {
  const found = await rows<GroupedRow>(
    db,
    sql`
    select ${revenueGroups}, max(l.name_es) as name_es, max(l.name_en) as name_en
    from (select k.*, ${bucketOf(localTime(sql`k.at`), bucket)} as bucket from (${keyedRevenueLines(range)}) k) l
    group by ${revenueGroupingSets}`,
  );
  return revenueFromGroups(found, range, bucket);
}

/** The figures from the grouping sets' rows (fresh from the lines or summed from the rollups). */
export function revenueFromGroups(
  found: GroupedRow[],
  range: DayRange,
  bucket: ReportBucket,
): RevenueFigures {
  const of = (g: number) => found.filter((row) => num(row.g) === g);
  const row = (key: string, r: SumRow) => ({ key, ...toTotals(r) });
  const byPaid = <T extends RevenueTotals & { key: string }>(a: T, b: T) =>
    b.paidMinor - a.paidMinor || b.refundedMinor - a.refundedMinor || a.key.localeCompare(b.key);
  const points = new Map(
    of(GROUPED_BY.bucket).map((r) => {
      const t = toTotals(r);
      return [r.bucket!, { paidMinor: t.paidMinor, refundedMinor: t.refundedMinor, netMinor: t.netMinor }];
    }),
  );
  return {
    totals: toTotals(of(GROUPED_BY.total)[0]),
    byProvider: of(GROUPED_BY.provider)
      .map((r) => row(r.provider!, r))
      .sort(byPaid),
    byPurpose: of(GROUPED_BY.purpose)
      .map((r) => row(r.purpose!, r))
      .sort(byPaid),
    byService: of(GROUPED_BY.service)
      .map((r) => ({
        ...row(r.service_key!, r),
        kind: r.service_key === 'stay' ? ('stay' as const) : ('service' as const),
        // A deleted appointment or service leaves no name to show.
        name: { es: r.name_es ?? '—', en: r.name_en ?? '—' },
      }))
      .sort(byPaid),
    series: fillSeries(range, bucket, points, { paidMinor: 0, refundedMinor: 0, netMinor: 0 }),
  };
}
