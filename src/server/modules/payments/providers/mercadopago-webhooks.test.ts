// Mercado Pago webhooks: notifications signed here with HMAC-SHA256 over Mercado Pago's manifest, verified by
// the adapter, then the payment fetched from the local fake API and mapped for each status.
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderUnavailableError, WebhookSignatureError } from './provider';
import {
  startFakeMercadoPago,
  type FakeMercadoPago,
  type FakePaymentInput,
} from '../../../test/fakes/mercadopago';
import { createMercadoPagoProvider } from './mercadopago';

const SECRET = 'mp-webhook-secret';
let fake: FakeMercadoPago;
let mp: ReturnType<typeof createMercadoPagoProvider>;
let preferenceId: string;
const orderId = '33333333-0000-4000-8000-000000000001';
beforeAll(async () => {
  fake = await startFakeMercadoPago();
  mp = createMercadoPagoProvider({
    accessToken: 'TEST-1234567890-estudio',
    webhookSecret: SECRET,
    baseUrl: fake.baseUrl,
    maxRetries: 0,
  });
  const session = await mp.createCheckout({
    orderId,
    amountMinor: 250000,
    currency: 'MXN',
    description: 'Estancia en La Mansión',
    lang: 'es',
    customerEmail: 'huesped@example.com',
    customerName: 'Huésped',
    expiresAt: new Date(Date.now() + 3 * 86_400_000),
    methods: { card: true, oxxo: true, installments: true },
    returnUrl: 'https://estudio.example/payment-success?ref=m',
    cancelUrl: 'https://estudio.example/lamansion-pago',
    notificationUrl: 'https://estudio.example/api/payments/webhooks/mercadopago',
    idempotencyKey: 'mp-webhooks-checkout',
  });
  preferenceId = session.providerCheckoutId;
  fake.requests.length = 0;
});
afterAll(() => fake.close());
afterEach(() => {
  fake.failWith(null);
  fake.requests.length = 0;
});

const hookUrl = (dataId: string) =>
  new URL(`https://estudio.example/api/payments/webhooks/mercadopago?data.id=${dataId}&type=payment`);

function notification(
  dataId: string,
  options: { secret?: string; ts?: string; signedId?: string; body?: Record<string, unknown> } = {},
) {
  const requestId = randomUUID();
  const ts = options.ts ?? String(Math.floor(Date.now() / 1000));
  const manifest = `id:${options.signedId ?? dataId};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac('sha256', options.secret ?? SECRET)
    .update(manifest)
    .digest('hex');
  const body = JSON.stringify(
    options.body ?? { id: 12345678901, type: 'payment', action: 'payment.updated', data: { id: dataId } },
  );
  const headers = new Headers({ 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId });
  return { body, headers, url: hookUrl(dataId) };
}

describe('Mercado Pago webhook verification', () => {
  it('accepts a signed notification and fetches the payment it names', async () => {
    const payment = fake.addPayment(preferenceId, { status: 'approved' });
    const { body, headers, url } = notification(String(payment.id));
    const event = await mp.parseWebhook(body, headers, url);
    expect(event).toMatchObject({
      eventId: '12345678901',
      type: 'payment.updated',
      providerCheckoutId: null,
    });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/payments/${payment.id}`]);
  });

  it('accepts a millisecond ts and a data.id taken from the body alone', async () => {
    const payment = fake.addPayment(preferenceId, { status: 'approved' });
    const { body, headers } = notification(String(payment.id), { ts: String(Date.now()) });
    expect((await mp.parseWebhook(body, headers)).payment?.status).toBe('paid');
  });

  it('rejects a wrong secret, another id, a swapped resource, a stale ts and a missing header — before any API call', async () => {
    const payment = fake.addPayment(preferenceId, { status: 'approved' });
    const id = String(payment.id);
    const cases = [
      notification(id, { secret: 'not-the-secret' }),
      notification(id, { signedId: '999' }),
      notification(id, { ts: String(Math.floor(Date.now() / 1000) - 10 * 60) }),
      notification(id, { ts: String(Math.floor(Date.now() / 1000) + 10 * 60) }),
    ];
    for (const { body, headers, url } of cases) {
      await expect(mp.parseWebhook(body, headers, url)).rejects.toBeInstanceOf(WebhookSignatureError);
    }
    const good = notification(id);
    await expect(mp.parseWebhook(good.body, good.headers, hookUrl('999'))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(mp.parseWebhook(good.body, new Headers(), good.url)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(mp.parseWebhook('not json', good.headers, good.url)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    expect(fake.requests).toEqual([]);
  });

  it('acknowledges other topics without fetching anything', async () => {
    const { body, headers } = notification('777', {
      body: { id: 55, type: 'merchant_order', action: 'merchant_order.updated', data: { id: '777' } },
    });
    const event = await mp.parseWebhook(body, headers);
    expect(event).toMatchObject({ eventId: '55', type: 'merchant_order.updated', payment: null });
    expect(fake.requests).toEqual([]);
  });

  it('names the event after (type, resource, action) when the notification has no id', async () => {
    const payment = fake.addPayment(preferenceId, { status: 'approved' });
    const id = String(payment.id);
    const { body, headers, url } = notification(id, {
      body: { type: 'payment', action: 'payment.created', data: { id } },
    });
    expect((await mp.parseWebhook(body, headers, url)).eventId).toBe(`payment:${id}:payment.created`);
  });

  it('reports an unreachable API while fetching the payment as ProviderUnavailableError', async () => {
    const payment = fake.addPayment(preferenceId, { status: 'approved' });
    fake.failWith(503);
    const { body, headers, url } = notification(String(payment.id));
    await expect(mp.parseWebhook(body, headers, url)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('Mercado Pago payment mapping', () => {
  const cases: [string, FakePaymentInput, Record<string, unknown>][] = [
    ['approved card', { status: 'approved' }, { status: 'paid', method: 'card', voucher: null }],
    [
      'approved in 6 instalments',
      { status: 'approved', installments: 6 },
      { status: 'paid', method: 'installments' },
    ],
    [
      'account money',
      { status: 'approved', payment_type_id: 'account_money', payment_method_id: 'account_money' },
      { status: 'paid', method: 'mercadopago' },
    ],
    [
      'card in review',
      { status: 'in_process', status_detail: 'pending_contingency' },
      { status: 'pending', voucher: null },
    ],
    // A declined card or a cancelled attempt: the customer may still pay on the same preference.
    ['rejected card', { status: 'rejected', status_detail: 'cc_rejected_other_reason' }, { status: 'open' }],
    ['cancelled', { status: 'cancelled', status_detail: 'by_collector' }, { status: 'open' }],
    [
      'voucher never paid',
      { status: 'cancelled', status_detail: 'expired', payment_type_id: 'ticket' },
      { status: 'expired', method: 'oxxo' },
    ],
    ['refunded', { status: 'refunded', status_detail: 'refunded' }, { status: 'refunded' }],
    ['charged back', { status: 'charged_back', status_detail: 'settled' }, { status: 'refunded' }],
  ];
  it.each(cases)('%s', async (_name, input, expected) => {
    const payment = fake.addPayment(preferenceId, input);
    const { body, headers, url } = notification(String(payment.id));
    const { payment: state } = await mp.parseWebhook(body, headers, url);
    expect(state).toMatchObject({
      providerPaymentId: String(payment.id),
      orderId,
      amountMinor: 250000,
      currency: 'MXN',
      ...expected,
    });
  });

  it('an OXXO ticket waiting to be paid → pending with its voucher', async () => {
    const payment = fake.addPayment(preferenceId, { status: 'pending', payment_type_id: 'ticket' });
    const { body, headers, url } = notification(String(payment.id));
    const { payment: state } = await mp.parseWebhook(body, headers, url);
    expect(state).toMatchObject({ status: 'pending', method: 'oxxo' });
    expect(state?.voucher).toEqual({
      reference: '9876543210123456',
      url: `https://www.mercadopago.com.mx/payments/${payment.id}/ticket?caller_id=1`,
      expiresAt: new Date(String(payment.date_of_expiration)),
    });
  });
});
