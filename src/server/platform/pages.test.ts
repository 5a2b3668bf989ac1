import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { createTestApp } from '../test/app';
import { openReadyDatabase, testEngines } from '../test/databases';
import { inlineScriptHashes, loadPages, styleSheetsFirst } from './pages';
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
    app = createTestApp(database, {
      env: { SITE_URL: 'https://estudio.example' },
      web: { clientDir, pages: pages! },
    });
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

  describe('findability', () => {
    const origin = 'https://estudio.example';
    const alternates = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    const jsonLd = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as Record<string, unknown>,
      );

    it('names each language version of a public page; canonical is the language rendered', async () => {
      for (const lang of ['es', 'en'] as const) {
        // Extra query parameters never reach canonical or alternates.
        const html = await (await page(`/projects?category=web&lang=${lang}&utm_source=x`)).text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toContain(`<link rel="canonical" href="${origin}/projects?lang=${lang}" />`);
        expect(html).toContain(`<meta property="og:url" content="${origin}/projects?lang=${lang}" />`);
        expect(alternates(html)).toEqual([
          ['es', `${origin}/projects?lang=es`],
          ['en', `${origin}/projects?lang=en`],
          ['x-default', `${origin}/projects`],
        ]);
        expect(html).toContain(`<meta property="og:locale" content="${lang === 'en' ? 'en_US' : 'es_MX'}"`);
        expect(html).toContain(
          `<meta property="og:locale:alternate" content="${lang === 'en' ? 'es_MX' : 'en_US'}"`,
        );
        expect(html).not.toContain('name="robots"');
      }
      // Without ?lang the canonical names the language the request was rendered in.
      const bare = await (await page('/cv', { 'accept-language': 'en-GB' })).text();
      expect(bare).toContain(`<link rel="canonical" href="${origin}/cv?lang=en" />`);
    });

    it('lets ?lang win over the cookie and the browser language', async () => {
      const html = await (
        await page('/app?lang=en', { 'accept-language': 'es-MX', cookie: 'preferred-language=es' })
      ).text();
      expect(html).toContain('<html lang="en"');
      expect(html).toContain('"lang":"en"');
      const spanish = await (
        await page('/app?lang=es', { 'accept-language': 'en-US', cookie: 'preferred-language=en' })
      ).text();
      expect(spanish).toContain('<html lang="es"');
      // Not a language: ignored.
      const other = await (await page('/app?lang=fr', { cookie: 'preferred-language=en' })).text();
      expect(other).toContain('<html lang="en"');
    });

    it('keeps private, personal and missing pages out of the index, without alternates', async () => {
      for (const url of [
        '/admin',
        '/admin/settings',
        '/dashboard',
        '/auth',
        '/registro',
        '/dev/mailbox',
        '/calendar-booking/manage/abc',
        '/shared/AbCdEf123456',
        '/payment-success',
        '/projects/airbnb',
        '/projects/no-such-project',
        '/no/such/page',
      ]) {
        const html = await (await page(`${url}?lang=en`)).text();
        expect(html, url).toContain('<meta name="robots" content="noindex" />');
        expect(alternates(html), url).toEqual([]);
        expect(jsonLd(html), url).toEqual([]);
      }
    });

    it('describes the owner and the studio on the home page, with prices in MXN', async () => {
      for (const url of ['/app?lang=en', '/?lang=es']) {
        const html = await (await page(url)).text();
        const data = jsonLd(html);
        expect(data.map((d) => d['@type'])).toEqual(['Person', 'ProfessionalService']);
        const [person, service] = data as [Record<string, unknown>, Record<string, unknown>];
        expect(person['@context']).toBe('https://schema.org');
        expect(person.name).toEqual(expect.any(String));
        expect(person.image).toMatch(/^https:\/\/estudio\.example\//);
        expect((person.address as { addressCountry: string }).addressCountry).toBe('MX');
        expect((person.sameAs as string[]).length).toBeGreaterThan(0);
        const offers = (service.hasOfferCatalog as { itemListElement: { priceCurrency: string }[] })
          .itemListElement;
        expect(offers.length).toBeGreaterThan(0);
        for (const offer of offers) expect(offer.priceCurrency).toBe('MXN');
        expect(service.priceRange).toMatch(/^MXN \d/);
        // The portrait is the default link-preview picture.
        expect(html).toMatch(/<meta property="og:image" content="https:\/\/estudio\.example\/images\/[^"]+"/);
      }
      // The JSON-LD data block is not an executable script: the CSP needs no hash for it.
      const res = await page('/app');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp.match(/sha256-/g)!.length).toBe(inlineScriptHashes(await res.text()).length);
    });

    it('describes a project as a CreativeWork and the CV as its Person', async () => {
      const [row] = await database.sql.query<{ slug: string; title: { es: string; en: string } }>(
        'select slug, title from projects where published order by sort_order limit 1',
      );
      const html = await (await page(`/projects/${row!.slug}?lang=en`)).text();
      const [work] = jsonLd(html);
      expect(work).toMatchObject({
        '@type': 'CreativeWork',
        name: row!.title.en,
        url: `${origin}/projects/${row!.slug}?lang=en`,
        inLanguage: 'en',
      });
      expect(alternates(html)[2]).toEqual(['x-default', `${origin}/projects/${row!.slug}`]);
      const cv = await (await page('/cv?lang=es')).text();
      expect(jsonLd(cv).map((d) => d['@type'])).toEqual(['Person']);
    });

    it('escapes "<" in JSON-LD so no content can end the data block', async () => {
      const html = await (await page('/app')).text();
      for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
        expect(m[1]).not.toContain('<');
    });

    it('lists every public page and published project in both languages in sitemap.xml', async () => {
      const res = await page('/sitemap.xml', { host: 'evil.example' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/xml');
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      const xml = await res.text();
      expect(xml).not.toContain('evil.example');
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      const projects = await database.sql.query<{ slug: string }>(
        'select slug from projects where published',
      );
      const paths = [
        '/',
        '/app',
        '/projects',
        '/cv',
        '/biography',
        ...projects.map((p) => `/projects/${p.slug}`),
      ];
      for (const path of paths)
        for (const lang of ['es', 'en']) expect(locs).toContain(`${origin}${path}?lang=${lang}`);
      expect(locs.some((loc) => /admin|dashboard|shared|auth/.test(loc))).toBe(false);
      expect(xml).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/projects/${projects[0]!.slug}"/>`,
      );
      expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
      // Every <url> names both languages and the x-default.
      for (const url of xml.split('<url>').slice(1)) expect(url.match(/hreflang=/g)).toHaveLength(3);
    });

    it('serves robots.txt from SITE_URL', async () => {
      const res = await page('/robots.txt', { host: 'evil.example' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      const text = await res.text();
      expect(text).toContain('User-agent: *\nAllow: /\n');
      for (const path of [
        '/admin',
        '/dashboard',
        '/api/',
        '/auth/',
        '/dev/',
        '/calendar-booking/manage/',
        '/shared/',
      ])
        expect(text).toContain(`Disallow: ${path}\n`);
      expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    });
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
      const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+)"/g)].map(
        (m) => m[1]!,
      );
      expect(preloads.length).toBeGreaterThan(0);
      for (const href of preloads) expect((await page(href)).status).toBe(200);
      // The render-blocking style sheet is asked for first, then the entry, then the screen's chunks.
      const head = html.slice(0, html.indexOf('</head>'));
      const sheet = head.search(/<link rel="stylesheet"/);
      const entry = head.search(/<script type="module"[^>]*src=/);
      expect(sheet).toBeGreaterThan(0);
      expect(sheet).toBeLessThan(entry);
      expect(entry).toBeLessThan(head.indexOf(`href="${preloads.at(-1)!}"`));
      // A server-rendered page paints without its scripts: they never compete with what the first paint
      // needs (ADR 064). A screen the browser renders paints with them: default priority.
      const scripts = head.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g)!;
      expect(scripts.length).toBe(preloads.length + 1);
      for (const tag of scripts)
        if (url === '/cv') expect(tag).toContain('fetchpriority="low"');
        else expect(tag).not.toContain('fetchpriority');
    }
  });

  it('moves the built template’s style sheets before its entry script, and leaves other templates alone', () => {
    const built = [
      '<head>',
      '<!--app-head-->',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '</head><body></body>',
    ].join('\n');
    const moved = styleSheetsFirst(built);
    expect(moved.indexOf('index-1.css')).toBeLessThan(moved.indexOf('index-1.js'));
    expect(moved.indexOf('index-1.js')).toBeLessThan(moved.indexOf('runtime-1.js'));
    expect(moved.match(/stylesheet/g)).toHaveLength(1);
    const bare = '<head><!--app-head--></head><body><script type="module" src="/x.js"></script></body>';
    expect(styleSheetsFirst(bare)).toBe(bare);
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
