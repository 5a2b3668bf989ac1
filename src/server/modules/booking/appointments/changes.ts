import {
  FULL_REFUND_POLICY,
  fullRefundUntil,
  refundPercent,
  type CancellationPolicy,
} from '@contracts/cancellation';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor, BookingEnv } from '../context';
import { BookingConflict } from './conflicts';
import { ensureBookable, slotTaken } from '../availability/slot-check';
import { isOverlap, withRetry } from './db-errors';
import { announce } from '../mail/notifications';
import { scheduleReminders } from '../mail/reminders';
import { appointments } from '../schema';
import { loadPolicy } from '../availability/settings';
import { blockedRange, guardDays, loadBooking, rangeLiteral, recordEvent } from './store';
import { changeableUntil, type AppointmentWithService } from './views';

const MINUTE_MS = 60_000;

export interface ChangeOptions {
  actor: Actor;
  /** The owner: no cut-off, and may skip the minimum notice when moving. */
  admin?: { ignoreNotice: boolean };
  /** The manage token the request came with (linked again in the mail). */
  manageToken?: string;
  /** Cancel: the refund the client was quoted; if it is now lower, nothing happens (refund_changed). */
  quotedRefundMinor?: number | undefined;
}

const LIVE = new Set(['held', 'pending_payment', 'confirmed']);

function movedLate(
  a: { startsAt: Date; refundWindowStartsAt: Date | null; cancellationPolicy: CancellationPolicy | null },
  now: Date,
  options: ChangeOptions,
): boolean {
  if (options.admin || a.refundWindowStartsAt) return false;
  return now > fullRefundUntil(a.cancellationPolicy ?? FULL_REFUND_POLICY, a.startsAt);
}

/** The start a client's refund window is measured from (ADR 022): a late move keeps the earlier start's window. */
export const refundWindowStart = (a: { startsAt: Date; refundWindowStartsAt: Date | null }) =>
  a.refundWindowStartsAt ?? a.startsAt;

function refuseLate(env: BookingEnv, booking: AppointmentWithService, cutoffHours: number) {
  if (env.clock() >= changeableUntil(booking.appointment.startsAt, cutoffHours))
    throw new BookingConflict(
      'cancel_cutoff',
      `Changes are possible up to ${cutoffHours} hours before the start; please contact us directly`,
    );
}

/**
 * Moves a confirmed appointment to a new time: the same row (UID kept, SEQUENCE + 1), the old time freed in
 * the same statement, reminders re-planned (the old ones find a changed sequence and do nothing), and one
 * mail with the updated invite. Visitors cannot move it after the cut-off.
 */
export async function reschedule(
  env: BookingEnv,
  appointmentId: string,
  newStart: Date,
  options: ChangeOptions,
): Promise<AppointmentWithService> {
  const policy = await loadPolicy(env.db);
  const current = await loadBooking(env.db, appointmentId);
  if (current.appointment.status !== 'confirmed')
    throw new BookingConflict('not_changeable', 'Only a confirmed appointment can be moved');
  if (!options.admin) refuseLate(env, current, policy.cancelCutoffHours);
  const { service } = current;
  await ensureBookable(env, policy.rules, service, newStart, {
    ignoreBookingId: appointmentId,
    ignoreNotice: options.admin?.ignoreNotice ?? false,
  });
  const end = new Date(newStart.getTime() + service.durationMinutes * MINUTE_MS);
  const range = blockedRange(newStart, end, policy.rules);
  try {
    return await withRetry(() =>
      env.db.transaction(async (tx) => {
        const now = env.clock();
        await guardDays(
          tx,
          { start: newStart, range, timeZone: policy.rules.timeZone, dailyLimit: policy.rules.dailyLimit },
          now,
          appointmentId,
        );
        const before = await loadBooking(tx, appointmentId, { forUpdate: true });
        if (before.appointment.status !== 'confirmed')
          throw new BookingConflict('not_changeable', 'Only a confirmed appointment can be moved');
        const [row] = await tx
          .update(appointments)
          .set({
            startsAt: newStart,
            endsAt: end,
            blocked: rangeLiteral(range),
            sequence: sql`${appointments.sequence} + 1`,
            // Moved by the client after the full-refund deadline: the window stays measured from that start.
            ...(movedLate(before.appointment, now, options)
              ? { refundWindowStartsAt: before.appointment.startsAt }
              : {}),
            updatedAt: now,
          })
          .where(
            and(eq(appointments.id, appointmentId), eq(appointments.sequence, before.appointment.sequence)),
          )
          .returning();
        if (!row) throw new BookingConflict('not_changeable', 'The appointment changed meanwhile; reload it');
        const moved = { appointment: row, service };
        await recordEvent(tx, row.id, 'rescheduled', options.actor, {
          from: before.appointment.startsAt.toISOString(),
          to: row.startsAt.toISOString(),
        });
        await announce(tx, env, moved, {
          kind: 'rescheduled',
          actor: options.actor,
          businessTimeZone: policy.rules.timeZone,
          ...(options.manageToken ? { manageToken: options.manageToken } : {}),
        });
        await scheduleReminders(tx, moved, policy.reminderOffsetsMinutes, now);
        return moved;
      }),
    );
  } catch (error) {
    if (isOverlap(error)) throw await slotTaken(env, policy.rules, service, newStart, appointmentId);
    throw error;
  }
}

/**
 * Cancels an appointment (SEQUENCE + 1, METHOD:CANCEL to the client when an invite was sent, the owner
 * notified). Cancelling a cancelled appointment again changes nothing. Visitors cannot cancel after the
 * cut-off; the owner can at any time, and the reason is the message the client receives.
 */
export async function cancel(
  env: BookingEnv,
  appointmentId: string,
  reason: string | undefined,
  options: ChangeOptions,
): Promise<AppointmentWithService> {
  const policy = await loadPolicy(env.db);
  return env.db.transaction(async (tx) => {
    const booking = await loadBooking(tx, appointmentId, { forUpdate: true });
    const a = booking.appointment;
    if (a.status === 'cancelled') return booking;
    if (!LIVE.has(a.status))
      throw new BookingConflict('not_changeable', 'This appointment is no longer active');
    if (!options.admin) refuseLate(env, booking, policy.cancelCutoffHours);
    const wasConfirmed = a.status === 'confirmed';
    const [row] = await tx
      .update(appointments)
      .set({
        status: 'cancelled',
        cancelReason: reason?.trim() || null,
        holdExpiresAt: null,
        sequence: sql`${appointments.sequence} + 1`,
        updatedAt: env.clock(),
      })
      .where(eq(appointments.id, appointmentId))
      .returning();
    const cancelled = { appointment: row!, service: booking.service };
    await recordEvent(tx, a.id, 'cancelled', options.actor, reason ? { reason } : {});
    await env.payments.onCancelled?.(tx, a.id);
    // The money (ADR 022): the owner refunds everything paid; the client gets what the booked policy grants.
    const percent = refundPercent(
      a.cancellationPolicy ?? FULL_REFUND_POLICY,
      refundWindowStart(a),
      env.clock(),
      options.admin ? 'owner' : 'client',
    );
    const refund = (await env.payments.refundOnCancel?.(tx, a.id, percent, booking.service.currency)) ?? null;
    // The quote is binding (ADR 022): less than the client confirmed rolls everything back.
    if (options.quotedRefundMinor !== undefined && (refund?.refundMinor ?? 0) < options.quotedRefundMinor)
      throw new BookingConflict('refund_changed', 'The refund terms changed; review the new amount');
    await announce(tx, env, cancelled, {
      refund,
      kind: 'cancelled',
      actor: options.actor,
      businessTimeZone: policy.rules.timeZone,
      reason: reason ?? null,
      // An unpaid hold never got an invite: only the owner hears of it.
      ...(wasConfirmed ? {} : { notifyCustomer: false }),
    });
    return cancelled;
  });
}
