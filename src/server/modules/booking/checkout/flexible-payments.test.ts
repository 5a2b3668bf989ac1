import { bookingResultSchema, type BookingRequest } from '@contracts/booking';
import { apiErrorBodySchema } from '@contracts/errors';
import { defaultFlexibleTerms, endOfBusinessDay } from '@contracts/payment-plans';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { services } from '../../content';
import type { TestPaymentGateway } from '../../../test/fakes/test-payment-gateway';
import { appointments } from '../schema';
import { bookingTestApp, testClock } from '../../../test/booking-app';
import { at, bookingRequest, businessDay, json } from '../../../test/booking-helpers';

const DAY_MS = 86_400_000;

describe.each(testEngines)('flexible payments of a booking on $name', (engine) => {
  let database: Database;
  let app: ReturnType<typeof bookingTestApp>['app'];
  let gateway: TestPaymentGateway;
  const clock = testClock();
  let ip = 0;
  const book = (input: BookingRequest) =>
    app.request('/api/booking/appointments', {
      method: 'POST',
      ...json(input, { 'x-forwarded-for': `203.0.113.${++ip}` }),
    });
  const checkoutOf = (appointmentId: string) =>
    gateway.checkouts.find((c) => c.appointmentId === appointmentId);
  const appointmentCount = async () =>
    Number((await database.db.select({ n: count() }).from(appointments))[0]!.n);
  let brandingPrice = 0;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    const built = bookingTestApp(database, { clock: clock.now });
    app = built.app;
    gateway = built.env.payments as TestPaymentGateway;
    const [branding] = await database.db.select().from(services).where(eq(services.slug, 'branding'));
    brandingPrice = branding!.priceMinor;
  });
  afterAll(() => database.close());

  it('charges the deposit share now and schedules the balance the day before', async () => {
    const start = at(businessDay(1, 5), '09:00');
    const res = await book(bookingRequest(start, { service: 'branding', paymentOption: 'deposit' }));
    expect(res.status).toBe(200);
    const result = bookingResultSchema.parse(await res.json());
    expect(result.appointment.status).toBe('pending_payment');
    const deposit = Math.round(brandingPrice / 2);
    expect(checkoutOf(result.appointment.id)?.plan).toEqual({
      option: 'deposit',
      totalMinor: brandingPrice,
      instalments: [
        { seq: 1, amountMinor: deposit, dueAt: expect.any(String) as string },
        {
          seq: 2,
          amountMinor: brandingPrice - deposit,
          dueAt: new Date(endOfBusinessDay(start.getTime() - DAY_MS)).toISOString(),
        },
      ],
    });
  });

  it('schedules weekly instalments, and pays in full by default', async () => {
    const day = businessDay(2, 5);
    const split = bookingResultSchema.parse(
      await (
        await book(bookingRequest(at(day, '09:00'), { service: 'branding', paymentOption: 'instalments' }))
      ).json(),
    );
    const plan = checkoutOf(split.appointment.id)!.plan;
    expect(plan.option).toBe('instalments');
    expect(plan.instalments).toHaveLength(3);
    expect(plan.instalments.reduce((sum, i) => sum + i.amountMinor, 0)).toBe(brandingPrice);

    const full = bookingResultSchema.parse(
      await (await book(bookingRequest(at(day, '16:00'), { service: 'branding' }))).json(),
    );
    expect(checkoutOf(full.appointment.id)!.plan).toMatchObject({
      option: 'full',
      instalments: [{ seq: 1, amountMinor: brandingPrice }],
    });
  });

  it('refuses instalments a service does not offer with 400 on paymentOption, writing nothing', async () => {
    await database.db
      .update(services)
      .set({ flexiblePayments: { ...defaultFlexibleTerms, depositOffered: true } })
      .where(eq(services.slug, 'fotografia'));
    const before = await appointmentCount();
    const res = await book(
      bookingRequest(at(businessDay(3, 5), '09:00'), { service: 'fotografia', paymentOption: 'instalments' }),
    );
    expect(res.status).toBe(400);
    expect(apiErrorBodySchema.parse(await res.json()).error.fields).toEqual({
      paymentOption: ['not_offered'],
    });
    expect(await appointmentCount()).toBe(before);
  });

  it('refuses a deposit when the appointment is too soon to leave time for the balance', async () => {
    const start = at(businessDay(4, 5), '09:00');
    // Two and a half days ahead: the balance (due a day before) would leave only a day and a half.
    clock.set(new Date(start.getTime() - 2.5 * DAY_MS));
    try {
      const soon = await book(bookingRequest(start, { service: 'branding', paymentOption: 'deposit' }));
      expect(soon.status).toBe(400);
      expect(apiErrorBodySchema.parse(await soon.json()).error.fields).toEqual({
        paymentOption: ['not_offered'],
      });
      const full = await book(bookingRequest(start, { service: 'branding', paymentOption: 'full' }));
      expect(full.status).toBe(200);
    } finally {
      clock.set(new Date());
    }
  });

  it('ignores the option for a free service', async () => {
    const res = await book(bookingRequest(at(businessDay(5, 5), '09:00'), { paymentOption: 'deposit' }));
    expect(bookingResultSchema.parse(await res.json()).appointment.status).toBe('confirmed');
  });
});
