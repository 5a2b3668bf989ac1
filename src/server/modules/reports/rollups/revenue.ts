import type { DayRange, ReportBucket, RevenueTotals } from '@contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { bucketOf, localDay, rows } from '../figures/common';
import {
  keyedRevenueLines,
  revenueFromGroups,
  revenueGroupingSets,
  revenueGroups,
  sums,
  toTotals,
  type GroupedRow,
  type RevenueFigures,
} from '../figures/revenue';
import { dayArray, readRanges, type Recompute } from './days';

/*
 * Revenue from its rollup: per day, provider, purpose and service key, the sums of the same lines the fresh
 * computation reads (figures/revenue.ts keyedRevenueLines). Names are not stored: a renamed service or
 * property shows its name now, joined when the report is read.
 */

/** What the family's rollup rows are: its inserts for the stale days (hashed into its fingerprint). */
export const recompute: Recompute = (days, runs) => sql`
  insert into report_revenue_days
    (day, provider, purpose, service_key, paid_minor, refunded_minor, payments, refunds)
  select l.day, l.provider, l.purpose, l.service_key, ${sums}
  from (select k.*, ${localDay(sql`k.at`)} as day from (${keyedRevenueLines(readRanges(runs))}) k) l
  where l.day = any(${dayArray(days)})
  group by l.day, l.provider, l.purpose, l.service_key`;

/** The rollup rows of a range as lines (the columns the grouping sets read), each with its bucket. */
function rolledLines(range: DayRange, bucket: ReportBucket): SQL {
  return sql`
    select r.provider, r.purpose, r.service_key, r.paid_minor as paid, r.refunded_minor as refunded,
      r.payments, r.refunds, ${bucketOf(sql`r.day::timestamp`, bucket)} as bucket
    from report_revenue_days r where r.day between ${range.from}::date and ${range.to}::date`;
}

export async function rolledRevenueTotals(db: Db, range: DayRange): Promise<RevenueTotals> {
  const [row] = await rows<GroupedRow>(db, sql`select ${sums} from (${rolledLines(range, 'day')}) l`);
  return toTotals(row);
}

export async function rolledRevenueFigures(
  db: Db,
  range: DayRange,
  bucket: ReportBucket,
): Promise<RevenueFigures> {
  const found = await rows<GroupedRow>(
    db,
    sql`
    select x.*,
      case when x.service_key = 'stay' then rs.property_name else s.name->>'es' end as name_es,
      case when x.service_key = 'stay' then rs.property_name else s.name->>'en' end as name_en
    from (select ${revenueGroups} from (${rolledLines(range, bucket)}) l group by ${revenueGroupingSets}) x
    left join services s on s.id::text = x.service_key
    left join rental_settings rs on rs.id = 1`,
  );
  return revenueFromGroups(found, range, bucket);
}
