import { createHash } from 'node:crypto';
import { z } from 'zod';
import { enqueueJob, type DbOrTx } from '../jobs/queue';

export interface MailAttachment {
  filename: string;
  /** The full type, e.g. 'text/calendar; charset=utf-8; method=REQUEST' for a calendar invite. */
  contentType: string;
  /** Text content (invites are text); kept in the job payload so a retry sends the same bytes. */
  content: string;
  /** 'base64' when `content` is binary (a PDF) written as base64; text otherwise. */
  encoding?: 'base64';
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  lang?: 'es' | 'en';
  attachments?: MailAttachment[];
  /** Where a reply goes (a contact message to the owner: the visitor's address). */
  replyTo?: string;
}

export const MAIL_JOB = 'mail.send';
/** With the backoff (10 s doubling, capped at 1 h), 12 attempts ride out an SMTP outage of about 3.5 h. */
export const MAIL_MAX_ATTEMPTS = 12;

/** What a mail job carries: the rendered message, so a retry sends exactly what was decided. */
export const mailJobPayloadSchema = z.object({
  to: z.string().min(3),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  lang: z.enum(['es', 'en']).optional(),
  replyTo: z.string().min(3).optional(),
  attachments: z
    .array(
      z.object({
        filename: z.string().min(1),
        contentType: z.string().min(1),
        content: z.string(),
        encoding: z.literal('base64').optional(),
      }),
    )
    .optional(),
  /** Stable per cause: the local part of the Message-ID, the same on every retry. */
  messageId: z.string().regex(/^[a-f0-9]{32}$/),
});
export type MailJobPayload = z.infer<typeof mailJobPayloadSchema>;

export function messageIdFor(dedupeKey: string): string {
  return createHash('sha256').update(`mail:${dedupeKey}`).digest('hex').slice(0, 32);
}

/**
 * Queues a mail in the caller's transaction (transactional outbox): the mail goes out if and only if the
 * change that causes it commits, once per `dedupeKey` (e.g. `auth.signup:<token id>`). Returns false when
 * a mail with that key was already queued.
 */
export async function enqueueMail(tx: DbOrTx, message: MailMessage, dedupeKey: string): Promise<boolean> {
  const payload: MailJobPayload = { ...message, messageId: messageIdFor(dedupeKey) };
  const id = await enqueueJob(tx, {
    kind: MAIL_JOB,
    payload,
    dedupeKey: `mail:${dedupeKey}`,
    maxAttempts: MAIL_MAX_ATTEMPTS,
  });
  return id !== null;
}
