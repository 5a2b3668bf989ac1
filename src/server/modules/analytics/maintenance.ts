import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { enqueueJob, type DbOrTx } from '../../platform/jobs/queue';
import type { JobHandler, JobHandlers } from '../../platform/jobs/runner';
import { rowsOf } from '../../platform/rate-limit';
import { ANALYTICS_COMBINATION_JOB, combinationJobHandler, forgetOldCombinations } from './combinations';
import { dayStart } from './report';
import { lastFinalDay, rollDays } from './rollups';
import { analyticsDay, deletePastSalts } from './salts';
import { loadAnalyticsSettings } from './settings';

/*
 * Hourly upkeep, chained like the digest check (each run plans the next hour first; the dedupe key names the
 * hour, so every instance may plan it and one runs it): delete past days' salts (ADR 038), roll the days that
 * became final (ADR 045: a few minutes past the hour, so the run after midnight rolls the day just over and
 * no report request ever rolls), and delete raw rows older than the retention setting — only days rolled
 * both ways, so the rollups keep every figure the report reads unfiltered or with one filter (ADR 039); and
 * forget the filter combinations not asked for in a while (ADR 062). The combinations' own job is here too.
 */

export const ANALYTICS_MAINTENANCE_JOB = 'analytics.maintenance';
const HOUR_MS = 3_600_000;
/** Past the hour: later than rollups.ts's margin for a day's last buffered views (5 minutes). */
const RUN_AFTER_HOUR_MS = 6 * 60_000;

export async function planAnalyticsMaintenance(db: DbOrTx, at: Date): Promise<void> {
  const bucket = Math.floor(at.getTime() / HOUR_MS);
  await enqueueJob(db, {
    kind: ANALYTICS_MAINTENANCE_JOB,
    payload: { bucket },
    runAt: new Date(bucket * HOUR_MS + RUN_AFTER_HOUR_MS),
    dedupeKey: `${ANALYTICS_MAINTENANCE_JOB}:${bucket}`,
    maxAttempts: 5,
  });
}

export interface MaintenanceResult {
  saltsDeleted: number;
  daysRolled: number;
  /** Days still to roll (a long backfill is split into runs shorter than the job's lease). */
  moreToRoll: boolean;
  pageviewsDeleted: number;
  visitsDeleted: number;
  /** Filter combinations not asked for in a while, whose rollups went with them (ADR 062). */
  combinationsForgotten: number;
}

/** How long one run rolls before leaving the rest to a follow-up run (the job runner's lease is 120 s). */
const ROLL_BUDGET_MS = 60_000;

export async function runAnalyticsMaintenance(
  db: Db,
  now: Date,
  rollBudgetMs = ROLL_BUDGET_MS,
): Promise<MaintenanceResult> {
  const today = analyticsDay(now);
  const saltsDeleted = await deletePastSalts(db, today);
  const finalTo = lastFinalDay(today, now, dayStart);
  const [oldest] = rowsOf<{ day: string | null }>(
    await db.execute(sql`select min(day)::text as day from analytics_visits`),
  );
  const roll = oldest?.day
    ? await rollDays(db, oldest.day, finalTo, new Date(Date.now() + rollBudgetMs))
    : { rolled: 0, more: false };
  const { retentionDays } = await loadAnalyticsSettings(db);
  const cutoff = new Date(Date.parse(`${today}T00:00:00Z`) - retentionDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const rolled = sql`exists (select 1 from analytics_rolled_days r where r.day = t.day and r.filtered)`;
  const pageviews = rowsOf<{ n: number }>(
    await db.execute(sql`with d as (delete from analytics_pageviews t where t.day < ${cutoff}::date and ${rolled}
      returning 1) select count(*)::int as n from d`),
  );
  const visits = rowsOf<{ n: number }>(
    await db.execute(sql`with d as (delete from analytics_visits t where t.day < ${cutoff}::date and ${rolled}
      returning 1) select count(*)::int as n from d`),
  );
  const combinationsForgotten = await forgetOldCombinations(db, now);
  return {
    saltsDeleted,
    daysRolled: roll.rolled,
    moreToRoll: roll.more,
    pageviewsDeleted: Number(pageviews[0]?.n ?? 0),
    visitsDeleted: Number(visits[0]?.n ?? 0),
    combinationsForgotten,
  };
}

export function analyticsJobHandlers(deps: { db: Db; clock?: () => Date }): JobHandlers {
  const handler: JobHandler = async () => {
    const now = deps.clock?.() ?? new Date();
    await planAnalyticsMaintenance(deps.db, new Date(now.getTime() + HOUR_MS));
    const result = await runAnalyticsMaintenance(deps.db, now);
    // A backfill longer than one run goes on at once in a follow-up job, not an hour later.
    if (result.moreToRoll)
      await enqueueJob(deps.db, {
        kind: ANALYTICS_MAINTENANCE_JOB,
        payload: { followUp: now.getTime() },
        dedupeKey: `${ANALYTICS_MAINTENANCE_JOB}:more:${now.getTime()}`,
        maxAttempts: 5,
      });
  };
  return {
    [ANALYTICS_MAINTENANCE_JOB]: handler,
    [ANALYTICS_COMBINATION_JOB]: combinationJobHandler({ db: deps.db }),
  };
}
