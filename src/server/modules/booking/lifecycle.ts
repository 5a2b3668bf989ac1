import { and, eq, inArray, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/jobs/queue';
import { enqueueJob } from '../../platform/jobs/queue';
import { PermanentJobError, type JobHandler } from '../../platform/jobs/runner';
import type { Actor, BookingEnv } from './context';
import { BookingConflict } from './conflicts';
import { isOverlap } from './db-errors';
import { announce } from './notifications';
import { scheduleReminders } from './reminders';
import { appointments } from './schema';
import type { BookingPolicy } from './settings';
import { loadPolicy } from './settings';
import { blockedRange, guardDays, loadBooking, recordEvent } from './store';
import type { AppointmentWithService } from './views';

export const HOLD_EXPIRY_JOB = 'booking.hold-expiry';

/** Plans the expiry of an unpaid hold at its deadline (the next booking of that time also expires it). */
export async function scheduleHoldExpiry(tx: DbOrTx, appointmentId: string, at: Date): Promise<void> {
  await enqueueJob(tx, {
    kind: HOLD_EXPIRY_JOB,
    payload: { appointmentId },
    runAt: at,
    dedupeKey: `${HOLD_EXPIRY_JOB}:${appointmentId}:${at.toISOString()}`,
  });
}

/**
 * Makes an appointment confirmed in the caller's transaction: the invite goes to both sides and the
 * reminders are planned. A hold that already expired is revived only if its time is still free (else the
 * exclusion constraint refuses it: slot_taken).
 */
export async function confirmInTx(
  tx: DbOrTx,
  env: BookingEnv,
  booking: AppointmentWithService,
  options: { actor: Actor; policy: BookingPolicy; manageToken?: string; notifyCustomer?: boolean },
): Promise<AppointmentWithService> {
  const a = booking.appointment;
  if (a.status === 'expired') {
    // Reviving a lapsed hold takes its slot again: the same day guard as a new booking, and never in the past.
    if (a.startsAt <= env.clock())
      throw new BookingConflict('not_changeable', 'This appointment time has already passed');
    await guardDays(
      tx,
      {
        start: a.startsAt,
        range: blockedRange(a.startsAt, a.endsAt, options.policy.rules),
        timeZone: options.policy.rules.timeZone,
        dailyLimit: options.policy.rules.dailyLimit,
      },
      env.clock(),
      a.id,
    );
  }
  let updated;
  try {
    [updated] = await tx
      .update(appointments)
      .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: env.clock() })
      .where(
        and(
          eq(appointments.id, booking.appointment.id),
          inArray(appointments.status, ['held', 'pending_payment', 'expired']),
        ),
      )
      .returning();
  } catch (error) {
    if (isOverlap(error)) throw new BookingConflict('slot_taken', 'This time was booked by someone else');
    throw error;
  }
  if (!updated) throw new BookingConflict('not_changeable', 'This appointment cannot be confirmed now');
  return onConfirmed(tx, env, { appointment: updated, service: booking.service }, options);
}

/** What follows a confirmation: history, the invite to both sides, the reminders — all in the caller's tx. */
export async function onConfirmed(
  tx: DbOrTx,
  env: BookingEnv,
  confirmed: AppointmentWithService,
  options: { actor: Actor; policy: BookingPolicy; manageToken?: string; notifyCustomer?: boolean },
): Promise<AppointmentWithService> {
  await recordEvent(tx, confirmed.appointment.id, 'confirmed', options.actor);
  await announce(tx, env, confirmed, {
    kind: 'confirmed',
    actor: options.actor,
    businessTimeZone: options.policy.rules.timeZone,
    ...(options.manageToken ? { manageToken: options.manageToken } : {}),
    ...(options.notifyCustomer === false ? { notifyCustomer: false } : {}),
  });
  await scheduleReminders(tx, confirmed, options.policy.reminderOffsetsMinutes, env.clock());
  return confirmed;
}

/**
 * The payment step succeeded (called by the payment module's webhook path, or the test double): the
 * appointment is confirmed. Repeating it for a confirmed appointment changes nothing.
 */
export async function confirmPayment(env: BookingEnv, appointmentId: string, reference: string) {
  return env.db.transaction(async (tx) => {
    const booking = await loadBooking(tx, appointmentId, { forUpdate: true });
    if (booking.appointment.status === 'confirmed') return booking;
    // Only the checkout this appointment opened can pay for it (a stale or foreign one must not).
    if (booking.appointment.paymentReference !== reference)
      throw new BookingConflict('not_changeable', 'This payment does not belong to this appointment');
    const policy = await loadPolicy(tx);
    return confirmInTx(tx, env, booking, { actor: 'system', policy });
  });
}

/** Expires one hold if its time is up and it is still unpaid; returns whether it did. */
export async function expireHold(env: BookingEnv, appointmentId: string): Promise<boolean> {
  const now = env.clock();
  return env.db.transaction(async (tx) => {
    const [expired] = await tx
      .update(appointments)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          eq(appointments.id, appointmentId),
          inArray(appointments.status, ['held', 'pending_payment']),
          lte(appointments.holdExpiresAt, now),
        ),
      )
      .returning({ id: appointments.id });
    if (expired) await recordEvent(tx, expired.id, 'expired', 'system', { reason: 'hold_timeout' });
    return Boolean(expired);
  });
}

export function holdExpiryHandler(env: BookingEnv): JobHandler {
  return async (payload) => {
    const parsed = z.object({ appointmentId: z.uuid() }).safeParse(payload);
    if (!parsed.success) throw new PermanentJobError(`Malformed hold-expiry job: ${parsed.error.message}`);
    await expireHold(env, parsed.data.appointmentId);
  };
}
