import { and, eq, inArray, lte } from 'drizzle-orm';
import { z } from 'zod';
import { enqueueJob, type DbOrTx } from '../../platform/jobs/queue';
import { PermanentJobError, type JobHandler } from '../../platform/jobs/runner';
import { enqueueMail } from '../../platform/mail/outbox';
import { blockedNightsIn, lockCalendar, recordEvent } from './availability';
import { isOverlap, RentalConflict } from './conflicts';
import type { RentalActor, RentalEnv } from './context';
import { daysBetween } from './dates';
import { ownerStayMail, stayCancelledMail, stayConfirmedMail } from './mails';
import { stays, type StayRow } from './schema';
import { loadSettings } from './settings';
import { issueManageToken, loadStay, manageUrl } from './views';
import { enqueueOwnerMail } from '../notifications';

export const STAY_HOLD_EXPIRY_JOB = 'rental.hold-expiry';

/** Plans the expiry of an unpaid hold at its deadline (the next stay over those nights also expires it). */
export async function scheduleStayHoldExpiry(tx: DbOrTx, stayId: string, at: Date): Promise<void> {
  await enqueueJob(tx, {
    kind: STAY_HOLD_EXPIRY_JOB,
    payload: { stayId },
    runAt: at,
    dedupeKey: `${STAY_HOLD_EXPIRY_JOB}:${stayId}:${at.toISOString()}`,
  });
}

/** The guest's confirmation and the owner's notice, queued in the caller's transaction (once per stay). */
async function announceConfirmed(tx: DbOrTx, env: RentalEnv, stay: StayRow): Promise<void> {
  const settings = await loadSettings(tx);
  const owner = await env.owner(tx);
  const token = await issueManageToken(tx, stay.id);
  const common = {
    stay,
    settings,
    nights: daysBetween(stay.checkIn, stay.checkOut),
    manageUrl: manageUrl(env.siteUrl, token),
    ownerEmail: owner.email,
    siteName: env.siteName,
  };
  await enqueueMail(tx, stayConfirmedMail(common), `rental.confirmed:${stay.id}:guest`);
  const adminUrl = new URL(`/projects/airbnb?stay=${stay.id}`, env.siteUrl).href;
  await enqueueOwnerMail(
    tx,
    ownerStayMail({ ...common, adminUrl }),
    `rental.confirmed:${stay.id}:owner`,
    'newBooking',
  );
}

/**
 * Locks a stay about to be confirmed: the calendar first, then its row, in every confirmation. Two payments
 * for the same nights (a late one for an expired hold, one for the hold that replaced it) would otherwise
 * each wait on the other's uncommitted row in the exclusion check, and PostgreSQL would abort one as a
 * deadlock (its webhook retried only after a backoff); under the lock the second simply sees the first.
 */
async function lockForConfirmation(tx: DbOrTx, stayId: string): Promise<StayRow> {
  await lockCalendar(tx);
  return loadStay(tx, stayId, { forUpdate: true });
}

/**
 * Confirms a stay in the caller's transaction, which holds lockForConfirmation's locks. A hold that already
 * expired is revived only if its nights are still free: not blocked by the owner, and the exclusion
 * constraint refuses it if another stay took them.
 */
async function confirmInTx(tx: DbOrTx, env: RentalEnv, stay: StayRow, actor: RentalActor): Promise<StayRow> {
  if (stay.status === 'expired') {
    if ((await blockedNightsIn(tx, stay.checkIn, stay.checkOut)).length)
      throw new RentalConflict('nights_taken', 'These nights were blocked meanwhile');
  }
  let updated;
  try {
    [updated] = await tx
      .update(stays)
      .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: env.clock() })
      .where(and(eq(stays.id, stay.id), inArray(stays.status, ['held', 'pending_payment', 'expired'])))
      .returning();
  } catch (error) {
    if (isOverlap(error))
      throw new RentalConflict('nights_taken', 'These nights were booked by someone else');
    throw error;
  }
  if (!updated) throw new RentalConflict('not_changeable', 'This stay cannot be confirmed now');
  await recordEvent(tx, stay.id, 'confirmed', actor, { reference: updated.paymentReference });
  await announceConfirmed(tx, env, updated);
  return updated;
}

export type PaidConfirmation = { ok: true } | { ok: false; reason: string };

/**
 * A paid (or deposit-paid) order confirms its stay in the caller's transaction — the payments module's hook.
 * Runs under a savepoint, so a refusal (nights taken after the hold expired, blocked, cancelled) leaves the
 * caller's transaction usable and answers `{ ok: false }` (the caller refunds). Repeating it for the same
 * payment is a no-op; a payment for another checkout than the stay's never confirms it.
 */
export async function confirmPaidStay(
  tx: DbOrTx,
  env: RentalEnv,
  stayId: string,
  reference: string,
): Promise<PaidConfirmation> {
  const stay = await lockForConfirmation(tx, stayId);
  const ours = stay.paymentReference === null || stay.paymentReference === reference;
  if (stay.status === 'confirmed') return ours ? { ok: true } : { ok: false, reason: 'not_changeable' };
  if (!ours || !['held', 'pending_payment', 'expired'].includes(stay.status))
    return { ok: false, reason: 'not_changeable' };
  try {
    await tx.transaction(async (savepoint) => {
      // The webhook may beat the "payment started" update: the reference is recorded here too.
      const current =
        stay.paymentReference === null
          ? (
              await savepoint
                .update(stays)
                .set({ paymentReference: reference })
                .where(eq(stays.id, stay.id))
                .returning()
            )[0]!
          : stay;
      await confirmInTx(savepoint, env, current, 'system');
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof RentalConflict) return { ok: false, reason: error.code };
    throw error;
  }
}

/**
 * The payment succeeded (for callers outside a payments transaction, and the test double): the stay is
 * confirmed; repeating it changes nothing. Throws RentalConflict when it cannot be confirmed any more.
 */
export async function confirmStayPayment(
  env: RentalEnv,
  stayId: string,
  reference: string,
): Promise<StayRow> {
  return env.db.transaction(async (tx) => {
    const stay = await lockForConfirmation(tx, stayId);
    if (stay.status === 'confirmed' && stay.paymentReference === reference) return stay;
    if (stay.paymentReference !== reference)
      throw new RentalConflict('not_changeable', 'This payment does not belong to this stay');
    return confirmInTx(tx, env, stay, 'system');
  });
}

/**
 * The payment failed, was abandoned or expired: an unpaid hold becomes `expired` at once, freeing its nights.
 * Returns whether it did (a confirmed, cancelled or already expired stay is left alone).
 */
export async function releaseStay(
  tx: DbOrTx,
  env: RentalEnv,
  stayId: string,
  reason: string,
): Promise<boolean> {
  const [released] = await tx
    .update(stays)
    .set({ status: 'expired', updatedAt: env.clock() })
    .where(and(eq(stays.id, stayId), inArray(stays.status, ['held', 'pending_payment'])))
    .returning({ id: stays.id });
  if (released) await recordEvent(tx, released.id, 'expired', 'system', { reason });
  return Boolean(released);
}

/**
 * A cash voucher keeps the nights until it can no longer be paid: the hold is extended to `until` (never
 * shortened) and its expiry planned then. False when the hold is no longer live.
 */
export async function extendStayHold(
  tx: DbOrTx,
  env: RentalEnv,
  stayId: string,
  until: Date,
): Promise<boolean> {
  const [extended] = await tx
    .update(stays)
    .set({ holdExpiresAt: until, updatedAt: env.clock() })
    .where(
      and(
        eq(stays.id, stayId),
        inArray(stays.status, ['held', 'pending_payment']),
        lte(stays.holdExpiresAt, until),
      ),
    )
    .returning({ id: stays.id });
  if (!extended) return false;
  await recordEvent(tx, stayId, 'hold_extended', 'system', { until: until.toISOString() });
  await scheduleStayHoldExpiry(tx, stayId, until);
  return true;
}

/** Expires one hold if its time is up and it is still unpaid; returns whether it did. */
export async function expireStayHold(env: RentalEnv, stayId: string): Promise<boolean> {
  const now = env.clock();
  return env.db.transaction(async (tx) => {
    const [expired] = await tx
      .update(stays)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          eq(stays.id, stayId),
          inArray(stays.status, ['held', 'pending_payment']),
          lte(stays.holdExpiresAt, now),
        ),
      )
      .returning({ id: stays.id });
    if (expired) await recordEvent(tx, expired.id, 'expired', 'system', { reason: 'hold_timeout' });
    return Boolean(expired);
  });
}

export function stayHoldExpiryHandler(env: RentalEnv): JobHandler {
  return async (payload) => {
    const parsed = z.object({ stayId: z.uuid() }).safeParse(payload);
    if (!parsed.success)
      throw new PermanentJobError(`Malformed stay hold-expiry job: ${parsed.error.message}`);
    await expireStayHold(env, parsed.data.stayId);
  };
}

/**
 * The owner confirms a stay paid outside the site (cash, transfer): like a paid checkout, the guest gets the
 * confirmation and the owner the notice. An expired hold is revived only if its nights are still free.
 */
export async function confirmStayByOwner(
  env: RentalEnv,
  stayId: string,
  note: string,
  actor: RentalActor,
): Promise<StayRow> {
  return env.db.transaction(async (tx) => {
    const stay = await lockForConfirmation(tx, stayId);
    if (!['held', 'pending_payment', 'expired'].includes(stay.status))
      throw new RentalConflict('not_changeable', 'Only a stay awaiting payment can be confirmed');
    try {
      return await tx.transaction(async (savepoint) => {
        await recordEvent(savepoint, stayId, 'paid_outside', actor, { note });
        return confirmInTx(savepoint, env, stay, actor);
      });
    } catch (error) {
      if (error instanceof RentalConflict && error.code === 'nights_taken')
        throw new RentalConflict('nights_taken', 'These nights were taken after the hold ended');
      throw error;
    }
  });
}

/** The owner cancels a stay (live or confirmed): its nights are free again and the guest is told. */
export async function cancelStay(
  env: RentalEnv,
  stayId: string,
  reason: string,
  actor: RentalActor,
): Promise<StayRow> {
  return env.db.transaction(async (tx) => {
    const stay = await loadStay(tx, stayId, { forUpdate: true });
    if (!['held', 'pending_payment', 'confirmed'].includes(stay.status))
      throw new RentalConflict('not_changeable', 'This stay is no longer active');
    const [cancelled] = await tx
      .update(stays)
      .set({ status: 'cancelled', cancelReason: reason || null, holdExpiresAt: null, updatedAt: env.clock() })
      .where(eq(stays.id, stayId))
      .returning();
    await recordEvent(tx, stayId, 'cancelled', actor, { reason, previous: stay.status });
    await env.payments?.onCancelled?.(tx, stayId);
    // Only the owner cancels a stay: everything paid goes back (ADR 022).
    const refund = (await env.payments?.refundOnCancel?.(tx, stayId, stay.currency)) ?? null;
    if (stay.status === 'confirmed') {
      const settings = await loadSettings(tx);
      const owner = await env.owner(tx);
      await enqueueMail(
        tx,
        stayCancelledMail({
          stay: cancelled!,
          settings,
          nights: daysBetween(stay.checkIn, stay.checkOut),
          ownerEmail: owner.email,
          siteName: env.siteName,
          reason: reason || null,
          refund,
        }),
        `rental.cancelled:${stayId}:guest`,
      );
    }
    return cancelled!;
  });
}
