import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { badRequest, notFound } from '../../../platform/errors';
import { rowsOf } from '../../../platform/rate-limit';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { services } from '../../content';
import type { Actor } from '../context';
import type { AvailabilityRules } from '../engine/slots';
import { appointmentEvents, appointments } from '../schema';
import { dateIn } from '../availability/time-window';
import type { AppointmentWithService } from './views';

const MINUTE_MS = 60_000;

/** An appointment with its service; FOR UPDATE (of the appointment row) when it is about to change. */
export async function loadBooking(
  tx: DbOrTx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AppointmentWithService> {
  const query = tx
    .select({ appointment: appointments, service: services })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(eq(appointments.id, id));
  const [row] = options.forUpdate ? await query.for('update', { of: appointments }) : await query;
  if (!row) throw notFound('There is no such appointment');
  return row;
}

export async function recordEvent(
  tx: DbOrTx,
  appointmentId: string,
  kind: string,
  actor: Actor,
  data: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(appointmentEvents).values({ appointmentId, kind, actor, data });
}

/** The time an appointment keeps from others: its own time widened by the buffers, [start, end). */
export function blockedRange(start: Date, end: Date, rules: AvailabilityRules): { from: Date; to: Date } {
  return {
    from: new Date(start.getTime() - rules.bufferBeforeMinutes * MINUTE_MS),
    to: new Date(end.getTime() + rules.bufferAfterMinutes * MINUTE_MS),
  };
}

export const rangeLiteral = (range: { from: Date; to: Date }) =>
  `[${range.from.toISOString()},${range.to.toISOString()})`;

/**
 * Serialises writers of the same business days (transaction-scoped advisory locks, in date order so two
 * writers never wait on each other in a cycle). The exclusion constraint is the guarantee; the lock makes
 * the daily limit exact and spares concurrent inserts the deadlocks of mutual exclusion checks.
 */
export async function lockBusinessDays(
  tx: DbOrTx,
  range: { from: Date; to: Date },
  timeZone: string,
): Promise<void> {
  // Every business date the range touches (a long service with buffers can span three): stepping by 6 h
  // never skips a date, even on a 23-hour DST day.
  const days = new Set<string>();
  for (let t = range.from.getTime(); t < range.to.getTime(); t += 6 * 3_600_000)
    days.add(dateIn(new Date(t), timeZone));
  days.add(dateIn(new Date(range.to.getTime() - 1), timeZone));
  for (const day of [...days].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-day:${day}`}))`);
}

/** Unpaid holds whose time is up and that overlap the range become `expired`, freeing their slot. */
export async function expireOverlappingHolds(
  tx: DbOrTx,
  range: { from: Date; to: Date },
  now: Date,
): Promise<void> {
  const expired = await tx
    .update(appointments)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        inArray(appointments.status, ['held', 'pending_payment']),
        lte(appointments.holdExpiresAt, now),
        sql`${appointments.blocked} && ${rangeLiteral(range)}::tstzrange`,
      ),
    )
    .returning({ id: appointments.id });
  for (const row of expired) await recordEvent(tx, row.id, 'expired', 'system', { reason: 'hold_timeout' });
}

/**
 * The day guard every write that takes a slot runs first, inside its transaction: locks the business days
 * (so two writers of one day never both pass the daily limit), frees stale holds in the way, and checks the
 * daily limit for the appointment's start day (not counting the appointment itself when it moves).
 */
export async function guardDays(
  tx: DbOrTx,
  input: { start: Date; range: { from: Date; to: Date }; timeZone: string; dailyLimit: number | null },
  now: Date,
  excludeId?: string,
): Promise<void> {
  await lockBusinessDays(tx, input.range, input.timeZone);
  await expireOverlappingHolds(tx, input.range, now);
  if (input.dailyLimit === null) return;
  const day = dateIn(input.start, input.timeZone);
  if ((await countLiveOnDay(tx, day, input.timeZone, now, excludeId)) >= input.dailyLimit)
    throw badRequest('This day is fully booked', { start: ['daily_limit'] });
}

/** Live appointments starting on a business date (for the daily limit). */
export async function countLiveOnDay(
  tx: DbOrTx,
  day: string,
  timeZone: string,
  now: Date,
  excludeId?: string,
): Promise<number> {
  const rows = await tx.execute<{ count: number }>(sql`
    select count(*)::int as count from ${appointments}
    where ${appointments.id} <> ${excludeId ?? '00000000-0000-0000-0000-000000000000'}::uuid
      and (${appointments.status} = 'confirmed'
        or (${appointments.status} in ('held', 'pending_payment') and ${appointments.holdExpiresAt} > ${now.toISOString()}::timestamptz))
      and (${appointments.startsAt} at time zone ${timeZone})::date = ${day}::date`);
  return Number(rowsOf<{ count: number }>(rows)[0]?.count ?? 0);
}
