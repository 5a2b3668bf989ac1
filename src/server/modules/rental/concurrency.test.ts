import { rentalConflictBodySchema } from '@contracts/rental';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { isOverlap } from './conflicts';
import { addDays, todayIn } from './dates';
import { stays } from './schema';
import { json, rentalTestApp, stayRequest } from '../../test/rental-app';

/**
 * Many guests pressing "book" on the same nights at once: exactly one wins, every other answer is a 409
 * nights_taken. On PostgreSQL the requests really run side by side on a pool; the exclusion constraint decides.
 */
describe.each(testEngines)('concurrent stays on $name', (engine) => {
  let database: Database;
  let app: ReturnType<typeof rentalTestApp>['app'];
  const today = todayIn(new Date());

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    ({ app } = rentalTestApp(database));
  });
  afterAll(() => database.close());

  const attempt = (checkIn: string, checkOut: string) =>
    app.request('/api/rental/stays', { method: 'POST', ...json(stayRequest(checkIn, checkOut)) });

  it('lets exactly 1 of 25 simultaneous stays over the same nights through; 24 get 409 nights_taken', async () => {
    const checkIn = addDays(today, 30);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => attempt(checkIn, addDays(checkIn, 3))),
    );
    // Sorted, so that a failure prints every status that came back.
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 24 }, () => 409)]);
    for (const res of answers.filter((r) => r.status === 409))
      expect(rentalConflictBodySchema.parse(await res.json()).error.code).toBe('nights_taken');
  });

  it('never lets overlapping stays of different lengths share a night', async () => {
    const base = addDays(today, 60);
    const tries = Array.from({ length: 24 }, (_, i) =>
      attempt(addDays(base, i % 6), addDays(base, (i % 6) + 2 + (i % 3))),
    );
    const statuses = (await Promise.all(tries)).map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const live = (
      await database.db
        .select()
        .from(stays)
        .where(inArray(stays.status, ['held', 'pending_payment', 'confirmed']))
    ).filter((s) => s.checkIn >= base && s.checkIn < addDays(base, 10));
    for (const a of live)
      for (const b of live)
        if (a.id !== b.id) expect(a.checkIn < b.checkOut && b.checkIn < a.checkOut).toBe(false);
    expect(statuses.filter((s) => s === 200).length).toBe(live.length);
    expect(live.length).toBeGreaterThan(0);
  });

  it('is guaranteed by the database: an overlapping live row is refused without any code check', async () => {
    const row = (checkIn: string, checkOut: string, status = 'confirmed') => ({
      checkIn,
      checkOut,
      nights: `[${checkIn},${checkOut})`,
      guests: 2,
      customerName: 'Directa',
      customerEmail: 'directa@example.com',
      customerPhone: '+52 55 0000 0000',
      language: 'es',
      status,
      currency: 'MXN',
      nightlyRateMinor: 100_000,
      nightsSubtotalMinor: 200_000,
      cleaningFeeMinor: 0,
      taxes: [],
      totalMinor: 200_000,
      dueNowMinor: 200_000,
      paymentOption: 'full',
    });
    await database.db.insert(stays).values(row('2031-01-06', '2031-01-08'));
    await expect(database.db.insert(stays).values(row('2031-01-07', '2031-01-09'))).rejects.toSatisfy(
      (e: unknown) => isOverlap(e),
    );
    // Back to back is fine (check-out day = next check-in), and a cancelled row never blocks.
    await database.db.insert(stays).values(row('2031-01-08', '2031-01-10'));
    await database.db.insert(stays).values(row('2031-01-07', '2031-01-09', 'cancelled'));
    // The nights column must be the stay's dates.
    await expect(
      database.db
        .insert(stays)
        .values({ ...row('2031-02-01', '2031-02-03'), nights: '[2031-03-01,2031-03-02)' }),
    ).rejects.toThrow();
  });
});
