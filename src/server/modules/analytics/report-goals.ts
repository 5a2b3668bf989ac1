import { analyticsGoals, funnelSteps, type AnalyticsGoal, type AnalyticsReport } from '@contracts/analytics';
import type { DayRange } from '@contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/jobs/queue';
import { rowsOf } from '../../platform/rate-limit';

/*
 * Goals and the funnel of a period. A goal is linked to the visits that led to it through its visitor id
 * (the request's own, or the booking's for a paid goal); with filters, only goals of visitors whose visits in
 * the period match them count. Goals are few, so they are read raw: each probes the visits' visitor index.
 */

/** Which goals reach each funnel step (a completed diagnostic carries name and e-mail: it is a lead). */
const STEP_GOALS: Record<Exclude<(typeof funnelSteps)[number], 'visit'>, string[]> = {
  diagnostic: ['diagnostic_started', 'diagnostic_completed'],
  lead: ['contact_sent', 'diagnostic_completed'],
  booking: ['booking_made', 'stay_booked'],
  paid: ['payment_paid', 'stay_paid'],
};
const stepValues = sql.raw(
  Object.entries(STEP_GOALS)
    .flatMap(([step, goals]) => goals.map((goal) => `('${goal}', '${step}')`))
    .join(', '),
);

export type GoalRows = Map<AnalyticsGoal, { visitors: number; conversions: number }>;
export type FunnelReached = Partial<Record<Exclude<(typeof funnelSteps)[number], 'visit'>, number>>;

/**
 * Whether the goal's visitor has a visit in the period matching the filters: a probe of the visits' visitor
 * index per goal. `offset 0` keeps PostgreSQL from turning the test into a hash semi-join, which hashed every
 * visit of the period matching the filters (200 000 for a year by device: 160–350 ms of CPU, against ~20 ms
 * for the probes of the year's 4 000 goals; ADR 055) — goals are far fewer than visits.
 */
const visitedInPeriod = (period: DayRange, conditions: SQL) => sql`exists (select 1 from analytics_visits v
  where v.visitor_id = g.visitor_id and v.day between ${period.from}::date and ${period.to}::date and ${conditions}
  offset 0)`;

/** Per goal, the visitors who reached it in the period (matching the filters) and its conversions. */
export async function goalRows(
  db: DbOrTx,
  period: DayRange,
  conditions: SQL,
  filtered: boolean,
): Promise<GoalRows> {
  const rows = rowsOf<{ goal: AnalyticsGoal; visitors: number; conversions: number }>(
    await db.execute(sql`
      select g.goal, (count(distinct g.visitor_id))::int as visitors, count(*)::int as conversions
      from analytics_goals g
      where g.day between ${period.from}::date and ${period.to}::date and g.goal <> 'stay_booked'
        ${filtered ? sql`and g.visitor_id is not null and ${visitedInPeriod(period, conditions)}` : sql``}
      group by g.goal`),
  );
  return new Map(
    rows.map((r) => [r.goal, { visitors: Number(r.visitors), conversions: Number(r.conversions) }]),
  );
}

/**
 * Visitors of the period's visits who reached a step and every step before it, then or later (a payment
 * may come days after). A step reached without the earlier ones (a booking without a diagnostic, the
 * payment of a booking made before the period) counts in the goals, not here (ADR 049's addendum).
 */
export async function funnelReached(
  db: DbOrTx,
  period: DayRange,
  periodStart: Date,
  conditions: SQL,
): Promise<FunnelReached> {
  const [reached] = rowsOf<Record<Exclude<(typeof funnelSteps)[number], 'visit'>, number>>(
    await db.execute(sql`
      select
        (count(*) filter (where r.diagnostic))::int as diagnostic,
        (count(*) filter (where r.diagnostic and r.lead))::int as lead,
        (count(*) filter (where r.diagnostic and r.lead and r.booking))::int as booking,
        (count(*) filter (where r.diagnostic and r.lead and r.booking and r.paid))::int as paid
      from (
        select g.visitor_id,
          bool_or(s.step = 'diagnostic') as diagnostic, bool_or(s.step = 'lead') as lead,
          bool_or(s.step = 'booking') as booking, bool_or(s.step = 'paid') as paid
        from analytics_goals g join (values ${stepValues}) as s(goal, step) on s.goal = g.goal
        where g.visitor_id is not null and g.at >= ${periodStart.toISOString()}::timestamptz
          and ${visitedInPeriod(period, conditions)}
        group by g.visitor_id
      ) r`),
  );
  return reached ?? {};
}

/** The report's goals and funnel from the two reads above and the period's visitors. */
export function goalsAndFunnel(
  byGoal: GoalRows,
  reached: FunnelReached,
  visitors: number,
): Pick<AnalyticsReport, 'goals' | 'funnel'> {
  return {
    goals: analyticsGoals.map((goal) => {
      const row = byGoal.get(goal);
      const reachedGoal = row?.visitors ?? 0;
      return {
        goal,
        visitors: reachedGoal,
        conversions: row?.conversions ?? 0,
        rate: visitors > 0 ? Math.min(1, reachedGoal / visitors) : null,
      };
    }),
    funnel: funnelSteps.map((step) => ({
      step,
      visitors: step === 'visit' ? visitors : Math.min(visitors, Number(reached[step] ?? 0)),
    })),
  };
}
