import type { DayRange, ReportBucket } from '@contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { bucketOf, rows } from '../figures/common';
import {
  createdLeads,
  leadsFromGroups,
  toTotals,
  type CountRow,
  type GroupedRow,
  type LeadFigures,
  type LeadTotals,
} from '../figures/leads';
import { dayArray, readRanges, type Recompute } from './days';

/*
 * Leads from their rollup: per creation day, first source, status now and furthest funnel stage, how many
 * leads, and the exact days each won lead took (the median is not additive). A status move or a new
 * 'lead.status' event marks the lead's creation day, so its row moves with it.
 */

/** What the family's rollup rows are: its inserts for the stale days (hashed into its fingerprint). */
export const recompute: Recompute = (days, runs) => sql`
  insert into report_lead_days (day, source, status, reached, created, days_to_win)
  select c.bucket::date, c.source, c.status, c.reached, count(*),
    coalesce(array_agg(c.days_to_win::double precision) filter (where c.days_to_win is not null), '{}')
  from (${createdLeads(readRanges(runs), 'day')}) c
  where c.bucket::date = any(${dayArray(days)})
  group by c.bucket::date, c.source, c.status, c.reached`;

function rolled(range: DayRange, bucket: ReportBucket): SQL {
  return sql`
    select r.source, r.status, r.reached, r.created, r.days_to_win,
      ${bucketOf(sql`r.day::timestamp`, bucket)} as bucket
    from report_lead_days r where r.day between ${range.from}::date and ${range.to}::date`;
}

/** The same counts as figures/leads.ts, as sums of the rollup's counts. */
const counts = sql`coalesce(sum(c.created), 0) as created,
  coalesce(sum(c.created) filter (where c.reached >= 1), 0) as contacted,
  coalesce(sum(c.created) filter (where c.reached >= 2), 0) as qualified,
  coalesce(sum(c.created) filter (where c.reached >= 3), 0) as won,
  (select median from m) as median_days`;

// unnest in the select list: one pass, not a function scan per row.
const median = sql`m as (select percentile_cont(0.5) within group (order by u.v) as median
  from (select unnest(c.days_to_win) as v from c) u)`;

export async function rolledLeadTotals(db: Db, range: DayRange): Promise<LeadTotals> {
  const [row] = await rows<CountRow>(
    db,
    sql`with c as (${rolled(range, 'day')}), ${median} select ${counts} from c`,
  );
  return toTotals(row);
}

export async function rolledLeadFigures(db: Db, range: DayRange, bucket: ReportBucket): Promise<LeadFigures> {
  const found = await rows<GroupedRow>(
    db,
    sql`
    with c as (${rolled(range, bucket)}), ${median}
    select grouping(c.source, c.status, c.bucket) as g, c.source, c.status, c.bucket, ${counts}
    from c group by grouping sets ((), (c.source), (c.status), (c.bucket))`,
  );
  return leadsFromGroups(found, range, bucket);
}
