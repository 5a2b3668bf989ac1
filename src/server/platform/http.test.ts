import { apiErrorBodySchema } from '@contracts/errors';
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  handleApiError,
  ifNoneMatchHits,
  loggablePath,
  parseInput,
  readJson,
  requestContext,
  type AppEnv,
} from './http';
import { AppError } from './errors';
import { createLogger, type Logger } from './logging';

/** A module's own 409, as booking's BookingConflict and rental's RentalConflict are built. */
class SeatTaken extends AppError<'seat_taken'> {
  constructor(readonly seats: string[]) {
    super(409, 'seat_taken', 'Those seats are taken', undefined, { extra: { seats } });
  }
}

function appThatThrows(error: () => unknown, logger: Logger = createLogger('silent')) {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(logger));
  app.post('/api/thing', async (c) => {
    const body = parseInput(z.object({ email: z.email(), age: z.number().int() }), await readJson(c));
    if (body.age > 150) throw error();
    return c.json(body);
  });
  app.onError(handleApiError);
  return app;
}

describe('API error mapping', () => {
  it('turns invalid input into 400 with a message per field', async () => {
    const res = await appThatThrows(() => null).request('/api/thing', {
      method: 'POST',
      body: JSON.stringify({ email: 'nope', age: 1.5 }),
    });
    expect(res.status).toBe(400);
    const { error } = apiErrorBodySchema.parse(await res.json());
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['age', 'email']);
  });

  it('turns malformed JSON into 400, not 500', async () => {
    const res = await appThatThrows(() => null).request('/api/thing', { method: 'POST', body: '{"email":' });
    expect(res.status).toBe(400);
  });

  it('answers a domain error once, at the edge: its status, code, message, fields and extra body fields', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', requestContext(createLogger('silent')));
    app.post('/api/seats', (c) => {
      // Set before the throw: the answer the edge writes keeps it, as the modules' wrappers did.
      c.header('Cache-Control', 'no-store');
      throw new SeatTaken(['A1', 'A2']);
    });
    app.post('/api/fields', () => {
      throw new AppError(409, 'conflict', 'That slug is taken', { slug: ['slug_taken'] });
    });
    app.onError(handleApiError);

    const seats = await app.request('/api/seats', { method: 'POST' });
    expect(seats.status).toBe(409);
    expect(seats.headers.get('cache-control')).toBe('no-store');
    expect(await seats.json()).toEqual({
      error: {
        code: 'seat_taken',
        message: 'Those seats are taken',
        requestId: seats.headers.get('x-request-id'),
      },
      seats: ['A1', 'A2'],
    });

    const fields = await app.request('/api/fields', { method: 'POST' });
    expect(fields.status).toBe(409);
    const body = apiErrorBodySchema.parse(await fields.json());
    expect(body.error).toMatchObject({ code: 'conflict', fields: { slug: ['slug_taken'] } });
  });

  it("answers a dependency's outage in our words: 503, its code, nothing of the cause", async () => {
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const res = await appThatThrows(
      () =>
        new AppError(503, 'payment_unavailable', 'Stripe: connect ECONNREFUSED 10.0.0.7:443', undefined, {
          publicMessage: 'The payment service is not available right now; please try again',
          cause: new Error('socket hang up'),
        }),
      log,
    ).request('/api/thing', { method: 'POST', body: JSON.stringify({ email: 'a@b.mx', age: 200 }) });
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(text).not.toContain('ECONNREFUSED');
    expect(text).not.toContain('socket');
    const { error } = apiErrorBodySchema.parse(JSON.parse(text));
    expect(error).toEqual({
      code: 'payment_unavailable',
      message: 'The payment service is not available right now; please try again',
      requestId: res.headers.get('x-request-id'),
    });
    // The log keeps what the client is not told, under the same request id.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('ECONNREFUSED');
    expect(lines[0]).toContain(res.headers.get('x-request-id'));
  });

  it('hides the internals of a real fault behind a request id', async () => {
    const res = await appThatThrows(() => new Error('password=hunter2 at /srv/db.ts:42')).request(
      '/api/thing',
      {
        method: 'POST',
        body: JSON.stringify({ email: 'a@b.mx', age: 200 }),
      },
    );
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('db.ts');
    const { error } = apiErrorBodySchema.parse(JSON.parse(text));
    expect(error.code).toBe('internal_error');
    expect(error.requestId).toBe(res.headers.get('x-request-id'));
  });
});

describe('loggablePath', () => {
  it('keeps secrets in manage links and feed URLs out of the log', () => {
    expect(loggablePath('/api/booking/manage/abcDEF123/cancel')).toBe('/api/booking/manage/[secret]/cancel');
    expect(loggablePath('/calendar-booking/manage/abcDEF123')).toBe('/calendar-booking/manage/[secret]');
    expect(loggablePath('/api/booking/feed/s3cr3t.ics')).toBe('/api/booking/feed/[secret]');
    expect(loggablePath('/api/booking/slots')).toBe('/api/booking/slots');
  });
});

describe('ifNoneMatchHits', () => {
  it('matches a listed tag, weak or strong on either side, and "*"; nothing without a header', () => {
    expect(ifNoneMatchHits(undefined, '"a"')).toBe(false);
    expect(ifNoneMatchHits('"b", "a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('W/"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchHits(' * ', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"b"', '"a"')).toBe(false);
    expect(ifNoneMatchHits('"a', '"a"')).toBe(false);
  });
});
