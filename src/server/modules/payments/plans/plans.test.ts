import { apiErrorBodySchema } from '@contracts/errors';
import {
  endOfBusinessDay,
  adminPlanListSchema,
  adminPlanSchema,
  instalmentCheckoutSchema,
  publicPlanSchema,
} from '@contracts/payment-plans';
import { adminPaymentListSchema } from '@contracts/payments';
import { stayResultSchema } from '@contracts/rental';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { cancel } from '../../booking';
import { addDays, todayIn } from '../../rental';
import { json, stayRequest } from '../../../test/rental-app';
import { testClock } from '../../../test/booking-app';
import { at, bookingRequest, businessDay, mailsTo } from '../../../test/booking-helpers';
import { PLAN_OVERDUE_JOB, PLAN_REMINDER_JOB } from './plans';
import { paymentOrders, paymentPlans } from '../schema';
import { paymentsTestApp } from '../../../test/payments-app';
import { appointmentOf, client, orderOf } from '../../../test/payments-helpers';

const PRICE = 1_450_000; // branding: MXN 14,500.00; the seed offers a 50 % deposit or 3 payments a week apart
const DAY = 86_400_000;

describe.each(testEngines)('flexible payments on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof paymentsTestApp>;
  let adminAuth: { authorization: string };
  let api: ReturnType<typeof client>;
  const clock = testClock();

  const plan = async (reference: string) => {
    const response = await t.app.request(`/api/payment-plans/${reference}`, {
      headers: { 'x-forwarded-for': '198.51.100.201' },
    });
    expect(response.status).toBe(200);
    return publicPlanSchema.parse(await response.json());
  };
  const payInstalment = (reference: string, seq: number) =>
    t.app.request(`/api/payment-plans/${reference}/instalments/${seq}/checkout`, { method: 'POST' });
  const checkoutIdOf = (url: string) => new URL(url).pathname.split('/').at(-1)!;
  const planOfOrder = async (appointmentId: string) => {
    const order = await orderOf(database, appointmentId);
    const [row] = await database.db.select().from(paymentPlans).where(eq(paymentPlans.id, order.planId!));
    return { order, row: row! };
  };

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    t = paymentsTestApp(database, { clock: clock.now });
    adminAuth = await t.admin();
    api = client(t.app);
  });
  beforeEach(() => clock.set(new Date()));
  afterAll(() => database.close());

  it('deposit now, balance later: the plan page follows it to completion, with receipts for each', async () => {
    const request = bookingRequest(at(businessDay(2, 3), '10:00'), {
      service: 'branding',
      language: 'en',
      paymentOption: 'deposit',
    });
    const { result, checkoutId } = await api.bookPaid(request);
    const { order, row } = await planOfOrder(result.appointment.id);
    expect(order).toMatchObject({ amountMinor: PRICE / 2, instalmentSeq: 1, status: 'open' });
    expect(row).toMatchObject({ option: 'deposit', totalMinor: PRICE, status: 'awaiting_first' });

    let view = await plan(row.reference);
    expect(view).toMatchObject({
      status: 'awaiting_first',
      paidMinor: 0,
      remainingMinor: PRICE,
      mode: 'test',
    });
    expect(view.instalments.map((i) => [i.seq, i.amountMinor, i.status])).toEqual([
      [1, PRICE / 2, 'due'],
      [2, PRICE / 2, 'due'],
    ]);
    expect(view.instalments[0]!.checkout).toMatchObject({ status: 'open' });
    // The balance is due by the end of the day (Mexico City) before the appointment.
    expect(new Date(view.instalments[1]!.dueAt).getTime()).toBe(
      endOfBusinessDay(new Date(result.appointment.start).getTime() - DAY),
    );
    expect(
      new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium', timeZone: 'America/Mexico_City' }).format(
        new Date(view.instalments[1]!.dueAt),
      ),
    ).toBe('23:59:59');

    // The sandbox returns the customer to the plan's page, not the single payment's.
    const paid = await api.actOk(checkoutId, 'pay', { method: 'card' });
    expect(paid.redirectUrl).toBe(`http://estudio.test/flexible-payment-success?ref=${row.reference}`);
    await t.runJobs();
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('confirmed');
    view = await plan(row.reference);
    expect(view).toMatchObject({ status: 'active', paidMinor: PRICE / 2, remainingMinor: PRICE / 2 });
    expect(view.nextDue).toMatchObject({ seq: 2, amountMinor: PRICE / 2 });
    expect(view.instalments[0]).toMatchObject({ status: 'paid', receiptReference: order.reference });
    expect(view.instalments[1]).toMatchObject({ status: 'due', payable: true, checkout: null });

    // Instalment 1 cannot be opened again; the balance can, once (a second request answers the same page).
    expect((await payInstalment(row.reference, 1)).status).toBe(409);
    const first = instalmentCheckoutSchema.parse(await (await payInstalment(row.reference, 2)).json());
    const again = instalmentCheckoutSchema.parse(await (await payInstalment(row.reference, 2)).json());
    expect(again.checkoutUrl).toBe(first.checkoutUrl);
    // The balance's checkout names the service, its date and the part it charges (issue 14, point 5).
    const balancePage = (await (
      await t.app.request(`/api/payments/sandbox/${checkoutIdOf(first.checkoutUrl)}`)
    ).json()) as { description: string };
    expect(balancePage.description).toMatch(
      /^Branding and visual identity · \w{3} \d{1,2}, \d{4}, .* — balance$/,
    );
    const balance = await api.actOk(checkoutIdOf(first.checkoutUrl), 'pay', { method: 'card' });
    expect(balance.redirectUrl).toBe(`http://estudio.test/flexible-payment-success?ref=${row.reference}`);
    await t.runJobs();

    view = await plan(row.reference);
    expect(view).toMatchObject({ status: 'completed', paidMinor: PRICE, remainingMinor: 0, nextDue: null });
    expect(view.instalments.every((i) => i.status === 'paid' && i.receiptReference)).toBe(true);
    const receipts = (await mailsTo(database.db, request.email)).filter((m) =>
      m.subject.startsWith('Payment receipt'),
    );
    expect(receipts).toHaveLength(2);
    expect(receipts[0]!.text).toContain('Branding and visual identity — deposit');
    expect(receipts[1]!.text).toContain('Branding and visual identity — balance');
    expect(receipts[0]!.text).toContain(`/flexible-payment-success?ref=${row.reference}`);
    // The balance's order is its own purpose and holds nothing.
    const [balanceOrder] = await database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.reference, view.instalments[1]!.receiptReference!));
    expect(balanceOrder).toMatchObject({ purpose: 'plan_instalment', instalmentSeq: 2, status: 'paid' });
  });

  it('instalments: only the next one can be paid; reminders before, overdue after, for the customer and the owner', async () => {
    const request = bookingRequest(at(businessDay(3, 4), '10:00'), {
      service: 'branding',
      paymentOption: 'instalments',
    });
    const { result, checkoutId } = await api.bookPaid(request);
    const { order, row } = await planOfOrder(result.appointment.id);
    // 1,450,000 / 3 = 483,333 r 1: the first payment carries the odd centavo.
    expect(order.amountMinor).toBe(483_334);
    await api.actOk(checkoutId, 'pay', { method: 'card' });
    await t.runJobs();
    let view = await plan(row.reference);
    expect(view.instalments.map((i) => [i.amountMinor, i.status])).toEqual([
      [483_334, 'paid'],
      [483_333, 'due'],
      [483_333, 'due'],
    ]);
    const notNext = await payInstalment(row.reference, 3);
    expect(notNext.status).toBe(409);
    expect(apiErrorBodySchema.parse(await notNext.json()).error.code).toBe('instalment_not_payable');

    // Three days before instalment 2 the reminder goes out (in Spanish, with the link to the plan).
    await t.makeDue(PLAN_REMINDER_JOB);
    await t.runJobs();
    const reminders = (await mailsTo(database.db, request.email)).filter((m) =>
      m.subject.startsWith('Recordatorio'),
    );
    expect(reminders.length).toBeGreaterThanOrEqual(1);
    expect(reminders[0]!.text).toContain(`/flexible-payment-success?ref=${row.reference}`);

    // Its due date passes unpaid: overdue for the customer (a calm note) and the owner (an alert, a badge).
    clock.set(new Date(new Date(view.instalments[1]!.dueAt).getTime() + 60_000));
    await t.makeDue(PLAN_OVERDUE_JOB);
    await t.runJobs();
    view = await plan(row.reference);
    expect(view.status).toBe('overdue');
    expect(view.instalments[1]!.status).toBe('overdue');
    expect((await mailsTo(database.db, request.email)).some((m) => m.subject.includes('está vencido'))).toBe(
      true,
    );
    const list = await t.app.request('/api/admin/payment-plans?status=overdue', { headers: adminAuth });
    const overdue = adminPlanListSchema.parse(await list.json());
    expect(overdue.plans.map((p) => p.reference)).toContain(row.reference);
    expect(overdue.overdue).toBeGreaterThanOrEqual(1);

    // Paying it late brings the plan back to active.
    const open = instalmentCheckoutSchema.parse(await (await payInstalment(row.reference, 2)).json());
    const secondPage = (await (
      await t.app.request(`/api/payments/sandbox/${checkoutIdOf(open.checkoutUrl)}`)
    ).json()) as { description: string };
    expect(secondPage.description).toMatch(
      / — (instalment 2 of 3; next payment of MX\$[\d,.]+ due |pago 2 de 3; siguiente pago de \$[\d,.]+ vence el )/,
    );
    await api.actOk(checkoutIdOf(open.checkoutUrl), 'pay', { method: 'card' });
    await t.runJobs();
    view = await plan(row.reference);
    expect(view.status).toBe('active');
    expect(view.nextDue?.seq).toBe(3);
  });

  it('the first payment abandoned: the plan is cancelled and offers to book again; nothing is chased', async () => {
    const request = bookingRequest(at(businessDay(4, 3), '12:00'), {
      service: 'branding',
      paymentOption: 'deposit',
    });
    const { result, checkoutId } = await api.bookPaid(request);
    const { row } = await planOfOrder(result.appointment.id);
    await api.actOk(checkoutId, 'abandon');
    await t.runJobs();
    // The hold (and the plan) outlive the abandoned checkout until the hold ends (ADR 024).
    expect((await plan(row.reference)).status).not.toBe('cancelled');
    clock.advance(16 * 60_000);
    await t.makeDue('payments.order-expiry');
    await t.runJobs();
    const view = await plan(row.reference);
    expect(view.status).toBe('cancelled');
    expect(view.retryPath).toBe('/calendar-booking?service=branding');
    expect(view.instalments.map((i) => i.status)).toEqual(['cancelled', 'cancelled']);
    expect((await payInstalment(row.reference, 2)).status).toBe(409);
  });

  it('a cancelled appointment ends its plan instead of sending reminders', async () => {
    const request = bookingRequest(at(businessDay(5, 3), '12:00'), {
      service: 'branding',
      paymentOption: 'deposit',
    });
    const { result, checkoutId } = await api.bookPaid(request);
    const { row } = await planOfOrder(result.appointment.id);
    await api.actOk(checkoutId, 'pay', { method: 'card' });
    await t.runJobs();
    // Cancelled by the owner: the plan ends with it, at once; the balance can no longer be paid.
    await cancel(t.booking, result.appointment.id, 'Cambio de planes', {
      actor: 'admin:boss@estudio.test',
      admin: { ignoreNotice: false },
    });
    expect((await plan(row.reference)).status).toBe('cancelled');
    expect((await payInstalment(row.reference, 2)).status).toBe(409);
    await t.makeDue(PLAN_REMINDER_JOB);
    await t.runJobs();
    expect(
      (await mailsTo(database.db, request.email)).some((m) => m.subject.startsWith('Recordatorio')),
    ).toBe(false);
  });

  it('a stay with a deposit: the plan describes the nights; the owner records the balance paid in cash', async () => {
    const today = todayIn(new Date());
    const request = stayRequest(addDays(today, 40), addDays(today, 43), { option: 'deposit' });
    const response = await t.app.request('/api/rental/stays', {
      method: 'POST',
      ...json(request, { 'x-forwarded-for': '192.0.2.77' }),
    });
    expect(response.status).toBe(200);
    const stay = stayResultSchema.parse(await response.json());
    const [order] = await database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.stayId, stay.stay.id));
    const [row] = await database.db.select().from(paymentPlans).where(eq(paymentPlans.id, order!.planId!));
    const stayPage = (await (
      await t.app.request(`/api/payments/sandbox/${checkoutIdOf(stay.checkoutUrl!)}`)
    ).json()) as { description: string };
    // The stay's title names the nights; the plan part says it is the deposit and when the balance is due.
    expect(stayPage.description).toMatch(
      / — (deposit; balance of MX\$[\d,.]+ due |anticipo; saldo de \$[\d,.]+ vence el )/,
    );
    await api.actOk(checkoutIdOf(stay.checkoutUrl!), 'pay', { method: 'card' });
    await t.runJobs();
    let view = await plan(row!.reference);
    expect(view).toMatchObject({ status: 'active', appointment: null });
    expect(view.stay).toMatchObject({ checkIn: addDays(today, 40), nights: 3, status: 'confirmed' });
    expect(view.paidMinor).toBe(order!.amountMinor);

    // Not the next one: refused. The balance, in cash: the plan is complete and a receipt goes out.
    const markPaid = (seq: number) =>
      t.app.request(`/api/admin/payment-plans/${row!.id}/instalments/${seq}/mark-paid`, {
        method: 'POST',
        ...json({ method: 'cash', note: 'Pagó en efectivo al llegar' }, adminAuth),
      });
    expect((await markPaid(3)).status).toBe(409);
    const marked = await markPaid(2);
    expect(marked.status).toBe(200);
    expect(adminPlanSchema.parse(await marked.json())).toMatchObject({
      status: 'completed',
      remainingMinor: 0,
    });
    view = await plan(row!.reference);
    expect(view.instalments[1]).toMatchObject({ status: 'paid' });
    expect((await markPaid(2)).status).toBe(409);
    const receipts = (await mailsTo(database.db, request.email)).filter((m) =>
      m.subject.startsWith('Recibo de pago'),
    );
    expect(receipts).toHaveLength(2);
    expect(receipts[1]!.text).toContain('saldo');
    // The owner's payments list says what each part pays for: the stay, and which part of the plan.
    const listed = adminPaymentListSchema.parse(
      await (
        await t.app.request(`/api/admin/payments?q=${encodeURIComponent(request.email)}`, {
          headers: adminAuth,
        })
      ).json(),
    );
    expect(listed.payments.map((p) => [p.purpose, p.plan?.seq, p.stay?.nights, p.appointment])).toEqual(
      expect.arrayContaining([
        ['stay', 1, 3, null],
        ['plan_instalment', 2, 3, null],
      ]),
    );
  });

  it('the deposit paid by hand starts the plan as a provider payment would', async () => {
    const request = bookingRequest(at(businessDay(1, 5), '12:00'), {
      service: 'branding',
      paymentOption: 'deposit',
    });
    const { result } = await api.bookPaid(request);
    const { order, row } = await planOfOrder(result.appointment.id);
    const marked = await t.app.request(`/api/admin/payments/${order.id}/mark-paid`, {
      method: 'POST',
      ...json({ method: 'transfer', note: 'SPEI 0099' }, adminAuth),
    });
    expect(marked.status).toBe(200);
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('confirmed');
    const view = await plan(row.reference);
    expect(view).toMatchObject({ status: 'active', paidMinor: PRICE / 2 });
    expect(view.nextDue?.seq).toBe(2);
  });

  it('an unknown or malformed reference is a 404', async () => {
    expect((await t.app.request('/api/payment-plans/nope')).status).toBe(404);
    expect((await t.app.request(`/api/payment-plans/${'x'.repeat(32)}`)).status).toBe(404);
    expect((await payInstalment('x'.repeat(32), 2)).status).toBe(404);
  });
});
