/**
 * Pure mapping between Mercado Pago's objects and the provider interface (no I/O): money in pesos with
 * decimals ↔ our integer centavos, request → Checkout Pro preference, payment → state.
 */
import type { PreferenceRequest, PreferenceResponse } from 'mercadopago/dist/clients/preference/commonTypes';
import type { CheckoutRequest, PaymentMethod, ProviderPaymentState, ProviderPaymentStatus } from './provider';
import { oxxoVoucherExpiry } from './oxxo';

/** The fields we read of a payment, as both `Payment.get` and `Payment.search` return them. */
export interface MpPayment {
  id?: string | number;
  status?: string;
  status_detail?: string;
  payment_type_id?: string;
  payment_method_id?: string;
  installments?: number;
  external_reference?: string;
  transaction_amount?: number;
  currency_id?: string;
  date_of_expiration?: string;
  transaction_details?: {
    external_resource_url?: string | null;
    payment_method_reference_id?: string | null;
    barcode?: { content?: string };
  };
}

/** Mercado Pago amounts are decimal major units; these currencies have exactly two minor digits. */
const TWO_DECIMAL_CURRENCIES = new Set(['MXN', 'BRL', 'ARS', 'PEN', 'UYU', 'USD']);
/** Meses sin intereses: the most monthly instalments Checkout Pro may offer when they are on. */
export const MAX_INSTALLMENTS = 12;

function assertTwoDecimals(currency: string) {
  if (!TWO_DECIMAL_CURRENCIES.has(currency.toUpperCase())) {
    throw new RangeError(
      `Mercado Pago amounts in ${currency} are not supported (two-decimal currencies only)`,
    );
  }
}

/** 123456 centavos → 1234.56 pesos. Exact: the double nearest n/100 prints as the two-decimal number. */
export function toMajor(amountMinor: number, currency: string): number {
  assertTwoDecimals(currency);
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`An amount must be a positive whole number of minor units, got ${amountMinor}`);
  }
  return amountMinor / 100;
}

/** 1234.56 pesos → 123456 centavos (rounding away the binary noise of the decimal). */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

/** ISO 8601 with an explicit offset, the form Mercado Pago documents for its dates. */
export const mpDate = (date: Date) => date.toISOString().replace(/Z$/, '+00:00');

export function preferenceBody(request: CheckoutRequest, now: Date): PreferenceRequest {
  const { card, oxxo, installments } = request.methods;
  const excluded: { id: string }[] = [];
  // OXXO is a `ticket` (cash voucher); `atm` is the other cash route: both go with the voucher option.
  if (!oxxo) excluded.push({ id: 'ticket' }, { id: 'atm' });
  if (!card && !installments)
    excluded.push({ id: 'credit_card' }, { id: 'debit_card' }, { id: 'prepaid_card' });
  const currency = request.currency.toUpperCase();
  return {
    items: [
      {
        id: request.orderId,
        title: request.description,
        quantity: 1,
        currency_id: currency,
        unit_price: toMajor(request.amountMinor, currency),
      },
    ],
    payer: { email: request.customerEmail, name: request.customerName },
    external_reference: request.orderId,
    metadata: { order_id: request.orderId },
    back_urls: { success: request.returnUrl, pending: request.returnUrl, failure: request.cancelUrl },
    auto_return: 'approved',
    expires: true,
    expiration_date_from: mpDate(now),
    expiration_date_to: mpDate(request.expiresAt),
    // A cash voucher taken from this checkout lasts as long as Stripe's would (the hold follows it). No
    // `notification_url`: it would take precedence over the dashboard's signed webhook (ADR 014).
    ...(oxxo ? { date_of_expiration: mpDate(oxxoVoucherExpiry(request.expiresAt, now)) } : {}),
    payment_methods: { installments: installments ? MAX_INSTALLMENTS : 1, excluded_payment_types: excluded },
  };
}

const STATUS: Record<string, ProviderPaymentStatus> = {
  approved: 'paid',
  // A dispute opened on an approved payment: the money was taken; the owner deals with the claim.
  in_mediation: 'paid',
  authorized: 'pending',
  pending: 'pending',
  in_process: 'pending',
  // Checkout Pro lets the customer try another card (or method) on the same preference after a decline or a
  // cancelled attempt: no state change; the order closes when the preference (the hold) expires.
  rejected: 'open',
  cancelled: 'open',
  refunded: 'refunded',
  charged_back: 'refunded',
};

function statusOf(payment: MpPayment): ProviderPaymentStatus {
  // A cash voucher nobody paid is cancelled with status_detail `expired`.
  if (payment.status === 'cancelled' && payment.status_detail === 'expired') return 'expired';
  // Unknown statuses are never taken as paid.
  return STATUS[payment.status ?? ''] ?? 'pending';
}

function methodOf(payment: MpPayment): PaymentMethod | null {
  switch (payment.payment_type_id) {
    case 'credit_card':
    case 'debit_card':
    case 'prepaid_card':
      return (payment.installments ?? 1) > 1 ? 'installments' : 'card';
    case 'ticket':
    case 'atm':
      return payment.payment_method_id === 'oxxo' ? 'oxxo' : 'mercadopago';
    case undefined:
      return null;
    default:
      return 'mercadopago';
  }
}

export function paymentState(payment: MpPayment): ProviderPaymentState {
  const status = statusOf(payment);
  const details = payment.transaction_details;
  const voucher =
    status === 'pending' && details?.external_resource_url
      ? {
          reference: details.payment_method_reference_id ?? details.barcode?.content ?? null,
          url: details.external_resource_url,
          expiresAt: payment.date_of_expiration ? new Date(payment.date_of_expiration) : null,
        }
      : null;
  return {
    status,
    providerPaymentId: payment.id == null ? null : String(payment.id),
    orderId: payment.external_reference ?? null,
    amountMinor: payment.transaction_amount == null ? null : toMinor(payment.transaction_amount),
    currency: payment.currency_id ?? null,
    method: methodOf(payment),
    voucher,
  };
}

/** How far a payment got: a paid one beats a waiting voucher, which beats a failed attempt. */
const RANK: Record<ProviderPaymentStatus, number> = {
  open: 0,
  expired: 1,
  failed: 2,
  pending: 3,
  paid: 4,
  refunded: 5,
};

/** The checkout's state from its preference and the payments made on it (none → open, or expired). */
export function checkoutState(
  preference: PreferenceResponse,
  payments: MpPayment[],
  now: Date,
): ProviderPaymentState {
  const states = payments.map(paymentState);
  const best = states.reduce<ProviderPaymentState | null>(
    (top, state) => (top === null || RANK[state.status] > RANK[top.status] ? state : top),
    null,
  );
  const closed = preference.expiration_date_to && new Date(preference.expiration_date_to) <= now;
  // Declined or cancelled attempts leave the checkout open while the preference lasts.
  if (best && best.status !== 'open') return best;
  if (best) return { ...best, status: closed ? 'expired' : 'open' };
  const item = preference.items?.[0];
  return {
    status: closed ? 'expired' : 'open',
    providerPaymentId: null,
    orderId: preference.external_reference ?? null,
    amountMinor: item ? toMinor(item.unit_price * item.quantity) : null,
    currency: item?.currency_id ?? null,
    method: null,
    voucher: null,
  };
}
