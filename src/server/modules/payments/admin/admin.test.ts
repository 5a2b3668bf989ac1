import { apiErrorBodySchema } from '@contracts/errors';
import {
  adminPaymentDetailSchema,
  adminPaymentListSchema,
  paymentPaths,
  paymentProvidersStatusSchema,
} from '@contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { testClock } from '../../../test/booking-app';
import { at, bookingRequest, businessDay, json, mailsTo } from '../../../test/booking-helpers';
import { ProviderUnavailableError, type PaymentProvider } from '../providers/provider';
import { paymentsTestApp } from '../../../test/payments-app';
import { appointmentOf, client, orderOf } from '../../../test/payments-helpers';

const PRICE = 1_450_000; // the branding service's MXN 14,500.00, paid in full

/** A provider that is down: every call fails as an unreachable API would. */
const downProvider: PaymentProvider = {
  name: 'stripe',
  mode: 'test',
  createCheckout: () => Promise.reject(new ProviderUnavailableError('stripe', 'connect ECONNREFUSED')),
  readCheckout: () => Promise.reject(new ProviderUnavailableError('stripe', 'connect ECONNREFUSED')),
  parseWebhook: () => Promise.reject(new ProviderUnavailableError('stripe', 'connect ECONNREFUSED')),
  refund: () => Promise.reject(new ProviderUnavailableError('stripe', 'connect ECONNREFUSED')),
};

describe.each(testEngines)('payments admin and faults on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof paymentsTestApp>;
  let adminAuth: { authorization: string };
  let visitorAuth: { authorization: string };
  let api: ReturnType<typeof client>;
  const clock = testClock();
  const admin = (path: string, init: RequestInit = {}) =>
    t.app.request(path, { ...init, headers: { ...adminAuth, ...(init.headers as Record<string, string>) } });
  const detail = async (id: string) =>
    adminPaymentDetailSchema.parse(await (await admin(paymentPaths.admin.detail(id))).json());

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    t = paymentsTestApp(database, { clock: clock.now });
    adminAuth = await t.admin();
    visitorAuth = await t.visitor();
    api = client(t.app);
  });
  afterAll(() => database.close());

  async function paidOrder(weekday: number, time: string) {
    const request = bookingRequest(at(businessDay(weekday, 6), time), { service: 'branding' });
    const { result, checkoutId } = await api.bookPaid(request);
    await api.actOk(checkoutId, 'pay');
    await t.runJobs();
    return { request, order: await orderOf(database, result.appointment.id) };
  }

  it('answers 503 payment_unavailable when the provider is down, and releases the hold', async () => {
    const down = paymentsTestApp(database, { clock: clock.now, providers: [downProvider] });
    const start = at(businessDay(1, 7), '09:00');
    const request = bookingRequest(start, { service: 'branding' });
    const response = await client(down.app).book(request);
    expect(response.status).toBe(503);
    expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('payment_unavailable');
    // The slot is free again at once.
    expect((await client(down.app).book(bookingRequest(start))).status).toBe(200);
    const list = adminPaymentListSchema.parse(
      await (await admin(`${paymentPaths.admin.list}?q=${encodeURIComponent(request.email)}`)).json(),
    );
    expect(list.payments).toHaveLength(1);
    expect(list.payments[0]).toMatchObject({ status: 'failed', provider: 'stripe', flag: 'checkout_failed' });
  });

  it('refunds partially, then the rest, and refuses more than what is left', async () => {
    const { order } = await paidOrder(1, '09:00');
    const refund = (amountMinor: number, key: string) =>
      admin(paymentPaths.admin.refunds(order.id), {
        method: 'POST',
        ...json({ amountMinor, reason: 'Ajuste' }, { 'idempotency-key': key }),
      });
    const first = await refund(200_000, 'refund-key-0001');
    expect(first.status).toBe(200);
    expect(adminPaymentDetailSchema.parse(await first.json())).toMatchObject({
      status: 'partially_refunded',
      refundedMinor: 200_000,
      refundableMinor: PRICE - 200_000,
    });
    // The same submission again refunds nothing more.
    expect((await refund(200_000, 'refund-key-0001')).status).toBe(200);
    expect((await detail(order.id)).refundedMinor).toBe(200_000);

    const over = await refund(PRICE, 'refund-key-0002');
    expect(over.status).toBe(400);
    expect(apiErrorBodySchema.parse(await over.json()).error.fields).toEqual({
      amountMinor: ['exceeds_refundable'],
    });

    const rest = await refund(PRICE - 200_000, 'refund-key-0003');
    expect(rest.status).toBe(200);
    const done = await detail(order.id);
    expect(done).toMatchObject({ status: 'refunded', refundedMinor: PRICE, refundableMinor: 0 });
    expect(done.refunds.map((r) => [r.amountMinor, r.createdBy])).toEqual([
      [200_000, 'boss@estudio.test'],
      [PRICE - 200_000, 'boss@estudio.test'],
    ]);
    expect(done.refunds.every((r) => r.providerRefundId?.startsWith('sbx_re_'))).toBe(true);
    const again = await refund(1, 'refund-key-0004');
    expect(again.status).toBe(409);

    const invalid = await admin(paymentPaths.admin.refunds(order.id), {
      method: 'POST',
      ...json({ amountMinor: -5 }),
    });
    expect(invalid.status).toBe(400);
  });

  it('marks an unpaid order as paid by hand: confirmed, receipt, note and admin recorded', async () => {
    const request = bookingRequest(at(businessDay(2, 6), '09:00'), { service: 'branding' });
    const { result, checkoutId } = await api.bookPaid(request);
    const order = await orderOf(database, result.appointment.id);
    const missing = await admin(paymentPaths.admin.markPaid(order.id), {
      method: 'POST',
      ...json({ method: 'cash' }),
    });
    expect(missing.status).toBe(400);
    // The open checkout is closed at the provider first, so the customer cannot also pay it there.
    const marked = await admin(paymentPaths.admin.markPaid(order.id), {
      method: 'POST',
      ...json({ method: 'transfer', note: 'Transferencia SPEI recibida' }),
    });
    expect(marked.status).toBe(200);
    expect(adminPaymentDetailSchema.parse(await marked.json())).toMatchObject({
      status: 'paid',
      method: 'transfer',
      manual: { by: 'boss@estudio.test', note: 'Transferencia SPEI recibida' },
    });
    expect((await appointmentOf(database, result.appointment.id)).status).toBe('confirmed');
    expect(
      (await mailsTo(database.db, request.email)).some((m) => m.subject.startsWith('Recibo de pago')),
    ).toBe(true);
    const twice = await admin(paymentPaths.admin.markPaid(order.id), {
      method: 'POST',
      ...json({ method: 'cash', note: 'otra vez' }),
    });
    expect(twice.status).toBe(409);
    expect(apiErrorBodySchema.parse(await twice.json()).error.code).toBe('already_paid');
    // The sandbox checkout was closed when the owner marked it paid: the customer can no longer pay there.
    const sandboxPay = await t.app.request(paymentPaths.sandboxAction(checkoutId, 'pay'), {
      method: 'POST',
      ...json({ method: 'card' }),
    });
    expect(sandboxPay.status).toBe(409);
    expect((await api.act(checkoutId, 'pay')).status).toBe(409);
    clock.set(new Date());
  });

  it('lists with filters, exports CSV and reports the providers', async () => {
    const { order, request } = await paidOrder(3, '09:00');
    const list = adminPaymentListSchema.parse(
      await (
        await admin(`${paymentPaths.admin.list}?status=paid&provider=sandbox&method=card&sort=paidAt`)
      ).json(),
    );
    expect(list.payments.some((p) => p.id === order.id)).toBe(true);
    expect(list.payments.every((p) => p.status === 'paid' && p.method === 'card')).toBe(true);
    const row = list.payments.find((p) => p.id === order.id)!;
    expect(row.appointment?.serviceName.es).toBe('Branding e identidad visual');
    const none = adminPaymentListSchema.parse(
      await (await admin(`${paymentPaths.admin.list}?status=expired&q=nobody`)).json(),
    );
    expect(none).toEqual({ payments: [], total: 0 });
    expect((await admin(`${paymentPaths.admin.list}?status=bogus`)).status).toBe(400);

    const csv = await admin(paymentPaths.admin.csv(`q=${encodeURIComponent(request.email)}`));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('receipt,status,provider,method,amount');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',paid,sandbox,card,14500.00,');

    const providers = paymentProvidersStatusSchema.parse(
      await (await admin(paymentPaths.admin.providers)).json(),
    );
    const sandbox = providers.providers.find((p) => p.name === 'sandbox')!;
    expect(sandbox).toMatchObject({
      active: true,
      takesNewCheckouts: true,
      mode: 'test',
      lastWebhookType: 'checkout.paid',
    });
    expect(providers.providers.find((p) => p.name === 'stripe')?.active).toBe(false);
  });

  it('keeps the admin routes behind the gate: 401 signed out, 403 for visitors', async () => {
    expect((await t.app.request(paymentPaths.admin.list)).status).toBe(401);
    expect((await t.app.request(paymentPaths.admin.list, { headers: visitorAuth })).status).toBe(403);
    expect((await t.app.request(paymentPaths.admin.providers, { headers: visitorAuth })).status).toBe(403);
    const refund = await t.app.request(paymentPaths.admin.refunds('00000000-0000-4000-8000-000000000000'), {
      method: 'POST',
      ...json({ amountMinor: 1 }),
    });
    expect(refund.status).toBe(401);
    expect((await admin(paymentPaths.admin.detail('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
  });
});
