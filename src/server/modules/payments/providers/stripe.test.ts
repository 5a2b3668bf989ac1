// The Stripe adapter against a local fake of Stripe's HTTP API: the official SDK, pointed at the fake with
// host/port/protocol, sends the real form-encoded requests the fake records and answers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderRefusedError, ProviderUnavailableError, type CheckoutRequest } from './provider';
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe';
import { createStripeProvider, stripeModeOf } from './stripe';
import { oxxoExpiresAfterDays, stripeExpiresAt } from './stripe-mapping';

const MINUTE = 60_000;
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.failWith(null);
  fake.requests.length = 0;
});

const provider = (retries = 0) =>
  createStripeProvider({
    secretKey: 'sk_test_estudio',
    webhookSecret: 'whsec_test_estudio',
    host: fake.host,
    port: fake.port,
    protocol: fake.protocol,
    maxNetworkRetries: retries,
  });

let counter = 0;
function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  counter += 1;
  return {
    orderId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    amountMinor: 123456,
    currency: 'MXN',
    description: 'Sesión de branding personal (60 min)',
    lang: 'es',
    customerEmail: 'cliente@example.com',
    customerName: 'Ana Cliente',
    expiresAt: new Date(Date.now() + 2 * 60 * MINUTE),
    methods: { card: true, oxxo: true, installments: true },
    returnUrl: 'https://estudio.example/payment-success?ref=abc',
    cancelUrl: 'https://estudio.example/calendar-booking?retry=abc',
    notificationUrl: 'https://estudio.example/api/payments/webhooks/stripe',
    idempotencyKey: `checkout-${counter}`,
    ...overrides,
  };
}

describe('Stripe checkout creation', () => {
  it('a create retried later with the same key and attempt sends identical parameters (no idempotency_error)', async () => {
    let now = new Date();
    const stripe = createStripeProvider({
      secretKey: 'sk_test_estudio',
      webhookSecret: 'whsec_test_estudio',
      host: fake.host,
      port: fake.port,
      protocol: fake.protocol,
      maxNetworkRetries: 0,
      clock: () => now,
    });
    // A 20-minute hold (clamped to Stripe's 30-minute minimum) with OXXO: both derive from the attempt's time.
    const request = checkout({ attemptAt: now, expiresAt: new Date(now.getTime() + 20 * MINUTE) });
    const first = await stripe.createCheckout(request);
    now = new Date(now.getTime() + 3 * MINUTE);
    const again = await stripe.createCheckout(request);
    expect(again.providerCheckoutId).toBe(first.providerCheckoutId);
    const sent = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toEqual(sent[0]!.body);
  });

  it('opens one MXN Checkout Session with every parameter the order needs', async () => {
    const request = checkout();
    const session = await provider().createCheckout(request);
    expect(session.providerCheckoutId).toMatch(/^cs_test_/);
    expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.providerCheckoutId}`);

    const sent = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(sent?.headers['idempotency-key']).toBe(request.idempotencyKey);
    expect(sent?.headers.authorization).toBe('Bearer sk_test_estudio');
    expect(sent?.body).toMatchObject({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'mxn', unit_amount: '123456', product_data: { name: request.description } },
        },
      ],
      allowed_payment_method_types: ['card', 'oxxo'],
      payment_method_options: {
        card: { installments: { enabled: 'true' } },
        oxxo: { expires_after_days: '1' },
      },
      client_reference_id: request.orderId,
      metadata: { orderId: request.orderId },
      payment_intent_data: { metadata: { orderId: request.orderId } },
      customer_email: 'cliente@example.com',
      locale: 'es',
      expires_at: String(Math.floor(request.expiresAt.getTime() / 1000)),
      success_url: request.returnUrl,
      cancel_url: request.cancelUrl,
    });
  });

  it('offers only cards when OXXO and installments are off', async () => {
    await provider().createCheckout(
      checkout({ lang: 'en', methods: { card: true, oxxo: false, installments: false } }),
    );
    const body = fake.requests.at(-1)?.body;
    expect(body?.allowed_payment_method_types).toEqual(['card']);
    expect(body?.payment_method_options).toBeUndefined();
    expect(body?.locale).toBe('en');
  });

  it('never opens two checkouts for one idempotency key', async () => {
    const request = checkout();
    const first = await provider().createCheckout(request);
    const before = fake.sessions.size;
    const again = await provider().createCheckout(request);
    expect(again.providerCheckoutId).toBe(first.providerCheckoutId);
    expect(fake.sessions.size).toBe(before);
  });

  it('clamps the expiry into the 30 min – 24 h window Stripe accepts', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const at = (ms: number) => Math.floor((now.getTime() + ms) / 1000);
    expect(stripeExpiresAt(new Date(now.getTime() + 10 * MINUTE), now)).toBe(at(31 * MINUTE));
    expect(stripeExpiresAt(new Date(now.getTime() + 3 * 24 * 60 * MINUTE), now)).toBe(
      at(24 * 60 * MINUTE - MINUTE),
    );
    expect(stripeExpiresAt(new Date(now.getTime() + 5 * 60 * MINUTE), now)).toBe(at(5 * 60 * MINUTE));
    expect(oxxoExpiresAfterDays(new Date(now.getTime() + 50 * 60 * MINUTE), now)).toBe(3);
    expect(oxxoExpiresAfterDays(new Date(now.getTime() + 30 * 24 * 60 * MINUTE), now)).toBe(7);

    // The fake refuses out-of-window values as Stripe does: clamped holds still open a checkout.
    await provider().createCheckout(checkout({ expiresAt: new Date(Date.now() + 5 * MINUTE) }));
    await provider().createCheckout(checkout({ expiresAt: new Date(Date.now() + 3 * 24 * 60 * MINUTE) }));
    const sent = fake.requests.map((r) => Number(r.body.expires_at) * 1000 - Date.now());
    expect(sent[0]).toBeGreaterThan(30 * MINUTE);
    expect(sent[1]).toBeLessThan(24 * 60 * MINUTE);
  });

  it('refuses amounts that are not positive whole centavos before calling Stripe', async () => {
    await expect(provider().createCheckout(checkout({ amountMinor: 12.5 }))).rejects.toThrow(RangeError);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('Stripe checkout state', () => {
  it('maps open, paid by card, paid in installments and expired', async () => {
    const stripe = provider();
    const open = await stripe.createCheckout(checkout());
    expect(await stripe.readCheckout(open.providerCheckoutId)).toMatchObject({
      status: 'open',
      providerPaymentId: null,
      amountMinor: 123456,
      currency: 'MXN',
    });
    const read = fake.requests.at(-1);
    expect(read?.query.expand).toEqual(['payment_intent', 'payment_intent.latest_charge']);

    fake.pay(open.providerCheckoutId, 'card');
    const paid = await stripe.readCheckout(open.providerCheckoutId);
    expect(paid).toMatchObject({ status: 'paid', method: 'card', voucher: null });
    expect(paid.providerPaymentId).toMatch(/^pi_test_/);

    const msi = await stripe.createCheckout(checkout());
    fake.pay(msi.providerCheckoutId, 'installments');
    expect(await stripe.readCheckout(msi.providerCheckoutId)).toMatchObject({
      status: 'paid',
      method: 'installments',
    });

    const lapsed = await stripe.createCheckout(checkout());
    fake.expire(lapsed.providerCheckoutId);
    expect((await stripe.readCheckout(lapsed.providerCheckoutId)).status).toBe('expired');
  });

  it('shows a waiting OXXO voucher as pending, then paid or failed', async () => {
    const stripe = provider();
    const request = checkout();
    const session = await stripe.createCheckout(request);
    fake.pay(session.providerCheckoutId, 'oxxo');
    const pending = await stripe.readCheckout(session.providerCheckoutId);
    expect(pending).toMatchObject({ status: 'pending', method: 'oxxo', orderId: request.orderId });
    expect(pending.voucher?.reference).toBe('12345678901234657890123456789012');
    expect(pending.voucher?.url).toMatch(/^https:\/\/payments\.stripe\.test\/oxxo\/voucher\/pi_test_/);
    expect(pending.voucher?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 2 * 24 * 60 * MINUTE);

    fake.settleVoucher(session.providerCheckoutId, 'paid');
    expect(await stripe.readCheckout(session.providerCheckoutId)).toMatchObject({
      status: 'paid',
      method: 'oxxo',
    });

    const other = await stripe.createCheckout(checkout());
    fake.pay(other.providerCheckoutId, 'oxxo');
    fake.settleVoucher(other.providerCheckoutId, 'lapsed');
    expect((await stripe.readCheckout(other.providerCheckoutId)).status).toBe('failed');
  });
});

describe('Stripe checkout cancellation', () => {
  it('expires an open session; a paid one refuses definitively, an outage ambiguously', async () => {
    const stripe = provider();
    const open = await stripe.createCheckout(checkout());
    await stripe.cancelCheckout!(open.providerCheckoutId);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/checkout/sessions/${open.providerCheckoutId}/expire`,
    });
    expect((await stripe.readCheckout(open.providerCheckoutId)).status).toBe('expired');

    const paid = await stripe.createCheckout(checkout());
    fake.pay(paid.providerCheckoutId, 'card');
    await expect(stripe.cancelCheckout!(paid.providerCheckoutId)).rejects.toBeInstanceOf(
      ProviderRefusedError,
    );
    expect((await stripe.readCheckout(paid.providerCheckoutId)).status).toBe('paid');

    const down = await stripe.createCheckout(checkout());
    fake.failWith(500);
    const outage = await stripe.cancelCheckout!(down.providerCheckoutId).catch((error: unknown) => error);
    expect(outage).toBeInstanceOf(ProviderUnavailableError);
    expect(outage).not.toBeInstanceOf(ProviderRefusedError);
  });
});

describe('Stripe refunds', () => {
  it('refunds part of a payment once per idempotency key, then all of it', async () => {
    const stripe = provider();
    const session = await stripe.createCheckout(checkout());
    fake.pay(session.providerCheckoutId, 'card');
    const { providerPaymentId } = await stripe.readCheckout(session.providerCheckoutId);
    const refund = {
      providerPaymentId: providerPaymentId ?? '',
      amountMinor: 5000,
      idempotencyKey: 'refund-1',
    };

    const first = await stripe.refund(refund);
    const retried = await stripe.refund(refund);
    expect(retried.refundId).toBe(first.refundId);
    const sent = fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent[0]?.body).toEqual({ payment_intent: providerPaymentId, amount: '5000' });
    expect(sent[0]?.headers['idempotency-key']).toBe('refund-1');
    expect((await stripe.readCheckout(session.providerCheckoutId)).status).toBe('paid');

    await stripe.refund({ ...refund, amountMinor: 123456 - 5000, idempotencyKey: 'refund-2' });
    expect((await stripe.readCheckout(session.providerCheckoutId)).status).toBe('refunded');
  });

  it('reports a refund Stripe refuses as a provider error', async () => {
    const stripe = provider();
    const session = await stripe.createCheckout(checkout());
    fake.pay(session.providerCheckoutId, 'card');
    const { providerPaymentId } = await stripe.readCheckout(session.providerCheckoutId);
    const tooMuch = stripe.refund({
      providerPaymentId: providerPaymentId ?? '',
      amountMinor: 999_999,
      idempotencyKey: 'r',
    });
    await expect(tooMuch).rejects.toThrow(/greater than unrefunded/);
  });
});

describe('Stripe faults and mode', () => {
  it('turns a failing Stripe into ProviderUnavailableError, after the SDK retried with our key', async () => {
    fake.failWith(500);
    const request = checkout();
    const failure = await provider(1)
      .createCheckout(request)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderUnavailableError);
    expect((failure as ProviderUnavailableError).provider).toBe('stripe');
    expect((failure as Error).message).toMatch(/HTTP 500/);
    expect(fake.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      request.idempotencyKey,
      request.idempotencyKey,
    ]);
    await expect(provider().readCheckout('cs_test_x')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('turns an unreachable Stripe into ProviderUnavailableError', async () => {
    const down = createStripeProvider({
      secretKey: 'sk_test_estudio',
      webhookSecret: 'whsec_x',
      host: '127.0.0.1',
      port: 9,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(down.createCheckout(checkout())).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('takes its mode from the key', () => {
    expect(stripeModeOf('sk_test_123')).toBe('test');
    expect(stripeModeOf('rk_test_123')).toBe('test');
    expect(stripeModeOf('sk_live_123')).toBe('live');
    expect(stripeModeOf('rk_live_123')).toBe('live');
    expect(provider().mode).toBe('test');
    expect(provider().name).toBe('stripe');
  });
});
