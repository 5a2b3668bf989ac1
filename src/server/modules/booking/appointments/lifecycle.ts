import { and, eq, inArray, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { enqueueJob } from '../../../platform/jobs/queue';
import { PermanentJobError, type JobHandler } from '../../../platform/jobs/runner';
import type { Actor, BookingEnv } from '../context';
import { BookingConflict } from './conflicts';
import { isOverlap } from './db-errors';
import { announce } from '../mail/notifications';
import { scheduleReminders } from '../mail/reminders';
import { appointments } from '../schema';
import type { BookingPolicy } from '../availability/settings';
import { loadPolicy } from '../availability/settings';
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
  // Entered by the owner without telling the client: no reminders either (the client was never told).
  if (options.notifyCustomer !== false)
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

/* ---------- Payments' hooks (wired in app.ts): used inside the payment module's transactions ---------- */

export type PaidConfirmation = { ok: true } | { ok: false; reason: string };

/**
 * A paid order confirms its appointment in the caller's transaction. The confirmation runs under a savepoint,
 * so a refusal (the time was taken after the hold expired, it has passed, the day is full) leaves the
 * caller's transaction usable: it answers `{ ok: false }` and the caller refunds. Repeating it for the same
 * payment is a no-op; a payment for another checkout than the appointment's never confirms it.
 */
export async function confirmPaidAppointment(
  tx: DbOrTx,
  env: BookingEnv,
  appointmentId: string,
  reference: string,
): Promise<PaidConfirmation> {
  const booking = await loadBooking(tx, appointmentId, { forUpdate: true });
  const a = booking.appointment;
  // A first checkout being opened from the payment link (`opening:…`, payment-link.ts) has no reference yet:
  // its payment may arrive before the request that opened it records it (or if that request died).
  const unclaimed = a.paymentReference === null || a.paymentReference.startsWith('opening:');
  const ours = unclaimed || a.paymentReference === reference;
  if (a.status === 'confirmed') return ours ? { ok: true } : { ok: false, reason: 'not_changeable' };
  if (!ours || !['held', 'pending_payment', 'expired'].includes(a.status))
    return { ok: false, reason: 'not_changeable' };
  const policy = await loadPolicy(tx);
  try {
    await tx.transaction(async (savepoint) => {
      // The webhook may beat the booking's own "payment started" update: the reference is recorded here too.
      if (unclaimed)
        await savepoint
          .update(appointments)
          .set({ paymentReference: reference })
          .where(eq(appointments.id, a.id));
      await confirmInTx(savepoint, env, booking, { actor: 'system', policy });
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof BookingConflict) return { ok: false, reason: error.code };
    throw error;
  }
}

/**
 * A cash voucher keeps the slot until it can no longer be paid: the unpaid hold is extended to `until` (never
 * shortened) and its expiry planned then (the earlier expiry job finds the hold not yet due and does nothing).
 * Returns false when the hold is no longer live (already expired or confirmed).
 */
export async function extendPaymentHold(
  tx: DbOrTx,
  env: BookingEnv,
  appointmentId: string,
  until: Date,
): Promise<boolean> {
  const [extended] = await tx
    .update(appointments)
    .set({ holdExpiresAt: until, updatedAt: env.clock() })
    .where(
      and(
        eq(appointments.id, appointmentId),
        inArray(appointments.status, ['held', 'pending_payment']),
        lte(appointments.holdExpiresAt, until),
      ),
    )
    .returning({ id: appointments.id });
  if (!extended) return false;
  await recordEvent(tx, appointmentId, 'hold_extended', 'system', { until: until.toISOString() });
  await scheduleHoldExpiry(tx, appointmentId, until);
  return true;
}

/**
 * The payment failed, was abandoned or expired: an unpaid hold becomes `expired` at once, freeing its slot.
 * Returns whether it did (a confirmed or already expired appointment is left alone).
 */
export async function releasePaymentHold(
  tx: DbOrTx,
  env: BookingEnv,
  appointmentId: string,
  reason: string,
): Promise<boolean> {
  const [released] = await tx
    .update(appointments)
    .set({ status: 'expired', updatedAt: env.clock() })
    .where(and(eq(appointments.id, appointmentId), inArray(appointments.status, ['held', 'pending_payment'])))
    .returning({ id: appointments.id });
  if (released) await recordEvent(tx, released.id, 'expired', 'system', { reason });
  return Boolean(released);
}
