import type { CancellationRefund } from '@contracts/cancellation';
import type { StayCancelQuote } from '@contracts/rental';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/jobs/queue';
import { enqueueMail } from '../../platform/mail/outbox';
import { enqueueOwnerMail } from '../notifications';
import { recordEvent } from './availability';
import { guestCancelRule, nightPricesOf, policyMilestones, toTermsDto } from './cancellation';
import { RentalConflict } from './conflicts';
import type { RentalEnv } from './context';
import { daysBetween } from './dates';
import { ownerGuestCancelledMail, stayCancelledByGuestMail } from './mails';
import { stays, type RentalSettingsRow, type StayRow } from './schema';
import { loadSettings } from './settings';
import { loadStay } from './views';

const LIVE = ['held', 'pending_payment', 'confirmed'];

function ruleFor(stay: StayRow, settings: RentalSettingsRow, at: Date) {
  const milestones = policyMilestones(
    stay.cancellationPolicy,
    stay.checkIn,
    settings.checkInTime,
    stay.createdAt,
  );
  const rule = LIVE.includes(stay.status)
    ? guestCancelRule(milestones, { ...stay, nightPrices: nightPricesOf(stay) }, at)
    : ({ cancellable: false } as const);
  return { milestones, rule };
}

/** Nothing paid (an unpaid hold, or no online payment): the refund answer says so. */
const nothingPaid = (currency: string): CancellationRefund => ({
  currency,
  paidMinor: 0,
  percent: 100,
  refundMinor: 0,
  automaticMinor: 0,
  manualMinor: 0,
  keptMinor: 0,
});

/**
 * What the guest cancelling now would get back, from the stay's own policy (fixed when booked) and what was
 * actually paid, split as the payments module would refund it (provider or the owner by hand). No writes.
 */
export async function guestCancelQuote(env: RentalEnv, stayId: string): Promise<StayCancelQuote> {
  const stay = await loadStay(env.db, stayId);
  const settings = await loadSettings(env.db);
  const { milestones, rule } = ruleFor(stay, settings, env.clock());
  const refund =
    rule.cancellable && env.payments?.quoteCancel
      ? await env.payments.quoteCancel(env.db, stay.id, stay.currency, rule.keepAtMostMinor)
      : nothingPaid(stay.currency);
  return { cancellable: rule.cancellable, terms: toTermsDto(milestones), refund };
}

/**
 * The guest cancels from the manage link (ADR 044): before check-in, a live stay only. In one transaction the
 * stay is cancelled (its nights free again), its payment plan ends, the refund the policy allows is queued to
 * the provider that took the payment or owed by the owner (OXXO, by hand), and both the guest and the owner are
 * told — the guest only what will really happen. A refund smaller than the one the guest confirmed rolls it all
 * back with 409 refund_changed (the terms moved on while the page was open).
 */
export async function cancelStayByGuest(
  env: RentalEnv,
  stayId: string,
  quotedRefundMinor: number,
): Promise<{ stay: StayRow; refund: CancellationRefund }> {
  return env.db.transaction(async (tx) => {
    const stay = await loadStay(tx, stayId, { forUpdate: true });
    if (!LIVE.includes(stay.status))
      throw new RentalConflict('not_changeable', 'This stay is no longer active');
    const settings = await loadSettings(tx);
    const now = env.clock();
    const { rule } = ruleFor(stay, settings, now);
    if (!rule.cancellable)
      throw new RentalConflict('too_late', 'Check-in has come: please write to the host to cancel');
    const [cancelled] = await tx
      .update(stays)
      .set({ status: 'cancelled', cancelReason: null, holdExpiresAt: null, updatedAt: now })
      .where(eq(stays.id, stayId))
      .returning();
    await recordEvent(tx, stayId, 'cancelled', 'visitor', {
      by: 'guest',
      previous: stay.status,
      policy: stay.cancellationPolicy,
      stage: rule.stage,
    });
    await env.payments?.onCancelled?.(tx, stayId);
    const refund =
      (await env.payments?.refundOnCancel?.(tx, stayId, stay.currency, rule.keepAtMostMinor)) ??
      nothingPaid(stay.currency);
    if (refund.refundMinor < quotedRefundMinor)
      throw new RentalConflict('refund_changed', 'The refund changed; please review the new amount');
    await announceGuestCancel(tx, env, cancelled!, settings, refund);
    return { stay: cancelled!, refund };
  });
}

async function announceGuestCancel(
  tx: DbOrTx,
  env: RentalEnv,
  stay: StayRow,
  settings: RentalSettingsRow,
  refund: CancellationRefund,
): Promise<void> {
  const owner = await env.owner(tx);
  const common = {
    stay,
    settings,
    nights: daysBetween(stay.checkIn, stay.checkOut),
    ownerEmail: owner.email,
    siteName: env.siteName,
    refund,
  };
  await enqueueMail(tx, stayCancelledByGuestMail(common), `rental.guest-cancelled:${stay.id}:guest`);
  await enqueueOwnerMail(
    tx,
    ownerGuestCancelledMail({
      ...common,
      adminUrl: new URL(`/projects/airbnb?stay=${stay.id}`, env.siteUrl).href,
    }),
    `rental.guest-cancelled:${stay.id}:owner`,
    'cancellation',
  );
}
