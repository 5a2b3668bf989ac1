import { RENTAL_AVAILABILITY_MAX_MONTHS } from '@contracts/rental';
import { and, inArray, lte, sql } from 'drizzle-orm';
import { badRequest } from '../../platform/errors';
import type { DbOrTx } from '../../platform/jobs/queue';
import { rowsOf } from '../../platform/rate-limit';
import type { RentalActor } from './context';
import { addMonths, dateRangeLiteral, datesIn, parseDateRange } from './dates';
import { rentalBlockedNights, stayEvents, stays } from './schema';
import { rentalImportedNights } from './sync-schema';

/**
 * Ranges [from, to) of nights taken by live stays (unexpired holds, confirmed), blocked by the owner or imported
 * from another channel's calendar (ADR 043), overlapping the range.
 */
async function takenRanges(db: DbOrTx, from: string, to: string, now: Date) {
  const range = dateRangeLiteral(from, to);
  const result = await db.execute<{ nights: string }>(sql`
    select ${stays.nights}::text as nights from ${stays}
    where ${stays.nights} && ${range}::daterange
      and (${stays.status} = 'confirmed'
        or (${stays.status} in ('held', 'pending_payment') and ${stays.holdExpiresAt} > ${now.toISOString()}::timestamptz))
    union all
    select ${rentalBlockedNights.nights}::text from ${rentalBlockedNights}
    where ${rentalBlockedNights.nights} && ${range}::daterange
    union all
    select ${rentalImportedNights.nights}::text from ${rentalImportedNights}
    where ${rentalImportedNights.nights} && ${range}::daterange`);
  return rowsOf<{ nights: string }>(result).map((r) => parseDateRange(r.nights));
}

/** The unavailable nights (dates) within [from, to), ascending and unique. */
export async function unavailableNights(db: DbOrTx, from: string, to: string, now: Date): Promise<string[]> {
  const nights = new Set<string>();
  for (const taken of await takenRanges(db, from, to, now))
    for (const night of datesIn(taken.from > from ? taken.from : from, taken.to < to ? taken.to : to))
      nights.add(night);
  return [...nights].sort();
}

/** GET /availability's range check: from < to, at most 13 months. */
export function checkAvailabilityRange(from: string, to: string): void {
  if (to <= from) throw badRequest('The range is empty', { to: ['before_check_in'] });
  if (to > addMonths(from, RENTAL_AVAILABILITY_MAX_MONTHS))
    throw badRequest('Ask for at most 13 months at a time', { to: ['range_too_long'] });
}

/**
 * Serialises writers of the calendar (new stays, revived holds, owner blocks) with one transaction-scoped
 * advisory lock: one property, few writes. The exclusion constraint stays the guarantee between stays; the
 * lock makes the check against owner-blocked ranges (another table) exact.
 */
export async function lockCalendar(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rental-calendar'))`);
}

/** Unpaid holds whose time is up and that overlap the nights become `expired`, freeing them. */
export async function expireStaleHolds(tx: DbOrTx, from: string, to: string, now: Date): Promise<void> {
  const expired = await tx
    .update(stays)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        inArray(stays.status, ['held', 'pending_payment']),
        lte(stays.holdExpiresAt, now),
        sql`${stays.nights} && ${dateRangeLiteral(from, to)}::daterange`,
      ),
    )
    .returning({ id: stays.id });
  for (const row of expired) await recordEvent(tx, row.id, 'expired', 'system', { reason: 'hold_timeout' });
}

/** Owner-blocked nights within [from, to). */
export async function blockedNightsIn(tx: DbOrTx, from: string, to: string): Promise<string[]> {
  const rows = await tx
    .select({ nights: sql<string>`${rentalBlockedNights.nights}::text` })
    .from(rentalBlockedNights)
    .where(sql`${rentalBlockedNights.nights} && ${dateRangeLiteral(from, to)}::daterange`);
  const nights = new Set<string>();
  for (const r of rows) {
    const b = parseDateRange(r.nights);
    for (const n of datesIn(b.from > from ? b.from : from, b.to < to ? b.to : to)) nights.add(n);
  }
  return [...nights].sort();
}

export async function recordEvent(
  tx: DbOrTx,
  stayId: string,
  kind: string,
  actor: RentalActor,
  data: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(stayEvents).values({ stayId, kind, actor, data });
}
