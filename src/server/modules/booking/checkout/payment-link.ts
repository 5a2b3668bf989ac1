/**
 * The payment link (issue 14, ADR 024): a held, unpaid appointment's e-mail carries its manage link with
 * `?pay=1` (an opaque token, never guessable), and that page's "pay now" resumes the payment — the live
 * checkout, a new attempt after a decline, or a first checkout for an appointment the owner entered.
 */
import { and, eq, inArray, isNull, like, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { renderMail } from '../../../platform/mail/layout';
import { enqueueMail, type MailMessage } from '../../../platform/mail/outbox';
import type { BookingEnv } from '../context';
import { BookingConflict } from '../appointments/conflicts';
import { formatWhen } from '../mail/mails';
import { organizer, manageUrl } from '../mail/notifications';
import { PaymentUnavailableError } from './payments';
import { appointments } from '../schema';
import { loadBooking, recordEvent } from '../appointments/store';
import type { AppointmentWithService } from '../appointments/views';
import { formatMoney } from '@contracts/money';
import { intlLocale } from '@contracts/language';

/** The manage page address that opens straight on "pay now". */
export const paymentLinkUrl = (env: Pick<BookingEnv, 'siteUrl'>, token: string) => {
  const url = new URL(manageUrl(env, token));
  url.searchParams.set('pay', '1');
  return url.href;
};

const words = {
  es: {
    subject: (service: string) => `Completa tu pago: ${service}`,
    heading: (name: string) => `${name}, tu horario está apartado`,
    when: (service: string, when: string) => `${service}: ${when}.`,
    amount: (amount: string) => `Importe a pagar ahora: ${amount}.`,
    until: (until: string) =>
      `Apartamos tu horario hasta el ${until}. Si el pago no llega antes, el horario se libera.`,
    action: 'Pagar ahora',
    note: (url: string) =>
      `Este enlace es personal (no lo compartas); también sirve para reintentar si un pago es rechazado: ${url}`,
    contact: (email: string) => `¿Dudas? Escríbenos a ${email}.`,
  },
  en: {
    subject: (service: string) => `Complete your payment: ${service}`,
    heading: (name: string) => `${name}, your time is held`,
    when: (service: string, when: string) => `${service}: ${when}.`,
    amount: (amount: string) => `Amount to pay now: ${amount}.`,
    until: (until: string) =>
      `We hold your time until ${until}. If the payment does not arrive by then, the time is released.`,
    action: 'Pay now',
    note: (url: string) =>
      `This link is personal (do not share it); it also lets you try again if a payment is declined: ${url}`,
    contact: (email: string) => `Questions? Write to ${email}.`,
  },
} as const;

/** The customer's "complete your payment" mail: what, when, how much, until when it is held, the link. */
export function paymentLinkMail(input: {
  booking: AppointmentWithService;
  /** What is due now (the whole price, a deposit or the first instalment). */
  dueMinor: number;
  url: string;
  ownerEmail: string;
  siteName: string;
}): MailMessage {
  const { appointment: a, service: s } = input.booking;
  const lang = a.language === 'en' ? 'en' : 'es';
  const w = words[lang];
  const service = s.name[lang];
  const paragraphs: string[] = [
    w.when(service, formatWhen(a.startsAt, lang, a.timeZone)),
    w.amount(formatMoney({ amountMinor: input.dueMinor, currency: s.currency }, intlLocale(lang))),
  ];
  if (a.holdExpiresAt) paragraphs.push(w.until(formatWhen(a.holdExpiresAt, lang, a.timeZone)));
  paragraphs.push(w.contact(input.ownerEmail));
  const { html, text } = renderMail({
    lang,
    siteName: input.siteName,
    preheader: paragraphs[0],
    heading: w.heading(a.customerName),
    paragraphs,
    action: { label: w.action, url: input.url },
    footnote: w.note(input.url),
  });
  return { to: a.customerEmail, subject: w.subject(service), html, text, lang };
}

/** Queues the payment-link mail in the caller's transaction (once per appointment and hold). */
export async function enqueuePaymentLink(
  tx: DbOrTx,
  env: BookingEnv,
  booking: AppointmentWithService,
  token: string,
  dueMinor: number,
): Promise<void> {
  const owner = await organizer(tx);
  const a = booking.appointment;
  await enqueueMail(
    tx,
    paymentLinkMail({
      booking,
      dueMinor,
      url: paymentLinkUrl(env, token),
      ownerEmail: owner.email,
      siteName: env.siteName,
    }),
    `booking.payment-link:${a.id}:${a.holdExpiresAt?.toISOString() ?? ''}`,
  );
}

const PAYABLE = ['held', 'pending_payment'];

/**
 * "Pay now" from the manage link: where to pay for a held appointment. 409 not_changeable once the hold is
 * over or the appointment is no longer waiting for payment; 503 payment_unavailable if the provider fails.
 */
export async function resumePayment(
  env: BookingEnv,
  appointmentId: string,
): Promise<{ checkoutUrl: string }> {
  const booking = await loadBooking(env.db, appointmentId);
  const a = booking.appointment;
  const payable = () =>
    PAYABLE.includes(a.status) && a.holdExpiresAt !== null && a.holdExpiresAt > env.clock();
  if (!payable()) throw new BookingConflict('not_changeable', 'This appointment is not waiting for payment');
  let url: string | null;
  let claim: string | null = null;
  try {
    url = (await env.payments.resumeCheckout?.(a)) ?? null;
    if (!url) claim = await claimFirstCheckout(env, a.id);
    if (!url && !claim) {
      // Another click is opening the first checkout right now: answer the one it opens, or "in a moment".
      for (let i = 0; i < 20 && !url; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        url = (await env.payments.resumeCheckout?.(a)) ?? null;
      }
      if (!url)
        throw new BookingConflict(
          'checkout_in_progress',
          'This payment is being opened; try again in a moment',
        );
    }
    if (!url) {
      // No order yet (an appointment the owner entered with a payment link): its first checkout opens now,
      // for the whole price, until the hold ends.
      const checkout = await env.payments.createCheckout(a, booking.service, {
        option: 'full',
        totalMinor: booking.service.priceMinor,
        instalments: [{ seq: 1, amountMinor: booking.service.priceMinor, dueAt: env.clock().toISOString() }],
      });
      await env.db.transaction(async (tx) => {
        const [moved] = await tx
          .update(appointments)
          .set({ status: 'pending_payment', paymentReference: checkout.reference, updatedAt: env.clock() })
          .where(and(eq(appointments.id, a.id), inArray(appointments.status, ['held'])))
          .returning({ id: appointments.id });
        if (moved)
          await recordEvent(tx, moved.id, 'payment_started', 'system', { reference: checkout.reference });
      });
      url = checkout.checkoutUrl;
    }
  } catch (error) {
    // Our claim (only ours: never another request's) is given back so the next click can try again.
    if (claim)
      await env.db
        .update(appointments)
        .set({ paymentReference: null })
        .where(and(eq(appointments.id, a.id), eq(appointments.paymentReference, claim)));
    if (error instanceof BookingConflict || error instanceof PaymentUnavailableError) throw error;
    throw new PaymentUnavailableError({ cause: error });
  }
  return { checkoutUrl: url };
}

const OPENING = 'opening:';
/** A claim older than this was left by a request that died halfway (a crash): the next click retakes it. */
export const STALE_CLAIM_MS = 60_000;

/**
 * Only one request opens a held appointment's first checkout (a double click, two tabs): the claim is
 * `opening:<instant>` on the appointment row; answers the claim made, or null when another request holds a
 * live one.
 */
async function claimFirstCheckout(env: BookingEnv, appointmentId: string): Promise<string | null> {
  const now = env.clock();
  const claim = `${OPENING}${now.toISOString()}`;
  const stale = `${OPENING}${new Date(now.getTime() - STALE_CLAIM_MS).toISOString()}`;
  const claimed = await env.db
    .update(appointments)
    .set({ paymentReference: claim })
    .where(
      and(
        eq(appointments.id, appointmentId),
        eq(appointments.status, 'held'),
        or(
          isNull(appointments.paymentReference),
          and(like(appointments.paymentReference, `${OPENING}%`), lt(appointments.paymentReference, stale)),
        ),
      ),
    )
    .returning({ id: appointments.id });
  return claimed.length > 0 ? claim : null;
}
