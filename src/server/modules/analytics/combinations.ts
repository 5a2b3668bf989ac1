import { createHash } from 'node:crypto';
import { analyticsDimensions } from '@contracts/analytics';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { enqueueJob, type DbOrTx } from '../../platform/jobs/queue';
import type { JobHandler } from '../../platform/jobs/runner';
import { rowsOf } from '../../platform/rate-limit';
import { visitConditions, type Filters } from './filters';
import { visitFiguresOf } from './visit-figures';

/*
 * Rollups of filter combinations, made on demand (ADR 062). The rollups of ADR 045 hold one filter at a time;
 * rolling every pair in advance would multiply them by the number of values again, for pairs nobody looks at.
 * So a report with two filters or more asks for its combination: when the period has final days (rolled by
 * the maintenance job) that the combination lacks, it records the combination and queues a job, and answers
 * from the rollup it has plus the rest read live (visit-figures.ts), exact either way. The job rolls every final
 * day the combination lacks, the most recent first, in short transactions; rolled days never change, so a
 * combination's later reports read one index range plus today. Combinations not asked for in
 * FORGET_AFTER_DAYS are deleted by maintenance (asked again, they are rolled again, from the days whose visit rows
 * retention has kept).
 */

export const ANALYTICS_COMBINATION_JOB = 'analytics.roll-combination';
/** Days rolled per transaction: a year of a broad combination is a few short transactions. */
const DAYS_PER_ROLL = 62;
/** How long one job rolls before leaving the rest to a follow-up job (the runner's lease is 120 s). */
const ROLL_BUDGET_MS = 60_000;
export const FORGET_AFTER_DAYS = 90;

/** The filters in one canonical order; its hash names the combination. */
export function combinationOf(filters: Filters): { key: string; canonical: [string, string][] } {
  const canonical = analyticsDimensions
    .filter((d) => filters[d] !== undefined)
    .map((d) => [d, filters[d]!] as [string, string]);
  const key = createHash('sha256').update(JSON.stringify(canonical)).digest('base64url');
  return { key, canonical };
}

/**
 * Final days a combination can be rolled for: rolled by the maintenance job, and whose visit rows retention has
 * not deleted (rolled from nothing, a day would read zero where the combination may have had figures).
 */
const rollable = sql`r.filtered and r.day >= (select min(day) from analytics_visits)`;

/**
 * For a report over [from, to] (run in a short transaction of its own): marks the combination as asked for (at
 * most once a day: maintenance forgets those not asked for in FORGET_AFTER_DAYS), and when some of the period's
 * final days are not rolled for it yet, queues the job that rolls them — once per combination and last final day,
 * so every instance and both periods of a comparison may ask.
 */
export async function askForCombination(
  tx: DbOrTx,
  filters: Filters,
  range: { from: string; to: string },
): Promise<void> {
  const { key, canonical } = combinationOf(filters);
  await tx.execute(sql`
    update analytics_combinations set requested_at = now()
    where combination = ${key} and requested_at < now() - interval '1 day'`);
  const [state] = rowsOf<{ last: string | null; due: boolean }>(
    await tx.execute(sql`
      select (select max(day)::text from analytics_rolled_days where filtered) as last,
        exists (select 1 from analytics_rolled_days r
          where ${rollable} and r.day between ${range.from}::date and ${range.to}::date
            and not exists (select 1 from analytics_combination_days c
              where c.combination = ${key} and c.day = r.day)) as due`),
  );
  if (!state?.due) return;
  await tx.execute(sql`
    insert into analytics_combinations (combination, filters) values (${key}, ${JSON.stringify(canonical)}::jsonb)
    on conflict (combination) do update set requested_at = now()`);
  await enqueueJob(tx, {
    kind: ANALYTICS_COMBINATION_JOB,
    payload: { filters: Object.fromEntries(canonical) },
    dedupeKey: `${ANALYTICS_COMBINATION_JOB}:${key}:${state.last}`,
    maxAttempts: 3,
  });
}

/**
 * Rolls the final days the combination lacks, most recent first, `DAYS_PER_ROLL` per transaction under the
 * combination's advisory lock (two jobs for one combination roll each day once), until none is left or `until`
 * has passed. Answers how many days it rolled and whether some are left.
 */
export async function rollCombination(
  db: Db,
  filters: Filters,
  until: Date = new Date(Date.now() + ROLL_BUDGET_MS),
): Promise<{ rolled: number; more: boolean }> {
  const { key, canonical } = combinationOf(filters);
  let rolled = 0;
  for (;;) {
    if (Date.now() >= until.getTime()) return { rolled, more: true };
    const days = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analytics:combination:${key}`}))`);
      await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true)`);
      const missing = rowsOf<{ day: string }>(
        await tx.execute(sql`
          select r.day::text as day from analytics_rolled_days r
          where ${rollable} and not exists (select 1 from analytics_combination_days c
            where c.combination = ${key} and c.day = r.day)
          order by r.day desc limit ${DAYS_PER_ROLL}`),
      ).map((r) => r.day);
      if (missing.length === 0) return missing;
      // Maintenance may have forgotten the combination since it was asked for: asked again by this job.
      await tx.execute(sql`
        insert into analytics_combinations (combination, filters)
        values (${key}, ${JSON.stringify(canonical)}::jsonb) on conflict (combination) do nothing`);
      const set = sql`(select (jsonb_array_elements_text(${JSON.stringify(missing)}::jsonb))::date)`;
      const span = { from: missing.at(-1)!, to: missing[0]! };
      await tx.execute(sql`
        insert into analytics_rollup_combined (combination, day, dimension, value, visitors, visits, pageviews,
          bounces, duration_seconds)
        select ${key}, day, dimension, value, visitors, visits, pageviews, bounces, duration_seconds
        from (${visitFiguresOf(sql`v.day in ${set} and ${visitConditions(filters, span)}`, { perDay: true })})
          as figures`);
      await tx.execute(sql`
        insert into analytics_combination_days (combination, day) select ${key}, d from ${set} as x(d)`);
      return missing;
    });
    if (days.length === 0) return { rolled, more: false };
    rolled += days.length;
  }
}

/** Deletes the combinations (and their rollups) not asked for in FORGET_AFTER_DAYS. */
export async function forgetOldCombinations(db: DbOrTx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - FORGET_AFTER_DAYS * 86_400_000).toISOString();
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`with d as (delete from analytics_combinations
      where requested_at < ${before}::timestamptz returning 1) select count(*)::int as n from d`),
  );
  return Number(row?.n ?? 0);
}

const combinationPayload = z.object({
  filters: z
    .partialRecord(z.enum(analyticsDimensions), z.string().max(500))
    .refine((filters) => Object.keys(filters).length >= 2, 'A combination has two filters or more'),
});

export function combinationJobHandler(deps: { db: Db }): JobHandler {
  return async (payload) => {
    const { filters } = combinationPayload.parse(payload);
    const result = await rollCombination(deps.db, filters);
    if (result.more)
      await enqueueJob(deps.db, {
        kind: ANALYTICS_COMBINATION_JOB,
        payload: { filters },
        dedupeKey: `${ANALYTICS_COMBINATION_JOB}:${combinationOf(filters).key}:more:${Date.now()}`,
        maxAttempts: 3,
      });
  };
}
