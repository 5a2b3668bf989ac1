import { apiErrorBodySchema } from '@contracts/errors';
import { publicPlanSchema } from '@contracts/payment-plans';
import { paymentRetrySchema } from '@contracts/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { appointments } from '../../booking';
import { testClock } from '../../../test/booking-app';
import { at, bookingRequest, businessDay, mailsTo } from '../../../test/booking-helpers';
import { paymentOrders, paymentPlans, sandboxCheckouts } from '../schema';
import { paymentsTestApp } from '../../../test/payments-app';
import { appointmentOf, client, orderOf } from '../../../test/payments-helpers';

const MINUTE = 60_000;

/** Issue 14 point 5 (ADR 024): a decline keeps the hold; "try again" reopens the same order's checkout. */
describe.each(testEngines)('a declined payment on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof paymentsTestApp>;
  let api: ReturnType<typeof client>;
  const clock = testClock();

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    t = paymentsTestApp(database, { clock: clock.now });
    api = client(t.app);
  });
  beforeEach(() => clock.set(new Date()));
  afterAll(() => database.close());

  const retry = (reference: string) =>
    t.app.request(`/api/payments/${reference}/retry`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '198.51.100.201' },
    });

  it.each(['fail', 'abandon'] as const)(
    '%s keeps the slot held; try again opens one new checkout for the same order; paying confirms',
    async (action) => {
      const day = businessDay(2, action === 'fail' ? 6 : 7);
      const request = bookingRequest(at(day, '09:00'), { service: 'branding', language: 'en' });
      const { result, checkoutId } = await api.bookPaid(request);
      // The checkout names what is paid: the service and its date and time, in the customer's words.
      const page = (await (await t.app.request(`/api/payments/sandbox/${checkoutId}`)).json()) as {
        description: string;
      };
      expect(page.description).toMatch(/^Branding and visual identity · \w{3} \d{1,2}, \d{4}, 9:00\sAM /);
      await api.actOk(checkoutId, action);
      await t.runJobs();

      const order = await orderOf(database, result.appointment.id);
      expect(order.status).toBe('open');
      expect(order.declinedAt).not.toBeNull();
      expect((await appointmentOf(database, result.appointment.id)).status).toBe('pending_payment');
      // The time is still taken by this hold.
      expect((await api.book(bookingRequest(at(day, '09:00')))).status).toBe(409);
      const status = await api.status(order.reference);
      expect(status).toMatchObject({ status: 'open', declined: true, checkoutUrl: null, retryPath: null });
      expect(status.payableUntil).toBe(result.appointment.holdExpiresAt);
      // No "try again from the start" mail while the hold lasts.
      expect(
        (await mailsTo(database.db, request.email)).some((m) => m.subject.startsWith('Your payment')),
      ).toBe(false);

      // A double click: both answers name the same new checkout.
      const [first, second] = await Promise.all([retry(order.reference), retry(order.reference)]);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      const a = paymentRetrySchema.parse(await first.json());
      const b = paymentRetrySchema.parse(await second.json());
      expect(a.checkoutUrl).toBe(b.checkoutUrl);
      const nextId = new URL(a.checkoutUrl).pathname.split('/').at(-1)!;
      expect(nextId).not.toBe(checkoutId);
      const checkouts = await database.db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.orderId, order.id));
      expect(checkouts).toHaveLength(2);
      const after = await orderOf(database, result.appointment.id);
      expect(after).toMatchObject({ id: order.id, checkoutAttempt: 2, declinedAt: null, status: 'open' });
      expect((await api.status(order.reference)).declined).toBe(false);

      // The old checkout's late news (its failed webhook, delivered again after the retry) changes nothing.
      const late = JSON.stringify({
        id: `evt-late-${action}`,
        type: 'checkout.failed',
        data: { checkoutId },
      });
      expect((await api.deliver(late, { now: clock.now() })).status).toBe(200);
      await t.runJobs();
      expect(await orderOf(database, result.appointment.id)).toMatchObject({
        checkoutAttempt: 2,
        declinedAt: null,
        status: 'open',
      });
      expect((await api.status(order.reference)).declined).toBe(false);

      // The new checkout pays the same order.
      await api.actOk(nextId, 'pay', { method: 'card' });
      await t.runJobs();
      expect((await orderOf(database, result.appointment.id)).status).toBe('paid');
      expect((await appointmentOf(database, result.appointment.id)).status).toBe('confirmed');
    },
  );

  it('only the hold expiry frees the slot; try again is refused after it (409 checkout_expired)', async () => {
    const day = businessDay(3, 6);
    const request = bookingRequest(at(day, '12:00'), { service: 'branding' });
    const { result, checkoutId } = await api.bookPaid(request);
    await api.actOk(checkoutId, 'fail');
    await t.runJobs();
    clock.advance(16 * MINUTE);
    await t.makeDue('payments.order-expiry');
    await t.makeDue('booking.hold-expiry');
    await t.runJobs();
    const order = await orderOf(database, result.appointment.id);
    // Closed by its last attempt's outcome, now that the hold is over.
    expect(order.status).toBe('failed');
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('expired');
    const refused = await retry(order.reference);
    expect(refused.status).toBe(409);
    expect(apiErrorBodySchema.parse(await refused.json()).error.code).toBe('checkout_expired');
    const status = await api.status(order.reference);
    expect(status).toMatchObject({ status: 'failed', declined: false, payableUntil: null });
    expect(status.retryPath).toBe('/calendar-booking?service=branding');
    // Now the "start again" mail goes out, and the time is free.
    expect(
      (await mailsTo(database.db, request.email)).some((m) => m.subject.startsWith('Tu pago no se completó')),
    ).toBe(true);
    expect((await api.book(bookingRequest(at(day, '12:00')))).status).toBe(200);
  });

  it('a declined deposit keeps its plan; the plan page sends the client to try again', async () => {
    const request = bookingRequest(at(businessDay(4, 6), '16:00'), {
      service: 'branding',
      paymentOption: 'deposit',
      language: 'en',
    });
    const { result, checkoutId } = await api.bookPaid(request);
    const page = (await (await t.app.request(`/api/payments/sandbox/${checkoutId}`)).json()) as {
      description: string;
    };
    expect(page.description).toMatch(/— deposit; balance of MX\$[\d,.]+ due /);
    await api.actOk(checkoutId, 'fail');
    await t.runJobs();
    const order = await orderOf(database, result.appointment.id);
    const [row] = await database.db.select().from(paymentPlans).where(eq(paymentPlans.id, order.planId!));
    const view = publicPlanSchema.parse(
      await (
        await t.app.request(`/api/payment-plans/${row!.reference}`, {
          headers: { 'x-forwarded-for': '198.51.100.202' },
        })
      ).json(),
    );
    expect(view.status).not.toBe('cancelled');
    expect(view.instalments[0]!.checkout?.url).toBe(`/payment-success?ref=${order.reference}`);
  });

  it('a retry whose hold ends while the provider opens it cancels that checkout and answers 409', async () => {
    const request = bookingRequest(at(businessDay(3, 8), '11:00'), { service: 'branding', language: 'en' });
    const { result, checkoutId } = await api.bookPaid(request);
    await api.actOk(checkoutId, 'fail');
    await t.runJobs();
    const order = await orderOf(database, result.appointment.id);
    const sandbox = t.payments.providers.get('sandbox')!;
    const open = sandbox.createCheckout.bind(sandbox);
    const cancelled: string[] = [];
    const cancel = sandbox.cancelCheckout?.bind(sandbox);
    const restore = { createCheckout: sandbox.createCheckout, cancelCheckout: sandbox.cancelCheckout };
    sandbox.createCheckout = async (req) => {
      const session = await open(req);
      // Meanwhile the hold ends and the expiry closes the order.
      await database.db
        .update(paymentOrders)
        .set({ status: 'expired' })
        .where(eq(paymentOrders.id, order.id));
      return session;
    };
    sandbox.cancelCheckout = async (id) => {
      cancelled.push(id);
      await cancel?.(id);
    };
    try {
      const late = await retry(order.reference);
      expect(late.status).toBe(409);
      expect(apiErrorBodySchema.parse(await late.json()).error.code).toBe('checkout_expired');
      expect(cancelled).toHaveLength(1);
      const [row] = await database.db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.id, cancelled[0]!));
      expect(row?.status).not.toBe('open');
      expect((await orderOf(database, result.appointment.id)).checkoutUrl).toBeNull();
    } finally {
      Object.assign(sandbox, restore);
    }
  });

  it('try again for an appointment cancelled meanwhile is 409 not_payable and is no longer offered', async () => {
    const request = bookingRequest(at(businessDay(4, 5), '12:00'), { service: 'branding', language: 'es' });
    const { result, checkoutId } = await api.bookPaid(request);
    await api.actOk(checkoutId, 'fail');
    await t.runJobs();
    const order = await orderOf(database, result.appointment.id);
    expect((await api.status(order.reference)).declined).toBe(true);
    // Cancelled by the owner while the order is still open (whatever else cancelling does to the order).
    await database.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, result.appointment.id));
    expect((await api.status(order.reference)).declined).toBe(false);
    const refused = await retry(order.reference);
    expect(refused.status).toBe(409);
    expect(apiErrorBodySchema.parse(await refused.json()).error.code).toBe('not_payable');
    expect((await orderOf(database, result.appointment.id)).checkoutAttempt).toBe(1);
  });

  it('replaying the booking request after a decline resumes paying with a new checkout', async () => {
    const request = bookingRequest(at(businessDay(5, 5), '13:00'), { service: 'branding', language: 'en' });
    const key = { 'idempotency-key': `replay-after-decline-${engine.name}` };
    const { result, checkoutId } = await api.bookPaid(request, key);
    await api.actOk(checkoutId, 'fail');
    await t.runJobs();
    const replay = await api.bookPaid(request, key);
    expect(replay.result.appointment.id).toBe(result.appointment.id);
    expect(replay.result.checkoutUrl).not.toBeNull();
    expect(replay.result.checkoutUrl).not.toBe(result.checkoutUrl);
    expect((await orderOf(database, result.appointment.id)).checkoutAttempt).toBe(2);
  });

  it('an unknown reference is 404', async () => {
    expect((await retry('x'.repeat(32))).status).toBe(404);
  });
});
