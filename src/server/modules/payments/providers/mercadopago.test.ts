// The Mercado Pago adapter against a local fake of Mercado Pago's REST API (the official SDK, its base URL
// swapped to the fake): preferences, state reads through payment search, refunds, faults.
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderUnavailableError, type CheckoutRequest } from './provider';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../../test/fakes/mercadopago';
import { createMercadoPagoProvider, mercadoPagoModeOf, type MercadoPagoProviderOptions } from './mercadopago';
import { mpDate, toMajor } from './mercadopago-mapping';

const MINUTE = 60_000;
let fake: FakeMercadoPago;
beforeAll(async () => {
  fake = await startFakeMercadoPago();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.failWith(null);
  fake.requests.length = 0;
});

const provider = (overrides: Partial<MercadoPagoProviderOptions> = {}) =>
  createMercadoPagoProvider({
    accessToken: 'TEST-1234567890-estudio',
    webhookSecret: 'mp-secret',
    baseUrl: fake.baseUrl,
    maxRetries: 0,
    ...overrides,
  });

let counter = 0;
function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  counter += 1;
  return {
    orderId: `22222222-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    amountMinor: 123456,
    currency: 'MXN',
    description: 'Sesión de fotografía (90 min)',
    lang: 'es',
    customerEmail: 'cliente@example.com',
    customerName: 'Ana Cliente',
    expiresAt: new Date(Date.now() + 2 * 24 * 60 * MINUTE),
    methods: { card: true, oxxo: true, installments: true },
    returnUrl: 'https://estudio.example/payment-success?ref=abc',
    cancelUrl: 'https://estudio.example/calendar-booking?retry=abc',
    notificationUrl: 'https://estudio.example/api/payments/webhooks/mercadopago',
    idempotencyKey: `mp-checkout-${counter}`,
    ...overrides,
  };
}

describe('Mercado Pago checkout creation', () => {
  it('creates a Checkout Pro preference in MXN with the order, expiry, installments and key', async () => {
    const request = checkout();
    const session = await provider().createCheckout(request);
    expect(session.url).toBe(
      `https://sandbox.mercadopago.com.mx/checkout/v1/redirect?pref_id=${session.providerCheckoutId}`,
    );

    const sent = fake.requests.find((r) => r.method === 'POST' && r.path === '/checkout/preferences/');
    expect(sent?.headers['x-idempotency-key']).toBe(request.idempotencyKey);
    expect(sent?.headers.authorization).toBe('Bearer TEST-1234567890-estudio');
    expect(sent?.body).toMatchObject({
      items: [
        {
          id: request.orderId,
          title: request.description,
          quantity: 1,
          currency_id: 'MXN',
          unit_price: 1234.56,
        },
      ],
      payer: { email: 'cliente@example.com', name: 'Ana Cliente' },
      external_reference: request.orderId,
      back_urls: { success: request.returnUrl, pending: request.returnUrl, failure: request.cancelUrl },
      auto_return: 'approved',
      expires: true,
      expiration_date_to: mpDate(request.expiresAt),
      payment_methods: { installments: 12, excluded_payment_types: [] },
    });
    // The dashboard's signed webhook is the only one: a notification_url would take precedence over it.
    expect(sent?.body).not.toHaveProperty('notification_url');
  });

  it('lets an OXXO voucher last the same whole days as Stripe’s, not the 15-minute hold', async () => {
    const now = new Date('2026-03-02T18:00:00.000Z');
    const mp = provider({ clock: () => now });
    await mp.createCheckout(checkout({ expiresAt: new Date(now.getTime() + 15 * MINUTE) }));
    expect(fake.requests.at(-1)?.body).toMatchObject({
      expiration_date_to: mpDate(new Date(now.getTime() + 15 * MINUTE)),
      date_of_expiration: mpDate(new Date(now.getTime() + 24 * 60 * MINUTE)),
    });
    await mp.createCheckout(checkout({ expiresAt: new Date(now.getTime() + 3 * 24 * 60 * MINUTE - MINUTE) }));
    expect(fake.requests.at(-1)?.body?.date_of_expiration).toBe(
      mpDate(new Date(now.getTime() + 3 * 24 * 60 * MINUTE)),
    );
    await mp.createCheckout(checkout({ expiresAt: new Date(now.getTime() + 30 * 24 * 60 * MINUTE) }));
    expect(fake.requests.at(-1)?.body?.date_of_expiration).toBe(
      mpDate(new Date(now.getTime() + 7 * 24 * 60 * MINUTE)),
    );
  });

  it('excludes cash vouchers and instalments when they are off', async () => {
    await provider().createCheckout(checkout({ methods: { card: true, oxxo: false, installments: false } }));
    const body = fake.requests.at(-1)?.body;
    expect(body?.payment_methods).toEqual({
      installments: 1,
      excluded_payment_types: [{ id: 'ticket' }, { id: 'atm' }],
    });
    expect(body).not.toHaveProperty('date_of_expiration');
  });

  it('converts centavos to pesos exactly', () => {
    expect(toMajor(123456, 'MXN')).toBe(1234.56);
    expect(JSON.stringify({ unit_price: toMajor(199999, 'MXN') })).toBe('{"unit_price":1999.99}');
    expect(toMajor(1, 'MXN')).toBe(0.01);
    expect(toMajor(10, 'MXN')).toBe(0.1);
    const drift: number[] = [];
    for (let minor = 1; minor < 10_000_000; minor += 7) {
      if (
        Math.round(toMajor(minor, 'MXN') * 100) !== minor ||
        !/^\d+(\.\d{1,2})?$/.test(String(toMajor(minor, 'MXN')))
      ) {
        drift.push(minor);
      }
    }
    expect(drift).toEqual([]);
    expect(() => toMajor(12.5, 'MXN')).toThrow(RangeError);
    expect(() => toMajor(1000, 'CLP')).toThrow(RangeError);
  });

  it('never opens two preferences for one key, and never reuses a key for the next call', async () => {
    const mp = provider();
    const request = checkout();
    const first = await mp.createCheckout(request);
    const again = await mp.createCheckout(request);
    expect(again.providerCheckoutId).toBe(first.providerCheckoutId);
    const other = await mp.createCheckout(checkout());
    expect(other.providerCheckoutId).not.toBe(first.providerCheckoutId);
    expect(fake.requests.map((r) => r.headers['x-idempotency-key'])).toEqual([
      request.idempotencyKey,
      request.idempotencyKey,
      `mp-checkout-${counter}`,
    ]);
  });

  it('sends live checkouts to init_point', async () => {
    const live = provider({ accessToken: 'APP_USR-1234567890-estudio' });
    expect(live.mode).toBe('live');
    const session = await live.createCheckout(checkout());
    expect(session.url).toBe(
      `https://www.mercadopago.com.mx/checkout/v1/redirect?pref_id=${session.providerCheckoutId}`,
    );
    expect(mercadoPagoModeOf('TEST-1')).toBe('test');
  });
});

describe('Mercado Pago checkout state', () => {
  it('is open without payments, then follows the most advanced payment', async () => {
    const mp = provider();
    const request = checkout();
    const { providerCheckoutId } = await mp.createCheckout(request);
    expect(await mp.readCheckout(providerCheckoutId)).toMatchObject({
      status: 'open',
      orderId: request.orderId,
      amountMinor: 123456,
      currency: 'MXN',
      providerPaymentId: null,
    });
    const search = fake.requests.find((r) => r.path === '/v1/payments/search');
    expect(search?.query.get('external_reference')).toBe(request.orderId);

    fake.addPayment(providerCheckoutId, {
      status: 'rejected',
      status_detail: 'cc_rejected_insufficient_amount',
    });
    // A declined card does not close the checkout: the customer may try another card.
    expect((await mp.readCheckout(providerCheckoutId)).status).toBe('open');

    const voucher = fake.addPayment(providerCheckoutId, { status: 'pending', payment_type_id: 'ticket' });
    const pending = await mp.readCheckout(providerCheckoutId);
    expect(pending).toMatchObject({
      status: 'pending',
      method: 'oxxo',
      providerPaymentId: String(voucher.id),
    });
    expect(pending.voucher).toMatchObject({
      reference: '9876543210123456',
      url: expect.stringContaining('/ticket'),
    });

    const approved = fake.addPayment(providerCheckoutId, { status: 'approved', installments: 6 });
    expect(await mp.readCheckout(providerCheckoutId)).toMatchObject({
      status: 'paid',
      method: 'installments',
      providerPaymentId: String(approved.id),
      amountMinor: 123456,
    });
  });

  it('is expired when the preference expired without a payment', async () => {
    const mp = provider();
    const { providerCheckoutId } = await mp.createCheckout(
      checkout({ expiresAt: new Date(Date.now() - MINUTE) }),
    );
    expect((await mp.readCheckout(providerCheckoutId)).status).toBe('expired');
  });

  it('stays open after a declined or cancelled attempt until the preference expires', async () => {
    const mp = provider();
    const open = await mp.createCheckout(checkout());
    fake.addPayment(open.providerCheckoutId, {
      status: 'rejected',
      status_detail: 'cc_rejected_call_for_authorize',
    });
    fake.addPayment(open.providerCheckoutId, { status: 'cancelled', status_detail: 'by_payer' });
    expect((await mp.readCheckout(open.providerCheckoutId)).status).toBe('open');
    const lapsed = await mp.createCheckout(checkout({ expiresAt: new Date(Date.now() - MINUTE) }));
    fake.addPayment(lapsed.providerCheckoutId, {
      status: 'rejected',
      status_detail: 'cc_rejected_other_reason',
    });
    expect((await mp.readCheckout(lapsed.providerCheckoutId)).status).toBe('expired');
  });
});

describe('Mercado Pago checkout cancellation', () => {
  it('moves the preference’s expiry to now, so the checkout reads as expired', async () => {
    const now = new Date();
    const mp = provider({ clock: () => now });
    const { providerCheckoutId } = await mp.createCheckout(checkout());
    expect((await mp.readCheckout(providerCheckoutId)).status).toBe('open');
    await mp.cancelCheckout!(providerCheckoutId);
    expect(
      fake.requests.find(
        (r) => r.method === 'PUT' && r.path === `/checkout/preferences/${providerCheckoutId}`,
      )?.body,
    ).toEqual({ expires: true, expiration_date_to: mpDate(now) });
    expect((await mp.readCheckout(providerCheckoutId)).status).toBe('expired');
  });
});

describe('Mercado Pago refunds', () => {
  it('refunds part of a payment in pesos, once per key, then the rest', async () => {
    const mp = provider();
    const { providerCheckoutId } = await mp.createCheckout(checkout());
    const payment = fake.addPayment(providerCheckoutId, { status: 'approved' });
    const refund = {
      providerPaymentId: String(payment.id),
      amountMinor: 5050,
      idempotencyKey: `mp-refund-${payment.id}`,
    };
    const first = await mp.refund(refund);
    expect(await mp.refund(refund)).toEqual(first);
    const sent = fake.requests.filter((r) => r.path === `/v1/payments/${payment.id}/refunds`);
    expect(sent.map((r) => r.body)).toEqual([{ amount: 50.5 }, { amount: 50.5 }]);
    expect(sent[0]?.headers['x-idempotency-key']).toBe(refund.idempotencyKey);
    expect((await mp.readCheckout(providerCheckoutId)).status).toBe('paid');

    await mp.refund({
      ...refund,
      amountMinor: 123456 - 5050,
      idempotencyKey: `${refund.idempotencyKey}-rest`,
    });
    expect((await mp.readCheckout(providerCheckoutId)).status).toBe('refunded');
  });
});

describe('Mercado Pago faults', () => {
  it('turns a failing API into ProviderUnavailableError, after the SDK retried with our key', async () => {
    fake.failWith(500);
    const request = checkout();
    const failure = await provider({ maxRetries: 1, retryDelayMs: 10 })
      .createCheckout(request)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderUnavailableError);
    expect((failure as ProviderUnavailableError).provider).toBe('mercadopago');
    expect((failure as Error).message).toMatch(/HTTP 500/);
    expect(fake.requests.map((r) => r.headers['x-idempotency-key'])).toEqual([
      request.idempotencyKey,
      request.idempotencyKey,
    ]);
    await expect(provider().readCheckout('123-abc')).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(
      provider().refund({ providerPaymentId: '1', amountMinor: 100, idempotencyKey: 'k' }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('leaves the SDK pointed at the real API between calls', async () => {
    await provider().createCheckout(checkout());
    expect(AppConfig.BASE_URL).toBe('https://api.mercadopago.com');
  });

  it('turns an unreachable API into ProviderUnavailableError', async () => {
    const down = provider({ baseUrl: 'http://127.0.0.1:9' });
    await expect(down.createCheckout(checkout())).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
