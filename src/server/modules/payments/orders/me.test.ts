import { myPaymentsSchema } from '@contracts/my-payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { authUsers } from '../../auth';
import { testClock } from '../../../test/booking-app';
import { at, bookingRequest, businessDay } from '../../../test/booking-helpers';
import { paymentPlans } from '../schema';
import { paymentsTestApp } from '../../../test/payments-app';
import { client, orderOf } from '../../../test/payments-helpers';

const EMAIL = 'cliente.pagos@example.com';
const PRICE = 1_450_000; // branding: MXN 14,500.00, with a 50 % deposit on offer

describe.each(testEngines)('my payments (/api/me/payments) on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof paymentsTestApp>;
  let api: ReturnType<typeof client>;
  const clock = testClock();
  let viewer: Awaited<ReturnType<typeof t.account>>;

  const mine = async () => {
    const response = await t.app.request('/api/me/payments', { headers: viewer.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return myPaymentsSchema.parse(await response.json());
  };
  // Only a proven address owns payments (ADR 031): a confirmed one is not enough.
  const confirm = (at: Date | null) =>
    database.db
      .update(authUsers)
      .set({ emailConfirmedAt: at, emailProvenAt: at })
      .where(eq(authUsers.id, viewer.userId));

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    t = paymentsTestApp(database, { clock: clock.now });
    api = client(t.app);
    // A real account, signed in; its address starts unconfirmed (as before the mailed link is followed).
    viewer = await t.account(EMAIL);
    await confirm(null);
  });
  beforeEach(() => clock.set(new Date()));
  afterAll(() => database.close());

  it('asks to sign in', async () => {
    const response = await t.app.request('/api/me/payments');
    expect(response.status).toBe(401);
  });

  it('shows a confirmed account its own payments and plans, never an unconfirmed one’s or another person’s', async () => {
    // Someone else's paid session.
    const other = await api.bookPaid(
      bookingRequest(at(businessDay(3, 3), '09:00'), {
        email: 'otra.persona@example.com',
        service: 'branding',
      }),
    );
    await api.actOk(other.checkoutId, 'pay', { method: 'card' });
    // Mine: a paid session, and a deposit plan whose first instalment is paid.
    const session = await api.bookPaid(
      bookingRequest(at(businessDay(5, 3), '09:00'), { email: EMAIL, service: 'branding' }),
    );
    await api.actOk(session.checkoutId, 'pay', { method: 'card' });
    clock.advance(60_000);
    const deposit = await api.bookPaid(
      bookingRequest(at(businessDay(4, 3), '10:00'), {
        email: EMAIL,
        service: 'branding',
        language: 'en',
        paymentOption: 'deposit',
      }),
    );
    await api.actOk(deposit.checkoutId, 'pay', { method: 'card' });
    await t.runJobs();

    // The account's e-mail is not confirmed yet: nothing is theirs.
    expect(await mine()).toEqual({ payments: [], plans: [] });

    await confirm(new Date());
    const list = await mine();
    const sessionOrder = await orderOf(database, session.result.appointment.id);
    const depositOrder = await orderOf(database, deposit.result.appointment.id);
    const [planRow] = await database.db
      .select()
      .from(paymentPlans)
      .where(eq(paymentPlans.id, depositOrder.planId!));

    // Newest first; only mine.
    expect(list.payments.map((p) => p.reference)).toEqual([depositOrder.reference, sessionOrder.reference]);
    expect(list.payments[1]).toMatchObject({
      status: 'paid',
      purpose: 'appointment',
      amountMinor: PRICE,
      method: 'card',
      plan: null,
      stay: null,
      appointment: { start: session.result.appointment.start },
    });
    expect(list.payments[1]!.receiptNumber).toMatch(/^EST-/);
    expect(list.payments[1]!.paidAt).not.toBeNull();
    expect(list.payments[0]).toMatchObject({
      status: 'paid',
      amountMinor: PRICE / 2,
      plan: { reference: planRow!.reference, seq: 1, count: 2 },
      appointment: { serviceName: { en: 'Branding and visual identity' } },
    });
    expect(list.plans).toHaveLength(1);
    expect(list.plans[0]).toMatchObject({
      reference: planRow!.reference,
      option: 'deposit',
      status: 'active',
      totalMinor: PRICE,
      paidMinor: PRICE / 2,
      remainingMinor: PRICE / 2,
      nextDue: { seq: 2, amountMinor: PRICE / 2 },
    });
    expect(list.plans[0]!.instalments).toHaveLength(2);
    expect(list.plans[0]).not.toHaveProperty('language');

    // Confirmed but not proven sees none of it.
    await database.db.update(authUsers).set({ emailProvenAt: null }).where(eq(authUsers.id, viewer.userId));
    expect(await mine()).toEqual({ payments: [], plans: [] });

    await confirm(null);
  });
});
