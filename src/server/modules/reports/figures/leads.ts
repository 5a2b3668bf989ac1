import { leadStatuses } from '@contracts/leads';
import { funnelStages, type DayRange, type ReportBucket, type leadReportSchema } from '@contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import { bucketOf, fillSeries, localTime, num, ratio, rows, within, type Span } from './common';

/*
 * Leads (contracts/reports.ts): the leads created in the period. How far each got in the funnel is the
 * furthest stage among its status now and every status its 'lead.status' events moved it from or to, so a
 * lead lost after qualifying still counts as contacted and qualified.
 */

type LeadReport = z.infer<typeof leadReportSchema>;
export type LeadFigures = Omit<LeadReport, 'previous'>;
export type LeadTotals = LeadReport['totals'];

/** The funnel's stages ranked (lost is no stage; it ranks as new). */
const stageRank = (status: SQL) =>
  sql`(case ${status} when 'contacted' then 1 when 'qualified' then 2 when 'won' then 3 else 0 end)`;

/** How far each lead got and when it first became won, from its 'lead.status' events. */
const statusHistory = sql`select max(greatest(${stageRank(sql`e.data->>'from'`)}, ${stageRank(sql`e.data->>'to'`)})) as reached,
  min(e.created_at) filter (where e.data->>'to' = 'won') as won_at`;

export function createdLeads(range: Span, bucket: ReportBucket): SQL {
  const days = 'from' in range ? range.days : range.reduce((n, r) => n + r.days, 0);
  // A short period probes each of its leads' events (lead_events_lead_idx); a long one (most leads) reads the
  // events once, grouped by lead — measured faster past a year, slower for a month (ADR 027).
  const history =
    days > 366
      ? sql`left join (${statusHistory}, e.lead_id from lead_events e where e.kind = 'lead.status'
          group by e.lead_id) ev on ev.lead_id = l.id`
      : sql`left join lateral (${statusHistory} from lead_events e
          where e.lead_id = l.id and e.kind = 'lead.status') ev on true`;
  return sql`
    select l.status, coalesce(l.sources[1], 'unknown') as source,
      ${bucketOf(localTime(sql`l.created_at`), bucket)} as bucket,
      greatest(${stageRank(sql`l.status`)}, coalesce(ev.reached, 0)) as reached,
      extract(epoch from ev.won_at - l.created_at) / 86400 as days_to_win
    from leads l
    ${history}
    where ${within(sql`l.created_at`, range)}`;
}

export interface CountRow {
  created: unknown;
  contacted: unknown;
  qualified: unknown;
  won: unknown;
  median_days: unknown;
}

const counts = sql`count(*) as created,
  count(*) filter (where c.reached >= 1) as contacted,
  count(*) filter (where c.reached >= 2) as qualified,
  count(*) filter (where c.reached >= 3) as won,
  percentile_cont(0.5) within group (order by c.days_to_win) filter (where c.days_to_win is not null)
    as median_days`;

/** won: the leads that reached won (the funnel's last stage), whatever their status now. */
export function toTotals(row: CountRow | undefined): LeadTotals {
  const created = num(row?.created);
  const won = num(row?.won);
  const median = row?.median_days;
  return {
    created,
    won,
    conversionRate: ratio(won, created),
    medianDaysToWin:
      median === null || median === undefined ? null : Math.max(0, Math.round(num(median) * 10) / 10),
  };
}

export async function leadTotals(db: Db, range: DayRange): Promise<LeadTotals> {
  const [row] = await rows<CountRow>(
    db,
    sql`with c as (${createdLeads(range, 'day')}) select ${counts} from c`,
  );
  return toTotals(row);
}

export interface GroupedRow extends CountRow {
  g: unknown;
  source: string | null;
  status: string | null;
  bucket: string | null;
}

// grouping(source, status, bucket): a bit set for each column left out of the set.
const GROUPED_BY = { total: 7, source: 3, status: 5, bucket: 6 } as const;

/** Totals, by source, by status, the funnel and the series, in one pass (grouping sets). */
export async function leadFigures(db: Db, range: DayRange, bucket: ReportBucket): Promise<LeadFigures> {
  const found = await rows<GroupedRow>(
    db,
    sql`
    with c as (${createdLeads(range, bucket)})
    select grouping(c.source, c.status, c.bucket) as g, c.source, c.status, c.bucket, ${counts}
    from c group by grouping sets ((), (c.source), (c.status), (c.bucket))`,
  );
  return leadsFromGroups(found, range, bucket);
}

/** The figures from the grouping sets' rows (fresh from the leads or summed from the rollups). */
export function leadsFromGroups(found: GroupedRow[], range: DayRange, bucket: ReportBucket): LeadFigures {
  const of = (g: number) => found.filter((row) => num(row.g) === g);
  const total = of(GROUPED_BY.total)[0];
  const byStatus = new Map(of(GROUPED_BY.status).map((r) => [r.status!, num(r.created)]));
  const reached = {
    new: num(total?.created),
    contacted: num(total?.contacted),
    qualified: num(total?.qualified),
    won: num(total?.won),
  };
  const points = new Map(of(GROUPED_BY.bucket).map((r) => [r.bucket!, { created: num(r.created) }]));
  return {
    totals: toTotals(total),
    bySource: of(GROUPED_BY.source)
      .map((r) => ({ key: r.source!, count: num(r.created) }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
    byStatus: leadStatuses.map((key) => ({ key, count: byStatus.get(key) ?? 0 })),
    funnel: funnelStages.map((stage, index) => ({
      stage,
      count: reached[stage],
      rate: index === 0 ? null : ratio(reached[stage], reached[funnelStages[index - 1]!]),
    })),
    series: fillSeries(range, bucket, points, { created: 0 }),
  };
}
