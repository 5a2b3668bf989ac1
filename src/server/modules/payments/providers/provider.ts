/**
 * The one payment-provider interface (docs/architecture.md → Payments). Stripe, Mercado Pago and the built-in sandbox
 * implement it; the payments service never knows which one it talks to. Amounts are integer minor units
 * (centavos) with an ISO currency; the server computes them from the catalogue, never the client.
 */

import { AppError } from '../../../platform/errors';
import { PAYMENT_UNAVAILABLE } from '../errors';

export type ProviderName = 'sandbox' | 'stripe' | 'mercadopago';
export type ProviderMode = 'test' | 'live';

/** How the customer paid (or is paying). `installments` = card in monthly instalments (MSI). */
export type PaymentMethod = 'card' | 'oxxo' | 'installments' | 'mercadopago';

export interface CheckoutRequest {
  /** Our order id (uuid): the provider's external reference / client_reference_id / metadata. */
  orderId: string;
  amountMinor: number;
  currency: string;
  /** One line the customer sees on the provider's page, already in their language. */
  description: string;
  lang: 'es' | 'en';
  customerEmail: string;
  customerName: string;
  /** The checkout must stop accepting payment at this time (the appointment's hold). */
  expiresAt: Date;
  /** Which methods to offer; a provider offers what it and the account support. */
  methods: { card: boolean; oxxo: boolean; installments: boolean };
  /** Where the customer returns to (our /payment-success?ref=…); never trusted as proof of payment. */
  returnUrl: string;
  /** Where the customer goes back to when they abandon the checkout. */
  cancelUrl: string;
  /**
   * Our webhook endpoint for this provider. Not sent to Mercado Pago (a per-preference notification_url
   * would override the dashboard's signed webhook: ADR 014); kept for providers that take one per checkout.
   */
  notificationUrl: string;
  /** Sent as the provider's idempotency key, so a retried create never opens two checkouts. */
  idempotencyKey: string;
  /**
   * When this checkout attempt was claimed: a provider derives its own times from it (Stripe's `expires_at`,
   * OXXO days, Mercado Pago's dates) rather than from "now", so a create retried with the same idempotency
   * key sends the same parameters (Stripe refuses a reused key with different ones). Absent: now.
   */
  attemptAt?: Date;
}

export interface CheckoutSession {
  /** The provider's id of the checkout (Stripe session id, Mercado Pago preference id, sandbox id). */
  providerCheckoutId: string;
  /** Where to send the customer. */
  url: string;
}

/** A provider's view of a payment: what the service reconciles against the order (by state, not by arrival). */
export type ProviderPaymentStatus = 'open' | 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';

export interface ProviderPaymentState {
  status: ProviderPaymentStatus;
  /** The provider's id of the money movement (Stripe payment_intent, Mercado Pago payment id); refunds use it. */
  providerPaymentId: string | null;
  /** Our order id as the provider echoes it back (metadata / external_reference). */
  orderId: string | null;
  amountMinor: number | null;
  currency: string | null;
  method: PaymentMethod | null;
  /** A cash voucher waiting to be paid (OXXO): where to see it and when it stops being payable. */
  voucher: { reference: string | null; url: string | null; expiresAt: Date | null } | null;
}

/** A verified webhook, reduced to what the service needs. */
export interface WebhookEvent {
  /** Unique per provider: stored under (provider, eventId), so a replay has no second effect. */
  eventId: string;
  type: string;
  /** The provider's current state of the payment the event is about; null for event types we ignore. */
  payment: ProviderPaymentState | null;
  /** The checkout the event is about, when the provider says (Stripe session id, sandbox id). */
  providerCheckoutId: string | null;
}

/** The signature (or its secret) did not verify: answer 400 `invalid_signature` and change nothing. */
export class WebhookSignatureError extends AppError<'invalid_signature'> {
  constructor(message = 'The webhook signature does not verify') {
    super(400, 'invalid_signature', message);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * The provider could not be reached or refused: the caller shows a clear error and releases the hold. The
 * API answers 503 `payment_unavailable` with a sentence of ours; the provider's own words stay in the log.
 */
export class ProviderUnavailableError extends AppError<'payment_unavailable'> {
  constructor(
    readonly provider: ProviderName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(503, 'payment_unavailable', message, undefined, {
      cause: options?.cause,
      publicMessage: PAYMENT_UNAVAILABLE,
    });
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * The provider answered and definitively refused (a 4xx other than a conflict or rate limit): repeating the
 * same request with the same idempotency key gets the same refusal. Anything else that fails (network,
 * timeout, 5xx) is ambiguous: the request may have been carried out, so it is retried with the same key.
 */
export class ProviderRefusedError extends ProviderUnavailableError {
  constructor(provider: ProviderName, message: string, options?: { cause?: unknown }) {
    super(provider, message, options);
    this.name = 'ProviderRefusedError';
  }
}

/** Whether an HTTP status from a provider is a definitive refusal (see ProviderRefusedError). */
export const isDefinitiveRefusal = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429;

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly mode: ProviderMode;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The current state of a checkout, asked of the provider (used when a redirect arrives before a webhook). */
  readCheckout(providerCheckoutId: string): Promise<ProviderPaymentState>;
  /**
   * Verifies and parses a webhook from the raw body and headers. Throws WebhookSignatureError when it does
   * not verify. Mercado Pago's adapter fetches the payment from the API here, so `payment` is authoritative.
   * `url` is the full URL the webhook was posted to: Mercado Pago signs the `data.id` of its query string.
   */
  parseWebhook(rawBody: string, headers: Headers, url?: URL): Promise<WebhookEvent>;
  /**
   * Stops the checkout from taking payment (the hold ended). Resolves when it no longer can; throws when the
   * provider could not be asked or refused (e.g. the checkout was completed meanwhile): the caller then reads
   * the checkout and reconciles, and never closes the order while the provider may still take money.
   */
  cancelCheckout?(providerCheckoutId: string): Promise<void>;
  /** Refunds part or all of a payment; the idempotency key makes a retried refund a no-op. */
  refund(request: {
    providerPaymentId: string;
    amountMinor: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
}
