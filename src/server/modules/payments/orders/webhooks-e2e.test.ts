// The real adapters end to end: book a paid appointment with the Stripe or Mercado Pago adapter (the official
// SDKs pointed at the local fakes), then post signed webhooks to the HTTP route, as the providers would:
// Stripe's signed with the SDK's generateTestHeaderString, Mercado Pago's HMAC over the query's data.id.
// Paid → appointment confirmed; the same events replayed twice and in reverse order reach the same state.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { testClock } from '../../../test/booking-app';
import { at, bookingRequest, businessDay } from '../../../test/booking-helpers';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../../test/fakes/mercadopago';
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe';
import { createMercadoPagoProvider } from '../providers/mercadopago';
import { createStripeProvider } from '../providers/stripe';
import { paymentsTestApp } from '../../../test/payments-app';
import { appointmentOf, client, eventsOf, orderOf } from '../../../test/payments-helpers';

const STRIPE_SECRET = 'whsec_test_estudio_e2e';
const MP_SECRET = 'mp-webhook-secret-e2e';
const signer = new Stripe('sk_test_signer');

describe.each(testEngines)('provider webhooks through the HTTP route on $name', (engine) => {
  let database: Database;
  let stripeFake: FakeStripe;
  let mpFake: FakeMercadoPago;
  const clock = testClock();

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    stripeFake = await startFakeStripe();
    mpFake = await startFakeMercadoPago();
  });
  afterAll(async () => {
    await stripeFake.close();
    await mpFake.close();
    await database.close();
  });

  describe('Stripe', () => {
    let t: ReturnType<typeof paymentsTestApp>;
    beforeAll(() => {
      const stripe = createStripeProvider({
        secretKey: 'sk_test_estudio_e2e',
        webhookSecret: STRIPE_SECRET,
        host: stripeFake.host,
        port: stripeFake.port,
        protocol: stripeFake.protocol,
        maxNetworkRetries: 0,
      });
      t = paymentsTestApp(database, { clock: clock.now, providers: [stripe] });
    });

    const signed = (type: string, sessionId: string) => {
      const body = JSON.stringify({
        id: `evt_${randomBytes(8).toString('hex')}`,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object: structuredClone(stripeFake.sessions.get(sessionId)) },
      });
      const header = signer.webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_SECRET });
      return { body, header };
    };
    const post = (event: { body: string; header: string }) =>
      t.app.request('/api/payments/webhooks/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
        body: event.body,
      });

    /** A voucher taken (completed, unpaid), then paid at the store (async_payment_succeeded). */
    async function voucherPaid(weekday: number) {
      const request = bookingRequest(at(businessDay(weekday, 3), '11:00'), { service: 'branding' });
      const { result } = await client(t.app).bookPaid(request);
      const order = await orderOf(database, result.appointment.id);
      const sessionId = order.providerCheckoutId!;
      expect(sessionId).toMatch(/^cs_/);
      stripeFake.pay(sessionId, 'oxxo');
      const completed = signed('checkout.session.completed', sessionId);
      stripeFake.settleVoucher(sessionId, 'paid');
      const succeeded = signed('checkout.session.async_payment_succeeded', sessionId);
      return { appointmentId: result.appointment.id, completed, succeeded };
    }

    it('confirms through the route, and replays in either order reach the same state', async () => {
      const forward = await voucherPaid(1);
      for (const event of [forward.completed, forward.succeeded, forward.completed, forward.succeeded]) {
        expect((await post(event)).status).toBe(200);
      }
      const reverse = await voucherPaid(2);
      for (const event of [reverse.succeeded, reverse.succeeded, reverse.completed, reverse.completed]) {
        expect((await post(event)).status).toBe(200);
      }
      for (const { appointmentId } of [forward, reverse]) {
        expect(await orderOf(database, appointmentId)).toMatchObject({
          status: 'paid',
          method: 'oxxo',
          flag: null,
        });
        expect((await appointmentOf(database, appointmentId)).status).toBe('confirmed');
        const order = await orderOf(database, appointmentId);
        expect((await eventsOf(database, order.id)).length).toBe(2);
      }
      // A forged signature changes nothing.
      const forged = await t.app.request('/api/payments/webhooks/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        body: forward.completed.body,
      });
      expect(forged.status).toBe(400);
    });
  });

  describe('Mercado Pago', () => {
    let t: ReturnType<typeof paymentsTestApp>;
    beforeAll(() => {
      const mp = createMercadoPagoProvider({
        accessToken: 'TEST-1234567890-e2e',
        webhookSecret: MP_SECRET,
        baseUrl: mpFake.baseUrl,
        maxRetries: 0,
      });
      t = paymentsTestApp(database, { clock: clock.now, providers: [mp] });
    });

    /** A notification as Mercado Pago posts it: data.id in the URL's query, HMAC over that id. */
    function notification(dataId: string, body: Record<string, unknown>) {
      const requestId = randomUUID();
      const ts = String(Math.floor(Date.now() / 1000));
      const v1 = createHmac('sha256', MP_SECRET)
        .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
        .digest('hex');
      return () =>
        t.app.request(`/api/payments/webhooks/mercadopago?data.id=${dataId}&type=payment`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-signature': `ts=${ts},v1=${v1}`,
            'x-request-id': requestId,
          },
          body: JSON.stringify(body),
        });
    }

    async function booked(weekday: number) {
      const request = bookingRequest(at(businessDay(weekday, 4), '12:00'), { service: 'branding' });
      const { result } = await client(t.app).bookPaid(request);
      const order = await orderOf(database, result.appointment.id);
      return { appointmentId: result.appointment.id, preferenceId: order.providerCheckoutId! };
    }

    it('verifies the data.id of the URL, confirms, and replays in either order reach the same state', async () => {
      for (const [weekday, reversed] of [
        [1, false],
        [2, true],
      ] as const) {
        const { appointmentId, preferenceId } = await booked(weekday);
        // A declined card first (the customer then pays with another card on the same checkout).
        const declined = mpFake.addPayment(preferenceId, {
          status: 'rejected',
          status_detail: 'cc_rejected_insufficient_amount',
        });
        const approved = mpFake.addPayment(preferenceId, { status: 'approved' });
        // Notifications that name their resource only in the URL (the body's data is left out).
        const events = [declined, approved].map((payment) =>
          notification(String(payment.id), {
            id: Number(randomBytes(4).readUInt32BE()),
            type: 'payment',
            action: 'payment.updated',
          }),
        );
        if (reversed) events.reverse();
        for (const post of [...events, ...events]) expect((await post()).status).toBe(200);
        expect(await orderOf(database, appointmentId)).toMatchObject({
          status: 'paid',
          providerPaymentId: String(approved.id),
        });
        expect((await appointmentOf(database, appointmentId)).status).toBe('confirmed');
      }
      expect(mpFake.preferences.size).toBeGreaterThan(0);
      for (const preference of mpFake.preferences.values())
        expect(preference).not.toHaveProperty('notification_url');
    });

    it('refuses a notification whose body names another resource than the signed URL', async () => {
      const { appointmentId, preferenceId } = await booked(3);
      const approved = mpFake.addPayment(preferenceId, { status: 'approved' });
      const other = mpFake.addPayment(preferenceId, { status: 'rejected' });
      const swapped = notification(String(approved.id), {
        id: 1,
        type: 'payment',
        action: 'payment.updated',
        data: { id: String(other.id) },
      });
      expect((await swapped()).status).toBe(400);
      expect((await orderOf(database, appointmentId)).status).toBe('open');
    });
  });
});
