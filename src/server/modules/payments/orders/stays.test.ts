import { availabilitySchema, rentalPropertySchema, stayResultSchema } from '@contracts/rental';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { mailsTo } from '../../../test/booking-helpers';
import { addDays, todayIn, stays } from '../../rental';
import { json, stayRequest, testClock } from '../../../test/rental-app';
import { paymentOrders, sandboxCheckouts } from '../schema';
import { paymentsTestApp } from '../../../test/payments-app';
import { client } from '../../../test/payments-helpers';

const MINUTE = 60_000;

describe.each(testEngines)('La Mansión stays paid through payments on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof paymentsTestApp>;
  let api: ReturnType<typeof client>;
  const clock = testClock();
  const today = todayIn(new Date());
  /** A check-in `weeks` weeks from today (each test has its own weeks). */
  const day = (weeks: number, plus = 0) => addDays(today, weeks * 7 + plus);
  let ip = 0;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    t = paymentsTestApp(database, { clock: clock.now });
    api = client(t.app);
  });
  beforeEach(() => clock.set(new Date()));
  afterAll(() => database.close());

  const bookStay = (body: ReturnType<typeof stayRequest>) =>
    t.app.request('/api/rental/stays', {
      method: 'POST',
      ...json(body, { 'x-forwarded-for': `192.0.2.${(++ip % 250) + 1}` }),
    });
  async function bookPaidStay(body: ReturnType<typeof stayRequest>) {
    const response = await bookStay(body);
    if (response.status !== 200) throw new Error(`stay failed: ${response.status} ${await response.text()}`);
    const result = stayResultSchema.parse(await response.json());
    expect(result.checkoutUrl).toMatch(/^http:\/\/estudio\.test\/sandbox-checkout\//);
    const checkoutId = new URL(result.checkoutUrl!).pathname.split('/').at(-1)!;
    return { result, checkoutId };
  }
  async function stayOf(id: string) {
    const [row] = await database.db.select().from(stays).where(eq(stays.id, id));
    return row!;
  }
  async function orderOfStay(id: string) {
    const [order] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.stayId, id));
    if (!order) throw new Error('no order for the stay');
    return order;
  }
  const unavailable = async (from: string, to: string) =>
    availabilitySchema.parse(
      await (await t.app.request(`/api/rental/availability?from=${from}&to=${to}`)).json(),
    ).unavailable;

  it('says online payment is available', async () => {
    const property = rentalPropertySchema.parse(await (await t.app.request('/api/rental/property')).json());
    expect(property.onlinePayment).toBe(true);
  });

  it('pays a stay in the sandbox: order for the due-now amount, stay confirmed, mails and receipt', async () => {
    const request = stayRequest(day(3), day(3, 3), { language: 'en', guests: 3 });
    const { result, checkoutId } = await bookPaidStay(request);
    expect(result.stay.status).toBe('pending_payment');
    const row = await stayOf(result.stay.id);
    const order = await orderOfStay(result.stay.id);
    expect(order).toMatchObject({
      purpose: 'stay',
      appointmentId: null,
      status: 'open',
      amountMinor: row.dueNowMinor,
      currency: row.currency,
      customerEmail: request.email,
      lang: 'en',
      provider: 'sandbox',
    });
    expect(order.expiresAt.toISOString()).toBe(row.holdExpiresAt!.toISOString());
    expect(row.paymentReference).toBe(order.reference);

    // Three weeks ahead: the sandbox offers a cash voucher, and describes the stay.
    const page = await (await t.app.request(`/api/payments/sandbox/${checkoutId}`)).json();
    expect(page).toMatchObject({ status: 'open', amountMinor: row.dueNowMinor, methods: { oxxo: true } });
    expect(JSON.stringify(page)).toContain('3 nights');

    await api.actOk(checkoutId, 'pay', { method: 'card' });
    expect((await stayOf(result.stay.id)).status).toBe('pending_payment');
    await t.runJobs();

    expect((await stayOf(result.stay.id)).status).toBe('confirmed');
    const status = await api.status(order.reference);
    expect(status).toMatchObject({ status: 'paid', purpose: 'stay', appointment: null, method: 'card' });
    expect(status.stay).toEqual({
      propertyName: 'La Mansión',
      checkIn: day(3),
      checkOut: day(3, 3),
      nights: 3,
      guests: 3,
      status: 'confirmed',
    });
    expect(status.receipt?.number).toMatch(/^EST-\d{4}-\d{6}$/);
    const mails = await mailsTo(database.db, request.email);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Stay confirmed at La Mansión', `Payment receipt ${status.receipt!.number}`]),
    );
    const receipt = mails.find((m) => m.subject.startsWith('Payment receipt'))!;
    expect(receipt.text).toContain('La Mansión');
    expect(receipt.text).toContain('3 nights, 3 guests');
    const pdf = await t.app.request(`/api/payments/${order.reference}/receipt.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await unavailable(day(3), day(3, 3))).toEqual([day(3), day(3, 1), day(3, 2)]);
  });

  it('frees the nights when the payment is abandoned or fails', async () => {
    for (const [weeks, action] of [
      [5, 'abandon'],
      [6, 'fail'],
    ] as const) {
      clock.set(new Date());
      const { result, checkoutId } = await bookPaidStay(stayRequest(day(weeks), day(weeks, 2)));
      expect(await unavailable(day(weeks), day(weeks, 2))).toHaveLength(2);
      await api.actOk(checkoutId, action);
      await t.runJobs();
      // A decline keeps the nights until the hold ends (ADR 024); then they are freed.
      expect((await orderOfStay(result.stay.id)).status).toBe('open');
      clock.advance(60 * MINUTE);
      await t.makeDue('payments.order-expiry');
      await t.runJobs();
      expect((await orderOfStay(result.stay.id)).status).toBe('failed');
      expect((await stayOf(result.stay.id)).status).toBe('expired');
      expect(await unavailable(day(weeks), day(weeks, 2))).toEqual([]);
      const status = await api.status((await orderOfStay(result.stay.id)).reference);
      expect(status.retryPath).toBe('/lamansion-pago');
      // The nights can be booked again.
      expect((await bookStay(stayRequest(day(weeks), day(weeks, 2)))).status).toBe(200);
    }
  });

  it('keeps the nights while a voucher waits (past the hold), and confirms it when paid', async () => {
    const { result, checkoutId } = await bookPaidStay(stayRequest(day(8), day(8, 2)));
    await api.actOk(checkoutId, 'voucher');
    await t.runJobs();
    const order = await orderOfStay(result.stay.id);
    expect(order.status).toBe('pending');
    const held = await stayOf(result.stay.id);
    expect(held.holdExpiresAt!.getTime()).toBeGreaterThan(order.expiresAt.getTime() - 1);
    clock.advance(60 * MINUTE);
    await t.makeDue('rental.hold-expiry');
    await t.runJobs();
    expect((await stayOf(result.stay.id)).status).toBe('pending_payment');
    expect((await bookStay(stayRequest(day(8), day(8, 2)))).status).toBe(409);
    await api.actOk(checkoutId, 'voucher/pay');
    await t.runJobs();
    expect((await stayOf(result.stay.id)).status).toBe('confirmed');
  });

  it('offers no voucher when check-in is less than 72 hours away', async () => {
    const { checkoutId } = await bookPaidStay(stayRequest(day(0, 2), day(0, 4)));
    const page = await (await t.app.request(`/api/payments/sandbox/${checkoutId}`)).json();
    expect(page.methods.oxxo).toBe(false);
  });

  it('refunds a payment that arrives after the hold expired and the nights were taken', async () => {
    const late = stayRequest(day(10), day(10, 3));
    const { result, checkoutId } = await bookPaidStay(late);
    const order = await orderOfStay(result.stay.id);
    await api.actOk(checkoutId, 'pay'); // the provider took the money; its webhook is delayed
    clock.advance(30 * MINUTE);
    // Meanwhile someone else takes those nights (which expires the stale hold).
    const other = await bookStay(stayRequest(day(10, 1), day(10, 3)));
    expect(other.status).toBe(200);
    await t.runJobs(); // the webhook, then the automatic refund

    const refunded = await orderOfStay(result.stay.id);
    expect(refunded).toMatchObject({
      status: 'refunded',
      refundedMinor: order.amountMinor,
      flag: 'slot_taken_refunded',
    });
    const [sandbox] = await database.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, checkoutId));
    expect(sandbox!.refundedMinor).toBe(order.amountMinor);
    expect((await stayOf(result.stay.id)).status).toBe('expired');
    const confirmedOrLive = await database.db
      .select()
      .from(stays)
      .where(and(eq(stays.checkOut, day(10, 3))));
    expect(confirmedOrLive.filter((s) => s.status === 'confirmed')).toHaveLength(0);
    expect(confirmedOrLive.filter((s) => ['pending_payment', 'held'].includes(s.status))).toHaveLength(1);
    expect((await api.status(order.reference)).refundedBecauseSlotTaken).toBe(true);
    const apology = (await mailsTo(database.db, late.email)).find((m) =>
      m.subject.startsWith('Te devolvimos'),
    );
    expect(apology?.text).toContain('esas noches ya las reservó otra persona');
    expect(apology?.text).toContain('http://estudio.test/lamansion-pago');
  });

  it('refunds the later of two payments for the same nights: exactly one confirmed stay', async () => {
    const first = stayRequest(day(12), day(12, 2));
    const a = await bookPaidStay(first);
    await api.actOk(a.checkoutId, 'pay'); // webhook delayed
    clock.advance(30 * MINUTE);
    const b = await bookPaidStay(stayRequest(day(12), day(12, 2)));
    await api.actOk(b.checkoutId, 'pay');
    await t.runJobs();
    // Both webhooks ran side by side (PostgreSQL): neither may have failed into a retry.
    expect(await t.retryingJobs()).toEqual([]);
    const both = [await stayOf(a.result.stay.id), await stayOf(b.result.stay.id)];
    expect(both.filter((s) => s.status === 'confirmed')).toHaveLength(1);
    const orders = [await orderOfStay(a.result.stay.id), await orderOfStay(b.result.stay.id)];
    expect(orders.map((o) => o.status).sort()).toEqual(['paid', 'refunded']);
    expect((await stayOf(b.result.stay.id)).status).toBe('confirmed');
    expect(orders[0]!.flag).toBe('slot_taken_refunded');
  });
});
