import { mailboxListSchema, mailboxMessageSchema } from '@contracts/mailbox';
import { z } from 'zod';
import type { ApiOperation } from '../../platform/openapi';
import { mailboxIdSchema } from './routes';

/**
 * Documented only when the mailbox is mounted (config.mail.mailboxEnabled). Every operation needs the
 * mailbox key (X-Mailbox-Key, or the cookie /dev/mailbox?key=… leaves): 401 without it (access.ts).
 */
export const mailboxOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/dev/mailbox',
    tag: 'dev',
    summary:
      'The local mailbox, newest first (at most 100; ?to= keeps one recipient, any case); needs the mailbox key',
    response: mailboxListSchema,
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/dev/mailbox/{id}',
    tag: 'dev',
    summary: 'One mail of the local mailbox (its HTML is at htmlUrl)',
    params: { id: mailboxIdSchema },
    response: mailboxMessageSchema,
    errors: [400, 401, 404],
  },
  {
    method: 'get',
    path: '/dev/mailbox/{id}/html',
    tag: 'dev',
    summary: "A mail's HTML (text/html, for a sandboxed frame; no scripts, framed only by this site)",
    params: { id: mailboxIdSchema },
    response: z.string(),
    errors: [400, 401, 404],
  },
  {
    method: 'delete',
    path: '/dev/mailbox',
    tag: 'dev',
    summary: 'Empties the local mailbox (204, no body)',
    response: z.null(),
    errors: [401],
  },
];
