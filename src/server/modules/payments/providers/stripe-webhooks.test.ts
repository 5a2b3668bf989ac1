// Stripe webhooks: signed with the SDK's own generateTestHeaderString, verified by the adapter with the SDK
// on the raw body, and mapped to the provider interface (the PaymentIntent is read from the local fake).
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError, type CheckoutRequest } from './provider';
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe';
import { createStripeProvider } from './stripe';

const SECRET = 'whsec_test_estudio_webhooks';
const signer = new Stripe('sk_test_signer');
let fake: FakeStripe;
let stripe: ReturnType<typeof createStripeProvider>;
beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = createStripeProvider({
    secretKey: 'sk_test_estudio',
    webhookSecret: SECRET,
    host: fake.host,
    port: fake.port,
    protocol: fake.protocol,
    maxNetworkRetries: 0,
  });
});
afterAll(() => fake.close());

let counter = 0;
async function openCheckout() {
  counter += 1;
  const orderId = `11111111-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const request: CheckoutRequest = {
    orderId,
    amountMinor: 80000,
    currency: 'MXN',
    description: 'Consultoría legal-tech',
    lang: 'en',
    customerEmail: 'client@example.com',
    customerName: 'Client',
    expiresAt: new Date(Date.now() + 3 * 3600_000),
    methods: { card: true, oxxo: true, installments: false },
    returnUrl: 'https://estudio.example/payment-success?ref=r',
    cancelUrl: 'https://estudio.example/calendar-booking',
    notificationUrl: 'https://estudio.example/api/payments/webhooks/stripe',
    idempotencyKey: `webhook-checkout-${counter}`,
  };
  const { providerCheckoutId } = await stripe.createCheckout(request);
  return { orderId, sessionId: providerCheckoutId };
}

function signed(type: string, object: unknown, secret = SECRET) {
  const body = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
  });
  const header = signer.webhooks.generateTestHeaderString({ payload: body, secret });
  return { body, headers: new Headers({ 'stripe-signature': header, 'content-type': 'application/json' }) };
}
const sessionEvent = (type: string, sessionId: string) =>
  signed(type, structuredClone(fake.sessions.get(sessionId)));

describe('Stripe webhook verification', () => {
  it('accepts a correctly signed event and keeps its id', async () => {
    const { sessionId } = await openCheckout();
    fake.expire(sessionId);
    const { body, headers } = sessionEvent('checkout.session.expired', sessionId);
    const event = await stripe.parseWebhook(body, headers);
    expect(event.eventId).toBe(JSON.parse(body).id);
    expect(event.type).toBe('checkout.session.expired');
  });

  it('rejects a wrong secret, a tampered body, a missing header and a stale signature', async () => {
    const { sessionId } = await openCheckout();
    const wrong = sessionEvent('checkout.session.completed', sessionId);
    const forged = signed('checkout.session.completed', fake.sessions.get(sessionId), 'whsec_attacker');
    await expect(stripe.parseWebhook(forged.body, forged.headers)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    const tampered = wrong.body.replace('"amount_total":80000', '"amount_total":1');
    expect(tampered).not.toBe(wrong.body);
    await expect(stripe.parseWebhook(tampered, wrong.headers)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(stripe.parseWebhook(wrong.body, new Headers())).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    const old = signer.webhooks.generateTestHeaderString({
      payload: wrong.body,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const stale = stripe.parseWebhook(wrong.body, new Headers({ 'stripe-signature': old }));
    await expect(stale).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});

describe('Stripe webhook mapping', () => {
  it('checkout.session.completed paid by card → paid', async () => {
    const { sessionId, orderId } = await openCheckout();
    fake.pay(sessionId, 'card');
    const { body, headers } = sessionEvent('checkout.session.completed', sessionId);
    const event = await stripe.parseWebhook(body, headers);
    expect(event.providerCheckoutId).toBe(sessionId);
    expect(event.payment).toMatchObject({
      status: 'paid',
      orderId,
      amountMinor: 80000,
      currency: 'MXN',
      method: 'card',
      voucher: null,
    });
    expect(event.payment?.providerPaymentId).toBe(fake.sessions.get(sessionId)?.payment_intent);
  });

  it('checkout.session.completed with an OXXO voucher → pending with the voucher', async () => {
    const { sessionId } = await openCheckout();
    fake.pay(sessionId, 'oxxo');
    const { body, headers } = sessionEvent('checkout.session.completed', sessionId);
    const { payment } = await stripe.parseWebhook(body, headers);
    expect(payment).toMatchObject({ status: 'pending', method: 'oxxo' });
    expect(payment?.voucher).toMatchObject({ reference: '12345678901234657890123456789012' });
    expect(payment?.voucher?.url).toContain('/oxxo/voucher/');
    expect(payment?.voucher?.expiresAt).toBeInstanceOf(Date);
  });

  it('async_payment_succeeded → paid; async_payment_failed → failed', async () => {
    const paid = await openCheckout();
    fake.pay(paid.sessionId, 'oxxo');
    fake.settleVoucher(paid.sessionId, 'paid');
    const ok = sessionEvent('checkout.session.async_payment_succeeded', paid.sessionId);
    expect((await stripe.parseWebhook(ok.body, ok.headers)).payment).toMatchObject({
      status: 'paid',
      method: 'oxxo',
    });

    const lapsed = await openCheckout();
    fake.pay(lapsed.sessionId, 'oxxo');
    fake.settleVoucher(lapsed.sessionId, 'lapsed');
    const failed = sessionEvent('checkout.session.async_payment_failed', lapsed.sessionId);
    const event = await stripe.parseWebhook(failed.body, failed.headers);
    expect(event.payment).toMatchObject({ status: 'failed', voucher: null, orderId: lapsed.orderId });
  });

  it('checkout.session.expired → expired', async () => {
    const { sessionId, orderId } = await openCheckout();
    fake.expire(sessionId);
    const { body, headers } = sessionEvent('checkout.session.expired', sessionId);
    const event = await stripe.parseWebhook(body, headers);
    expect(event.payment).toMatchObject({ status: 'expired', orderId, providerPaymentId: null });
  });

  it('charge.refunded → refunded when full, still paid when partial', async () => {
    const { sessionId, orderId } = await openCheckout();
    fake.pay(sessionId, 'card');
    const intentId = String(fake.sessions.get(sessionId)?.payment_intent);
    const chargeId = String(fake.paymentIntents.get(intentId)?.latest_charge);
    await stripe.refund({
      providerPaymentId: intentId,
      amountMinor: 30000,
      idempotencyKey: `partial-${sessionId}`,
    });
    const partial = signed('charge.refunded', structuredClone(fake.charges.get(chargeId)));
    const first = await stripe.parseWebhook(partial.body, partial.headers);
    expect(first.payment).toMatchObject({
      status: 'paid',
      providerPaymentId: intentId,
      orderId,
      amountMinor: 80000,
    });
    expect(first.providerCheckoutId).toBeNull();

    await stripe.refund({
      providerPaymentId: intentId,
      amountMinor: 50000,
      idempotencyKey: `rest-${sessionId}`,
    });
    const full = signed('charge.refunded', structuredClone(fake.charges.get(chargeId)));
    expect((await stripe.parseWebhook(full.body, full.headers)).payment).toMatchObject({
      status: 'refunded',
      currency: 'MXN',
      method: 'card',
    });
  });

  it('acknowledges other event types without a payment', async () => {
    const { body, headers } = signed('payment_intent.created', { id: 'pi_test_x', object: 'payment_intent' });
    const event = await stripe.parseWebhook(body, headers);
    expect(event).toMatchObject({ type: 'payment_intent.created', payment: null, providerCheckoutId: null });
  });
});
