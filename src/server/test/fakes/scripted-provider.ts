/**
 * Tests only: a provider whose answers the test scripts (the state of each checkout, refund and cancel
 * failures), with webhooks posted as plain JSON events (no signature). It stands in for Stripe or Mercado
 * Pago where a test is about the payments service's rules rather than an adapter (those run against the
 * local fakes of the real APIs).
 */
import type {
  CheckoutRequest,
  PaymentProvider,
  ProviderName,
  ProviderPaymentState,
  WebhookEvent,
} from '../../modules/payments';

export interface ScriptedProvider extends PaymentProvider {
  readonly requests: CheckoutRequest[];
  readonly refunds: { providerPaymentId: string; amountMinor: number; idempotencyKey: string }[];
  readonly cancelled: string[];
  /** The provider's current state of a checkout (what readCheckout answers). */
  states: Map<string, ProviderPaymentState>;
  /** The next refund calls fail with these errors, in turn. */
  refundFailures: Error[];
  /** The next cancel calls fail with these errors, in turn. */
  cancelFailures: Error[];
  /** Called inside createCheckout, before it answers. */
  onCreate: ((request: CheckoutRequest) => Promise<void>) | null;
  /** A webhook body for this event (parseWebhook takes it as is). */
  event(id: string, checkoutId: string | null, payment: ProviderPaymentState | null): string;
}

export function scriptedProvider(name: ProviderName = 'stripe'): ScriptedProvider {
  let counter = 0;
  const provider: ScriptedProvider = {
    name,
    mode: 'test',
    requests: [],
    refunds: [],
    cancelled: [],
    states: new Map(),
    refundFailures: [],
    cancelFailures: [],
    onCreate: null,
    async createCheckout(request) {
      provider.requests.push(request);
      await provider.onCreate?.(request);
      counter += 1;
      const id = `cs_scripted_${counter}_${request.orderId.slice(0, 8)}`;
      provider.states.set(id, {
        status: 'open',
        providerPaymentId: null,
        orderId: request.orderId,
        amountMinor: request.amountMinor,
        currency: request.currency,
        method: null,
        voucher: null,
      });
      return { providerCheckoutId: id, url: `https://pay.scripted.test/c/${id}` };
    },
    async readCheckout(id) {
      const state = provider.states.get(id);
      if (!state) throw new Error(`scripted: no checkout ${id}`);
      return state;
    },
    async parseWebhook(rawBody: string): Promise<WebhookEvent> {
      const event = JSON.parse(rawBody) as WebhookEvent;
      const expiresAt = event.payment?.voucher?.expiresAt;
      if (event.payment?.voucher && expiresAt) event.payment.voucher.expiresAt = new Date(expiresAt);
      return event;
    },
    async refund(request) {
      const failure = provider.refundFailures.shift();
      if (failure) throw failure;
      provider.refunds.push(request);
      return { refundId: `re_scripted_${provider.refunds.length}` };
    },
    async cancelCheckout(id) {
      const failure = provider.cancelFailures.shift();
      if (failure) throw failure;
      provider.cancelled.push(id);
      const state = provider.states.get(id);
      if (state?.status === 'open') provider.states.set(id, { ...state, status: 'expired' });
    },
    event(id, checkoutId, payment) {
      return JSON.stringify({ eventId: id, type: 'scripted', providerCheckoutId: checkoutId, payment });
    },
  };
  return provider;
}
