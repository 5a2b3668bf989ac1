/**
 * The Stripe adapter (issue 7): Checkout Sessions in MXN with card, OXXO vouchers and card installments,
 * through the official `stripe` SDK. Webhooks are verified by the SDK on the raw body. Every SDK failure
 * (network, 5xx, refusal) surfaces as ProviderUnavailableError so the caller shows a clear error and
 * releases the hold; the Stripe message is kept, the key never is.
 */
import Stripe from 'stripe';
import {
  isDefinitiveRefusal,
  ProviderRefusedError,
  ProviderUnavailableError,
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderMode,
  type ProviderPaymentState,
  type WebhookEvent,
} from './provider';
import { chargeState, sessionParams, sessionState } from './stripe-mapping';

export interface StripeProviderOptions {
  /** `sk_…` or restricted `rk_…`; the `_test_` ones put the adapter in test mode. */
  secretKey: string;
  /** The endpoint's signing secret (`whsec_…`). */
  webhookSecret: string;
  /** Tests only: point the SDK at a local fake of the Stripe API. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** The SDK's automatic retries (with idempotency keys) on network errors and 5xx; default 2. */
  maxNetworkRetries?: number;
  /** Per-request timeout; default 20 s, so a customer is never left waiting on a dead connection. */
  timeoutMs?: number;
  /** Seconds a signed webhook stays acceptable (replay window); default the SDK's 300. */
  webhookToleranceSeconds?: number;
  clock?: () => Date;
}

export function stripeModeOf(secretKey: string): ProviderMode {
  return /^(sk|rk)_test_/.test(secretKey) ? 'test' : 'live';
}

/** Whatever the SDK throws (connection, API, refusal) becomes ProviderUnavailableError; our bugs stay bugs. */
async function guarded<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      const status = error.statusCode ? ` (HTTP ${error.statusCode})` : '';
      const Failure = isDefinitiveRefusal(error.statusCode) ? ProviderRefusedError : ProviderUnavailableError;
      throw new Failure('stripe', `Stripe could not ${what}${status}: ${error.message}`, { cause: error });
    }
    throw error;
  }
}

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const clock = options.clock ?? (() => new Date());
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'Estudio' },
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  const retrieveIntent = (id: string) =>
    guarded('read the payment', () => stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));

  async function sessionEvent(event: Stripe.Event, session: Stripe.Checkout.Session) {
    // The session in the event does not carry the voucher or how it was paid: the PaymentIntent does.
    const intentId = typeof session.payment_intent === 'string' ? session.payment_intent : null;
    const intent = intentId ? await retrieveIntent(intentId) : null;
    const state = sessionState(session, intent);
    if (event.type === 'checkout.session.async_payment_failed') {
      return { ...state, status: 'failed', voucher: null } satisfies ProviderPaymentState;
    }
    return state;
  }

  return {
    name: 'stripe',
    mode: stripeModeOf(options.secretKey),

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const params = sessionParams(request, request.attemptAt ?? clock());
      const session = await guarded('open a checkout', () =>
        stripe.checkout.sessions.create(params, { idempotencyKey: request.idempotencyKey }),
      );
      if (!session.url) {
        throw new ProviderUnavailableError('stripe', `Stripe opened checkout ${session.id} without a URL`);
      }
      return { providerCheckoutId: session.id, url: session.url };
    },

    async readCheckout(providerCheckoutId: string): Promise<ProviderPaymentState> {
      const session = await guarded('read the checkout', () =>
        stripe.checkout.sessions.retrieve(providerCheckoutId, {
          expand: ['payment_intent', 'payment_intent.latest_charge'],
        }),
      );
      const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
      return sessionState(session, intent);
    },

    async cancelCheckout(providerCheckoutId: string): Promise<void> {
      // Stripe refuses to expire a session that is no longer open (completed or already expired).
      await guarded('cancel the checkout', () => stripe.checkout.sessions.expire(providerCheckoutId));
    },

    async parseWebhook(rawBody: string, headers: Headers): Promise<WebhookEvent> {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          options.webhookToleranceSeconds,
        );
      } catch (error) {
        throw new WebhookSignatureError(
          `The Stripe webhook does not verify: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const base = { eventId: event.id, type: event.type };
      if (SESSION_EVENTS.has(event.type)) {
        const session = event.data.object as Stripe.Checkout.Session;
        return { ...base, payment: await sessionEvent(event, session), providerCheckoutId: session.id };
      }
      if (event.type === 'charge.refunded') {
        return { ...base, payment: chargeState(event.data.object), providerCheckoutId: null };
      }
      return { ...base, payment: null, providerCheckoutId: null };
    },

    async refund({ providerPaymentId, amountMinor, idempotencyKey }) {
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
        throw new RangeError(`A refund needs a positive whole amount in minor units, got ${amountMinor}`);
      }
      const refund = await guarded('refund the payment', () =>
        stripe.refunds.create({ payment_intent: providerPaymentId, amount: amountMinor }, { idempotencyKey }),
      );
      return { refundId: refund.id };
    },
  };
}
