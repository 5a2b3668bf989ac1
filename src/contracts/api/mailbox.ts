import { z } from 'zod';
import { mailboxListSchema, mailboxMessageSchema } from '../mailbox';
import { defineRoute } from '../route';

const id = { id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) };

/**
 * The local mailbox (/api/dev/mailbox; module mailbox), mounted and documented only when
 * config.mail.mailboxEnabled. Every route needs the mailbox key (X-Mailbox-Key, or the cookie
 * /dev/mailbox?key=… leaves): 401 without it.
 */
export const mailboxRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/dev/mailbox',
    tag: 'dev',
    summary:
      'The local mailbox, newest first (at most 100; ?to= keeps one recipient, any case); needs the mailbox key',
    query: z.object({ to: z.string().trim().max(320).optional() }),
    response: mailboxListSchema,
    errors: [400, 401],
  }),
  message: defineRoute({
    method: 'get',
    path: '/dev/mailbox/{id}',
    tag: 'dev',
    summary: 'One mail of the local mailbox (its HTML is at htmlUrl)',
    params: id,
    response: mailboxMessageSchema,
    errors: [400, 401, 404],
  }),
  html: defineRoute({
    method: 'get',
    path: '/dev/mailbox/{id}/html',
    tag: 'dev',
    summary: "A mail's HTML (for a sandboxed frame; no scripts, framed only by this site)",
    params: id,
    response: z.string(),
    contentType: 'text/html',
    errors: [400, 401, 404],
  }),
  clear: defineRoute({
    method: 'delete',
    path: '/dev/mailbox',
    tag: 'dev',
    summary: 'Empties the local mailbox (204, no body)',
    response: z.undefined(),
    status: 204,
    errors: [401],
  }),
};
