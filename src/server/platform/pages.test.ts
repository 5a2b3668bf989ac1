import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { createTestApp } from '../test/app';
import { openReadyDatabase, testEngines } from '../test/databases';
import { inlineScriptHashes, loadPages } from './pages';
import { paths } from './paths';

// Server rendering runs the production build (dist/), as `npm start` does; `npm test` builds first.
const clientDir = paths.clientDist();
const built = fs.existsSync(paths.ssrEntry()) && fs.existsSync(path.join(clientDir, 'index.html'));

describe('server-rendered pages', () => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    if (!built)
      throw new Error('dist/ is missing: run `npm run build` before these tests (npm test does it).');
    database = await openReadyDatabase(testEngines[0]!);
    const pages = await loadPages({
      templatePath: path.join(clientDir, 'index.html'),
      ssrEntryPath: paths.ssrEntry(),
      siteUrl: new URL('https://estudio.example'),
    });
    app = createTestApp(database, { web: { clientDir, pages: pages! } });
  });
  afterAll(() => database?.close());

  const page = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

  it('renders the content of public pages into the HTML, with title and description', async () => {
    const [profile] = await database.sql.query<{ name: string }>('select name from site_profile');
    const res = await page('/app', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(profile!.name);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).toContain('id="estudio-state"');
  });

  it('renders every seeded project in the projects centre', async () => {
    const rows = await database.sql.query<{ title: { es: string; en: string } }>(
      'select title from projects where published',
    );
    const html = await (await page('/projects', { 'accept-language': 'en-US' })).text();
    expect(html).toContain('<html lang="en"');
    for (const row of rows) expect(html).toContain(row.title.en.replace(/&/g, '&amp;'));
  });

  it('prefers the language the visitor chose (cookie) over the browser language', async () => {
    const html = await (
      await page('/cv', { 'accept-language': 'en-US', cookie: 'preferred-language=es' })
    ).text();
    expect(html).toContain('<html lang="es"');
  });

  it('answers unknown paths and unknown projects with 404 and the not-found screen', async () => {
    const unknown = await page('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toMatch(/<h1[^>]*>/);
    expect((await page('/projects/no-such-project')).status).toBe(404);
  });

  it('treats odd addresses as not found, never as another host or a fault', async () => {
    const otherHost = await page('//evil.example/app');
    expect(otherHost.status).toBe(404);
    expect(await otherHost.text()).toContain(
      '<link rel="canonical" href="https://estudio.example/evil.example/app"',
    );
    expect((await page('/%E0%A4%A')).status).toBe(404);
    expect((await page('/projects/%E0%A4%A')).status).toBe(404);
    expect((await page('/APP')).status).toBe(404);
    expect((await page('/projects/Not_A_Slug')).status).toBe(404);
    const dollars = await (await page('/no/$&x')).text();
    expect(dollars).toContain('<link rel="canonical" href="https://estudio.example/no/$&amp;x"');
  });

  it('serves browser-rendered screens as a shell with status 200', async () => {
    const res = await page('/admin/settings');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('"rendered":false');
  });

  it('allows exactly the inline scripts it ships in its CSP, never unsafe-inline', async () => {
    const res = await page('/app');
    const html = await res.text();
    const csp = res.headers.get('content-security-policy')!;
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(csp).toContain(`'${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("preloads the rendered screen's chunk, for server- and browser-rendered screens", async () => {
    for (const url of ['/cv', '/admin/settings']) {
      const html = await (await page(url)).text();
      const preloads = [
        ...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)"/g),
      ].map((m) => m[1]!);
      expect(preloads.length).toBeGreaterThan(0);
      for (const href of preloads) expect((await page(href)).status).toBe(200);
    }
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const html = await (await page('/app')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const res = await page(asset);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await page('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await page('/assets/missing-file.js')).status).toBe(404);
    expect((await page('/index.html')).status).toBe(404);
    expect((await page('/.vite/manifest.json')).status).toBe(404);
    expect((await page('/assets/..%2f..%2fpackage.json')).status).toBe(404);
  });
});
