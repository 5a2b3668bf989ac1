import type { CheckoutPlan } from '@contracts/payment-plans';
import type { StayResult, stayRequestSchema } from '@contracts/rental';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { hashToken, stableStringify } from '../../platform/secrets';
import {
  blockedNightsIn,
  expireStaleHolds,
  lockCalendar,
  recordEvent,
  unavailableNights,
} from './availability';
import { withRetry } from '../../platform/db/errors';
import { isOverlap, RentalConflict } from './conflicts';
import { StayPaymentUnavailableError, type RentalEnv } from './context';
import { dateRangeLiteral, daysBetween } from './dates';
import type { DbOrTx } from '../../platform/jobs/queue';
import { ownerHeldMail } from './mails';
import { scheduleStayHoldExpiry } from './lifecycle';
import { checkStayRules, quoteFor } from './quote';
import { stays, type RentalSettingsRow, type StayRow } from './schema';
import { loadSettings } from './settings';
import { issueManageToken, loadStay, manageUrl, toStayView } from './views';
import { enqueueOwnerMail } from '../notifications';

export type StayInput = z.output<typeof stayRequestSchema>;

const MINUTE_MS = 60_000;

/**
 * Books a stay: the rules (400), then one transaction that locks the calendar, expires stale holds in the way,
 * refuses owner-blocked nights and inserts a held stay with its hold-expiry job. The exclusion constraint
 * decides races between stays: the loser gets 409 nights_taken with the nights now taken. Then the payment
 * step opens a checkout for the amount due now and the stay moves to pending_payment.
 */
export async function createStay(
  env: RentalEnv,
  input: StayInput,
  options: { idempotencyKey?: string } = {},
): Promise<StayResult> {
  const key = options.idempotencyKey;
  const requestHash = hashToken(stableStringify(input));
  if (key) {
    const replayed = await replay(env, key, requestHash);
    if (replayed) return replayed;
  }
  const settings = await loadSettings(env.db);
  checkStayRules(settings, input, env.clock());
  const quote = quoteFor(settings, input, env.clock());
  const plan: CheckoutPlan = {
    option: quote.option,
    totalMinor: quote.totalMinor,
    instalments: quote.schedule,
  };

  let created: { stay: StayRow; token: string } | null;
  try {
    created = await withRetry(() =>
      env.db.transaction(async (tx) => {
        const now = env.clock();
        await lockCalendar(tx);
        await expireStaleHolds(tx, input.checkIn, input.checkOut, now);
        const blocked = await blockedNightsIn(tx, input.checkIn, input.checkOut);
        if (blocked.length)
          throw new RentalConflict('nights_taken', 'Some of these nights are not available', blocked);
        const [row] = await tx
          .insert(stays)
          .values({
            checkIn: input.checkIn,
            checkOut: input.checkOut,
            nights: dateRangeLiteral(input.checkIn, input.checkOut),
            guests: input.guests,
            customerName: input.name,
            customerEmail: input.email,
            customerPhone: input.phone,
            language: input.language,
            status: 'held',
            currency: quote.currency,
            nightlyRateMinor: quote.nightlyRateMinor,
            nightsSubtotalMinor: quote.nightsSubtotalMinor,
            nightPrices: quote.nightPrices,
            discountPercent: quote.discountPercent,
            discountMinor: quote.discountMinor,
            // The policy in force now is the stay's for good (ADR 044).
            cancellationPolicy: quote.cancellation.policy,
            cleaningFeeMinor: quote.cleaningFeeMinor,
            taxes: quote.taxes,
            totalMinor: quote.totalMinor,
            dueNowMinor: quote.dueNowMinor,
            paymentOption: quote.option,
            holdExpiresAt: new Date(now.getTime() + settings.holdMinutes * MINUTE_MS),
            idempotencyKey: key ?? null,
            requestHash: key ? requestHash : null,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: stays.idempotencyKey })
          .returning();
        // A twin request with the same key committed first: answered as a replay below.
        if (!row) return null;
        const token = await issueManageToken(tx, row.id);
        // The guest becomes (or updates) a CRM contact in this transaction (ADR 046).
        await env.people?.(tx, {
          email: row.customerEmail,
          name: row.customerName,
          phone: row.customerPhone,
          language: row.language === 'en' ? 'en' : 'es',
          source: 'stay',
          at: now,
        });
        await recordEvent(tx, row.id, 'created', 'visitor', { checkIn: row.checkIn, checkOut: row.checkOut });
        await scheduleStayHoldExpiry(tx, row.id, row.holdExpiresAt!);
        // Without online payment the owner arranges it with the guest: told in the same transaction.
        if (!env.payments) await notifyOwnerOfHold(tx, env, row, settings, token);
        return { stay: row, token };
      }),
    );
  } catch (error) {
    if (isOverlap(error) || error instanceof RentalConflict) {
      const replayed = key ? await replay(env, key, requestHash) : null;
      if (replayed) return replayed;
      if (error instanceof RentalConflict) throw error;
      const taken = await unavailableNights(env.db, input.checkIn, input.checkOut, env.clock());
      throw new RentalConflict('nights_taken', 'Some of these nights were just booked', taken);
    }
    throw error;
  }
  if (!created) {
    const replayed = await replay(env, key!, requestHash);
    if (replayed) return replayed;
    throw new RentalConflict('nights_taken', 'These nights are no longer available');
  }
  const checkoutUrl = await startPayment(env, created.stay, plan);
  const fresh = await loadStay(env.db, created.stay.id);
  return {
    stay: toStayView(fresh, await loadSettings(env.db)),
    manageToken: created.token,
    manageUrl: manageUrl(env.siteUrl, created.token),
    checkoutUrl,
  };
}

/**
 * Sends a held stay to the payment step (a remote call, outside any transaction). Without a gateway the stay
 * stays held until its hold ends (checkoutUrl null). If the gateway fails the hold is released at once and
 * the request answers 503 payment_unavailable.
 */
async function startPayment(env: RentalEnv, stay: StayRow, plan: CheckoutPlan): Promise<string | null> {
  if (!env.payments) return null;
  let checkout;
  try {
    checkout = await env.payments.createCheckout(stay, plan);
  } catch (error) {
    await env.db.transaction(async (tx) => {
      const [released] = await tx
        .update(stays)
        .set({ status: 'expired', updatedAt: env.clock() })
        .where(and(eq(stays.id, stay.id), eq(stays.status, 'held')))
        .returning({ id: stays.id });
      if (released)
        await recordEvent(tx, released.id, 'expired', 'system', { reason: 'payment_unavailable' });
    });
    throw new StayPaymentUnavailableError({ cause: error });
  }
  await env.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(stays)
      .set({ status: 'pending_payment', paymentReference: checkout.reference, updatedAt: env.clock() })
      .where(and(eq(stays.id, stay.id), inArray(stays.status, ['held'])))
      .returning({ id: stays.id });
    if (moved)
      await recordEvent(tx, moved.id, 'payment_started', 'system', { reference: checkout.reference });
  });
  return checkout.checkoutUrl;
}

/** A stay already made under this key: the same stay (a new manage token), or 409 if the key was reused. */
async function replay(env: RentalEnv, key: string, requestHash: string): Promise<StayResult | null> {
  const [row] = await env.db.select().from(stays).where(eq(stays.idempotencyKey, key));
  if (!row) return null;
  if (row.requestHash !== requestHash)
    throw new RentalConflict('idempotency_reused', 'This request key was already used for another stay');
  const token = await issueManageToken(env.db, row.id);
  return {
    stay: toStayView(row, await loadSettings(env.db)),
    manageToken: token,
    manageUrl: manageUrl(env.siteUrl, token),
    checkoutUrl:
      row.status === 'pending_payment' && env.payments?.openCheckoutUrl
        ? await env.payments.openCheckoutUrl(row)
        : null,
  };
}

async function notifyOwnerOfHold(
  tx: DbOrTx,
  env: RentalEnv,
  stay: StayRow,
  settings: RentalSettingsRow,
  token: string,
): Promise<void> {
  const owner = await env.owner(tx);
  await enqueueOwnerMail(
    tx,
    ownerHeldMail({
      stay,
      settings,
      nights: daysBetween(stay.checkIn, stay.checkOut),
      manageUrl: manageUrl(env.siteUrl, token),
      ownerEmail: owner.email,
      siteName: env.siteName,
      adminUrl: new URL(`/projects/airbnb?stay=${stay.id}`, env.siteUrl).href,
    }),
    `rental.held:${stay.id}:owner`,
    'newBooking',
  );
}
