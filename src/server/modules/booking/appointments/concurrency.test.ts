import { bookingConflictBodySchema, bookingResultSchema } from '@contracts/booking';
import { apiErrorBodySchema } from '@contracts/errors';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { services } from '../../content';
import { isOverlap } from './db-errors';
import { appointments, bookingSettings } from '../schema';
import { bookingTestApp } from '../../../test/booking-app';
import { at, bookingRequest, businessDay, json } from '../../../test/booking-helpers';

/**
 * Many people pressing "book" on the same time at once: exactly one wins, every other answer is a 409
 * with nearest free times, nothing else. On PostgreSQL the requests really run side by side on a pool;
 * the exclusion constraint is what decides.
 */
describe.each(testEngines)('concurrent booking of one slot on $name', (engine) => {
  let database: Database;
  let app: ReturnType<typeof bookingTestApp>['app'];

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    ({ app } = bookingTestApp(database));
  });
  afterAll(() => database.close());

  const attempt = (start: Date, i: number, service = 'consulta-inicial') =>
    app.request('/api/booking/appointments', {
      method: 'POST',
      ...json(bookingRequest(start, { service }), {
        'x-forwarded-for': `10.0.${Math.floor(i / 250)}.${i % 250}`,
      }),
    });

  it('lets exactly 1 of 50 simultaneous attempts book; 49 get 409 slot_taken', async () => {
    const start = at(businessDay(2, 4), '10:00');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(start, i)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const res of answers.filter((r) => r.status === 409))
      expect(bookingConflictBodySchema.parse(await res.json()).error.code).toBe('slot_taken');
    const live = await database.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.startsAt, start),
          inArray(appointments.status, ['held', 'pending_payment', 'confirmed']),
        ),
      );
    expect(live).toHaveLength(1);
  });

  it('keeps the daily limit when two appointments move into the same day at once', async () => {
    await database.db.update(bookingSettings).set({ dailyLimit: 2 });
    try {
      const day = businessDay(3, 5);
      const other = businessDay(4, 5);
      const book = async (start: Date, i: number) =>
        bookingResultSchema.parse(await (await attempt(start, 900 + i)).json());
      await book(at(day, '10:00'), 0);
      const movers = [await book(at(other, '10:00'), 1), await book(at(other, '12:00'), 2)];
      const moves = await Promise.all(
        movers.map((m, i) =>
          app.request(`/api/booking/manage/${m.manageToken}/reschedule`, {
            method: 'POST',
            ...json({ start: at(day, i === 0 ? '12:00' : '16:00').toISOString() }),
          }),
        ),
      );
      expect(moves.map((r) => r.status).sort()).toEqual([200, 400]);
      const refused = moves.find((r) => r.status === 400)!;
      expect(apiErrorBodySchema.parse(await refused.json()).error.fields?.start).toEqual(['daily_limit']);
    } finally {
      await database.db.update(bookingSettings).set({ dailyLimit: null });
    }
  });

  it('is guaranteed by the database: an overlapping live row is refused without any code check', async () => {
    const [service] = await database.db.select().from(services).where(eq(services.slug, 'consulta-inicial'));
    const row = (start: string, end: string, status = 'confirmed') => ({
      serviceId: service!.id,
      status,
      startsAt: new Date(start),
      endsAt: new Date(end),
      blocked: `[${start},${end})`,
      customerName: 'Directa',
      customerEmail: 'directa@example.com',
      language: 'es',
      timeZone: 'America/Mexico_City',
      icsUid: `${Math.random()}@test`,
    });
    await database.db.insert(appointments).values(row('2031-01-06T16:00:00Z', '2031-01-06T17:00:00Z'));
    const overlapping = database.db
      .insert(appointments)
      .values(row('2031-01-06T16:30:00Z', '2031-01-06T17:30:00Z'));
    await expect(overlapping).rejects.toSatisfy((error: unknown) => isOverlap(error));
    // Back to back is fine (half-open ranges), and a cancelled row never blocks.
    await database.db.insert(appointments).values(row('2031-01-06T17:00:00Z', '2031-01-06T18:00:00Z'));
    await database.db
      .insert(appointments)
      .values(row('2031-01-06T16:30:00Z', '2031-01-06T17:30:00Z', 'cancelled'));
  });

  it('never double-books overlapping times of different lengths and services (paid holds too)', async () => {
    const day = businessDay(3, 4);
    // A 60-minute paid session at 10:00 and 30-minute consultations at 10:00, 10:30 and 11:00 all
    // overlap through time or buffers with each other's neighbours.
    const tries = [
      ...Array.from({ length: 10 }, (_, i) => attempt(at(day, '10:00'), 100 + i, 'branding')),
      ...Array.from({ length: 10 }, (_, i) => attempt(at(day, '10:00'), 120 + i)),
      ...Array.from({ length: 10 }, (_, i) => attempt(at(day, '10:30'), 140 + i)),
    ];
    const statuses = (await Promise.all(tries)).map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const rows = await database.db
      .select()
      .from(appointments)
      .where(inArray(appointments.status, ['held', 'pending_payment', 'confirmed']));
    const sameDay = rows.filter((r) => r.startsAt >= at(day, '00:00') && r.startsAt < at(day, '23:59'));
    // Pairwise: no two live blocked ranges overlap (own time + 15 min after).
    for (const a of sameDay)
      for (const b of sameDay)
        if (a.id !== b.id) {
          const aEnd = a.endsAt.getTime() + 15 * 60_000;
          const bEnd = b.endsAt.getTime() + 15 * 60_000;
          expect(a.startsAt.getTime() < bEnd && b.startsAt.getTime() < aEnd).toBe(false);
        }
    expect(statuses.filter((s) => s === 200).length).toBe(sameDay.length);
  });
});
