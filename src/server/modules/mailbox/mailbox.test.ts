import { apiErrorBodySchema } from '@contracts/errors';
import { mailboxListSchema, mailboxMessageSchema } from '@contracts/mailbox';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import type { Database } from '../../platform/db/client';
import { handleApiError, requestContext, type AppEnv } from '../../platform/http';
import { createLogger } from '../../platform/logging';
import { createMailer, type Mailer } from '../../platform/mail/mailer';
import { messageIdFor } from '../../platform/mail/outbox';
import { mailboxMessages } from '../../platform/mail/schema';
import { securityHeaders } from '../../platform/security';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { MAILBOX_COOKIE, openMailboxPage } from './access';
import { MAIL_HTML_CSP, mailboxRoutes } from './routes';

const KEY = 'test-mailbox-key-0123456789';

/** The mailbox mounted the way app.ts mounts it: under /api, inside the global security headers. */
function mailboxApp(database: Database, options: { secure?: boolean } = {}) {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(createLogger('silent')));
  app.use('*', securityHeaders({ scriptHashes: [], https: false }));
  app.route('/api/dev/mailbox', mailboxRoutes({ db: database.db, key: KEY }));
  app.get('/dev/mailbox', openMailboxPage({ key: KEY, secure: options.secure ?? false }));
  app.get('/dev/mailbox', (c) => c.html('<p>the web app</p>'));
  app.onError(handleApiError);
  return app;
}

describe.each(testEngines)('local mailbox API on $name', (engine) => {
  let database: Database;
  let app: ReturnType<typeof mailboxApp>;
  /** A request as the tests and scripts send it: with the key in X-Mailbox-Key. */
  const request = (path: string, init: RequestInit = {}) =>
    app.request(path, { ...init, headers: { 'x-mailbox-key': KEY, ...init.headers } });
  let mailer: Mailer;
  let sent = 0;
  const send = (to: string, subject: string, link = 'https://estudio.example/verify?token=t') =>
    mailer.send({
      to,
      subject,
      html: `<p>${subject}</p><a href="${link}">Go</a><script>alert(1)</script>`,
      text: `${subject}\n${link}`,
      messageId: messageIdFor(`test:${++sent}`),
    });
  const list = async (query = '') =>
    mailboxListSchema.parse(await (await request(`/api/dev/mailbox${query}`)).json()).messages;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    app = mailboxApp(database);
    const config = loadConfig({ NODE_ENV: 'test' }).mail;
    mailer = createMailer({ config, db: database.db, logger: createLogger('silent') });
  });
  beforeEach(() => database.db.delete(mailboxMessages));
  afterAll(() => database.close());

  it('lists the newest mail first, filters by recipient in any case, and stops at 100', async () => {
    await send('ana@example.com', 'Primero');
    await send('Luis@Example.com', 'Segundo');
    await send('ana@example.com', 'Tercero', 'https://estudio.example/reset');
    const res = await request('/api/dev/mailbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const all = mailboxListSchema.parse(await res.json()).messages;
    expect(all.map((m) => m.subject)).toEqual(['Tercero', 'Segundo', 'Primero']);
    expect(all[0]!.links).toEqual(['https://estudio.example/reset']);
    expect(Number.isNaN(Date.parse(all[0]!.createdAt))).toBe(false);
    expect((await list('?to=ANA@example.com')).map((m) => m.subject)).toEqual(['Tercero', 'Primero']);
    expect((await list('?to=luis%40example.com')).map((m) => m.subject)).toEqual(['Segundo']);
    expect(await list('?to=nadie@example.com')).toEqual([]);

    for (let i = 0; i < 100; i++) await send('bulk@example.com', `Bulk ${i}`);
    const page = await list();
    expect(page).toHaveLength(100);
    expect(page[0]!.subject).toBe('Bulk 99');
  });

  it('shows one mail with its text, links and the address of its HTML', async () => {
    await send('ana@example.com', 'Confirma tu correo');
    const [summary] = await list();
    const res = await request(`/api/dev/mailbox/${summary!.id}`);
    expect(res.status).toBe(200);
    const mail = mailboxMessageSchema.parse(await res.json());
    expect(mail).toMatchObject({
      id: summary!.id,
      to: 'ana@example.com',
      from: 'Estudio <no-reply@estudio.local>',
      subject: 'Confirma tu correo',
      text: 'Confirma tu correo\nhttps://estudio.example/verify?token=t',
      links: ['https://estudio.example/verify?token=t'],
      htmlUrl: `/api/dev/mailbox/${summary!.id}/html`,
    });
  });

  it('serves the HTML under its own policy: no scripts, framed only by this site', async () => {
    await send('ana@example.com', 'Hola');
    const [summary] = await list();
    const res = await request(`/api/dev/mailbox/${summary!.id}/html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toBe(MAIL_HTML_CSP);
    expect(MAIL_HTML_CSP).not.toMatch(/script-src|unsafe-eval/);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('<p>Hola</p>');

    // Everything else keeps the site-wide policy.
    const json = await request('/api/dev/mailbox');
    expect(json.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(json.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a missing mail with 404 and a malformed id with 400, in the API error shape', async () => {
    for (const path of ['/api/dev/mailbox/999999', '/api/dev/mailbox/999999/html']) {
      const res = await request(path);
      expect(res.status).toBe(404);
      expect(apiErrorBodySchema.parse(await res.json()).error.code).toBe('not_found');
    }
    const bad = await request('/api/dev/mailbox/abc');
    expect(bad.status).toBe(400);
    expect(Object.keys(apiErrorBodySchema.parse(await bad.json()).error.fields ?? {})).toEqual(['id']);
  });

  it('empties the mailbox', async () => {
    await send('ana@example.com', 'Uno');
    await send('ana@example.com', 'Dos');
    const res = await request('/api/dev/mailbox', { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await list()).toEqual([]);
  });

  it('answers only to its key: 401 without it or with a wrong one, on every endpoint', async () => {
    await send('ana@example.com', 'Enlace de acceso');
    const [mail] = await list();
    const paths = ['/api/dev/mailbox', `/api/dev/mailbox/${mail!.id}`, `/api/dev/mailbox/${mail!.id}/html`];
    const refusals: [string, Record<string, string>][] = [
      ['no key', {}],
      ['a wrong key', { 'x-mailbox-key': `${KEY}x` }],
      ['a wrong cookie', { cookie: `${MAILBOX_COOKIE}=nope` }],
      ['the key under another cookie', { cookie: `other=${KEY}` }],
    ];
    for (const [what, headers] of refusals) {
      for (const path of paths) {
        const res = await app.request(path, { headers });
        expect(res.status, `${path} with ${what}`).toBe(401);
        const body = apiErrorBodySchema.parse(await res.json());
        expect(body.error.code).toBe('unauthorized');
        expect(JSON.stringify(body)).not.toContain('Enlace');
      }
      expect((await app.request('/api/dev/mailbox', { method: 'DELETE', headers })).status).toBe(401);
    }
    expect(await list()).toHaveLength(1);
    // The cookie the page leaves opens it too.
    const withCookie = await app.request('/api/dev/mailbox', {
      headers: { cookie: `${MAILBOX_COOKIE}=${KEY}` },
    });
    expect(withCookie.status).toBe(200);
  });

  it('opens from /dev/mailbox?key=…: a cookie only for its API, and the key taken out of the address', async () => {
    const opened = await app.request('/dev/mailbox?key=' + KEY + '&to=ana%40example.com');
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/dev/mailbox?to=ana%40example.com');
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const cookie = opened.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${MAILBOX_COOKIE}=${KEY};`));
    expect(cookie).toContain('Path=/api/dev/mailbox');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');
    expect(cookie).not.toMatch(/Max-Age|Expires/);

    // A wrong key is taken out of the address too, and leaves nothing.
    const wrong = await app.request('/dev/mailbox?key=guess-guess-guess-guess');
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe('/dev/mailbox');
    expect(wrong.headers.get('set-cookie')).toBeNull();

    // Without a key the page is the web app's, which says how to open the mailbox.
    const page = await app.request('/dev/mailbox');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('the web app');

    // On an https site the cookie is Secure.
    const secure = await mailboxApp(database, { secure: true }).request(`/dev/mailbox?key=${KEY}`);
    expect(secure.headers.get('set-cookie')).toContain('Secure');
  });
});

describe('the mailbox key', () => {
  it('is MAILBOX_KEY when set (shared by instances), otherwise new and random at every start', () => {
    const set = 'a-known-key-for-scripts_123';
    expect(loadConfig({ MAILBOX_KEY: set }).mail.mailboxKey).toBe(set);
    const first = loadConfig({}).mail.mailboxKey;
    expect(first).toMatch(/^[\w-]{32}$/);
    expect(loadConfig({}).mail.mailboxKey).not.toBe(first);
    expect(() => loadConfig({ MAILBOX_KEY: 'short' })).toThrow(/MAILBOX_KEY: must be at least 16/);
    expect(() => loadConfig({ MAILBOX_KEY: 'has spaces in it, sixteen+' })).toThrow(/MAILBOX_KEY/);
  });
});
