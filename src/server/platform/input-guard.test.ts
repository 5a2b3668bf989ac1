import { apiErrorBodySchema } from '@contracts/errors';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describe, expect, it } from 'vitest';
import { handleApiError, readJson, requestContext, type AppEnv } from './http';
import { findInvalidInJson, findInvalidInUrl, inputGuard, MAX_JSON_DEPTH } from './input-guard';
import { createLogger } from './logging';

/** An app that echoes what its handlers read, behind the guard, as app.ts mounts it. */
function guardedApp() {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(createLogger('silent')));
  app.use('/api/*', inputGuard());
  app.post('/api/echo', async (c) => {
    // Read twice, as a route and a helper of it may: both get the same parse from Hono's cache.
    const first = await readJson(c);
    const second = await c.req.json();
    return c.json({ first, second, text: await c.req.text() });
  });
  app.get('/api/items/:name', (c) => c.json({ name: c.req.param('name'), query: c.req.query() }));
  app.onError(handleApiError);
  return app;
}

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  guardedApp().request('/api/echo', { method: 'POST', headers, body });

async function refusal(response: Response) {
  expect(response.status).toBe(400);
  const { error } = apiErrorBodySchema.parse(await response.json());
  expect(error.code).toBe('validation_failed');
  return error.fields;
}

describe('the input guard', () => {
  it('lets a normal request through untouched: accents, emoji, surrogate pairs, read twice', async () => {
    const body = { title: 'Café ñandú 😀 𝄞', items: [{ name: 'Ünïcødé' }], n: 1, ok: true, none: null };
    const response = await post(JSON.stringify(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ first: body, second: body, text: JSON.stringify(body) });
  });

  it('refuses NUL in a body field, naming it', async () => {
    expect(await refusal(await post(JSON.stringify({ title: 'a\u0000b' })))).toEqual({
      title: ['invalid_characters'],
    });
  });

  it('refuses lone surrogates, high or low, escaped in the JSON text', async () => {
    expect(await refusal(await post('{"title":"x\\ud800"}'))).toEqual({ title: ['invalid_characters'] });
    expect(await refusal(await post('{"title":"\\udc00y"}'))).toEqual({ title: ['invalid_characters'] });
    // A low surrogate before a high one is two lone halves, not a pair.
    expect(await refusal(await post('{"title":"\\udc00\\ud800"}'))).toEqual({
      title: ['invalid_characters'],
    });
  });

  it('names fields in nested objects and arrays by dotted path, and bad keys', async () => {
    const body = {
      sections: [{ title: 'ok' }, { title: 'ok', items: ['fine', 'ba\u0000d'] }],
      meta: { 'k\u0000ey': 1 },
    };
    expect(await refusal(await post(JSON.stringify(body)))).toEqual({
      'sections.1.items.1': ['invalid_characters'],
      'meta.k\uFFFDey': ['invalid_characters'],
    });
  });

  it('refuses a top-level string body and a body nested deeper than any form sends', async () => {
    expect(await refusal(await post(JSON.stringify('\u0000')))).toEqual({ _: ['invalid_characters'] });
    const deep = '['.repeat(1000) + ']'.repeat(1000);
    const fields = await refusal(await post(deep));
    expect(Object.values(fields ?? {})).toEqual([['too_deep']]);
    expect(findInvalidInJson(JSON.parse('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH)))).toBeNull();
  });

  it('checks a JSON body sent without a content type, and leaves other bodies to their handlers', async () => {
    expect(await refusal(await post(JSON.stringify({ a: '\u0000' }), {}))).toEqual({
      a: ['invalid_characters'],
    });
    // Malformed JSON is the handler's own 400 (readJson), not the guard's.
    const malformed = await post('{"title":');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.message).toBe('The request body must be valid JSON');
    const form = await guardedApp().request('/api/items/x', {
      method: 'GET',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(form.status).toBe(200);
  });

  it('refuses NUL in a query value or name, and malformed %-escapes', async () => {
    const app = guardedApp();
    expect(await refusal(await app.request('/api/items/x?q=a%00b'))).toEqual({ q: ['invalid_characters'] });
    expect(await refusal(await app.request('/api/items/x?a%00=1'))).toEqual({
      'a\uFFFD': ['invalid_characters'],
    });
    expect(await refusal(await app.request('/api/items/x?q=%E0%A4%A'))).toEqual({
      q: ['invalid_characters'],
    });
    expect(await refusal(await app.request('/api/items/x?%zz=1'))).toEqual({ query: ['invalid_characters'] });
    // An encoded surrogate half is not UTF-8: malformed too.
    expect(await refusal(await app.request('/api/items/x?q=%ED%A0%80'))).toEqual({
      q: ['invalid_characters'],
    });
  });

  it('refuses NUL and malformed %-escapes in the path', async () => {
    const app = guardedApp();
    expect(await refusal(await app.request('/api/items/a%00b'))).toEqual({ path: ['invalid_characters'] });
    expect(await refusal(await app.request('/api/items/100%'))).toEqual({ path: ['invalid_characters'] });
  });

  it('passes well-formed paths and queries, encoded or not', async () => {
    const response = await guardedApp().request(
      '/api/items/caf%C3%A9%20%F0%9F%98%80?q=%C3%B1and%C3%BA+y&empty=&flag&plus=%2B',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      name: 'café 😀',
      query: { q: 'ñandú y', empty: '', flag: '', plus: '+' },
    });
    expect(findInvalidInUrl('http://x/api/a?b=c&&d')).toBeNull();
  });

  it('names at most 20 fields, however many are bad', () => {
    const fields = findInvalidInJson(Array.from({ length: 10_000 }, () => '\u0000'));
    expect(Object.keys(fields ?? {})).toHaveLength(20);
  });
});

describe('the input guard before another reader of the raw body', () => {
  it('leaves the same bytes for a later body limit and handler, and refuses bytes that are not UTF-8', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', requestContext(createLogger('silent')));
    app.use('*', inputGuard());
    app.use('*', bodyLimit({ maxSize: 1024 }));
    app.post('/raw', async (c) => c.json({ text: await c.req.text(), json: await c.req.json() }));
    app.onError(handleApiError);
    // A stream body (no content-length) makes the limit read the raw request itself.
    const streamed = (bytes: Uint8Array) =>
      app.request('/raw', {
        method: 'POST',
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(bytes);
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
    const ok = await streamed(new TextEncoder().encode('{"a":"ñ 😀"}'));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ text: '{"a":"ñ 😀"}', json: { a: 'ñ 😀' } });
    const latin1 = await streamed(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xf1, 0x22, 0x7d]));
    expect(await refusal(latin1)).toEqual({ _: ['invalid_characters'] });
  });
});
