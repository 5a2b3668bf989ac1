import { apiErrorBodySchema } from '@contracts/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { expireHold, organizer } from '../../booking';
import { testClock } from '../../../test/booking-app';
import { at, bookingRequest, businessDay, mailsTo } from '../../../test/booking-helpers';
import { sandboxCheckouts, paymentEvents } from '../schema';
import { paymentsTestApp } from '../../../test/payments-app';
import {
  appointmentOf,
  client,
  confirmedAt,
  eventsOf,
  orderOf,
  pendingDeliveries,
} from '../../../test/payments-helpers';

const PRICE = 1_450_000; // the branding service's MXN 14,500.00, paid in full
const MINUTE = 60_000;

describe.each(testEngines)('payments with the sandbox on $name', (engine) => {
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

  it('pays through the hosted sandbox: signed webhook → appointment confirmed, receipt mailed', async () => {
    const request = bookingRequest(at(businessDay(1, 3), '09:00'), { service: 'branding', language: 'en' });
    const { result, checkoutId } = await api.bookPaid(request);
    expect(result.appointment.status).toBe('pending_payment');
    expect(result.checkoutUrl).toBe(`http://estudio.test/sandbox-checkout/${checkoutId}`);
    const order = await orderOf(database, result.appointment.id);
    expect(order).toMatchObject({
      status: 'open',
      amountMinor: PRICE,
      currency: 'MXN',
      provider: 'sandbox',
    });
    expect(order.expiresAt.toISOString()).toBe(result.appointment.holdExpiresAt);

    const page = await (await t.app.request(`/api/payments/sandbox/${checkoutId}`)).json();
    expect(page).toMatchObject({
      status: 'open',
      amountMinor: PRICE,
      methods: { oxxo: true },
      final: false,
    });

    const paid = await api.actOk(checkoutId, 'pay', { method: 'card' });
    expect(paid.redirectUrl).toBe(`http://estudio.test/payment-success?ref=${order.reference}`);
    expect(paid.checkout).toMatchObject({ status: 'paid', final: true });
    // Nothing changes on our side until the webhook arrives (a job, as a provider's delivery would).
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('pending_payment');
    await t.runJobs();

    expect((await appointmentOf(database, result.appointment.id)).status).toBe('confirmed');
    const status = await api.status(order.reference);
    expect(status).toMatchObject({ status: 'paid', method: 'card', mode: 'test', amountMinor: PRICE });
    expect(status.receipt?.number).toMatch(/^EST-\d{4}-\d{6}$/);
    expect(status.appointment).toMatchObject({ serviceSlug: 'branding', status: 'confirmed' });
    const mails = await mailsTo(database.db, request.email);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        'Appointment confirmed: Branding and visual identity',
        `Payment receipt ${status.receipt!.number}`,
      ]),
    );
    const receipt = mails.find((m) => m.subject.startsWith('Payment receipt'))!;
    expect(receipt.lang).toBe('en');
    expect(receipt.text).toContain('MX$14,500');
    expect((await eventsOf(database, order.id)).map((e) => [e.type, e.outcome])).toEqual([
      ['checkout.paid', 'applied'],
    ]);
    // A final checkout refuses further actions.
    const again = await api.act(checkoutId, 'fail');
    expect(again.status).toBe(409);
    expect(apiErrorBodySchema.parse(await again.json()).error.code).toBe('checkout_final');
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { result, checkoutId } = await api.bookPaid(
      bookingRequest(at(businessDay(2, 3), '09:00'), { service: 'branding' }),
    );
    await api.actOk(checkoutId, 'pay');
    const [delivery] = await pendingDeliveries(database);
    const before = (await database.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents))[0]!.n;
    const forged = await api.deliver(delivery!.body, { now: clock.now(), signature: 't=1,v1=00' });
    expect(forged.status).toBe(400);
    expect(apiErrorBodySchema.parse(await forged.json()).error.code).toBe('invalid_signature');
    const wrongSecret = await api.deliver(delivery!.body.replace('checkout.paid', 'checkout.paid '), {
      now: clock.now(),
      signature: (await import('../providers/sandbox-signature')).signSandboxBody(
        'other-secret',
        delivery!.body,
        clock.now(),
      ),
    });
    expect(wrongSecret.status).toBe(400);
    // A correct signature from 6 minutes ago is too old.
    const stale = await api.deliver(delivery!.body, { now: new Date(clock.now().getTime() - 6 * MINUTE) });
    expect(stale.status).toBe(400);
    expect((await database.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents))[0]!.n).toBe(
      before,
    );
    expect((await orderOf(database, result.appointment.id)).status).toBe('open');
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('pending_payment');
    await t.runJobs();
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('confirmed');
  });

  it('reaches the same state whatever the order and however often the webhooks arrive', async () => {
    const { result, checkoutId } = await api.bookPaid(
      bookingRequest(at(businessDay(3, 3), '09:00'), { service: 'branding' }),
    );
    await api.actOk(checkoutId, 'voucher');
    await api.actOk(checkoutId, 'voucher/pay');
    const deliveries = await pendingDeliveries(database);
    expect(deliveries).toHaveLength(2);
    // The paid event first, then the older "voucher pending": the later one changes nothing.
    for (const delivery of [...deliveries].reverse())
      for (let i = 0; i < 2; i++)
        expect((await api.deliver(delivery.body, { now: clock.now() })).status).toBe(200);
    await t.runJobs(); // the queued deliveries arrive a third time
    const order = await orderOf(database, result.appointment.id);
    expect(order.status).toBe('paid');
    expect(order.method).toBe('oxxo');
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('confirmed');
    expect((await eventsOf(database, order.id)).map((e) => [e.type, e.outcome])).toEqual([
      ['checkout.voucher_paid', 'applied'],
      ['checkout.voucher_pending', 'no_change'],
    ]);
    const receipts = (await mailsTo(database.db, result.appointment.email)).filter((m) =>
      m.subject.startsWith('Recibo'),
    );
    expect(receipts).toHaveLength(1);

    // A voucher that expires, events reversed: expired first, then the late "pending" changes nothing.
    const second = await api.bookPaid(
      bookingRequest(at(businessDay(3, 3), '12:00'), { service: 'branding' }),
    );
    await api.actOk(second.checkoutId, 'voucher');
    await api.actOk(second.checkoutId, 'voucher/expire');
    for (const delivery of (await pendingDeliveries(database)).reverse())
      for (let i = 0; i < 2; i++) await api.deliver(delivery.body, { now: clock.now() });
    await t.runJobs();
    // Seen from an open order, a lapsed checkout is a failed attempt: the hold lasts its own time (ADR 024).
    expect((await orderOf(database, second.result.appointment.id)).declinedAt).not.toBeNull();
    clock.advance(16 * MINUTE);
    await t.makeDue('payments.order-expiry');
    await t.runJobs();
    expect((await orderOf(database, second.result.appointment.id)).status).toBe('expired');
    expect((await appointmentOf(database, second.result.appointment.id)).status).toBe('expired');
  });

  it('lets only one of two concurrent webhooks act on an order', async () => {
    const request = bookingRequest(at(businessDay(2, 5), '09:00'), { service: 'branding' });
    const { result, checkoutId } = await api.bookPaid(request);
    await api.actOk(checkoutId, 'pay');
    const [delivery] = await pendingDeliveries(database);
    const parsed = JSON.parse(delivery!.body) as { id: string };
    // Two distinct events about the same payment (a provider's "completed" and "succeeded"), at once.
    const twin = delivery!.body.replace(parsed.id, `${parsed.id}_twin`);
    const answers = await Promise.all(
      [delivery!.body, twin].map(async (body) => (await api.deliver(body, { now: clock.now() })).json()),
    );
    expect(answers.map((a) => (a as { outcome: string }).outcome).sort()).toEqual(['applied', 'no_change']);
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('confirmed');
    const receipts = (await mailsTo(database.db, request.email)).filter((m) =>
      m.subject.startsWith('Recibo'),
    );
    expect(receipts).toHaveLength(1);
    await t.runJobs();
    expect(
      (await eventsOf(database, (await orderOf(database, result.appointment.id)).id)).map((e) => e.outcome),
    ).toEqual(expect.arrayContaining(['applied', 'no_change']));
  });

  it('never confirms a payment whose amount differs from the order', async () => {
    const { result, checkoutId } = await api.bookPaid(
      bookingRequest(at(businessDay(4, 3), '09:00'), { service: 'branding' }),
    );
    // The provider charged something else than we asked for.
    await database.db
      .update(sandboxCheckouts)
      .set({ amountMinor: 100 })
      .where(eq(sandboxCheckouts.id, checkoutId));
    await api.actOk(checkoutId, 'pay');
    await t.runJobs();
    const order = await orderOf(database, result.appointment.id);
    expect(order.status).toBe('open');
    expect(order.flag).toBe('amount_mismatch');
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('pending_payment');
    expect((await eventsOf(database, order.id)).map((e) => e.outcome)).toEqual(['amount_mismatch']);
  });

  it('frees the slot when a failed or abandoned payment reaches the hold expiry, and mails a link to try again', async () => {
    const day = businessDay(5, 3);
    for (const [time, action] of [
      ['09:00', 'fail'],
      ['12:00', 'abandon'],
    ] as const) {
      clock.set(new Date());
      const request = bookingRequest(at(day, time), { service: 'branding' });
      const { result, checkoutId } = await api.bookPaid(request);
      const done = await api.actOk(checkoutId, action);
      expect(done.checkout.final).toBe(true);
      await t.runJobs();
      // A decline keeps the hold until it ends (ADR 024; decline-retry.test.ts): then the slot is freed.
      expect((await orderOf(database, result.appointment.id)).status).toBe('open');
      clock.advance(16 * MINUTE);
      await t.makeDue('payments.order-expiry');
      await t.runJobs();
      const order = await orderOf(database, result.appointment.id);
      expect(order.status).toBe('failed');
      expect((await appointmentOf(database, result.appointment.id)).status).toBe('expired');
      const status = await api.status(order.reference);
      expect(status.retryPath).toBe('/calendar-booking?service=branding');
      const retry = (await mailsTo(database.db, request.email)).find((m) =>
        m.subject.startsWith('Tu pago no se completó'),
      );
      expect(retry?.text).toContain('http://estudio.test/calendar-booking?service=branding');
      // The time can be booked again.
      expect((await api.book(bookingRequest(at(day, time)))).status).toBe(200);
    }
  });

  it('holds the slot while a voucher waits; paid confirms, expired releases', async () => {
    const day = businessDay(1, 4);
    const request = bookingRequest(at(day, '09:00'), { service: 'branding' });
    const { result, checkoutId } = await api.bookPaid(request);
    await api.actOk(checkoutId, 'voucher');
    await t.runJobs();
    const order = await orderOf(database, result.appointment.id);
    expect(order.status).toBe('pending');
    const status = await api.status(order.reference);
    expect(status.voucher?.reference).toMatch(/^\d{14}$/);
    const held = await appointmentOf(database, result.appointment.id);
    expect(held.holdExpiresAt!.toISOString()).toBe(status.voucher!.expiresAt);
    expect(
      (await mailsTo(database.db, request.email)).some((m) => m.subject.startsWith('Tu ficha de pago')),
    ).toBe(true);
    // Past the original 15-minute hold: the hold-expiry job leaves the voucher's hold alone.
    clock.advance(20 * MINUTE);
    await t.makeDue('booking.hold-expiry');
    await t.runJobs();
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('pending_payment');
    expect((await api.book(bookingRequest(at(day, '09:00')))).status).toBe(409);
    await api.actOk(checkoutId, 'voucher/pay');
    await t.runJobs();
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('confirmed');

    const other = await api.bookPaid(bookingRequest(at(day, '12:00'), { service: 'branding' }));
    await api.actOk(other.checkoutId, 'voucher');
    await t.runJobs();
    await api.actOk(other.checkoutId, 'voucher/expire');
    await t.runJobs();
    expect((await orderOf(database, other.result.appointment.id)).status).toBe('expired');
    expect((await appointmentOf(database, other.result.appointment.id)).status).toBe('expired');
    expect((await api.book(bookingRequest(at(day, '12:00')))).status).toBe(200);
  });

  it('does not offer a voucher when the appointment is less than 72 hours away', async () => {
    const start = at(businessDay(2, 4), '16:00');
    clock.set(new Date(start.getTime() - 48 * 60 * MINUTE));
    const { checkoutId } = await api.bookPaid(bookingRequest(start, { service: 'branding' }));
    const page = await (await t.app.request(`/api/payments/sandbox/${checkoutId}`)).json();
    expect(page.methods.oxxo).toBe(false);
    const refused = await api.act(checkoutId, 'voucher');
    expect(refused.status).toBe(409);
    expect(apiErrorBodySchema.parse(await refused.json()).error.code).toBe('invalid_checkout_state');
  });

  it('refunds a payment that arrives after the hold expired and the time was taken', async () => {
    const start = at(businessDay(3, 4), '09:00');
    const late = bookingRequest(start, { service: 'branding' });
    const { result, checkoutId } = await api.bookPaid(late);
    await api.actOk(checkoutId, 'pay'); // the provider took the money; its webhook is delayed
    clock.advance(20 * MINUTE);
    // Meanwhile someone else books that time (which expires the stale hold).
    const other = bookingRequest(start);
    expect((await api.book(other)).status).toBe(200);
    await t.runJobs(); // the webhook, then the automatic refund
    const order = await orderOf(database, result.appointment.id);
    expect(order).toMatchObject({ status: 'refunded', refundedMinor: PRICE, flag: 'slot_taken_refunded' });
    const [sandbox] = await database.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, checkoutId));
    expect(sandbox!.refundedMinor).toBe(PRICE);
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('expired');
    expect(await confirmedAt(database, start)).toHaveLength(1);
    const apology = (await mailsTo(database.db, late.email)).find((m) =>
      m.subject.startsWith('Te devolvimos'),
    );
    expect(apology?.text).toContain('http://estudio.test/calendar-booking?service=branding');
    const owner = await organizer(database.db);
    expect(
      (await mailsTo(database.db, owner.email)).some((m) => m.subject.startsWith('Pago en devolución')),
    ).toBe(true);
    expect((await api.status(order.reference)).refundedBecauseSlotTaken).toBe(true);
  });

  it('confirms a late payment when the expired hold’s time is still free', async () => {
    const { result, checkoutId } = await api.bookPaid(
      bookingRequest(at(businessDay(4, 4), '09:00'), { service: 'branding' }),
    );
    await api.actOk(checkoutId, 'pay');
    clock.advance(20 * MINUTE);
    expect(await expireHold(t.booking, result.appointment.id)).toBe(true);
    await t.runJobs();
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('confirmed');
    expect((await orderOf(database, result.appointment.id)).status).toBe('paid');
  });

  it('reads the provider when the customer returns before the webhook', async () => {
    const { result, checkoutId } = await api.bookPaid(
      bookingRequest(at(businessDay(5, 4), '09:00'), { service: 'branding' }),
    );
    const order = await orderOf(database, result.appointment.id);
    expect((await api.status(order.reference)).status).toBe('open');
    await api.actOk(checkoutId, 'pay');
    // Within 5 s of the last look the provider is not asked again.
    expect((await api.status(order.reference)).status).toBe('open');
    clock.advance(6_000);
    const status = await api.status(order.reference);
    expect(status.status).toBe('paid');
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('confirmed');
    await t.runJobs(); // the webhook arrives after all: nothing more happens
    expect((await eventsOf(database, order.id)).map((e) => e.outcome)).toEqual(['no_change']);
  });

  it('expires the order with the hold and answers a retried booking with the open checkout', async () => {
    const request = bookingRequest(at(businessDay(1, 5), '09:00'), { service: 'branding' });
    const key = { 'idempotency-key': `retry-${Date.now()}` };
    const { result } = await api.bookPaid(request, key);
    const replay = await api.bookPaid(request, key);
    expect(replay.result.appointment.id).toBe(result.appointment.id);
    expect(replay.result.checkoutUrl).toBe(result.checkoutUrl);

    clock.advance(20 * MINUTE);
    await t.makeDue('payments.order-expiry');
    await t.runJobs();
    const order = await orderOf(database, result.appointment.id);
    expect(order.status).toBe('expired');
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('expired');
    expect((await api.status(order.reference)).retryPath).toBe('/calendar-booking?service=branding');
    const refused = await api.act(replay.checkoutId, 'pay');
    expect(refused.status).toBe(409);
    expect(apiErrorBodySchema.parse(await refused.json()).error.code).toBe('checkout_expired');
  });

  it('answers 404 for unknown references, checkouts and providers', async () => {
    expect((await t.app.request('/api/payments/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await t.app.request('/api/payments/sandbox/sbx_nothing')).status).toBe(404);
    const unknown = await t.app.request('/api/payments/webhooks/paypal', { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
    // A verified event about nothing we know is acknowledged, stored and ignored.
    const body = JSON.stringify({
      id: 'sbx_evt_unknown_1',
      type: 'checkout.paid',
      data: { checkoutId: 'sbx_x' },
    });
    const ignored = await api.deliver(body, { now: clock.now() });
    expect(ignored.status).toBe(200);
    expect(await ignored.json()).toEqual({ received: true, outcome: 'ignored' });
    const [stored] = await database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'sbx_evt_unknown_1'));
    expect(stored?.outcome).toBe('ignored');
    expect(await t.failedJobs()).toEqual([]);
  });
});
