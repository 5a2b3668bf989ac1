import type { Db } from '../../../platform/db/client';
import { enqueueJob } from '../../../platform/jobs/queue';
import type { JobHandlers } from '../../../platform/jobs/runner';
import { syncAllFeeds, type SyncDeps } from './feeds';

export const RENTAL_FEEDS_SYNC_JOB = 'rental.feeds-sync';
export const FEEDS_SYNC_EVERY_MS = 15 * 60_000;

/**
 * Plans the sync of the 15-minute period containing `at`. The dedupe key names the period, so however many
 * instances call this (each at start, each run planning the next), one job exists per period, and the
 * runner's FOR UPDATE SKIP LOCKED claim gives it to one instance.
 */
export async function planFeedsSync(db: Db, at: Date): Promise<void> {
  const bucket = Math.floor(at.getTime() / FEEDS_SYNC_EVERY_MS);
  await enqueueJob(db, {
    kind: RENTAL_FEEDS_SYNC_JOB,
    payload: { bucket },
    runAt: new Date(bucket * FEEDS_SYNC_EVERY_MS),
    dedupeKey: `${RENTAL_FEEDS_SYNC_JOB}:${bucket}`,
    maxAttempts: 1,
  });
}

/** Rental's channel-sync job: plans the next period first (a crash never ends the chain), then syncs every feed. */
export function feedsSyncJobHandlers(deps: SyncDeps): JobHandlers {
  return {
    [RENTAL_FEEDS_SYNC_JOB]: async () => {
      await planFeedsSync(deps.env.db, new Date(deps.env.clock().getTime() + FEEDS_SYNC_EVERY_MS));
      await syncAllFeeds(deps);
    },
  };
}
