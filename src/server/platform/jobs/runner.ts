import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { withRetry } from '../db/errors';
import type { Logger } from '../logging';
import type { Job, JobPayload } from './queue';
import { jobs } from './schema';

export type JobHandler = (payload: JobPayload, job: Job) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export interface JobRunnerOptions {
  db: Db;
  logger: Logger;
  pollMs: number;
  handlers: JobHandlers;
  /** How long a claimed job is ours; a crash leaves the lock to expire and the job runs again. */
  lockSeconds?: number;
  /** How many jobs one poll claims (and runs side by side). */
  batch?: number;
}

export interface JobRunner {
  start(): void;
  /** Stops polling and waits for the jobs already running. */
  stop(): Promise<void>;
  /** Claims the due jobs once and runs them; resolves with how many were claimed. */
  runDue(): Promise<number>;
}

const BACKOFF_BASE_SECONDS = 10;
const BACKOFF_CAP_SECONDS = 60 * 60;
const MAX_ERROR_LENGTH = 2000;

/** 10 s, 20 s, 40 s … capped at an hour: a provider outage is ridden out without hammering it. */
export function backoffSeconds(attempts: number): number {
  return Math.min(BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempts - 1), BACKOFF_CAP_SECONDS);
}

/** Thrown by a handler when trying again cannot help (a malformed payload, say): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers, pollMs } = options;
  const lockSeconds = options.lockSeconds ?? 120;
  const batch = options.batch ?? 10;
  const log = options.logger.child({ component: 'jobs' });

  /**
   * One statement claims up to `batch` due jobs. SKIP LOCKED lets several instances poll at once without
   * waiting on each other; the lock time (a lease) is what keeps a claimed job from running twice.
   */
  async function claim(): Promise<Job[]> {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, sql`now()`),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(jobs)
      .set({
        lockedUntil: sql`now() + ${lockSeconds}::integer * interval '1 second'`,
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(inArray(jobs.id, due))
      .returning();
    return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
  }

  // `attempts` doubles as a fencing token: if our lease expired and another runner claimed the job again,
  // its attempts moved on and our late result changes nothing.
  const ours = (job: Job) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), isNull(jobs.doneAt));

  async function succeed(job: Job) {
    await db
      .update(jobs)
      .set({ doneAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(ours(job));
  }

  async function fail(job: Job, error: unknown) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    const retryIn = backoffSeconds(job.attempts);
    await db
      .update(jobs)
      .set({
        lastError: message,
        lockedUntil: null,
        ...(final
          ? { failedAt: sql`now()` }
          : { runAt: sql`now() + ${retryIn}::integer * interval '1 second'` }),
      })
      .where(ours(job));
    const context = { jobId: job.id, kind: job.kind, attempts: job.attempts, error: message };
    if (final) log.error(context, 'job failed for good; it will not be retried');
    else log.warn({ ...context, retryInSeconds: retryIn }, 'job failed; retrying later');
  }

  async function run(job: Job) {
    try {
      const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined;
      if (!handler)
        throw new PermanentJobError(
          `No handler for job kind "${job.kind}" (known: ${Object.keys(handlers).join(', ') || 'none'})`,
        );
      // A deadlock or serialization failure is a race with another job or request, not a fault: run the
      // handler again at once (handlers are idempotent, as for any retry) instead of after a backoff.
      await withRetry(() => handler(job.payload, job));
    } catch (error) {
      await fail(job, error);
      return;
    }
    await succeed(job);
    log.debug({ jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job done');
  }

  const inFlight = new Set<Promise<number>>();
  async function claimAndRun(): Promise<number> {
    const claimed = await claim();
    await Promise.all(
      claimed.map((job) =>
        // A database fault while recording the result: the lease expires and the job runs again.
        run(job).catch((error: unknown) =>
          log.error({ err: error, jobId: job.id, kind: job.kind }, 'could not record a job result'),
        ),
      ),
    );
    return claimed.length;
  }
  function runDue(): Promise<number> {
    const pass = claimAndRun();
    inFlight.add(pass);
    const forget = () => inFlight.delete(pass);
    pass.then(forget, forget);
    return pass;
  }

  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (delay: number) => {
    timer = setTimeout(tick, delay);
    // Polling alone never keeps the process alive; the HTTP server does.
    timer.unref();
  };
  async function tick() {
    timer = undefined;
    let claimed = 0;
    try {
      claimed = await runDue();
    } catch (error) {
      log.error({ err: error }, 'could not claim jobs; trying again at the next poll');
    }
    // A full batch means more may be waiting: go again at once instead of after a poll interval.
    if (!stopped) schedule(claimed >= batch ? 0 : pollMs);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...inFlight]);
    },
    runDue,
  };
}
