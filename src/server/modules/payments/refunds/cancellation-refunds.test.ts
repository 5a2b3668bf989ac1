// Issue 14, points 1 and 2 (ADR 022): a cancelled paid appointment refunds per its service's policy through the
// provider, or owes a manual refund the owner records; a stay cancelled by the owner refunds in full and its
// e-mail says exactly how. The sandbox here; Stripe's and Mercado Pago's fakes in cancellation-providers.test.ts.
import { cancelQuoteSchema, manualRefundListSchema, type CancellationPolicy } from '@contracts/cancellation';
import { stayResultSchema } from '@contracts/rental';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { organizer } from '../../booking';
import { defaultOwnerNotifications, saveOwnerNotifications } from '../../notifications';
import { services } from '../../content';
import { testClock } from '../../../test/booking-app';
import { at, bookingRequest, businessDay, json, mailsTo } from '../../../test/booking-helpers';
import { addDays, todayIn, cancelStay } from '../../rental';
import { stayRequest } from '../../../test/rental-app';
import { enqueueJob } from '../../../platform/jobs/queue';
import { jobs } from '../../../platform/jobs/schema';
import { CANCEL_REFUND_JOB, MANUAL_REFUND_REMINDER_JOB } from './cancellation-refunds';
import { AUTO_REFUND_JOB } from '../orders/reconcile';
import { ProviderRefusedError, ProviderUnavailableError } from '../providers/provider';
import { refundOrder } from './refunds';
import { paymentManualRefunds } from './refund-schema';
import { paymentOrders, paymentRefunds, sandboxCheckouts } from '../schema';
import { scriptedProvider } from '../../../test/fakes/scripted-provider';
import { paymentsTestApp } from '../../../test/payments-app';
import { client, orderOf } from '../../../test/payments-helpers';

const PRICE = 1_450_000; // branding: MXN 14,500.00
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testEngines)('cancellation refunds on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof paymentsTestApp>;
  let adminAuth: { authorization: string };
  let api: ReturnType<typeof client>;
  const clock = testClock();
  let slot = 0;
  let ip = 0;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    t = paymentsTestApp(database, { clock: clock.now });
    adminAuth = await t.admin();
    api = client(t.app);
  });
  beforeEach(() => clock.set(new Date()));
  afterAll(() => database.close());

  const setPolicy = (policy: CancellationPolicy) =>
    database.db.update(services).set({ cancellationPolicy: policy }).where(eq(services.slug, 'branding'));

  /** A branding appointment paid in the sandbox (card, or an OXXO voucher paid at the store). */
  async function paidAppointment(language: 'es' | 'en', method: 'card' | 'oxxo' = 'card') {
    slot += 1;
    const start = at(businessDay((slot % 5) + 1, 3 + Math.floor(slot / 5)), '10:00');
    const request = bookingRequest(start, {
      service: 'branding',
      language,
      email: `client${slot}@example.com`,
    });
    const { result, checkoutId } = await api.bookPaid(request);
    if (method === 'card') await api.actOk(checkoutId, 'pay', { method: 'card' });
    else {
      await api.actOk(checkoutId, 'voucher');
      await api.actOk(checkoutId, 'voucher/pay');
    }
    await t.runJobs();
    const order = await orderOf(database, result.appointment.id);
    expect(order.status).toBe('paid');
    return { start, token: result.manageToken, email: request.email, id: result.appointment.id, order };
  }

  const quote = async (token: string) => {
    const response = await t.app.request(`/api/booking/manage/${token}/cancel-quote`, {
      headers: { 'x-forwarded-for': `198.51.100.${(++ip % 250) + 1}` },
    });
    expect(response.status).toBe(200);
    return cancelQuoteSchema.parse(await response.json());
  };
  const cancelByClient = async (token: string) => {
    const response = await t.app.request(`/api/booking/manage/${token}/cancel`, {
      method: 'POST',
      ...json({ reason: 'Cannot make it' }, { 'x-forwarded-for': `198.51.100.${(++ip % 250) + 1}` }),
    });
    expect(response.status).toBe(200);
  };
  const lastMail = async (to: string) => (await mailsTo(database.db, to)).at(-1)!;
  const ownerMails = async () => mailsTo(database.db, (await organizer(database.db)).email);
  const refundsOf = (orderId: string) =>
    database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
  const sandboxRefunded = async (checkoutId: string) =>
    (await database.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, checkoutId)))[0]!
      .refundedMinor;

  it('client cancels in time (en): the quote says the full amount, the provider refunds it, mails say so', async () => {
    await setPolicy({ fullRefundHours: 48, lateRefundPercent: 50 });
    const paid = await paidAppointment('en');
    clock.set(new Date(paid.start.getTime() - 3 * DAY));
    const q = await quote(paid.token);
    expect(q.refund).toMatchObject({
      paidMinor: PRICE,
      percent: 100,
      refundMinor: PRICE,
      automaticMinor: PRICE,
      manualMinor: 0,
      keptMinor: 0,
    });
    expect(q.policy).toEqual({ fullRefundHours: 48, lateRefundPercent: 50 });
    expect(q.fullRefundUntil).toBe(new Date(paid.start.getTime() - 48 * HOUR).toISOString());

    await cancelByClient(paid.token);
    // Queued in the cancel transaction, not yet asked of the provider.
    expect((await orderOf(database, paid.id)).status).toBe('paid');
    const mail = await lastMail(paid.email);
    expect(mail.subject).toContain('Appointment cancelled');
    expect(mail.text).toContain('MX$14,500.00 will be refunded to the same payment method');
    const owner = (await ownerMails()).at(-1)!;
    expect(owner.text).toContain('$14,500.00 se reembolsan automáticamente');

    await t.runJobs();
    const order = await orderOf(database, paid.id);
    expect(order).toMatchObject({ status: 'refunded', refundedMinor: PRICE });
    expect(await sandboxRefunded(order.providerCheckoutId!)).toBe(PRICE);
    // A second cancel, or the job again (as after a crash before it was marked done), refunds nothing more.
    await cancelByClient(paid.token);
    const rerun = await database.db
      .update(jobs)
      .set({ doneAt: null, failedAt: null, attempts: 0, runAt: new Date(0) })
      .where(and(eq(jobs.kind, CANCEL_REFUND_JOB), sql`${jobs.payload}->>'orderId' = ${order.id}`))
      .returning();
    expect(rerun).toHaveLength(1);
    await t.runJobs();
    expect(
      (await database.db.select().from(jobs).where(eq(jobs.id, rerun[0]!.id)))[0]!.doneAt,
    ).not.toBeNull();
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await sandboxRefunded(order.providerCheckoutId!)).toBe(PRICE);
  });

  it('payments refunded on their own (a time already taken, an instalment paid twice) are not counted as paid', async () => {
    await setPolicy({ fullRefundHours: 0, lateRefundPercent: 100 });
    const paid = await paidAppointment('es');
    const { id: _id, ...row } = paid.order;
    const copy = (n: number, flag: string) => ({
      ...row,
      reference: `${row.reference}-${n}`,
      providerCheckoutId: `${row.providerCheckoutId}-${n}`,
      providerPaymentId: `${row.providerPaymentId}-${n}`,
      receiptNumber: null,
      flag,
    });
    await database.db.insert(paymentOrders).values(copy(1, 'slot_taken_refunded'));
    const [twice] = await database.db.insert(paymentOrders).values(copy(2, 'paid_twice')).returning();
    await enqueueJob(database.db, {
      kind: AUTO_REFUND_JOB,
      payload: { orderId: twice!.id },
      dedupeKey: `${AUTO_REFUND_JOB}:${twice!.id}`,
      runAt: new Date(Date.now() + DAY),
    });
    expect((await quote(paid.token)).refund).toMatchObject({ paidMinor: PRICE, refundMinor: PRICE });
    await cancelByClient(paid.token);
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, CANCEL_REFUND_JOB));
    expect(queued.filter((j) => JSON.stringify(j.payload).includes(paid.order.id))).toHaveLength(1);
    expect(queued.filter((j) => JSON.stringify(j.payload).includes(twice!.id))).toHaveLength(0);
  });

  it('client cancels late (es): half refunded, half kept per the policy, both mails say it', async () => {
    await setPolicy({ fullRefundHours: 48, lateRefundPercent: 50 });
    const paid = await paidAppointment('es');
    // One millisecond after the last instant of the full refund.
    clock.set(new Date(paid.start.getTime() - 48 * HOUR + 1));
    expect((await quote(paid.token)).refund).toMatchObject({
      percent: 50,
      refundMinor: PRICE / 2,
      keptMinor: PRICE / 2,
    });
    await cancelByClient(paid.token);
    const mail = await lastMail(paid.email);
    expect(mail.text).toContain('Te reembolsaremos $7,250.00');
    expect(mail.text).toContain('se reembolsa el 50 %; se retienen $7,250.00');
    expect((await ownerMails()).at(-1)!.text).toContain('Se retienen $7,250.00 según la política');
    await t.runJobs();
    expect(await orderOf(database, paid.id)).toMatchObject({
      status: 'partially_refunded',
      refundedMinor: PRICE / 2,
    });
  });

  it('at the boundary instant the refund is still full; a no-refund policy keeps everything', async () => {
    await setPolicy({ fullRefundHours: 24, lateRefundPercent: 0 });
    const onTime = await paidAppointment('en');
    clock.set(new Date(onTime.start.getTime() - 24 * HOUR));
    expect((await quote(onTime.token)).refund.percent).toBe(100);

    const late = await paidAppointment('en');
    clock.set(new Date(late.start.getTime() - 20 * HOUR));
    await cancelByClient(late.token);
    expect((await lastMail(late.email)).text).toContain(
      'this cancellation gets no refund (you paid MX$14,500.00)',
    );
    await t.runJobs();
    expect(await orderOf(database, late.id)).toMatchObject({ status: 'paid', refundedMinor: 0 });
  });

  it('the owner cancelling refunds everything, whatever the policy', async () => {
    await setPolicy({ fullRefundHours: 24, lateRefundPercent: 0 });
    const paid = await paidAppointment('es');
    clock.set(new Date(paid.start.getTime() - 2 * HOUR));
    const response = await t.app.request(`/api/booking/manage/${paid.token}/cancel`, {
      method: 'POST',
      ...json({}, { 'x-forwarded-for': '198.51.100.7' }),
    });
    expect(response.status).toBe(409); // too late for the client
    const { cancel } = await import('../../booking');
    await cancel(t.booking, paid.id, 'Agenda', { actor: 'admin:boss', admin: { ignoreNotice: true } });
    expect((await lastMail(paid.email)).text).toContain('Te reembolsaremos $14,500.00');
    await t.runJobs();
    expect(await orderOf(database, paid.id)).toMatchObject({ status: 'refunded', refundedMinor: PRICE });
  });

  it('an OXXO payment becomes a pending manual refund: mails say the owner returns it, reminders, recorded once', async () => {
    await setPolicy({ fullRefundHours: 48, lateRefundPercent: 50 });
    const paid = await paidAppointment('en', 'oxxo');
    expect(paid.order.method).toBe('oxxo');
    clock.set(new Date(paid.start.getTime() - 5 * DAY));
    expect((await quote(paid.token)).refund).toMatchObject({ automaticMinor: 0, manualMinor: PRICE });
    await cancelByClient(paid.token);
    expect((await lastMail(paid.email)).text).toContain(
      'MX$14,500.00 cannot be refunded automatically (paid in cash or at OXXO): we will return it to you directly',
    );
    expect((await ownerMails()).at(-1)!.text).toContain(
      'Reembolso manual pendiente: debes devolver $14,500.00',
    );
    await t.runJobs();
    expect(await sandboxRefunded(paid.order.providerCheckoutId!)).toBe(0);

    const list = manualRefundListSchema.parse(
      await (await t.app.request('/api/admin/manual-refunds', { headers: adminAuth })).json(),
    );
    const pending = list.refunds.find((r) => r.orderId === paid.order.id)!;
    expect(pending).toMatchObject({
      status: 'pending',
      amountMinor: PRICE,
      cause: 'oxxo',
      subject: 'appointment',
    });

    // The reminder goes out while it is pending.
    await t.makeDue(MANUAL_REFUND_REMINDER_JOB);
    await t.runJobs();
    expect((await ownerMails()).some((m) => m.subject.includes('reembolso pendiente de $14,500.00'))).toBe(
      true,
    );

    const record = (body: unknown) =>
      t.app.request(`/api/admin/manual-refunds/${pending.id}/record`, {
        method: 'POST',
        ...json(body, adminAuth),
      });
    expect((await record({ amountMinor: PRICE + 1, method: 'cash' })).status).toBe(400);
    const recorded = await record({ amountMinor: PRICE, method: 'transfer', note: 'SPEI 123' });
    expect(recorded.status).toBe(200);
    expect(await recorded.json()).toMatchObject({ status: 'recorded', method: 'transfer', note: 'SPEI 123' });
    expect((await record({ amountMinor: PRICE, method: 'transfer' })).status).toBe(409);
    expect(await orderOf(database, paid.id)).toMatchObject({ status: 'refunded', refundedMinor: PRICE });
    // Recorded: the next reminder sends nothing.
    const before = (await ownerMails()).length;
    await t.makeDue(MANUAL_REFUND_REMINDER_JOB);
    await t.runJobs();
    expect((await ownerMails()).length).toBe(before);
  });

  it('cancelled while its OXXO voucher was open, then the voucher is paid: a pending manual refund, no provider refund, mails say the owner returns it', async () => {
    slot += 1;
    const start = at(businessDay((slot % 5) + 1, 3 + Math.floor(slot / 5)), '10:00');
    const request = bookingRequest(start, {
      service: 'branding',
      language: 'en',
      email: `late${slot}@example.com`,
    });
    const { result, checkoutId } = await api.bookPaid(request);
    await api.actOk(checkoutId, 'voucher');
    await t.runJobs();
    await cancelByClient(result.manageToken);
    await api.actOk(checkoutId, 'voucher/pay');
    await t.runJobs();
    const order = await orderOf(database, result.appointment.id);
    expect(order.status).toBe('paid');
    expect(await sandboxRefunded(order.providerCheckoutId!)).toBe(0);
    expect(await refundsOf(order.id)).toHaveLength(0);
    const [owed] = await database.db
      .select()
      .from(paymentManualRefunds)
      .where(eq(paymentManualRefunds.orderId, order.id));
    expect(owed).toMatchObject({ status: 'pending', cause: 'oxxo', amountMinor: order.amountMinor });
    const mail = await lastMail(request.email);
    expect(mail.text).toContain('cannot be refunded automatically: we will return the MX$');
    expect(mail.text).not.toContain('We refunded');
    const owner = (await ownerMails()).find(
      (m) => m.text.includes(request.email) && m.text.includes('Reembolsos por devolver'),
    );
    expect(owner).toBeDefined();
    // Its reminders go out like a cancellation's.
    await t.makeDue(MANUAL_REFUND_REMINDER_JOB);
    await t.runJobs();
    expect(
      (await ownerMails()).some(
        (m) => m.subject.startsWith('Recordatorio') && m.text.includes(request.email),
      ),
    ).toBe(true);
  });

  it("with the owner's cancellation mails switched off, a cancellation that keeps money or owes a manual refund still tells the owner", async () => {
    await database.db.transaction((tx) =>
      saveOwnerNotifications(tx, { ...defaultOwnerNotifications, cancellation: false }),
    );
    try {
      await setPolicy({ fullRefundHours: 48, lateRefundPercent: 50 });
      const owner = async (email: string) => (await ownerMails()).filter((m) => m.text.includes(email));
      // Fully refunded by the provider: nothing for the owner to do, the switch is obeyed.
      const full = await paidAppointment('en');
      clock.set(new Date(full.start.getTime() - 5 * DAY));
      await cancelByClient(full.token);
      expect(
        (await owner(full.email)).filter((m) => m.text.includes('reembolsan automáticamente')),
      ).toHaveLength(0);
      // Late: half kept.
      clock.set(new Date());
      const late = await paidAppointment('es');
      clock.set(new Date(late.start.getTime() - HOUR * 30));
      await cancelByClient(late.token);
      expect((await owner(late.email)).some((m) => m.text.includes('Se retienen $7,250.00'))).toBe(true);
      // OXXO: the owner returns it.
      clock.set(new Date());
      const oxxo = await paidAppointment('en', 'oxxo');
      clock.set(new Date(oxxo.start.getTime() - 5 * DAY));
      await cancelByClient(oxxo.token);
      expect(
        (await owner(oxxo.email)).some((m) =>
          m.text.includes('Reembolso manual pendiente: debes devolver $14,500.00'),
        ),
      ).toBe(true);
    } finally {
      await database.db.transaction((tx) => saveOwnerNotifications(tx, defaultOwnerNotifications));
    }
  });

  it('a pending manual refund whose payment was refunded in full by other means is settled: not listed, no more reminders', async () => {
    clock.set(new Date());
    const paid = await paidAppointment('es', 'oxxo');
    clock.set(new Date(paid.start.getTime() - 5 * DAY));
    await cancelByClient(paid.token);
    await t.runJobs();
    const [owed] = await database.db
      .select()
      .from(paymentManualRefunds)
      .where(eq(paymentManualRefunds.orderId, paid.order.id));
    expect(owed!.status).toBe('pending');
    // An admin refunded the whole order from the payment's own page meanwhile.
    await refundOrder(t.payments, paid.order.id, { amountMinor: PRICE, createdBy: 'boss@estudio.test' });
    const list = manualRefundListSchema.parse(
      await (await t.app.request('/api/admin/manual-refunds', { headers: adminAuth })).json(),
    );
    expect(list.refunds.find((r) => r.id === owed!.id)).toBeUndefined();
    const before = (await ownerMails()).filter((m) => m.text.includes(paid.email)).length;
    await t.makeDue(MANUAL_REFUND_REMINDER_JOB);
    await t.runJobs();
    expect((await ownerMails()).filter((m) => m.text.includes(paid.email)).length).toBe(before);
  });

  it('the quote is binding: a lower refund at cancel time is a 409 refund_changed and nothing is cancelled', async () => {
    clock.set(new Date());
    await setPolicy({ fullRefundHours: 48, lateRefundPercent: 50 });
    const paid = await paidAppointment('en');
    clock.set(new Date(paid.start.getTime() - 48 * HOUR));
    const quoted = (await quote(paid.token)).refund.refundMinor;
    expect(quoted).toBe(PRICE);
    // The dialog stayed open past the full-refund instant.
    clock.set(new Date(paid.start.getTime() - 48 * HOUR + 60_000));
    const send = (body: unknown) =>
      t.app.request(`/api/booking/manage/${paid.token}/cancel`, {
        method: 'POST',
        ...json(body, { 'x-forwarded-for': `198.51.100.${(++ip % 250) + 1}` }),
      });
    const refused = await send({ quotedRefundMinor: quoted });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('refund_changed');
    const view = await t.app.request(`/api/booking/manage/${paid.token}`, {
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expect(((await view.json()) as { status: string }).status).toBe('confirmed');
    const fresh = (await quote(paid.token)).refund.refundMinor;
    expect(fresh).toBe(PRICE / 2);
    expect((await send({ quotedRefundMinor: fresh })).status).toBe(200);
  });

  it('moving the appointment after the full-refund deadline keeps the earlier window: cancelling later is still late', async () => {
    clock.set(new Date());
    await setPolicy({ fullRefundHours: 48, lateRefundPercent: 50 });
    const paid = await paidAppointment('en');
    // 30 hours before: past the full refund; the client moves it two weeks later.
    clock.set(new Date(paid.start.getTime() - 30 * HOUR));
    const later = at(businessDay(2, 9), '12:00');
    expect(later.getTime()).toBeGreaterThan(paid.start.getTime() + 5 * DAY);
    const moved = await t.app.request(`/api/booking/manage/${paid.token}/reschedule`, {
      method: 'POST',
      ...json({ start: later.toISOString() }, { 'x-forwarded-for': `198.51.100.${(++ip % 250) + 1}` }),
    });
    expect(moved.status).toBe(200);
    const q = await quote(paid.token);
    expect(q.refund).toMatchObject({ percent: 50, refundMinor: PRICE / 2 });
    expect(q.fullRefundUntil).toBe(new Date(paid.start.getTime() - 48 * HOUR).toISOString());
    await cancelByClient(paid.token);
    await t.runJobs();
    expect(await orderOf(database, paid.id)).toMatchObject({ refundedMinor: PRICE / 2 });
  });

  describe('stays cancelled by the owner', () => {
    const today = todayIn(new Date());
    let weeks = 4;
    async function paidStay(language: 'es' | 'en', method: 'card' | 'oxxo') {
      weeks += 1;
      const request = stayRequest(addDays(today, weeks * 7), addDays(today, weeks * 7 + 2), { language });
      const response = await t.app.request('/api/rental/stays', {
        method: 'POST',
        ...json(request, { 'x-forwarded-for': `192.0.2.${(++ip % 250) + 1}` }),
      });
      const result = stayResultSchema.parse(await response.json());
      const checkoutId = new URL(result.checkoutUrl!).pathname.split('/').at(-1)!;
      if (method === 'card') await api.actOk(checkoutId, 'pay', { method: 'card' });
      else {
        await api.actOk(checkoutId, 'voucher');
        await api.actOk(checkoutId, 'voucher/pay');
      }
      await t.runJobs();
      const [order] = await database.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.stayId, result.stay.id));
      expect(order!.status).toBe('paid');
      return { id: result.stay.id, email: request.email, order: order! };
    }

    it('paid at OXXO (es): a pending manual refund, and the e-mail promises only that', async () => {
      const stay = await paidStay('es', 'oxxo');
      await cancelStay(t.rental, stay.id, 'Mantenimiento', 'admin:boss@estudio.test');
      const mail = (await mailsTo(database.db, stay.email)).at(-1)!;
      expect(mail.text).toContain('no se pueden devolver de forma automática (pago en efectivo u OXXO)');
      expect(mail.text).not.toContain('el reembolso se gestiona por el mismo medio de pago');
      const [owed] = await database.db
        .select()
        .from(paymentManualRefunds)
        .where(eq(paymentManualRefunds.orderId, stay.order.id));
      expect(owed).toMatchObject({ status: 'pending', amountMinor: stay.order.amountMinor, cause: 'oxxo' });
      const list = manualRefundListSchema.parse(
        await (await t.app.request('/api/admin/manual-refunds', { headers: adminAuth })).json(),
      );
      expect(list.refunds.find((r) => r.id === owed!.id)?.subject).toBe('stay');
    });

    it('paid by card (en): refunded in full through the provider, and the e-mail states the amount', async () => {
      const stay = await paidStay('en', 'card');
      await cancelStay(t.rental, stay.id, '', 'admin:boss@estudio.test');
      const mail = (await mailsTo(database.db, stay.email)).at(-1)!;
      expect(mail.text).toMatch(/MX\$[\d,]+\.\d\d will be refunded to the same payment method/);
      await t.runJobs();
      const [order] = await database.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, stay.order.id));
      expect(order).toMatchObject({ status: 'refunded', refundedMinor: stay.order.amountMinor });
    });
  });
});

describe.each(testEngines)('a cancellation refund the provider keeps refusing on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof paymentsTestApp>;
  const clock = testClock();
  const provider = scriptedProvider('stripe');

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    t = paymentsTestApp(database, { clock: clock.now, providers: [provider] });
  });
  afterAll(() => database.close());
  const refundsOf = (orderId: string) =>
    database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));

  it('after the last attempt: owner alerted, a pending manual refund, the order flagged', async () => {
    const start = at(businessDay(2, 3), '10:00');
    const { result, checkoutId } = await client(t.app).bookPaid(
      bookingRequest(start, { service: 'branding' }),
    );
    const order = await orderOf(database, result.appointment.id);
    const response = await t.app.request('/api/payments/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: provider.event('evt_cancel_1', checkoutId, {
        status: 'paid',
        providerPaymentId: 'pi_cancel_1',
        orderId: order.id,
        amountMinor: order.amountMinor,
        currency: order.currency,
        method: 'card',
        voucher: null,
      }),
    });
    expect(response.status).toBe(200);
    for (let i = 0; i < 10; i++)
      provider.refundFailures.push(new ProviderRefusedError('stripe', 'card closed'));
    const res = await t.app.request(`/api/booking/manage/${result.manageToken}/cancel`, {
      method: 'POST',
      ...json({}, { 'x-forwarded-for': '198.51.100.9' }),
    });
    expect(res.status).toBe(200);
    for (let i = 0; i < 9; i++) {
      await t.makeDue(CANCEL_REFUND_JOB);
      await t.runJobs();
    }
    const [owed] = await database.db
      .select()
      .from(paymentManualRefunds)
      .where(eq(paymentManualRefunds.orderId, order.id));
    expect(owed).toMatchObject({
      status: 'pending',
      cause: 'provider_failed',
      amountMinor: order.amountMinor,
    });
    expect((await orderOf(database, result.appointment.id)).flag).toBe('refund_failed');
    const alerts = (await mailsTo(database.db, (await organizer(database.db)).email)).filter((m) =>
      m.subject.startsWith('Reembolso fallido'),
    );
    expect(alerts).toHaveLength(1);
  });

  /** A branding appointment paid by card at the scripted provider, cancelled by the client (the job queued). */
  async function paidAndCancelled(n: number) {
    const start = at(businessDay(n, 4), '10:00');
    const { result, checkoutId } = await client(t.app).bookPaid(
      bookingRequest(start, { service: 'branding', email: `scripted${n}@example.com` }),
    );
    const order = await orderOf(database, result.appointment.id);
    const paid = await t.app.request('/api/payments/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: provider.event(`evt_sc_${n}`, checkoutId, {
        status: 'paid',
        providerPaymentId: `pi_sc_${n}`,
        orderId: order.id,
        amountMinor: order.amountMinor,
        currency: order.currency,
        method: 'card',
        voucher: null,
      }),
    });
    expect(paid.status).toBe(200);
    return { result, order };
  }
  const cancelIt = async (token: string) => {
    const res = await t.app.request(`/api/booking/manage/${token}/cancel`, {
      method: 'POST',
      ...json({}, { 'x-forwarded-for': '198.51.100.11' }),
    });
    expect(res.status).toBe(200);
  };

  it('the provider never answers through the last attempt: no manual refund, the order flagged unconfirmed, the owner told to check the provider', async () => {
    const { result, order } = await paidAndCancelled(1);
    provider.refundFailures.length = 0;
    for (let i = 0; i < 10; i++)
      provider.refundFailures.push(new ProviderUnavailableError('stripe', 'timeout'));
    await cancelIt(result.manageToken);
    for (let i = 0; i < 9; i++) {
      await t.makeDue(CANCEL_REFUND_JOB);
      await t.runJobs();
    }
    provider.refundFailures.length = 0;
    const owed = await database.db
      .select()
      .from(paymentManualRefunds)
      .where(eq(paymentManualRefunds.orderId, order.id));
    expect(owed).toHaveLength(0);
    // Still reserved: the provider may have refunded it.
    const now = await orderOf(database, result.appointment.id);
    expect(now).toMatchObject({ flag: 'refund_unconfirmed', refundedMinor: order.amountMinor });
    const [refund] = await refundsOf(order.id);
    expect(refund!.status).toBe('pending');
    const mails = await mailsTo(database.db, (await organizer(database.db)).email);
    const alert = mails.find((m) => m.subject.startsWith('Reembolso sin confirmar'))!;
    expect(alert.text).toContain('Revisa ese pago en el panel de stripe');
    expect(alert.text).toContain('No se creó un reembolso por devolver');
    expect(
      mails.some((m) => m.subject.startsWith('Reembolso fallido') && m.text.includes(order.customerEmail)),
    ).toBe(false);
  });

  it('an admin refunded part of the order before the job ran: the job refunds what is left through the provider', async () => {
    const { result, order } = await paidAndCancelled(2);
    provider.refundFailures.length = 0;
    await cancelIt(result.manageToken);
    await refundOrder(t.payments, order.id, { amountMinor: 100_000, createdBy: 'boss@estudio.test' });
    const before = provider.refunds.length;
    await t.runJobs();
    expect(provider.refunds.slice(before)).toEqual([
      expect.objectContaining({
        amountMinor: order.amountMinor - 100_000,
        idempotencyKey: `refund:cancel:${order.id}`,
      }),
    ]);
    expect(await orderOf(database, result.appointment.id)).toMatchObject({
      status: 'refunded',
      refundedMinor: order.amountMinor,
      flag: null,
    });
    const owed = await database.db
      .select()
      .from(paymentManualRefunds)
      .where(eq(paymentManualRefunds.orderId, order.id));
    expect(owed).toHaveLength(0);
  });

  it('a refund made at the provider before the job runs: the job refunds nothing more and alerts nobody', async () => {
    const start = at(businessDay(3, 3), '10:00');
    const { result, checkoutId } = await client(t.app).bookPaid(
      bookingRequest(start, { service: 'branding', email: 'race@example.com' }),
    );
    const order = await orderOf(database, result.appointment.id);
    const state = (status: 'paid' | 'refunded') => ({
      status,
      providerPaymentId: 'pi_race_1',
      orderId: order.id,
      amountMinor: order.amountMinor,
      currency: order.currency,
      method: 'card' as const,
      voucher: null,
    });
    const post = (id: string, status: 'paid' | 'refunded') =>
      t.app.request('/api/payments/webhooks/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: provider.event(id, checkoutId, state(status)),
      });
    expect((await post('evt_race_paid', 'paid')).status).toBe(200);
    const res = await t.app.request(`/api/booking/manage/${result.manageToken}/cancel`, {
      method: 'POST',
      ...json({}, { 'x-forwarded-for': '198.51.100.10' }),
    });
    expect(res.status).toBe(200);
    // The owner refunded it in the provider's dashboard; its webhook beats the job.
    expect((await post('evt_race_refunded', 'refunded')).status).toBe(200);
    const before = provider.refunds.length;
    const alertsBefore = (await mailsTo(database.db, (await organizer(database.db)).email)).length;
    await t.runJobs();
    expect(provider.refunds.length).toBe(before);
    expect(await orderOf(database, result.appointment.id)).toMatchObject({
      status: 'refunded',
      refundedMinor: order.amountMinor,
    });
    const owed = await database.db
      .select()
      .from(paymentManualRefunds)
      .where(eq(paymentManualRefunds.orderId, order.id));
    expect(owed).toHaveLength(0);
    expect((await mailsTo(database.db, (await organizer(database.db)).email)).length).toBe(alertsBefore);
  });
});
