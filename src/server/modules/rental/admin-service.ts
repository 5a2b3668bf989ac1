import type { BlockedRange } from '@contracts/rental';
import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { badRequest, notFound } from '../../platform/errors';
import type { DbOrTx } from '../../platform/jobs/queue';
import { expireStaleHolds, lockCalendar, unavailableNights } from './availability';
import { isOverlap, RentalConflict } from './conflicts';
import type { RentalEnv } from './context';
import { dateRangeLiteral, parseDateRange } from './dates';
import { rentalBlockedNights, stays, type StayRow } from './schema';

/** Stays for the owner's list, by check-in: optionally one status and those with a night in [from, to). */
export async function listStays(
  db: DbOrTx,
  query: { status?: string; from?: string; to?: string },
): Promise<StayRow[]> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(stays.status, query.status));
  if (query.from) where.push(gt(stays.checkOut, query.from));
  if (query.to) where.push(lt(stays.checkIn, query.to));
  return db
    .select()
    .from(stays)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(stays.checkIn), asc(stays.createdAt))
    .limit(500);
}

const toBlock = (row: typeof rentalBlockedNights.$inferSelect): BlockedRange => {
  const { from, to } = parseDateRange(row.nights);
  return { id: row.id, from, to, note: row.note };
};

export async function listBlocks(db: DbOrTx): Promise<BlockedRange[]> {
  const rows = await db
    .select()
    .from(rentalBlockedNights)
    .orderBy(asc(sql`lower(${rentalBlockedNights.nights})`));
  return rows.map(toBlock);
}

/**
 * The owner keeps nights off the calendar. Refused with 409 nights_taken when a live stay holds one of them
 * (cancel it first) or when they overlap an existing block.
 */
export async function blockNights(
  env: RentalEnv,
  input: { from: string; to: string; note: string },
  actor: string,
): Promise<BlockedRange> {
  if (input.to <= input.from) throw badRequest('The range is empty', { to: ['before_check_in'] });
  try {
    return await env.db.transaction(async (tx) => {
      const now = env.clock();
      await lockCalendar(tx);
      await expireStaleHolds(tx, input.from, input.to, now);
      const taken = await unavailableNights(tx, input.from, input.to, now);
      if (taken.length)
        throw new RentalConflict('nights_taken', 'Some of these nights are already taken', taken);
      const [row] = await tx
        .insert(rentalBlockedNights)
        .values({ nights: dateRangeLiteral(input.from, input.to), note: input.note, createdBy: actor })
        .returning();
      return toBlock(row!);
    });
  } catch (error) {
    if (isOverlap(error))
      throw new RentalConflict('nights_taken', 'These nights overlap a block already set');
    throw error;
  }
}

export async function unblockNights(db: DbOrTx, id: string): Promise<void> {
  const deleted = await db.delete(rentalBlockedNights).where(eq(rentalBlockedNights.id, id)).returning();
  if (!deleted.length) throw notFound('There is no such block');
}
