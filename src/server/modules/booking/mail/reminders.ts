import { z } from 'zod';
import { enqueueJob, type DbOrTx } from '../../../platform/jobs/queue';
import { PermanentJobError, type JobHandler } from '../../../platform/jobs/runner';
import { enqueueMail } from '../../../platform/mail/outbox';
import type { BookingEnv } from '../context';
import { customerMail } from './mails';
import { issueManageToken, manageUrl, organizer } from './notifications';
import { appointmentRemindersSent } from '../schema';
import { loadBooking } from '../appointments/store';
import type { AppointmentWithService } from '../appointments/views';

export const REMINDER_JOB = 'booking.reminder';
const MINUTE_MS = 60_000;

/** What a reminder job carries: the appointment as it was when the reminder was planned. */
const reminderPayloadSchema = z.object({
  appointmentId: z.uuid(),
  sequence: z.number().int(),
  startsAt: z.iso.datetime(),
  offsetMinutes: z.number().int().positive(),
});
type ReminderPayload = z.infer<typeof reminderPayloadSchema>;

/**
 * Plans the reminders of a confirmed appointment as jobs (so they survive restarts), in the caller's
 * transaction. A reminder whose time has already passed is not planned. The dedupe key names the
 * appointment's sequence, so a reschedule plans afresh while a repeat of the same change does not.
 */
export async function scheduleReminders(
  tx: DbOrTx,
  booking: AppointmentWithService,
  offsetsMinutes: number[],
  now: Date,
): Promise<void> {
  const a = booking.appointment;
  for (const offsetMinutes of offsetsMinutes) {
    const runAt = new Date(a.startsAt.getTime() - offsetMinutes * MINUTE_MS);
    if (runAt <= now) continue;
    const payload: ReminderPayload = {
      appointmentId: a.id,
      sequence: a.sequence,
      startsAt: a.startsAt.toISOString(),
      offsetMinutes,
    };
    await enqueueJob(tx, {
      kind: REMINDER_JOB,
      payload,
      runAt,
      dedupeKey: `${REMINDER_JOB}:${a.id}:${a.sequence}:${offsetMinutes}`,
    });
  }
}

/**
 * Sends one reminder, exactly once: in one transaction it re-reads the appointment (locked), skips a reminder
 * that no longer applies (cancelled, moved, already started), records it in appointment_reminders_sent (a
 * second runner's insert finds the row and does nothing) and only then queues the mail.
 */
export function reminderHandler(env: BookingEnv): JobHandler {
  return async (raw) => {
    const parsed = reminderPayloadSchema.safeParse(raw);
    if (!parsed.success) throw new PermanentJobError(`Malformed reminder job: ${parsed.error.message}`);
    const payload = parsed.data;
    await env.db.transaction(async (tx) => {
      const booking = await loadBooking(tx, payload.appointmentId, { forUpdate: true }).catch(() => null);
      if (!booking) return;
      const a = booking.appointment;
      const stillApplies =
        a.status === 'confirmed' &&
        a.sequence === payload.sequence &&
        a.startsAt.toISOString() === payload.startsAt &&
        env.clock() < a.startsAt;
      if (!stillApplies) return;
      const recorded = await tx
        .insert(appointmentRemindersSent)
        .values({ appointmentId: a.id, startsAt: a.startsAt, offsetMinutes: payload.offsetMinutes })
        .onConflictDoNothing()
        .returning({ appointmentId: appointmentRemindersSent.appointmentId });
      if (recorded.length === 0) return;
      const owner = await organizer(tx);
      const token = await issueManageToken(tx, a.id);
      await enqueueMail(
        tx,
        customerMail({
          kind: 'reminder',
          booking,
          manageUrl: manageUrl(env, token),
          bookingUrl: new URL('/calendar-booking', env.siteUrl).href,
          ownerEmail: owner.email,
          siteName: env.siteName,
          offsetMinutes: payload.offsetMinutes,
        }),
        `${REMINDER_JOB}:${a.id}:${a.startsAt.toISOString()}:${payload.offsetMinutes}`,
      );
    });
  };
}
