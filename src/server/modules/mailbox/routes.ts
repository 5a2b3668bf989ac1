import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { parseInput, type AppEnv } from '../../platform/http';
import { requireMailboxKey } from './access';
import { clearMailbox, getMailboxHtml, getMailboxMessage, listMailbox } from './service';

export const mailboxIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const toFilterSchema = z.string().trim().max(320).optional();

/**
 * A mail's own HTML is untrusted markup: it is served with a policy of its own that runs no script, loads
 * no resource but images and inline styles, and may only be framed by our own pages (the mailbox screen,
 * which adds a script-less sandbox). The global security headers keep a policy a route sets (security.ts).
 */
export const MAIL_HTML_CSP =
  "default-src 'none'; img-src data: https: http:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * The local mailbox (/api/dev/mailbox): mounted only when config.mail.mailboxEnabled, and answering only to
 * its key (access.ts).
 */
export function mailboxRoutes(deps: { db: Db; key: string }) {
  return new Hono<AppEnv>()
    .use('*', requireMailboxKey(deps.key))
    .use('*', async (c, next) => {
      await next();
      // It changes with every mail sent; never serve it from a cache.
      c.header('Cache-Control', 'no-store');
    })
    .get('/', async (c) => {
      const to = parseInput(toFilterSchema, c.req.query('to'), 'to') || undefined;
      return c.json({ messages: await listMailbox(deps.db, to) });
    })
    .delete('/', async (c) => {
      await clearMailbox(deps.db);
      return c.body(null, 204);
    })
    .get('/:id', async (c) => {
      const id = parseInput(mailboxIdSchema, c.req.param('id'), 'id');
      return c.json(await getMailboxMessage(deps.db, id));
    })
    .get('/:id/html', async (c) => {
      const id = parseInput(mailboxIdSchema, c.req.param('id'), 'id');
      const html = await getMailboxHtml(deps.db, id);
      c.header('Content-Security-Policy', MAIL_HTML_CSP);
      c.header('X-Frame-Options', 'SAMEORIGIN');
      // Links followed from inside the frame do not tell other sites where they came from.
      c.header('Referrer-Policy', 'no-referrer');
      return c.html(html);
    });
}
