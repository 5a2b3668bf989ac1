// The payments service's rules found missing by the review of issue 7, against a scripted provider (the
// adapters' own behaviour runs against the local fakes of Stripe and Mercado Pago elsewhere).
import { apiErrorBodySchema } from '@contracts/errors';
import { paymentPaths } from '@contracts/payments';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { jobs } from '../../../platform/jobs/schema';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { expireHold } from '../../booking';
import { testClock } from '../../../test/booking-app';
import { at, bookingRequest, businessDay, json, mailsTo } from '../../../test/booking-helpers';
import { ownerRefundAlertMail, voucherMail } from '../receipts/mails';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type ProviderPaymentState,
} from '../providers/provider';
import { sandboxInProductionWarning } from '../providers';
import { ORDER_EXPIRY_JOB } from '../orders/reconcile';
import { paymentOrders, paymentRefunds, type PaymentOrderRow } from '../schema';
import { scriptedProvider, type ScriptedProvider } from '../../../test/fakes/scripted-provider';
import { paymentsTestApp } from '../../../test/payments-app';
import { appointmentOf, client, orderOf } from '../../../test/payments-helpers';

const DAY = 86_400_000;

describe.each(testEngines)('payments review fixes on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof paymentsTestApp>;
  let adminAuth: { authorization: string };
  let api: ReturnType<typeof client>;
  let provider: ScriptedProvider;
  const clock = testClock();
  let slot = 0;
  let eventCounter = 0;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    provider = scriptedProvider('stripe');
    t = paymentsTestApp(database, { clock: clock.now, providers: [provider] });
    adminAuth = await t.admin();
    api = client(t.app);
  });
  beforeEach(() => clock.set(new Date()));
  afterAll(() => database.close());

  /** A paid appointment booked through the scripted provider: its order open, its checkout open. */
  async function booked() {
    slot += 1;
    const request = bookingRequest(at(businessDay((slot % 5) + 1, 2 + Math.floor(slot / 5)), '10:00'), {
      service: 'branding',
    });
    const { result, checkoutId } = await api.bookPaid(request);
    return { request, result, checkoutId, order: await orderOf(database, result.appointment.id) };
  }

  async function webhook(checkoutId: string, payment: ProviderPaymentState) {
    eventCounter += 1;
    const response = await t.app.request('/api/payments/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: provider.event(`evt_review_${eventCounter}`, checkoutId, payment),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { outcome: string }).outcome;
  }

  const state = (
    order: PaymentOrderRow,
    providerPaymentId: string | null,
    overrides: Partial<ProviderPaymentState> = {},
  ): ProviderPaymentState => ({
    status: 'paid',
    providerPaymentId,
    orderId: order.id,
    amountMinor: order.amountMinor,
    currency: order.currency,
    method: 'card',
    voucher: null,
    ...overrides,
  });

  const refund = (order: PaymentOrderRow, amountMinor: number, key?: string) =>
    t.app.request(paymentPaths.admin.refunds(order.id), {
      method: 'POST',
      ...json({ amountMinor }, key ? { ...adminAuth, 'idempotency-key': key } : adminAuth),
    });

  const refundsOf = (orderId: string) =>
    database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));

  it('refunds a second provider payment of a paid order by its own id and alerts the owner', async () => {
    const { result, checkoutId, order } = await booked();
    expect(await webhook(checkoutId, state(order, 'pi_first'))).toBe('applied');
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('confirmed');

    expect(await webhook(checkoutId, state(order, 'pi_second'))).toBe('paid_twice_refunding');
    // Another event about the same duplicate: still one refund, one alert.
    await webhook(checkoutId, state(order, 'pi_second'));
    await t.runJobs();
    expect(provider.refunds.filter((r) => r.providerPaymentId === 'pi_second')).toEqual([
      {
        providerPaymentId: 'pi_second',
        amountMinor: order.amountMinor,
        idempotencyKey: 'refund:duplicate:stripe:pi_second',
      },
    ]);
    expect(provider.refunds.some((r) => r.providerPaymentId === 'pi_first')).toBe(false);
    expect(await orderOf(database, result.appointment.id)).toMatchObject({
      status: 'paid',
      flag: 'paid_twice',
      providerPaymentId: 'pi_first',
      refundedMinor: 0,
    });
    const owner = await t.payments.owner(database.db);
    const alerts = (await mailsTo(database.db, owner.email)).filter((m) =>
      m.subject.includes('Duplicate payment being refunded'),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain('pi_second');

    // The duplicate's refund does not refund the order; a refund of the order's own payment does.
    expect(await webhook(checkoutId, state(order, 'pi_second', { status: 'refunded' }))).toBe('no_change');
    expect((await orderOf(database, result.appointment.id)).status).toBe('paid');
    expect(await webhook(checkoutId, state(order, 'pi_first', { status: 'refunded' }))).toBe(
      'refunded_at_provider',
    );
    expect(await orderOf(database, result.appointment.id)).toMatchObject({
      status: 'refunded',
      flag: 'paid_twice',
    });
  });

  it('refuses mark-paid while the checkout can be paid; a provider payment after it is refunded', async () => {
    const { result, checkoutId, order } = await booked();
    const mark = () =>
      t.app.request(paymentPaths.admin.markPaid(order.id), {
        method: 'POST',
        ...json({ method: 'cash', note: 'Pagó en el estudio' }, adminAuth),
      });
    // The checkout cannot be closed at the provider (unreachable): not marked paid, the money could come twice.
    provider.cancelFailures.push(new ProviderUnavailableError('stripe', 'connect ETIMEDOUT'));
    const early = await mark();
    expect(early.status).toBe(409);
    expect(apiErrorBodySchema.parse(await early.json()).error.code).toBe('checkout_still_payable');
    // Reachable again: the checkout is closed first, then the order is marked paid.
    expect((await mark()).status).toBe(200);
    expect(provider.cancelled).toContain(checkoutId);

    expect(await webhook(checkoutId, state(order, 'pi_after_cash'))).toBe('paid_twice_refunding');
    await t.runJobs();
    expect(provider.refunds).toContainEqual({
      providerPaymentId: 'pi_after_cash',
      amountMinor: order.amountMinor,
      idempotencyKey: 'refund:duplicate:stripe:pi_after_cash',
    });
    expect(await orderOf(database, result.appointment.id)).toMatchObject({
      status: 'paid',
      flag: 'paid_twice',
      providerPaymentId: null,
      manualBy: 'boss@estudio.test',
    });
  });

  it('cancels the checkout at the provider before the expiry job closes the order', async () => {
    const { result, checkoutId, order } = await booked();
    clock.set(new Date(order.expiresAt.getTime() + 1000));
    provider.cancelFailures.push(new ProviderUnavailableError('stripe', 'connect ETIMEDOUT'));
    await t.makeDue(ORDER_EXPIRY_JOB);
    await t.runJobs();
    // The provider might still take the money: nothing is closed, the job is retried.
    expect((await orderOf(database, result.appointment.id)).status).toBe('open');
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('pending_payment');
    const [retrying] = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, ORDER_EXPIRY_JOB), sql`${jobs.payload}->>'orderId' = ${order.id}`));
    expect(retrying).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });

    await t.makeDue(ORDER_EXPIRY_JOB);
    await t.runJobs();
    expect(provider.cancelled).toContain(checkoutId);
    expect((await orderOf(database, result.appointment.id)).status).toBe('expired');
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('expired');
  });

  it('reconciles instead of closing when the provider cannot cancel because it was paid', async () => {
    const { result, checkoutId, order } = await booked();
    clock.set(new Date(order.expiresAt.getTime() + 1000));
    provider.states.set(checkoutId, state(order, 'pi_at_the_bell'));
    provider.cancelFailures.push(new ProviderRefusedError('stripe', 'This Checkout Session is complete'));
    await t.makeDue(ORDER_EXPIRY_JOB);
    await t.runJobs();
    expect((await orderOf(database, result.appointment.id)).status).toBe('paid');
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('confirmed');
  });

  it('closes the order and sends no voucher when the hold lapsed before the voucher was taken', async () => {
    const { request, result, checkoutId, order } = await booked();
    clock.set(new Date(order.expiresAt.getTime() + 1000));
    expect(await expireHold(t.booking, result.appointment.id)).toBe(true);
    clock.set(new Date());
    const voucher = {
      reference: '9876',
      url: 'https://voucher.test/9876',
      expiresAt: new Date(Date.now() + DAY),
    };
    expect(
      await webhook(checkoutId, state(order, 'pi_voucher', { status: 'pending', method: 'oxxo', voucher })),
    ).toBe('applied');
    expect((await orderOf(database, result.appointment.id)).status).toBe('expired');
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('expired');
    const mails = await mailsTo(database.db, request.email);
    expect(mails.some((m) => m.subject.startsWith('Tu ficha de pago'))).toBe(false);
  });

  it('keeps a card payment in review pending without calling it OXXO or mailing a voucher', async () => {
    const { request, result, checkoutId, order } = await booked();
    expect(await webhook(checkoutId, state(order, 'pi_review', { status: 'pending', method: null }))).toBe(
      'applied',
    );
    expect(await orderOf(database, result.appointment.id)).toMatchObject({
      status: 'pending',
      method: null,
      voucher: null,
    });
    expect((await mailsTo(database.db, request.email)).some((m) => m.subject.startsWith('Tu ficha'))).toBe(
      false,
    );
    expect(await webhook(checkoutId, state(order, 'pi_review'))).toBe('applied');
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('confirmed');
  });

  it('keeps an existing flag when the provider reports a refund, and flags only refunds made elsewhere', async () => {
    const ours = await booked();
    await webhook(ours.checkoutId, state(ours.order, 'pi_ours'));
    // The automatic refund of a late payment is under way (reserved in full) when the provider reports it.
    await database.db
      .update(paymentOrders)
      .set({ flag: 'slot_taken_refunded', refundedMinor: ours.order.amountMinor })
      .where(eq(paymentOrders.id, ours.order.id));
    await webhook(ours.checkoutId, state(ours.order, 'pi_ours', { status: 'refunded' }));
    expect(await orderOf(database, ours.result.appointment.id)).toMatchObject({
      status: 'refunded',
      flag: 'slot_taken_refunded',
      refundedMinor: ours.order.amountMinor,
    });

    const elsewhere = await booked();
    await webhook(elsewhere.checkoutId, state(elsewhere.order, 'pi_elsewhere'));
    expect(
      await webhook(elsewhere.checkoutId, state(elsewhere.order, 'pi_elsewhere', { status: 'refunded' })),
    ).toBe('refunded_at_provider');
    const refunded = await orderOf(database, elsewhere.result.appointment.id);
    expect(refunded).toMatchObject({ status: 'refunded', flag: 'refunded_at_provider' });
    // The money given back at the provider is in the refund ledger (the reports read it), once: a replay adds
    // nothing. Our own refund above wrote no such row.
    await webhook(elsewhere.checkoutId, state(elsewhere.order, 'pi_elsewhere', { status: 'refunded' }));
    const ledger = await database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, refunded!.id));
    expect(ledger.map((r) => ({ orderId: r.orderId, amountMinor: r.amountMinor, status: r.status }))).toEqual(
      [{ orderId: refunded!.id, amountMinor: elsewhere.order.amountMinor, status: 'succeeded' }],
    );
  });

  it('keeps an ambiguous refund pending and retries its key; a refusal frees the amount and a new key', async () => {
    const { result, checkoutId, order } = await booked();
    await webhook(checkoutId, state(order, 'pi_refund'));
    const missing = await refund(order, 100_000);
    expect(missing.status).toBe(400);
    expect(apiErrorBodySchema.parse(await missing.json()).error.fields).toEqual({
      'Idempotency-Key': ['required'],
    });

    provider.refundFailures.push(new ProviderUnavailableError('stripe', 'socket hang up'));
    expect((await refund(order, 100_000, 'refund-ambiguous-1')).status).toBe(503);
    expect(await refundsOf(order.id)).toMatchObject([{ status: 'pending', amountMinor: 100_000 }]);
    expect((await orderOf(database, result.appointment.id)).refundedMinor).toBe(100_000);
    expect((await refund(order, 100_000, 'refund-ambiguous-1')).status).toBe(200);
    expect(provider.refunds.at(-1)).toEqual({
      providerPaymentId: 'pi_refund',
      amountMinor: 100_000,
      idempotencyKey: `admin:${order.id}:refund-ambiguous-1`,
    });

    provider.refundFailures.push(new ProviderRefusedError('stripe', 'charge is disputed'));
    expect((await refund(order, 50_000, 'refund-refused-1')).status).toBe(503);
    expect((await orderOf(database, result.appointment.id)).refundedMinor).toBe(100_000);
    expect((await refund(order, 50_000, 'refund-refused-1')).status).toBe(200);
    expect(provider.refunds.at(-1)?.idempotencyKey).toBe(`admin:${order.id}:refund-refused-1:retry-1`);
    expect(await orderOf(database, result.appointment.id)).toMatchObject({
      status: 'partially_refunded',
      refundedMinor: 150_000,
    });
  });

  it('refuses to refund a provider payment it cannot name', async () => {
    const { result, checkoutId, order } = await booked();
    await webhook(checkoutId, state(order, null));
    expect(await orderOf(database, result.appointment.id)).toMatchObject({
      status: 'paid',
      providerPaymentId: null,
    });
    const before = provider.refunds.length;
    const response = await refund(order, 10_000, 'refund-unnamed-1');
    expect(response.status).toBe(409);
    expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('not_refundable');
    expect(provider.refunds).toHaveLength(before);
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it('plans the order’s expiry in the same transaction as the order', async () => {
    let planned: unknown[] | null = null;
    provider.onCreate = async (request) => {
      planned = await database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, ORDER_EXPIRY_JOB), sql`${jobs.payload}->>'orderId' = ${request.orderId}`));
    };
    try {
      await booked();
    } finally {
      provider.onCreate = null;
    }
    expect(planned).toHaveLength(1);
  });
});

describe('payments mails and start-up warnings', () => {
  const order = {
    id: '44444444-0000-4000-8000-000000000001',
    lang: 'en',
    provider: 'stripe',
    amountMinor: 725_000,
    currency: 'MXN',
    customerEmail: 'client@example.com',
    customerName: 'Client',
    voucher: { reference: '1234', url: 'https://voucher.test/1234', expiresAt: '2026-03-03T05:30:00.000Z' },
  } as PaymentOrderRow;

  it('gives the voucher deadline in Mexico City time, labelled', () => {
    const en = voucherMail({ order, summary: null, siteName: 'Estudio', statusUrl: 'https://e.test/s' });
    expect(en.text).toContain('before March 2, 2026 at 11:30');
    expect(en.text).toContain('(Mexico City time)');
    const es = voucherMail({
      order: { ...order, lang: 'es' },
      summary: null,
      siteName: 'Estudio',
      statusUrl: 'https://e.test/s',
    });
    expect(es.text).toContain('antes del 2 de marzo de 2026');
    expect(es.text).toContain('(hora de la Ciudad de México)');
  });

  it('tells the owner a late payment is being refunded, not that it was', () => {
    const mail = ownerRefundAlertMail({
      order,
      summary: null,
      siteName: 'Estudio',
      ownerEmail: 'owner@e.test',
      adminUrl: 'https://e.test/admin',
      reason: 'slot_taken',
    });
    expect(mail.subject).toContain('Pago en devolución');
    expect(mail.text).toContain('se está devolviendo');
    expect(mail.text).not.toContain('Se devolvió');
    const stay = ownerRefundAlertMail({
      order: { ...order, purpose: 'stay' },
      summary: null,
      siteName: 'Estudio',
      ownerEmail: 'owner@e.test',
      adminUrl: 'https://e.test/admin',
      reason: 'nights_taken',
    });
    expect(stay.subject).toContain('noches ocupadas');
    expect(stay.text).toContain('esas noches ya estaban reservadas');
    expect(stay.text).not.toContain('horario');
  });

  it('warns loudly when the sandbox takes the checkouts of a production server', () => {
    const payments = {
      provider: undefined,
      sandboxWebhookSecret: undefined,
      stripe: null,
      mercadoPago: null,
    };
    expect(sandboxInProductionWarning({ production: true, payments })).toMatch(/SANDBOX TAKES THE CHECKOUTS/);
    expect(
      sandboxInProductionWarning({ production: true, payments: { ...payments, provider: 'sandbox' } }),
    ).toMatch(/no money is taken/);
    expect(sandboxInProductionWarning({ production: false, payments })).toBeNull();
    expect(
      sandboxInProductionWarning({
        production: true,
        payments: { ...payments, stripe: { secretKey: 'sk_live_x', webhookSecret: 'whsec_x' } },
      }),
    ).toBeNull();
  });
});
