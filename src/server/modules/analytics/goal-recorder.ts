import { sql } from 'drizzle-orm';
import type { GoalEvent, RecordGoal } from '../../platform/goals';
import type { DbOrTx } from '../../platform/jobs/queue';
import { excludedReason } from './derive';
import { analyticsDay, saltOfDay, visitorIdOf } from './salts';

/*
 * The analytics side of platform/goals.ts. A goal caused by a request gets that request's visitor id (the
 * same hash the page views of that day got, so it links to the visit that led to it); a goal without one
 * (a payment webhook) takes the visitor of the earlier goal with the same reference (the booking). A request
 * with DNT or GPC records the goal with no visitor; a bot's records nothing. The same goal of the same
 * reference is recorded once (replays, double webhooks).
 */

/** Goals whose visitor a later goal of the same reference inherits. */
const ANCHOR_GOALS = ['booking_made', 'stay_booked', 'diagnostic_completed'];

export async function recordGoal(db: DbOrTx, event: GoalEvent, at: Date = new Date()): Promise<void> {
  const day = analyticsDay(at);
  const visitor = event.visitor;
  // A bot's download or form post is no conversion at all; DNT and GPC keep the goal but no visitor.
  if (visitor && excludedReason({ userAgent: visitor.userAgent, dnt: undefined, gpc: undefined }) === 'bot')
    return;
  const visitorId =
    visitor && !visitor.dnt && !visitor.gpc
      ? // The salt through the caller's transaction: PGlite has one connection, held by that transaction.
        visitorIdOf(await saltOfDay(db, day), visitor.ip, visitor.userAgent)
      : null;
  const reference = event.reference ?? null;
  const inherited =
    visitorId === null && reference !== null
      ? sql`(select visitor_id from analytics_goals
              where reference = ${reference} and visitor_id is not null
                and goal in (${sql.join(
                  ANCHOR_GOALS.map((g) => sql`${g}`),
                  sql`, `,
                )})
              order by at limit 1)`
      : sql`${visitorId === null ? null : visitorId.toString()}::bigint`;
  await db.execute(sql`
    insert into analytics_goals (goal, at, day, visitor_id, reference)
    select ${event.goal}, ${at.toISOString()}::timestamptz, ${day}::date, ${inherited}, ${reference}
    where ${reference}::text is null or not exists (
      select 1 from analytics_goals where goal = ${event.goal} and reference = ${reference})`);
}

/** The recorder app.ts hands to modules. */
export function goalRecorder(clock: () => Date = () => new Date()): RecordGoal {
  return (db, event) => recordGoal(db, event, clock());
}
