// Issue 20 (ADR 044): the guest cancels a paid stay from its manage link. The refund the stay's own policy
// allows is quoted first, then issued through the provider that took the payment (the sandbox's card refund),
// or, for cash paid at OXXO, owed by the owner as a pending manual refund — and the guest is told exactly that.
import { manualRefundListSchema } from '@contracts/cancellation';
import {
  guestCancelResultSchema,
  stayCancelQuoteSchema,
  stayResultSchema,
  stayViewSchema,
  type StayView,
} from '@contracts/rental';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { testClock } from '../../../test/booking-app';
import { json, mailsTo } from '../../../test/booking-helpers';
import { paymentsTestApp } from '../../../test/payments-app';
import { client } from '../../../test/payments-helpers';
import { stayRequest } from '../../../test/rental-app';
import { rentalSettings } from '../../../db-schema';
import { addDays, todayIn } from '../../rental';
import { paymentManualRefunds } from './refund-schema';
import { paymentOrders, sandboxCheckouts } from '../schema';

const DAY = 86_400_000;
const share = (amount: number, parts: number, whole: number) =>
  Math.floor((amount * parts * 2 + whole) / (2 * whole));

describe.each(testEngines)('a guest cancels a stay from the manage link on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof paymentsTestApp>;
  let adminAuth: { authorization: string };
  let api: ReturnType<typeof client>;
  const clock = testClock();
  let ip = 0;
  let week = 6;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    t = paymentsTestApp(database, { clock: clock.now });
    adminAuth = await t.admin();
    api = client(t.app);
  });
  beforeEach(() => clock.set(new Date()));
  afterAll(() => database.close());

  const headers = () => ({ 'x-forwarded-for': `203.0.113.${(++ip % 250) + 1}` });
  const setPolicy = (cancellationPolicy: 'flexible' | 'moderate' | 'strict') =>
    database.db.update(rentalSettings).set({ cancellationPolicy }).where(eq(rentalSettings.id, 1));

  /** A 3-night stay some weeks ahead, paid in the sandbox by card or at OXXO (voucher paid at the store). */
  async function paidStay(language: 'es' | 'en', method: 'card' | 'oxxo') {
    week += 1;
    const today = todayIn(clock.now());
    const request = stayRequest(addDays(today, week * 7), addDays(today, week * 7 + 3), { language });
    const response = await t.app.request('/api/rental/stays', {
      method: 'POST',
      ...json(request, headers()),
    });
    expect(response.status).toBe(200);
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
    return { token: result.manageToken, email: request.email, stay: result.stay, order: order!, checkoutId };
  }
  const view = async (token: string): Promise<StayView> =>
    stayViewSchema.parse(
      await (await t.app.request(`/api/rental/stays/${token}`, { headers: headers() })).json(),
    );
  const quote = async (token: string) => {
    const response = await t.app.request(`/api/rental/stays/${token}/cancel`, { headers: headers() });
    expect(response.status).toBe(200);
    return stayCancelQuoteSchema.parse(await response.json());
  };
  const cancel = (token: string, quotedRefundMinor: number) =>
    t.app.request(`/api/rental/stays/${token}/cancel`, {
      method: 'POST',
      ...json({ quotedRefundMinor }, headers()),
    });
  /** What the moderate policy keeps after its 5-day deadline: the first night and half the others, with tax. */
  const moderateKeep = (s: StayView) => {
    const [first, ...rest] = s.nightPrices;
    const nights =
      first! +
      share(
        rest.reduce((a, b) => a + b, 0),
        50,
        100,
      );
    const net = nights - share(s.discountMinor, nights, s.nightsSubtotalMinor);
    return net + s.taxes.reduce((sum, tax) => sum + share(net, tax.basisPoints, 10_000), 0);
  };

  it('paid by card under the moderate policy, 2 days before check-in (en): the provider refunds what the policy allows', async () => {
    await setPolicy('moderate');
    const paid = await paidStay('en', 'card');
    const stay = await view(paid.token);
    expect(stay.cancellation.policy).toBe('moderate');
    clock.set(new Date(new Date(stay.cancellation.checkInAt).getTime() - 2 * DAY));
    const q = await quote(paid.token);
    const expected = paid.order.amountMinor - moderateKeep(stay);
    expect(q.cancellable).toBe(true);
    expect(q.refund).toMatchObject({
      paidMinor: paid.order.amountMinor,
      refundMinor: expected,
      automaticMinor: expected,
      manualMinor: 0,
      keptMinor: moderateKeep(stay),
    });
    expect(expected).toBeGreaterThan(0);

    const response = await cancel(paid.token, q.refund.refundMinor);
    expect(response.status).toBe(200);
    const result = guestCancelResultSchema.parse(await response.json());
    expect(result.stay.status).toBe('cancelled');
    expect(result.refund.refundMinor).toBe(expected);
    // The nights are free again.
    const free = await t.app.request(`/api/rental/availability?from=${stay.checkIn}&to=${stay.checkOut}`);
    expect(((await free.json()) as { unavailable: string[] }).unavailable).toEqual([]);

    await t.runJobs();
    const [order] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.id, paid.order.id));
    expect(order).toMatchObject({ status: 'partially_refunded', refundedMinor: expected });
    const [checkout] = await database.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, paid.checkoutId));
    expect(checkout!.refundedMinor).toBe(expected);
    const mail = (await mailsTo(database.db, paid.email)).at(-1)!;
    expect(mail.subject).toContain('You cancelled your stay');
    expect(mail.text).toMatch(/MX\$[\d,]+\.\d\d will be refunded to the same payment method/);
    // Once cancelled, the link cannot cancel again.
    expect((await cancel(paid.token, 0)).status).toBe(409);
  });

  it('paid at OXXO under the flexible policy, in time (es): all of it owed by the owner, and the guest is told so', async () => {
    await setPolicy('flexible');
    const paid = await paidStay('es', 'oxxo');
    const q = await quote(paid.token);
    expect(q.refund).toMatchObject({
      refundMinor: paid.order.amountMinor,
      automaticMinor: 0,
      manualMinor: paid.order.amountMinor,
      keptMinor: 0,
    });
    expect((await cancel(paid.token, q.refund.refundMinor)).status).toBe(200);
    const [owed] = await database.db
      .select()
      .from(paymentManualRefunds)
      .where(eq(paymentManualRefunds.orderId, paid.order.id));
    expect(owed).toMatchObject({ status: 'pending', amountMinor: paid.order.amountMinor, cause: 'oxxo' });
    const list = manualRefundListSchema.parse(
      await (await t.app.request('/api/admin/manual-refunds', { headers: adminAuth })).json(),
    );
    expect(list.refunds.find((r) => r.id === owed!.id)?.subject).toBe('stay');
    const mail = (await mailsTo(database.db, paid.email)).at(-1)!;
    expect(mail.subject).toContain('Cancelaste tu estancia');
    expect(mail.text).toContain('no se pueden devolver de forma automática (pago en efectivo u OXXO)');
    expect(mail.text).not.toContain('al mismo medio de pago');
  });

  it('keeps the policy the stay was booked under, refuses a refund smaller than the one confirmed, and ends at check-in', async () => {
    await setPolicy('strict');
    const paid = await paidStay('es', 'card');
    await setPolicy('flexible');
    const stay = await view(paid.token);
    expect(stay.cancellation.policy).toBe('strict');
    // The confirmation e-mail states the policy with its dates.
    const confirmation = (await mailsTo(database.db, paid.email)).find((m) => /confirmada/.test(m.subject))!;
    expect(confirmation.text).toContain('Política de cancelación estricta');
    // Inside the 48-hour grace: everything back. The page stays open past it: the refund shrinks → 409.
    const q = await quote(paid.token);
    expect(q.refund.refundMinor).toBe(paid.order.amountMinor);
    clock.set(new Date(clock.now().getTime() + 3 * DAY));
    const changed = await cancel(paid.token, q.refund.refundMinor);
    expect(changed.status).toBe(409);
    expect(((await changed.json()) as { error: { code: string } }).error.code).toBe('refund_changed');
    expect((await view(paid.token)).status).toBe('confirmed');
    // At check-in the guest can no longer cancel online.
    clock.set(new Date(stay.cancellation.checkInAt));
    expect((await quote(paid.token)).cancellable).toBe(false);
    const late = await cancel(paid.token, 0);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe('too_late');
  });

  it('refuses a malformed body and an unknown link', async () => {
    const paid = await paidStay('en', 'card');
    const bad = await t.app.request(`/api/rental/stays/${paid.token}/cancel`, {
      method: 'POST',
      ...json({ quotedRefundMinor: -1 }, headers()),
    });
    expect(bad.status).toBe(400);
    expect(
      (await t.app.request('/api/rental/stays/not-a-real-token-000000/cancel', { headers: headers() }))
        .status,
    ).toBe(404);
  });
});
