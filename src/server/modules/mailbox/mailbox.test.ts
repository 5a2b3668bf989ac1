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
import { MAIL_HTML_CSP, mailboxRoutes } from './routes';

/** The mailbox mounted the way app.ts mounts it: under /api, inside the global security headers. */
function mailboxApp(database: Database) {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(createLogger('silent')));
  app.use('*', securityHeaders({ scriptHashes: [], https: false }));
  app.route('/api/dev/mailbox', mailboxRoutes({ db: database.db }));
  app.onError(handleApiError);
  return app;
}

describe.each(testEngines)('local mailbox API on $name', (engine) => {
  let database: Database;
  let app: ReturnType<typeof mailboxApp>;
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
    mailboxListSchema.parse(await (await app.request(`/api/dev/mailbox${query}`)).json()).messages;

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
    const res = await app.request('/api/dev/mailbox');
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
    const res = await app.request(`/api/dev/mailbox/${summary!.id}`);
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
    const res = await app.request(`/api/dev/mailbox/${summary!.id}/html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toBe(MAIL_HTML_CSP);
    expect(MAIL_HTML_CSP).not.toMatch(/script-src|unsafe-eval/);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('<p>Hola</p>');

    // Everything else keeps the site-wide policy.
    const json = await app.request('/api/dev/mailbox');
    expect(json.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(json.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a missing mail with 404 and a malformed id with 400, in the API error shape', async () => {
    for (const path of ['/api/dev/mailbox/999999', '/api/dev/mailbox/999999/html']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(apiErrorBodySchema.parse(await res.json()).error.code).toBe('not_found');
    }
    const bad = await app.request('/api/dev/mailbox/abc');
    expect(bad.status).toBe(400);
    expect(Object.keys(apiErrorBodySchema.parse(await bad.json()).error.fields ?? {})).toEqual(['id']);
  });

  it('empties the mailbox', async () => {
    await send('ana@example.com', 'Uno');
    await send('ana@example.com', 'Dos');
    const res = await app.request('/api/dev/mailbox', { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await list()).toEqual([]);
  });
});
