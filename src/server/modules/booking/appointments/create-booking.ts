import { randomUUID } from 'node:crypto';
import type { AdminBookingPayment, BookingResult, bookingRequestSchema } from '@contracts/booking';
import { planSchedule, type CheckoutPlan } from '@contracts/payment-plans';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor, BookingEnv } from '../context';
import { serviceForBooking } from './catalog';
import { ensureBookable, slotTaken } from '../availability/slot-check';
import { ensureAdminBookable } from '../availability/admin-availability';
import { BookingConflict } from './conflicts';
import { isOverlap, withRetry } from './db-errors';
import { onConfirmed, scheduleHoldExpiry } from './lifecycle';
import { issueManageToken, manageUrl } from '../mail/notifications';
import { enqueuePaymentLink } from '../checkout/payment-link';
import { PaymentUnavailableError } from '../checkout/payments';
import { badRequest } from '../../../platform/errors';
import { appointments, type ServiceRow } from '../schema';
import { loadPolicy } from '../availability/settings';
import { blockedRange, guardDays, loadBooking, rangeLiteral, recordEvent } from './store';
import { hashToken } from '../../../platform/secrets';
import { toCustomerAppointment, type AppointmentWithService } from './views';
import { stableStringify } from '../../../platform/secrets';

export type BookingInput = z.output<typeof bookingRequestSchema>;

const MINUTE_MS = 60_000;

export interface BookingOptions {
  actor: Actor;
  /** The signed-in person booking: the appointment is theirs (shown in /dashboard). */
  userId?: string | null;
  /** Idempotency-Key header; falls back to the body's requestId. */
  idempotencyKey?: string;
  /**
   * The owner entering an appointment by hand: confirmed at once, may skip the minimum notice, may book outside
   * availability when told so, and for a paid service sends a payment link or records it paid by hand.
   */
  admin?: {
    ignoreNotice: boolean;
    notifyCustomer: boolean;
    allowOutsideAvailability?: boolean;
    payment?: AdminBookingPayment;
  };
}

/** How long an owner's payment link holds the time: long enough to read an e-mail, never past the start. */
export const ADMIN_LINK_HOLD_MINUTES = 48 * 60;

/**
 * Books a time. Free services are confirmed at once (invite, owner notice and reminders queued in the same
 * transaction); services that require payment are held for `holdMinutes` and sent to the payment step. The
 * database's exclusion constraint decides races: the loser gets 409 slot_taken with the nearest free times.
 */
export async function createBooking(
  env: BookingEnv,
  input: BookingInput,
  options: BookingOptions,
): Promise<BookingResult> {
  const { requestId, ...request } = input;
  const key = options.idempotencyKey ?? (requestId ? `body:${requestId}` : undefined);
  const requestHash = hashToken(stableStringify(request));
  if (key) {
    const replayed = await replay(env, key, requestHash);
    if (replayed) return replayed;
  }
  const service = await serviceForBooking(env.db, input.service, { admin: Boolean(options.admin) });
  const policy = await loadPolicy(env.db);
  const start = new Date(input.start);
  // A twin of a keyed request may have taken the time meanwhile: that is its replay, not a conflict.
  const replayIfTwin = async (conflict: unknown) => {
    const replayed = key && conflict instanceof BookingConflict ? await replay(env, key, requestHash) : null;
    if (replayed) return replayed;
    throw conflict;
  };
  const admin = options.admin;
  const adminPayment = admin?.payment ?? { mode: 'none' as const };
  if (adminPayment.mode !== 'none' && !(service.requiresPayment && service.priceMinor > 0))
    throw badRequest('This service has nothing to pay', { payment: ['not_offered'] });
  let outside: string[] = [];
  try {
    if (admin)
      outside = await ensureAdminBookable(env, policy.rules, service, start, {
        ignoreNotice: admin.ignoreNotice,
        allowOutside: admin.allowOutsideAvailability ?? false,
      });
    else await ensureBookable(env, policy.rules, service, start, { ignoreNotice: false });
  } catch (error) {
    return replayIfTwin(error);
  }

  const end = new Date(start.getTime() + service.durationMinutes * MINUTE_MS);
  // A time the owner books over the buffers blocks only its own time (the neighbours keep theirs).
  const range = outside.includes('buffer')
    ? { from: start, to: end }
    : blockedRange(start, end, policy.rules);
  const plan =
    adminPayment.mode === 'link'
      ? fullPlan(service, env.clock())
      : paymentPlan(service, input, start, env.clock(), Boolean(admin));
  const needsPayment = plan !== null;
  let created: { booking: AppointmentWithService; token: string } | null;
  try {
    created = await withRetry(() =>
      env.db.transaction(async (tx) => {
        const now = env.clock();
        await guardDays(
          tx,
          {
            start,
            range,
            timeZone: policy.rules.timeZone,
            // The owner booking outside availability was told about a full day and went on.
            dailyLimit: outside.length > 0 ? null : policy.rules.dailyLimit,
          },
          now,
        );
        const [row] = await tx
          .insert(appointments)
          .values({
            serviceId: service.id,
            status: needsPayment ? 'held' : 'confirmed',
            startsAt: start,
            endsAt: end,
            blocked: rangeLiteral(range),
            customerName: input.name,
            customerEmail: input.email,
            customerPhone: input.phone || null,
            customerNotes: input.notes || null,
            language: input.language,
            // The policy the client is shown before paying is the one their cancellation follows (ADR 022).
            cancellationPolicy: service.cancellationPolicy,
            timeZone: input.timeZone,
            userId: options.userId ?? null,
            icsUid: `${randomUUID()}@${env.siteUrl.hostname}`,
            holdExpiresAt: needsPayment ? holdEnd(now, start, Boolean(admin), policy.holdMinutes) : null,
            idempotencyKey: key ?? null,
            requestHash: key ? requestHash : null,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: appointments.idempotencyKey })
          .returning();
        // A twin request with the same key committed first: answered as a replay below.
        if (!row) return null;
        const token = await issueManageToken(tx, row.id);
        // The booker becomes (or updates) a CRM contact in this transaction (ADR 046).
        await env.people?.(tx, {
          email: row.customerEmail,
          name: row.customerName,
          phone: row.customerPhone,
          language: row.language === 'en' ? 'en' : 'es',
          source: 'booking',
          at: now,
        });
        await recordEvent(tx, row.id, 'created', options.actor, {
          start: start.toISOString(),
          service: service.slug,
        });
        const booking = { appointment: row, service };
        if (adminPayment.mode === 'paid') {
          if (!env.payments.recordPaidByHand) throw new Error('booking: payments cannot record a paid order');
          await env.payments.recordPaidByHand(tx, row, service, {
            method: adminPayment.method,
            note: adminPayment.note,
            admin: options.actor.replace(/^admin:/, ''),
          });
        }
        if (needsPayment) {
          await scheduleHoldExpiry(tx, row.id, row.holdExpiresAt!);
          return { booking, token };
        }
        await onConfirmed(tx, env, booking, {
          actor: options.actor,
          policy,
          manageToken: token,
          ...(options.admin && !options.admin.notifyCustomer ? { notifyCustomer: false } : {}),
        });
        return { booking, token };
      }),
    );
  } catch (error) {
    if (isOverlap(error)) return replayIfTwin(await slotTaken(env, policy.rules, service, start));
    throw error;
  }
  if (!created) {
    const replayed = await replay(env, key!, requestHash);
    if (replayed) return replayed;
    throw new BookingConflict('slot_taken', 'This time is no longer available');
  }
  const checkoutUrl = plan ? await startPayment(env, created.booking, service, plan, created.token) : null;
  const fresh = await loadBooking(env.db, created.booking.appointment.id);
  return {
    appointment: toCustomerAppointment(fresh, {
      now: env.clock(),
      cancelCutoffHours: policy.cancelCutoffHours,
    }),
    manageToken: created.token,
    manageUrl: manageUrl(env, created.token),
    checkoutUrl,
  };
}

/** The hold of a paid booking: the policy's minutes, or for the owner's payment link 48 h capped at the start. */
function holdEnd(now: Date, start: Date, admin: boolean, holdMinutes: number): Date {
  if (!admin) return new Date(now.getTime() + holdMinutes * MINUTE_MS);
  return new Date(Math.min(now.getTime() + ADMIN_LINK_HOLD_MINUTES * MINUTE_MS, start.getTime()));
}

/** The owner's payment link asks for the whole price at once. */
function fullPlan(service: ServiceRow, now: Date): CheckoutPlan {
  return {
    option: 'full',
    totalMinor: service.priceMinor,
    instalments: [{ seq: 1, amountMinor: service.priceMinor, dueAt: now.toISOString() }],
  };
}

/**
 * What a paid booking asks the payment step to collect, or null when nothing is paid online (a free service,
 * or the owner booking by hand). A plan the service does not offer for this price and date is a 400.
 */
function paymentPlan(
  service: ServiceRow,
  input: BookingInput,
  start: Date,
  now: Date,
  admin: boolean,
): CheckoutPlan | null {
  if (admin || !service.requiresPayment || service.priceMinor <= 0) return null;
  const option = input.paymentOption;
  const instalments = planSchedule(service.flexiblePayments, option, service.priceMinor, start, now);
  if (!instalments)
    throw badRequest('This way of paying is not offered for this booking', {
      paymentOption: ['not_offered'],
    });
  return { option, totalMinor: service.priceMinor, instalments };
}

/**
 * Sends a held appointment to the payment step. The gateway is called outside the booking transaction
 * (it is a remote call). If it fails, the hold is released at once (the slot is free again) and the booking
 * answers 503 payment_unavailable, so the visitor can try again rather than wait for the hold to lapse.
 */
async function startPayment(
  env: BookingEnv,
  booking: AppointmentWithService,
  service: ServiceRow,
  plan: CheckoutPlan,
  manageToken: string,
) {
  let checkout;
  try {
    checkout = await env.payments.createCheckout(booking.appointment, service, plan);
  } catch (error) {
    await env.db.transaction(async (tx) => {
      const [released] = await tx
        .update(appointments)
        .set({ status: 'expired', updatedAt: env.clock() })
        .where(and(eq(appointments.id, booking.appointment.id), inArray(appointments.status, ['held'])))
        .returning({ id: appointments.id });
      if (released)
        await recordEvent(tx, released.id, 'expired', 'system', { reason: 'payment_unavailable' });
    });
    throw new PaymentUnavailableError({ cause: error });
  }
  await env.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(appointments)
      .set({ status: 'pending_payment', paymentReference: checkout.reference, updatedAt: env.clock() })
      .where(and(eq(appointments.id, booking.appointment.id), inArray(appointments.status, ['held'])))
      .returning({ id: appointments.id });
    if (!moved) return;
    await recordEvent(tx, moved.id, 'payment_started', 'system', { reference: checkout.reference });
    // The "complete your payment" mail, once a checkout exists to resume (never for a hold just released).
    await enqueuePaymentLink(tx, env, booking, manageToken, plan.instalments[0]!.amountMinor);
  });
  return checkout.checkoutUrl;
}

/** A booking already made under this key: the same appointment (a new manage token), or 409 if reused. */
async function replay(env: BookingEnv, key: string, requestHash: string): Promise<BookingResult | null> {
  const [row] = await env.db
    .select({ id: appointments.id, requestHash: appointments.requestHash })
    .from(appointments)
    .where(eq(appointments.idempotencyKey, key));
  if (!row) return null;
  if (row.requestHash !== requestHash)
    throw new BookingConflict('idempotency_reused', 'This request id was already used for another booking');
  const token = await issueManageToken(env.db, row.id);
  const booking = await loadBooking(env.db, row.id);
  const policy = await loadPolicy(env.db);
  return {
    appointment: toCustomerAppointment(booking, {
      now: env.clock(),
      cancelCutoffHours: policy.cancelCutoffHours,
    }),
    manageToken: token,
    manageUrl: manageUrl(env, token),
    // A retried paid booking goes back to the checkout it opened while that is still open.
    checkoutUrl:
      booking.appointment.status === 'pending_payment' && env.payments.openCheckoutUrl
        ? await env.payments.openCheckoutUrl(booking.appointment)
        : null,
  };
}
