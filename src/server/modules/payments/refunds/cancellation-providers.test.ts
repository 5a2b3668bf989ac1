// Issue 14 point 1 against the real adapters (the official SDKs pointed at the local fakes of Stripe's and
// Mercado Pago's APIs): a client's cancellation refunds through the provider with the order's own idempotency
// key, a provider outage is retried with the same key, and the amount follows the policy.
import { randomBytes, randomUUID, createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { services } from '../../content';
import { testClock } from '../../../test/booking-app';
import { at, bookingRequest, businessDay, json, mailsTo } from '../../../test/booking-helpers';
import { CANCEL_REFUND_JOB, cancelRefundKey } from './cancellation-refunds';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../../test/fakes/mercadopago';
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe';
import { createMercadoPagoProvider } from '../providers/mercadopago';
import { createStripeProvider } from '../providers/stripe';
import { paymentsTestApp } from '../../../test/payments-app';
import { client, orderOf } from '../../../test/payments-helpers';

const STRIPE_SECRET = 'whsec_test_estudio_cancel';
const MP_SECRET = 'mp-webhook-secret-cancel';
const signer = new Stripe('sk_test_signer');
const PRICE = 1_450_000;
const HOUR = 3_600_000;

describe.each(testEngines)('cancellation refunds through the provider fakes on $name', (engine) => {
  let database: Database;
  let stripeFake: FakeStripe;
  let mpFake: FakeMercadoPago;
  const clock = testClock();
  let ip = 0;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    stripeFake = await startFakeStripe();
    mpFake = await startFakeMercadoPago();
    await database.db
      .update(services)
      .set({ cancellationPolicy: { fullRefundHours: 48, lateRefundPercent: 50 } })
      .where(eq(services.slug, 'branding'));
  });
  afterAll(async () => {
    await stripeFake.close();
    await mpFake.close();
    await database.close();
  });

  const cancel = (t: ReturnType<typeof paymentsTestApp>, token: string) =>
    t.app.request(`/api/booking/manage/${token}/cancel`, {
      method: 'POST',
      ...json({}, { 'x-forwarded-for': `198.51.100.${(++ip % 250) + 1}` }),
    });

  it('Stripe: a full refund by card (en), retried with the same key after an outage', async () => {
    const stripe = createStripeProvider({
      secretKey: 'sk_test_estudio_cancel',
      webhookSecret: STRIPE_SECRET,
      host: stripeFake.host,
      port: stripeFake.port,
      protocol: stripeFake.protocol,
      maxNetworkRetries: 0,
    });
    const t = paymentsTestApp(database, { clock: clock.now, providers: [stripe] });
    const start = at(businessDay(1, 3), '11:00');
    const request = bookingRequest(start, {
      service: 'branding',
      language: 'en',
      email: 'stripe@example.com',
    });
    const { result } = await client(t.app).bookPaid(request);
    const order = await orderOf(database, result.appointment.id);
    stripeFake.pay(order.providerCheckoutId!, 'card');
    const body = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      data: { object: structuredClone(stripeFake.sessions.get(order.providerCheckoutId!)) },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_SECRET });
    const hook = await t.app.request('/api/payments/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body,
    });
    expect(hook.status).toBe(200);
    expect((await orderOf(database, result.appointment.id)).status).toBe('paid');

    clock.set(new Date(start.getTime() - 72 * HOUR));
    expect((await cancel(t, result.manageToken)).status).toBe(200);
    expect((await mailsTo(database.db, request.email)).at(-1)!.text).toContain(
      'MX$14,500.00 will be refunded to the same payment method',
    );
    // Stripe is down: the job fails, the amount stays reserved, and the next attempt uses the same key.
    stripeFake.failWith(500);
    await t.runJobs();
    expect((await orderOf(database, result.appointment.id)).status).toBe('paid');
    stripeFake.failWith(null);
    await t.makeDue(CANCEL_REFUND_JOB);
    await t.runJobs();
    expect(await orderOf(database, result.appointment.id)).toMatchObject({
      status: 'refunded',
      refundedMinor: PRICE,
    });
    const refunds = stripeFake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refunds.length).toBeGreaterThanOrEqual(1);
    expect(new Set(refunds.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([cancelRefundKey(order.id)]),
    );
    const intent = stripeFake.paymentIntents.get(String(refunds[0]!.body.payment_intent))!;
    expect(stripeFake.charges.get(String(intent.latest_charge))!.amount_refunded).toBe(PRICE);
  });

  it('Mercado Pago: a late cancellation (es) refunds half, per the policy', async () => {
    const mp = createMercadoPagoProvider({
      accessToken: 'TEST-1234567890-cancel',
      webhookSecret: MP_SECRET,
      baseUrl: mpFake.baseUrl,
      maxRetries: 0,
    });
    const t = paymentsTestApp(database, { clock: clock.now, providers: [mp] });
    const start = at(businessDay(2, 3), '12:00');
    const request = bookingRequest(start, { service: 'branding', language: 'es', email: 'mp@example.com' });
    const { result } = await client(t.app).bookPaid(request);
    const order = await orderOf(database, result.appointment.id);
    const payment = mpFake.addPayment(order.providerCheckoutId!, { status: 'approved' });
    const dataId = String(payment.id);
    const requestId = randomUUID();
    const ts = String(Math.floor(Date.now() / 1000));
    const v1 = createHmac('sha256', MP_SECRET)
      .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
      .digest('hex');
    const hook = await t.app.request(`/api/payments/webhooks/mercadopago?data.id=${dataId}&type=payment`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': `ts=${ts},v1=${v1}`,
        'x-request-id': requestId,
      },
      body: JSON.stringify({ id: 1, type: 'payment', action: 'payment.updated' }),
    });
    expect(hook.status).toBe(200);
    expect((await orderOf(database, result.appointment.id)).status).toBe('paid');

    clock.set(new Date(start.getTime() - 24 * HOUR));
    expect((await cancel(t, result.manageToken)).status).toBe(200);
    expect((await mailsTo(database.db, request.email)).at(-1)!.text).toContain('Te reembolsaremos $7,250.00');
    await t.runJobs();
    expect(await orderOf(database, result.appointment.id)).toMatchObject({
      status: 'partially_refunded',
      refundedMinor: PRICE / 2,
    });
    expect(Number(mpFake.payments.get(dataId)!.transaction_amount_refunded)).toBe(7250);
  });
});
