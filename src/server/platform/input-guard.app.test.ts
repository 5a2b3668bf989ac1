import { apiErrorBodySchema } from '@contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { createTestApp } from '../test/app';
import { openReadyDatabase, testEngines } from '../test/databases';

/** The guard as app.ts mounts it: every /api route in the one error shape, /auth/v1 in GoTrue's. */
describe.each(testEngines)('the input boundary in the app ($name)', (engine) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    app = createTestApp(database, { env: { AUTH_AUTOCONFIRM: 'true', SITE_URL: 'http://localhost' } });
  });
  afterAll(() => database.close());

  const json = (body: unknown, method = 'POST') => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  it('answers 400 with the field for the examples of the issue, before any sign-in check', async () => {
    for (const [path, init, field] of [
      ['/api/admin/booking/appointments?q=a%00b', undefined, 'q'],
      ['/api/admin/content/cv/sections', json({ title: { es: 'a\u0000b', en: '' } }), 'title.es'],
      ['/api/me/profile', json({ fullName: 'x\uD800' }, 'PATCH'), 'fullName'],
      ['/api/contact', json({ name: 'Ana', message: 'hola\u0000' }), 'message'],
      ['/api/booking/manage/a%00b', undefined, 'path'],
    ] as const) {
      const response = await app.request(path, init);
      expect(response.status, path).toBe(400);
      const { error } = apiErrorBodySchema.parse(await response.json());
      expect(error.fields, path).toEqual({ [field]: ['invalid_characters'] });
    }
  });

  it('answers the auth API in GoTrue shape, after its own body limit', async () => {
    const refused = await app.request('/auth/v1/signup', json({ email: 'a\u0000@b.mx', password: 'x' }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 400, error_code: 'validation_failed' });
    const modern = await app.request('/auth/v1/signup', {
      ...json({ email: 'ana@example.com', password: 'p\uDC00' }),
      headers: { 'content-type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(await modern.json()).toMatchObject({ code: 'validation_failed' });
    const huge = await app.request('/auth/v1/signup', json({ email: 'x'.repeat(70_000) }));
    expect(huge.status).toBe(413);
    const fine = await app.request(
      '/auth/v1/signup',
      json({ email: 'ana.ñ@example.com', password: 'calendula-42' }),
    );
    expect(fine.status).not.toBe(500);
  });

  it('leaves an upload alone: its own limit and multipart parsing come later', async () => {
    const response = await app.request('/api/admin/media', { method: 'POST', body: '{"a":"\\u0000"}' });
    expect(response.status).toBe(401);
  });
});
