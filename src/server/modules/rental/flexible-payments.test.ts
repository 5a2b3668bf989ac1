import { endOfBusinessDay } from '@contracts/payment-plans';
import { apiErrorBodySchema } from '@contracts/errors';
import { quoteSchema, rentalPropertySchema, stayResultSchema } from '@contracts/rental';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { addDays, todayIn, zonedInstant } from './dates';
import { rentalSettings } from './schema';
import { json, rentalTestApp, stayRequest, testClock } from '../../test/rental-app';

const DAY_MS = 86_400_000;

describe.each(testEngines)('flexible payments of a stay on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof rentalTestApp>;
  const clock = testClock();
  const today = todayIn(new Date());
  const day = (weeks: number, plus = 0) => addDays(today, weeks * 7 + plus);
  const post = (path: string, body: unknown) => t.app.request(path, { method: 'POST', ...json(body) });
  const quoteFields = async (body: Record<string, unknown>) => {
    const res = await post('/api/rental/quote', { guests: 2, ...body });
    expect(res.status).toBe(400);
    return apiErrorBodySchema.parse(await res.json()).error.fields;
  };

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    t = rentalTestApp(database, { clock: clock.now });
    await database.db.update(rentalSettings).set({
      instalmentsOffered: true,
      instalmentCount: 3,
      instalmentIntervalDays: 14,
      balanceDueDaysBefore: 7,
    });
  });
  afterAll(() => database.close());

  it('shows the instalment terms with the property', async () => {
    const property = rentalPropertySchema.parse(await (await t.app.request('/api/rental/property')).json());
    expect(property).toMatchObject({
      depositOffered: true,
      instalmentsOffered: true,
      instalmentCount: 3,
      instalmentIntervalDays: 14,
      balanceDueDaysBefore: 7,
    });
  });

  it('quotes instalments with their schedule and books the stay on that plan', async () => {
    const body = { checkIn: day(10), checkOut: day(10, 3), guests: 2, option: 'instalments' };
    const quote = quoteSchema.parse(await (await post('/api/rental/quote', body)).json());
    expect(quote.schedule.map((i) => i.seq)).toEqual([1, 2, 3]);
    expect(quote.schedule.reduce((sum, i) => sum + i.amountMinor, 0)).toBe(quote.totalMinor);
    expect(quote.dueNowMinor).toBe(quote.schedule[0]!.amountMinor);
    expect(quote.balanceMinor).toBe(quote.totalMinor - quote.dueNowMinor);
    expect(quote.depositPercent).toBeNull();

    const res = await post('/api/rental/stays', stayRequest(day(10), day(10, 3), { option: 'instalments' }));
    expect(res.status).toBe(200);
    const result = stayResultSchema.parse(await res.json());
    expect(result.stay).toMatchObject({ option: 'instalments', dueNowMinor: quote.dueNowMinor });
    const checkout = t.gateway.checkouts.find((c) => c.stayId === result.stay.id)!;
    expect(checkout.plan.option).toBe('instalments');
    expect(checkout.plan.totalMinor).toBe(quote.totalMinor);
    expect(checkout.plan.instalments.map((i) => i.amountMinor)).toEqual(
      quote.schedule.map((i) => i.amountMinor),
    );
  });

  it('dates the deposit’s balance by the check-in at the check-in time, business zone', async () => {
    const quote = quoteSchema.parse(
      await (
        await post('/api/rental/quote', {
          checkIn: day(11),
          checkOut: day(11, 2),
          guests: 2,
          option: 'deposit',
        })
      ).json(),
    );
    const due = zonedInstant(day(11), '15:00').getTime() - 7 * DAY_MS;
    expect(quote.schedule[1]!.dueAt).toBe(new Date(endOfBusinessDay(due)).toISOString());
  });

  it('refuses an option not offered for these dates with 400 not_offered', async () => {
    // Check-in in 8 days: everything is due 7 days before, too soon for a balance or a schedule.
    for (const option of ['deposit', 'instalments'])
      expect(await quoteFields({ checkIn: day(0, 8), checkOut: day(0, 10), option })).toEqual({
        option: ['not_offered'],
      });
    await database.db.update(rentalSettings).set({ instalmentsOffered: false });
    try {
      expect(await quoteFields({ checkIn: day(12), checkOut: day(12, 2), option: 'instalments' })).toEqual({
        option: ['not_offered'],
      });
      const stay = await post(
        '/api/rental/stays',
        stayRequest(day(12), day(12, 2), { option: 'instalments' }),
      );
      expect(apiErrorBodySchema.parse(await stay.json()).error.fields).toEqual({ option: ['not_offered'] });
    } finally {
      await database.db.update(rentalSettings).set({ instalmentsOffered: true });
    }
  });
});
