import { z } from 'zod';

/** The local development mailbox (/api/dev/mailbox), present only when no SMTP_URL is configured. */
export const mailboxSummarySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  /** Every http(s) link in the mail, in order: tests and people open confirmation links from here. */
  links: z.array(z.string()),
});
export const mailboxListSchema = z.object({ messages: z.array(mailboxSummarySchema) });
export const mailboxMessageSchema = mailboxSummarySchema.extend({
  from: z.string(),
  text: z.string(),
  /** The HTML is served separately (GET /api/dev/mailbox/{id}/html) to be shown in a sandboxed frame. */
  htmlUrl: z.string(),
});
export type MailboxSummary = z.infer<typeof mailboxSummarySchema>;
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
