import { apiErrorBodySchema } from '@contracts/errors';
import { Hono } from 'hono';
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
import { createLogger } from './logging';

function appThatThrows(error: () => unknown) {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(createLogger('silent')));
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
