import { mailboxRoutes as api } from '@contracts/api/mailbox';
import { Hono } from 'hono';
import type { Db } from '../../platform/db/client';
import type { AppEnv } from '../../platform/http';
import { mountRoutes, route } from '../../platform/routes';
import { requireMailboxKey } from './access';
import { clearMailbox, getMailboxHtml, getMailboxMessage, listMailbox } from './service';

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
  const app = new Hono<AppEnv>().use('*', requireMailboxKey(deps.key)).use('*', async (c, next) => {
    await next();
    // It changes with every mail sent; never serve it from a cache.
    c.header('Cache-Control', 'no-store');
  });
  return mountRoutes(
    '/dev/mailbox',
    [
      route(api.list, async ({ query }) => ({ messages: await listMailbox(deps.db, query.to || undefined) })),
      route(api.clear, () => clearMailbox(deps.db)),
      route(api.message, ({ params }) => getMailboxMessage(deps.db, params.id)),
      route(api.html, async ({ params }, c) => {
        const html = await getMailboxHtml(deps.db, params.id);
        c.header('Content-Security-Policy', MAIL_HTML_CSP);
        c.header('X-Frame-Options', 'SAMEORIGIN');
        // Links followed from inside the frame do not tell other sites where they came from.
        c.header('Referrer-Policy', 'no-referrer');
        return c.html(html);
      }),
    ],
    app,
  );
}
