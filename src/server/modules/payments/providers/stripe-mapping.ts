/**
 * Pure mapping between Stripe's objects and the provider interface (no I/O), so the rules are readable and
 * testable on their own: request → Checkout Session parameters, session/PaymentIntent/charge → state.
 */
import type Stripe from 'stripe';
import type { CheckoutRequest, PaymentMethod, ProviderPaymentState } from './provider';
import { oxxoExpiresAfterDays } from './oxxo';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Stripe accepts `expires_at` from 30 minutes to 24 hours after it creates the session. */
export const STRIPE_MIN_EXPIRY_MS = 30 * MINUTE;
export const STRIPE_MAX_EXPIRY_MS = DAY;
/** Room for clock skew and request latency, so a clamped value is never refused at the edge of the window. */
const EXPIRY_MARGIN_MS = MINUTE;

/**
 * The `expires_at` Stripe gets for a hold ending at `expiresAt`, in epoch seconds. Outside Stripe's window it
 * is clamped: a hold shorter than 30 minutes gets a checkout that stays open until ~31 minutes (the payments
 * service must treat a payment after the hold as "paid late": refund if the slot was taken); a hold longer than
 * 24 hours gets a checkout that expires after ~23h59m (the service sees `checkout.session.expired` first).
 */
export function stripeExpiresAt(expiresAt: Date, now: Date): number {
  const earliest = now.getTime() + STRIPE_MIN_EXPIRY_MS + EXPIRY_MARGIN_MS;
  const latest = now.getTime() + STRIPE_MAX_EXPIRY_MS - EXPIRY_MARGIN_MS;
  return Math.floor(Math.min(Math.max(expiresAt.getTime(), earliest), latest) / 1000);
}

export { oxxoExpiresAfterDays };

export function sessionParams(request: CheckoutRequest, now: Date): Stripe.Checkout.SessionCreateParams {
  if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
    throw new RangeError(
      `A checkout needs a positive whole amount in minor units, got ${request.amountMinor}`,
    );
  }
  const { card, oxxo, installments } = request.methods;
  // Installments (meses sin intereses) are a card feature: offering them means offering cards.
  const types: Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[] = [];
  if (card || installments) types.push('card');
  if (oxxo) types.push('oxxo');
  if (types.length === 0) throw new RangeError('A checkout needs at least one payment method');
  const options: Stripe.Checkout.SessionCreateParams.PaymentMethodOptions = {};
  if (installments) options.card = { installments: { enabled: true } };
  if (oxxo) options.oxxo = { expires_after_days: oxxoExpiresAfterDays(request.expiresAt, now) };
  const metadata = { orderId: request.orderId };
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: request.currency.toLowerCase(),
          unit_amount: request.amountMinor,
          product_data: { name: request.description },
        },
      },
    ],
    // Pinned API 2026-10-28: `payment_method_types` is gone; this filters what the account has enabled.
    allowed_payment_method_types: types,
    payment_method_options: options,
    client_reference_id: request.orderId,
    metadata,
    // The PaymentIntent (and so its charges and refunds) carry our order id too.
    payment_intent_data: { metadata, description: request.description },
    customer_email: request.customerEmail,
    locale: request.lang,
    expires_at: stripeExpiresAt(request.expiresAt, now),
    success_url: request.returnUrl,
    cancel_url: request.cancelUrl,
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;
const expanded = <T extends object>(value: string | T | null | undefined): T | null =>
  value != null && typeof value === 'object' ? value : null;
const fromEpoch = (seconds: number | null | undefined) => (seconds == null ? null : new Date(seconds * 1000));

function chargeMethod(charge: Stripe.Charge | null): PaymentMethod | null {
  const details = charge?.payment_method_details;
  if (!details) return null;
  if (details.type === 'oxxo') return 'oxxo';
  if (details.type === 'card') return details.card?.installments?.plan ? 'installments' : 'card';
  return null;
}

/** How the customer paid: the charge says best; an OXXO next action means a voucher; else the only offer. */
export function methodOf(
  paymentIntent: Stripe.PaymentIntent | null,
  offered: readonly string[] = [],
): PaymentMethod | null {
  if (paymentIntent?.next_action?.oxxo_display_details) return 'oxxo';
  const fromCharge = chargeMethod(expanded(paymentIntent?.latest_charge));
  if (fromCharge) return fromCharge;
  if (offered.length === 1 && (offered[0] === 'card' || offered[0] === 'oxxo')) return offered[0];
  return null;
}

export function voucherOf(paymentIntent: Stripe.PaymentIntent | null): ProviderPaymentState['voucher'] {
  const details = paymentIntent?.next_action?.oxxo_display_details;
  if (!details) return null;
  return {
    reference: details.number ?? null,
    url: details.hosted_voucher_url ?? null,
    expiresAt: fromEpoch(details.expires_after),
  };
}

/**
 * A Checkout Session (with its PaymentIntent expanded when there is one) as a payment state. Only
 * `payment_status: paid` is ever `paid`; a complete but unpaid session is a voucher waiting (pending) unless
 * its PaymentIntent shows the voucher lapsed or the payment failed.
 */
export function sessionState(
  session: Stripe.Checkout.Session,
  paymentIntent: Stripe.PaymentIntent | null,
): ProviderPaymentState {
  const charge = expanded(paymentIntent?.latest_charge);
  const base: ProviderPaymentState = {
    status: 'open',
    providerPaymentId: idOf(session.payment_intent),
    orderId: session.client_reference_id ?? session.metadata?.orderId ?? null,
    amountMinor: session.amount_total,
    currency: session.currency?.toUpperCase() ?? null,
    method: methodOf(paymentIntent, session.payment_method_types),
    voucher: null,
  };
  if (session.status === 'expired') return { ...base, status: 'expired' };
  if (session.status !== 'complete') return base;
  if (session.payment_status === 'paid') {
    return { ...base, status: charge?.refunded ? 'refunded' : 'paid' };
  }
  const voucher = voucherOf(paymentIntent);
  if (voucher) return { ...base, status: 'pending', voucher };
  const lapsed = paymentIntent?.status === 'canceled' || paymentIntent?.status === 'requires_payment_method';
  return { ...base, status: lapsed ? 'failed' : 'pending' };
}

/** A charge as a payment state (`charge.refunded`): fully refunded → refunded; partly → still paid. */
export function chargeState(charge: Stripe.Charge): ProviderPaymentState {
  return {
    status: charge.refunded ? 'refunded' : 'paid',
    providerPaymentId: idOf(charge.payment_intent),
    orderId: charge.metadata?.orderId ?? null,
    amountMinor: charge.amount,
    currency: charge.currency.toUpperCase(),
    method: chargeMethod(charge),
    voucher: null,
  };
}
