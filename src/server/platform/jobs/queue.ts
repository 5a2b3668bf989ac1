import type { PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { jobs } from './schema';

/** The database or a transaction of it: enqueue inside the transaction of the change that causes the job. */
export type DbOrTx = Db | PgTransaction<PgQueryResultHKT>;

export type Job = typeof jobs.$inferSelect;
export type JobPayload = Record<string, unknown>;

export interface NewJob {
  /** Names the handler, e.g. 'mail.send'. */
  kind: string;
  /** Plain JSON; handlers validate it (it outlives deployments). */
  payload: JobPayload;
  /** Not before this time; now by default. */
  runAt?: Date;
  /**
   * One cause = one job: a second enqueue with the same key is ignored, even after the first job is done.
   * So the key names the cause itself (e.g. `auth.signup:<token id>`), not merely the kind of work.
   */
  dedupeKey?: string;
  maxAttempts?: number;
}

/**
 * Adds a job. Pass the transaction of the change that causes it (transactional outbox): if that change
 * rolls back, the job never existed; if it commits, the job is there even if the process dies next.
 * Returns the new job's id, or null when a job with the same dedupe key already exists.
 */
export async function enqueueJob(tx: DbOrTx, job: NewJob): Promise<number | null> {
  const rows = await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      dedupeKey: job.dedupeKey ?? null,
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}
