import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { adminProfileSchema, contentAdminPaths } from '@contracts/content-admin';
import { submissionResponseSchema } from '@contracts/diagnostic';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client';
import { acceptsGzip, contentVersionReader } from '../platform/page-cache';
import { loadPages, pageCacheTtl, type Pages } from '../platform/pages';
import { paths } from '../platform/paths';
import { adminAccessToken } from './admin-session';
import { createTestApp } from './app';
import { openReadyDatabase, testEngines } from './databases';
import { mixedAnswers } from './fixtures/diagnostic-answers';

// The production build renders, as in pages.test.ts (`npm test` builds first).
const clientDir = paths.clientDist();
const built = fs.existsSync(paths.ssrEntry()) && fs.existsSync(path.join(clientDir, 'index.html'));

describe.each(testEngines)('public page cache on $name (ADR 050)', (engine) => {
  const env = { AUTH_AUTOCONFIRM: 'true', SITE_URL: 'https://estudio.example' };
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  let ownerToken: string;
  /** In-process API calls the renderer made: none means the page came from the cache. */
  let renderCalls = 0;

  beforeAll(async () => {
    if (!built) throw new Error('dist/ is missing: run `npm run build` before these tests.');
    database = await openReadyDatabase(engine);
    const pages = (await loadPages({
      templatePath: path.join(clientDir, 'index.html'),
      ssrEntryPath: paths.ssrEntry(),
      siteUrl: new URL(env.SITE_URL),
      cache: { contentVersion: contentVersionReader(database.sql) },
    }))!;
    const counted: Pages = {
      ...pages,
      handle: (c, fetchApi) =>
        pages.handle(c, (input, init) => {
          renderCalls++;
          return fetchApi(input, init);
        }),
    };
    app = createTestApp(database, { env, web: { clientDir, pages: counted } });
    ownerToken = await adminAccessToken(app, database, env, 'owner@estudio.test');
  });
  afterAll(() => database?.close());
  beforeEach(() => {
    renderCalls = 0;
  });

  const page = async (url: string, headers: Record<string, string> = {}, method = 'GET') => {
    const before = renderCalls;
    const res = await app.request(url, { method, headers });
    return { res, html: await res.text(), rendered: renderCalls > before };
  };
  const owner = (method: string, url: string, body?: unknown) =>
    app.request(url, {
      method,
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** Saves the profile's headline through the owner's editor (the real admin API, optimistic check). */
  async function saveHeadline(headline: { es: string; en: string }) {
    const { updatedAt, ...fields } = adminProfileSchema.parse(
      await (await owner('GET', contentAdminPaths.profile())).json(),
    );
    const saved = await owner('PUT', contentAdminPaths.profile(), {
      ...fields,
      headline,
      expectedUpdatedAt: updatedAt,
    });
    expect(saved.status).toBe(200);
  }
  const withoutQueryTimes = (html: string) => html.replace(/"dataUpdatedAt":\d+/g, '');
  /** What the visitor reads: the rendered screen (the state script carries both languages of the content). */
  const screenOf = (html: string) =>
    html.slice(html.indexOf('<div id="root">'), html.indexOf('id="estudio-state"'));

  it('serves the second request from the cache, the same page with a current data time', async () => {
    const first = await page('/projects', { 'accept-language': 'es-MX' });
    expect(first.res.status).toBe(200);
    expect(first.rendered).toBe(true);
    expect(first.res.headers.get('x-page-cache')).toBe('miss');
    const second = await page('/projects', { 'accept-language': 'es-MX' });
    expect(second.res.status).toBe(200);
    expect(second.rendered).toBe(false);
    expect(second.res.headers.get('x-page-cache')).toBe('hit');
    expect(withoutQueryTimes(second.html)).toBe(withoutQueryTimes(first.html));
    expect(second.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
    expect(second.res.headers.get('cache-control')).toBe('no-cache');
    expect(second.res.headers.get('vary')).toMatch(/^Accept-Language, Cookie\b/);
    expect(second.res.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('answers 304 to its ETag, and HEAD without a body', async () => {
    const first = await page('/cv', { 'accept-language': 'en' });
    const etag = first.res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    const again = await page('/cv', { 'accept-language': 'en', 'if-none-match': etag });
    expect(again.res.status).toBe(304);
    expect(again.html).toBe('');
    expect(again.rendered).toBe(false);
    const other = await page('/cv', { 'accept-language': 'en', 'if-none-match': 'W/"something-else"' });
    expect(other.res.status).toBe(200);
    const head = await page('/cv', { 'accept-language': 'en' }, 'HEAD');
    expect(head.res.status).toBe(200);
    expect(head.html).toBe('');
    expect(head.res.headers.get('etag')).toBe(etag);
  });

  it('sends a kept page gzipped when the browser takes gzip: the same page', async () => {
    const plain = await page('/biography', { 'accept-language': 'es' });
    const res = await app.request('/biography', {
      headers: { 'accept-language': 'es', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('x-page-cache')).toBe('hit');
    expect(res.headers.get('vary')).toBe('Accept-Language, Cookie, Accept-Encoding');
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(withoutQueryTimes(html)).toBe(withoutQueryTimes(plain.html));
    const refused = await app.request('/biography', {
      headers: { 'accept-language': 'es', 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(acceptsGzip('br, *;q=0.5')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0, *')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('renders once for requests arriving together after an edit', async () => {
    await saveHeadline({ es: 'Titular para varios a la vez', en: 'Headline for many at once' });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => app.request('/app', { headers: { 'accept-language': 'es' } })),
    );
    const sources = answers.map((res) => res.headers.get('x-page-cache')).sort();
    expect(sources).toEqual(['hit', 'hit', 'hit', 'miss']);
    for (const res of answers) expect(await res.text()).toContain('Titular para varios a la vez');
  });

  it("shows the owner's edit on the very next request, in both languages, with a new ETag", async () => {
    await saveHeadline({ es: 'Titular antes del cambio', en: 'Headline before the change' });
    const es = await page('/app', { 'accept-language': 'es' });
    expect(es.html).toContain('Titular antes del cambio');
    const cached = await page('/app', { 'accept-language': 'es' });
    expect(cached.rendered).toBe(false);
    expect(cached.html).toContain('Titular antes del cambio');

    await saveHeadline({ es: 'Titular después del cambio', en: 'Headline after the change' });
    const edited = await page('/app', {
      'accept-language': 'es',
      'if-none-match': es.res.headers.get('etag')!,
    });
    expect(edited.res.status).toBe(200);
    expect(edited.rendered).toBe(true);
    expect(edited.html).toContain('Titular después del cambio');
    expect(edited.html).not.toContain('Titular antes del cambio');
    expect(edited.res.headers.get('etag')).not.toBe(es.res.headers.get('etag'));
    const en = await page('/app?lang=en');
    expect(en.html).toContain('Headline after the change');
  });

  it('also sees a write made outside the editor (the trigger, not the code path, bumps the version)', async () => {
    const warm = await page('/projects', { 'accept-language': 'en' });
    const [row] = await database.sql.query<{ slug: string; title: { es: string; en: string } }>(
      'select slug, title from projects where published order by sort_order limit 1',
    );
    await database.sql.query(
      `update projects set title = jsonb_set(title, '{en}', to_jsonb($1::text)) where slug = $2`,
      ['Renamed by hand', row!.slug],
    );
    const after = await page('/projects', { 'accept-language': 'en' });
    expect(after.rendered).toBe(true);
    expect(after.html).toContain('Renamed by hand');
    expect(warm.html).not.toContain('Renamed by hand');
  });

  it('never mixes languages: each language (Accept-Language, cookie, ?lang) gets its own page', async () => {
    await saveHeadline({ es: 'Solo en español', en: 'Only in English' });
    const checks: [string, Record<string, string>, 'es' | 'en'][] = [
      ['/app', { 'accept-language': 'en-US' }, 'en'],
      ['/app', { 'accept-language': 'es-MX' }, 'es'],
      ['/app', { 'accept-language': 'en-US', cookie: 'preferred-language=es' }, 'es'],
      ['/app?lang=en', { cookie: 'preferred-language=es' }, 'en'],
      ['/app', { 'accept-language': 'en-US' }, 'en'],
      ['/app?lang=es', { 'accept-language': 'en-US' }, 'es'],
    ];
    for (const [url, headers, lang] of checks) {
      for (let i = 0; i < 2; i++) {
        const { html } = await page(url, headers);
        expect(html, `${url} ${JSON.stringify(headers)}`).toContain(`<html lang="${lang}"`);
        expect(html).toContain(`"lang":"${lang}"`);
        expect(screenOf(html)).toContain(lang === 'es' ? 'Solo en español' : 'Only in English');
        expect(screenOf(html)).not.toContain(lang === 'es' ? 'Only in English' : 'Solo en español');
      }
    }
  });

  it("never puts a signed-in visitor's name in a page, served to them or to anyone else", async () => {
    const name = 'Visitante Nombreúnico';
    const signup = await app.request('/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'cache-visitor@estudio.test',
        password: 'calendula-42',
        data: { full_name: name },
      }),
    });
    expect(signup.status).toBe(200);
    const token = ((await signup.json()) as { access_token: string }).access_token;
    // The account is real and carries the name: the API shows it to its owner.
    const user = await app.request('/auth/v1/user', { headers: { authorization: `Bearer ${token}` } });
    expect(JSON.stringify(await user.json())).toContain(name);
    const signedIn = {
      authorization: `Bearer ${token}`,
      cookie: `sb-access-token=${token}; preferred-language=es`,
    };
    for (const url of ['/biography', '/', '/auth']) {
      const first = await page(url, signedIn); // the signed-in visitor first: a render they might fill
      const anonymous = await page(url, { cookie: 'preferred-language=es' });
      const again = await page(url, signedIn);
      for (const { html } of [first, anonymous, again]) {
        expect(html, url).not.toContain(name);
        expect(html).not.toContain(token);
        expect(html).not.toContain('cache-visitor@estudio.test');
      }
      expect(anonymous.rendered, url).toBe(false);
      expect(withoutQueryTimes(anonymous.html)).toBe(withoutQueryTimes(first.html));
    }
  });

  it('never keeps a shared diagnostic result: rendered every time, gone as soon as it is revoked', async () => {
    const submitted = await app.request('/api/diagnostic/results', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify({
        version: 'v1',
        answers: mixedAnswers,
        name: 'Compartida Nombrevisible',
        email: 'shared.cache@example.com',
        consent: true,
        company: 'Despacho Prueba',
        role: 'Socia',
        language: 'es',
        showName: true,
      }),
    });
    expect(submitted.status).toBe(200);
    const { result, resultToken } = submissionResponseSchema.parse(await submitted.json());
    const token = { 'x-result-token': resultToken, 'x-forwarded-for': '203.0.113.77' };
    const shared = await app.request(`/api/diagnostic/results/${result.id}/share`, {
      method: 'POST',
      headers: token,
    });
    expect(shared.status).toBe(200);
    const url = `/shared/${result.shareId}`;
    expect(pageCacheTtl(url)).toBeNull();
    for (let i = 0; i < 2; i++) {
      const shown = await page(url, { 'accept-language': 'es' });
      expect(shown.res.status).toBe(200);
      expect(shown.rendered).toBe(true);
      expect(shown.res.headers.get('x-page-cache')).toBeNull();
      expect(shown.html).toContain('Compartida Nombrevisible');
    }
    const revoked = await app.request(`/api/diagnostic/shared/${result.shareId}/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify({ token: resultToken }),
    });
    expect(revoked.status).toBe(200);
    const gone = await page(url, { 'accept-language': 'es' });
    expect(gone.html).not.toContain('Compartida Nombrevisible');
  });

  it('keeps no browser-rendered shell and no not-found page', async () => {
    for (const url of ['/dashboard', '/no/such/page', '/projects/no-such-project']) {
      await page(url);
      const again = await page(url);
      expect(again.res.headers.get('x-page-cache'), url).toBeNull();
      expect(again.res.headers.get('etag'), url).toBeNull();
    }
    // The unknown project asks the API each time (a project published later must show at once).
    expect((await page('/projects/no-such-project')).rendered).toBe(true);
  });
});
