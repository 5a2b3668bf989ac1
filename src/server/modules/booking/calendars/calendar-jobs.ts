import type { Db } from '../../../platform/db/client';
import { enqueueJob } from '../../../platform/jobs/queue';
import type { JobHandler } from '../../../platform/jobs/runner';
import { refreshAllCalendars } from './calendars';

export const CALENDAR_REFRESH_JOB = 'booking.calendars-refresh';
export const REFRESH_EVERY_MS = 15 * 60_000;

/**
 * Plans the refresh of the 15-minute period containing `at`. The dedupe key names the period, so any
 * number of instances (each calling this at start, and each run planning the next) make one job per
 * period.
 */
export async function planCalendarRefresh(db: Db, at: Date): Promise<void> {
  const bucket = Math.floor(at.getTime() / REFRESH_EVERY_MS);
  await enqueueJob(db, {
    kind: CALENDAR_REFRESH_JOB,
    payload: { bucket },
    runAt: new Date(bucket * REFRESH_EVERY_MS),
    dedupeKey: `${CALENDAR_REFRESH_JOB}:${bucket}`,
    maxAttempts: 1,
  });
}

/** Plans the next period first (so a crash here never ends the chain), then refreshes every calendar. */
export function calendarRefreshHandler(deps: {
  db: Db;
  clock: () => Date;
  fetcher?: typeof fetch;
}): JobHandler {
  return async () => {
    const now = deps.clock();
    await planCalendarRefresh(deps.db, new Date(now.getTime() + REFRESH_EVERY_MS));
    await refreshAllCalendars(deps.db, now, deps.fetcher);
  };
}
