import type { MailboxMessage, MailboxSummary } from '@contracts/mailbox';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { mailboxMessages as mail } from '../../platform/mail/schema';

const LIST_LIMIT = 100;
const summary = {
  id: mail.id,
  to: mail.to,
  subject: mail.subject,
  createdAt: mail.createdAt,
  links: mail.links,
};
const missing = () => notFound('There is no such mail in the local mailbox');

/** The newest mails first, optionally only those to one address (compared without case). */
export async function listMailbox(db: Db, to?: string): Promise<MailboxSummary[]> {
  const rows = await db
    .select(summary)
    .from(mail)
    .where(to ? sql`lower(${mail.to}) = lower(${to})` : undefined)
    .orderBy(desc(mail.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function getMailboxMessage(db: Db, id: number): Promise<MailboxMessage> {
  const [row] = await db
    .select({ ...summary, from: mail.from, text: mail.text })
    .from(mail)
    .where(eq(mail.id, id));
  if (!row) throw missing();
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    htmlUrl: `/api/dev/mailbox/${row.id}/html`,
  };
}

export async function getMailboxHtml(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ html: mail.html }).from(mail).where(eq(mail.id, id));
  if (!row) throw missing();
  return row.html;
}

export async function clearMailbox(db: Db): Promise<void> {
  await db.delete(mail);
}
