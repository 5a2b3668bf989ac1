import type { OwnerMailKind, OwnerNotificationSettings } from '@contracts/notifications';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/jobs/queue';
import { enqueueMail, type MailMessage } from '../../platform/mail/outbox';
import { ownerNotificationSettings } from './schema';

/** The defaults: today's behaviour (every owner mail, no digest, MAIL_FROM's own name). */
export const defaultOwnerNotifications: OwnerNotificationSettings = {
  newBooking: true,
  cancellation: true,
  payment: true,
  lead: true,
  dailyDigest: false,
  digestHour: 8,
  taskDigest: false,
  senderName: null,
};

export async function loadOwnerNotifications(tx: DbOrTx): Promise<OwnerNotificationSettings> {
  const [row] = await tx
    .select()
    .from(ownerNotificationSettings)
    .where(eq(ownerNotificationSettings.id, 1))
    .limit(1);
  if (!row) return defaultOwnerNotifications;
  return {
    newBooking: row.newBooking,
    cancellation: row.cancellation,
    payment: row.payment,
    lead: row.lead,
    dailyDigest: row.dailyDigest,
    digestHour: row.digestHour,
    taskDigest: row.taskDigest,
    senderName: row.senderName,
  };
}

/**
 * The one gate of owner e-mails: every call site that queues a mail to the owner asks it first, in the same
 * transaction (`if (await ownerWants(tx, 'newBooking')) await enqueueMail(…)`). Customer mails never ask.
 */
export async function ownerWants(tx: DbOrTx, kind: OwnerMailKind): Promise<boolean> {
  return (await loadOwnerNotifications(tx))[kind];
}

export async function saveOwnerNotifications(
  tx: DbOrTx,
  input: OwnerNotificationSettings,
): Promise<OwnerNotificationSettings> {
  const values = { ...input, updatedAt: sql`now()` };
  await tx
    .insert(ownerNotificationSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: ownerNotificationSettings.id, set: values });
  return loadOwnerNotifications(tx);
}

/** The sender name for the mailer (createMailer's senderName), null for MAIL_FROM's own. */
export async function ownerSenderName(tx: DbOrTx): Promise<string | null> {
  return (await loadOwnerNotifications(tx)).senderName;
}

/**
 * enqueueMail for a mail to the owner: queued only when the owner wants that kind (ownerWants), in the same
 * transaction. Returns false when switched off or already queued.
 */
export async function enqueueOwnerMail(
  tx: DbOrTx,
  message: MailMessage,
  dedupeKey: string,
  kind: OwnerMailKind,
): Promise<boolean> {
  if (!(await ownerWants(tx, kind))) return false;
  return enqueueMail(tx, message, dedupeKey);
}
