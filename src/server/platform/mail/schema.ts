import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mails delivered to the local mailbox (no SMTP_URL): what /dev/mailbox shows. With SMTP, nothing is kept
 * here; the jobs table records the sending.
 */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: text('message_id').notNull(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mailbox_messages_to_idx').on(t.to)],
);
