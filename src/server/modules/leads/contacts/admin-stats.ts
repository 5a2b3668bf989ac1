import { isCalendarDay } from '@contracts/calendar-day';
import { leadStatuses, type LeadFilters, type LeadStats, type LeadStatus } from '@contracts/leads';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { BUSINESS_TZ, dateBound, leadConditions, outerLeadId, ownActivity } from './admin-query';
import { leads } from '../schema';

const DAY = 86_400_000;
const MAX_PERIODS = 120;

/** A YYYY-MM-DD day in Mexico City: the value itself, or the day of an ISO date-time. */
function businessDay(value: string | Date): string {
  if (isCalendarDay(value)) return value;
  return new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TZ }).format(new Date(value));
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;
const dayString = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

/** The first day of each week (Monday) or month between two days, both included. */
export function periodStarts(from: string, to: string, unit: 'week' | 'month'): string[] {
  const starts: string[] = [];
  if (unit === 'week') {
    const first = dayNumber(from);
    // 1970-01-01 was a Thursday: day n is a Monday when (n + 3) % 7 === 0.
    let n = first - ((((first + 3) % 7) + 7) % 7);
    for (; n <= dayNumber(to); n += 7) starts.push(dayString(n));
  } else {
    let [y, m] = from.split('-').map(Number) as [number, number];
    const last = to.slice(0, 7);
    for (;;) {
      const month = `${y}-${String(m).padStart(2, '0')}`;
      if (month > last) break;
      starts.push(`${month}-01`);
      m += 1;
      if (m > 12) [y, m] = [y + 1, 1];
    }
  }
  return starts.slice(-MAX_PERIODS);
}

/** KPIs, the status funnel and activity per source over time, for the filtered leads. */
export async function leadStats(db: Db, filters: LeadFilters, now = new Date()): Promise<LeadStats> {
  const where = leadConditions(filters);
  const rows = await db
    .select({
      status: leads.status,
      sources: leads.sources,
      recent: sql<boolean>`${leads.createdAt} >= ${now.toISOString()}::timestamptz - interval '7 days'`,
      history: sql<string[] | null>`array(select e.data->>'to' from lead_events e
        where e.lead_id = ${outerLeadId} and e.kind = 'lead.status')`,
    })
    .from(leads)
    .where(where);

  const byStatus = Object.fromEntries(leadStatuses.map((s) => [s, 0])) as Record<LeadStatus, number>;
  const reached = { ...byStatus };
  const bySource: Record<string, number> = {};
  let newThisWeek = 0;
  for (const row of rows) {
    const status = row.status as LeadStatus;
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    const ever = new Set<string>([status, ...(row.history ?? [])]);
    reached.new += 1;
    if (['contacted', 'qualified', 'won'].some((s) => ever.has(s))) reached.contacted += 1;
    if (['qualified', 'won'].some((s) => ever.has(s))) reached.qualified += 1;
    if (ever.has('won')) reached.won += 1;
    if (ever.has('lost')) reached.lost += 1;
    for (const source of row.sources) bySource[source] = (bySource[source] ?? 0) + 1;
    if (row.recent === true) newThisWeek += 1;
  }

  // Activity: the dates bound the events themselves (last 12 weeks by default), the other filters the leads.
  const today = businessDay(now);
  const toDay = filters.to ? businessDay(filters.to) : today;
  const fromDay = filters.from ? businessDay(filters.from) : dayString(dayNumber(toDay) - 83);
  const unit = dayNumber(toDay) - dayNumber(fromDay) <= 183 ? 'week' : 'month';
  const starts = fromDay <= toDay ? periodStarts(fromDay, toDay, unit) : [];
  const periods = starts.map((start) => ({ start, counts: {} as Record<string, number> }));
  if (starts.length > 0) {
    const eventTime = sql`e.created_at`;
    const leadWhere = leadConditions({ ...filters, from: undefined, to: undefined });
    // Literals, not parameters: the select and the group by must be the same expression to PostgreSQL.
    const local = sql.raw(`(e.created_at at time zone '${BUSINESS_TZ}')`);
    const period = sql<string>`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${local}), 'YYYY-MM-DD')`;
    const counted = await db
      .select({ period, source: sql<string>`e.source`, count: sql<number>`count(*)::int` })
      .from(leads)
      .innerJoin(sql`lead_events e`, sql`e.lead_id = ${leads.id}`)
      .where(
        and(
          leadWhere,
          ownActivity,
          dateBound(eventTime, starts[0]!, 'from'),
          dateBound(eventTime, toDay, 'to'),
        ),
      )
      .groupBy(period, sql`e.source`);
    const index = new Map(periods.map((p) => [p.start, p]));
    for (const row of counted) {
      const target = index.get(row.period);
      if (target) target.counts[row.source] = (target.counts[row.source] ?? 0) + Number(row.count);
    }
  }
  return {
    total: rows.length,
    newThisWeek,
    bySource,
    byStatus,
    reached,
    activity: { unit, periods },
  };
}
