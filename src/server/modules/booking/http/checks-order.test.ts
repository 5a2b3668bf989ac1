import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { bookingTestApp } from '../../../test/booking-app';
import { json } from '../../../test/booking-helpers';

/*
 * The checks booking's routes make before the body is read (ADR 056: middleware before route()'s validation):
 * a 429 before a 400, a malformed Idempotency-Key before the body's errors, a manage link's or someone else's
 * appointment's 404 before the body's 400.
 */
describe.each(testEngines)("booking's checks before the body on $name", (engine) => {
  let database: Database;
  let app: ReturnType<typeof bookingTestApp>['app'];
  let ip = 0;
  const from = () => ({ 'x-forwarded-for': `203.0.113.${++ip}` });
  const errorOf = async (res: Response) =>
    ((await res.json()) as { error: { code: string; fields?: Record<string, unknown> } }).error;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    ({ app } = bookingTestApp(database, { limits: { bookingsPer10Min: 1, managePer10Min: 1 } }));
  });
  afterAll(() => database.close());

  it('a booking: the Idempotency-Key before the body, then the rate limit before both', async () => {
    const headers = { ...from(), 'idempotency-key': 'no' };
    const first = await app.request('/api/booking/appointments', { method: 'POST', ...json({}, headers) });
    expect(first.status).toBe(400);
    expect(Object.keys((await errorOf(first)).fields ?? {})).toEqual(['Idempotency-Key']);
    const second = await app.request('/api/booking/appointments', { method: 'POST', ...json({}, headers) });
    expect(second.status).toBe(429);
  });

  it('a manage link: a malformed or unknown token is a 404 before the body, then the rate limit', async () => {
    const headers = from();
    const malformed = await app.request('/api/booking/manage/short/reschedule', {
      method: 'POST',
      ...json({ start: 'never' }, headers),
    });
    expect(malformed.status).toBe(404);
    const unknown = await app.request('/api/booking/manage/unknown-token-0123456789/cancel', {
      method: 'POST',
      ...json({ reason: 1 }, from()),
    });
    expect(unknown.status).toBe(404);
    expect((await app.request('/api/booking/manage/short', { headers })).status).toBe(429);
  });

  it('my appointments: a bad id is a 400 keyed id, someone else’s a 404, both before the body', async () => {
    const authorization = 'Bearer viewer:11111111-1111-4111-8111-111111111111:one@estudio.test';
    const badId = await app.request('/api/me/appointments/nope/reschedule', {
      method: 'POST',
      ...json({ start: 'never' }, { authorization }),
    });
    expect(badId.status).toBe(400);
    expect(Object.keys((await errorOf(badId)).fields ?? {})).toEqual(['id']);
    const notMine = await app.request('/api/me/appointments/00000000-0000-4000-8000-000000000000/cancel', {
      method: 'POST',
      ...json({ reason: 1 }, { authorization }),
    });
    expect(notMine.status).toBe(404);
  });

  it('the feed answers only a name ending in .ics; anything else is the same 404', async () => {
    const other = await app.request('/api/booking/feed/secret.txt');
    expect(other.status).toBe(404);
    expect((await errorOf(other)).code).toBe('not_found');
    expect((await app.request('/api/booking/feed/unknown.ics')).status).toBe(404);
  });
});
