import type { CalendarErrorCode } from '@contracts/calendar-errors';
import { parseCalendarError } from '@contracts/calendar-errors';
import type { CalendarFeed, FeedInput, SyncConflict } from '@contracts/rental-sync';
import { feedInputSchema } from '@contracts/rental-sync';
import { asc, eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../../platform/db/errors';
import { AppError, notFound } from '../../../platform/errors';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { CalendarFetchError, fetchCalendarText, publicOnlyFetch } from '../../../platform/public-fetch';
import { rowsOf } from '../../../platform/rate-limit';
import { lockCalendar } from '../availability';
import type { RentalEnv } from '../context';
import { addDays, dateRangeLiteral, parseDateRange, todayIn } from '../dates';
import { stays } from '../schema';
import {
  rentalCalendarFeeds,
  rentalImportedNights,
  rentalSyncConflicts,
  type RentalCalendarFeedRow,
} from '../sync-schema';
import { importedEventsFromIcal, NotIcalError, type ImportedEvent } from './ical-feed';
import { alertOwnerOfConflict } from './mails';

/** Imported nights are kept from a year back (the figures' last year) to three years ahead. */
const PAST_DAYS = 366;
const FUTURE_DAYS = 3 * 366;

export interface SyncDeps {
  env: RentalEnv;
  /** The guarded fetch (private networks refused); tests and the e2e server pass their own. */
  fetcher?: typeof fetch;
}

function toFeed(row: RentalCalendarFeedRow, upcomingNights: number): CalendarFeed {
  const error = row.lastErrorCode ? parseCalendarError(row.lastErrorCode) : null;
  return {
    id: row.id,
    name: row.name,
    channel: row.channel as CalendarFeed['channel'],
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    lastStatus: (row.lastStatus as CalendarFeed['lastStatus']) ?? null,
    lastErrorCode: error?.code ?? null,
    lastErrorDetail: row.lastErrorDetail,
    lastEventCount: row.lastEventCount,
    upcomingNights,
  };
}

/** Each feed's nights from today on (what it blocks now). */
async function upcomingNightsByFeed(db: DbOrTx, today: string): Promise<Map<string, number>> {
  const result = await db.execute<{ feed_id: string; nights: number }>(sql`
    select ${rentalImportedNights.feedId} as feed_id,
      coalesce(sum(upper(${rentalImportedNights.nights}) - greatest(lower(${rentalImportedNights.nights}), ${today}::date)), 0)::int as nights
    from ${rentalImportedNights}
    where upper(${rentalImportedNights.nights}) > ${today}::date
    group by ${rentalImportedNights.feedId}`);
  return new Map(
    rowsOf<{ feed_id: string; nights: number }>(result).map((r) => [r.feed_id, Number(r.nights)]),
  );
}

export async function listFeeds(env: RentalEnv): Promise<CalendarFeed[]> {
  const rows = await env.db.select().from(rentalCalendarFeeds).orderBy(asc(rentalCalendarFeeds.createdAt));
  const upcoming = await upcomingNightsByFeed(env.db, todayIn(env.clock()));
  return rows.map((row) => toFeed(row, upcoming.get(row.id) ?? 0));
}

async function feedById(env: RentalEnv, id: string): Promise<CalendarFeed> {
  const [row] = await env.db.select().from(rentalCalendarFeeds).where(eq(rentalCalendarFeeds.id, id));
  if (!row) throw notFound('There is no such calendar feed');
  const upcoming = await upcomingNightsByFeed(env.db, todayIn(env.clock()));
  return toFeed(row, upcoming.get(row.id) ?? 0);
}

/** Adds a feed (409 if the same URL is already imported). The first sync is the caller's next step. */
export async function addFeed(env: RentalEnv, input: FeedInput): Promise<CalendarFeed> {
  const value = feedInputSchema.parse(input);
  try {
    const [row] = await env.db.insert(rentalCalendarFeeds).values(value).returning();
    return toFeed(row!, 0);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(409, 'conflict', 'This calendar address is already imported', {
        url: ['duplicate'],
      });
    throw error;
  }
}

/** Removes a feed and, with it, the nights it blocked (cascade), under the calendar lock. */
export async function removeFeed(env: RentalEnv, id: string): Promise<void> {
  await env.db.transaction(async (tx) => {
    await lockCalendar(tx);
    const deleted = await tx
      .delete(rentalCalendarFeeds)
      .where(eq(rentalCalendarFeeds.id, id))
      .returning({ id: rentalCalendarFeeds.id });
    if (!deleted.length) throw notFound('There is no such calendar feed');
  });
}

type FetchOutcome =
  { ok: true; events: ImportedEvent[] } | { ok: false; code: CalendarErrorCode; detail: string | null };

async function readFeed(url: string, today: string, fetcher: typeof fetch): Promise<FetchOutcome> {
  try {
    const text = await fetchCalendarText(url, fetcher);
    const events = importedEventsFromIcal(text, {
      from: addDays(today, -PAST_DAYS),
      to: addDays(today, FUTURE_DAYS),
    });
    return { ok: true, events };
  } catch (error) {
    if (error instanceof CalendarFetchError)
      return { ok: false, code: error.code, detail: error.detail ?? null };
    if (error instanceof NotIcalError) return { ok: false, code: 'calendar_unreadable', detail: 'not_ical' };
    // Anything else that went wrong reading this feed is this feed's error; the job goes on with the others.
    return { ok: false, code: 'calendar_failed', detail: null };
  }
}

/**
 * Syncs one feed: fetched outside any transaction (10 s, 5 MB, public addresses only), then — on success — in
 * one transaction under the calendar lock its nights are replaced and every live direct stay now colliding
 * with an imported reservation is recorded and alerted (mail queued in that transaction). A failure only
 * records the error: the nights from the last good sync stay (a flaky feed must not open the calendar).
 */
export async function syncFeed(deps: SyncDeps, id: string): Promise<CalendarFeed> {
  const { env } = deps;
  const [row] = await env.db.select().from(rentalCalendarFeeds).where(eq(rentalCalendarFeeds.id, id));
  if (!row) throw notFound('There is no such calendar feed');
  const outcome = await readFeed(row.url, todayIn(env.clock()), deps.fetcher ?? publicOnlyFetch);
  const now = env.clock();
  if (!outcome.ok) {
    await env.db
      .update(rentalCalendarFeeds)
      .set({
        lastSyncedAt: now,
        lastStatus: 'error',
        lastErrorCode: outcome.code,
        lastErrorDetail: outcome.detail,
      })
      .where(eq(rentalCalendarFeeds.id, id));
    return feedById(env, id);
  }
  await env.db.transaction(async (tx) => {
    await lockCalendar(tx);
    const [still] = await tx
      .update(rentalCalendarFeeds)
      .set({
        lastSyncedAt: now,
        lastStatus: 'ok',
        lastErrorCode: null,
        lastErrorDetail: null,
        lastEventCount: outcome.events.length,
      })
      .where(eq(rentalCalendarFeeds.id, id))
      .returning({ id: rentalCalendarFeeds.id });
    // Removed while it was being fetched: nothing to store.
    if (!still) return;
    await tx.delete(rentalImportedNights).where(eq(rentalImportedNights.feedId, id));
    if (outcome.events.length)
      await tx.insert(rentalImportedNights).values(
        outcome.events.map((e) => ({
          feedId: id,
          uid: e.uid,
          nights: dateRangeLiteral(e.from, e.to),
          summary: e.summary,
          kind: e.kind,
        })),
      );
    await recordConflicts(tx, deps, id, row.name, now);
  });
  return feedById(env, id);
}

/**
 * Live direct stays (confirmed, or an unpaid hold still running) sharing a night with a reservation of this
 * feed: each (stay, event) is recorded once, and a new one queues the owner's alert in this transaction.
 */
async function recordConflicts(tx: DbOrTx, deps: SyncDeps, feedId: string, feedName: string, now: Date) {
  const result = await tx.execute<{ stay_id: string; uid: string; nights: string }>(sql`
    insert into ${rentalSyncConflicts} (stay_id, feed_id, uid, nights, detected_at)
    select s.id, i.feed_id, i.uid, i.nights, ${now.toISOString()}::timestamptz
    from ${rentalImportedNights} i
    join ${stays} s on s.nights && i.nights
    where i.feed_id = ${feedId} and i.kind = 'reserved'
      and (s.status = 'confirmed'
        or (s.status in ('held', 'pending_payment') and s.hold_expires_at > ${now.toISOString()}::timestamptz))
    on conflict (stay_id, feed_id, uid) do nothing
    returning stay_id, uid, nights::text as nights`);
  for (const conflict of rowsOf<{ stay_id: string; uid: string; nights: string }>(result)) {
    const [stay] = await tx.select().from(stays).where(eq(stays.id, conflict.stay_id));
    if (stay)
      await alertOwnerOfConflict(tx, deps.env, {
        stay,
        feedName,
        imported: parseDateRange(conflict.nights),
        dedupeKey: `rental.sync-conflict:${stay.id}:${feedId}:${conflict.uid}`,
      });
  }
}

/** Every feed in turn (the 15-minute job); one feed's failure is its own stored error. */
export async function syncAllFeeds(deps: SyncDeps): Promise<CalendarFeed[]> {
  const rows = await deps.env.db.select({ id: rentalCalendarFeeds.id }).from(rentalCalendarFeeds);
  const results: CalendarFeed[] = [];
  for (const row of rows) {
    try {
      results.push(await syncFeed(deps, row.id));
    } catch (error) {
      // Removed meanwhile: skip it.
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
  }
  return results;
}

/** The collisions still standing: the stay is live and the feed still shows those nights reserved. */
export async function listConflicts(env: RentalEnv): Promise<SyncConflict[]> {
  const now = env.clock().toISOString();
  const result = await env.db.execute<{
    id: string;
    stay_id: string;
    guest_name: string;
    check_in: string;
    check_out: string;
    status: string;
    feed_name: string;
    nights: string;
    detected_at: string | Date;
  }>(sql`
    select c.id, c.stay_id, s.customer_name as guest_name, s.check_in::text as check_in,
      s.check_out::text as check_out, s.status, f.name as feed_name, c.nights::text as nights, c.detected_at
    from ${rentalSyncConflicts} c
    join ${stays} s on s.id = c.stay_id
    join ${rentalCalendarFeeds} f on f.id = c.feed_id
    where (s.status = 'confirmed'
        or (s.status in ('held', 'pending_payment') and s.hold_expires_at > ${now}::timestamptz))
      and exists (select 1 from ${rentalImportedNights} i
        where i.feed_id = c.feed_id and i.uid = c.uid and i.kind = 'reserved' and i.nights && s.nights)
    order by s.check_in, c.detected_at`);
  return rowsOf<{
    id: string;
    stay_id: string;
    guest_name: string;
    check_in: string;
    check_out: string;
    status: string;
    feed_name: string;
    nights: string;
    detected_at: string | Date;
  }>(result).map((r) => {
    const { from, to } = parseDateRange(r.nights);
    return {
      id: r.id,
      stayId: r.stay_id,
      guestName: r.guest_name,
      checkIn: r.check_in,
      checkOut: r.check_out,
      stayStatus: r.status,
      feedName: r.feed_name,
      from,
      to,
      detectedAt: new Date(r.detected_at).toISOString(),
    };
  });
}
