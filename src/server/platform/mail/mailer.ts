import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { PermanentJobError, type JobHandlers } from '../jobs/runner';
import type { Logger } from '../logging';
import { fromWithSenderName } from './from';
import { extractLinks } from './links';
import { MAIL_JOB, mailJobPayloadSchema, type MailMessage } from './outbox';
import { mailboxMessages } from './schema';

export type OutgoingMail = MailMessage & { messageId: string };

export interface Mailer {
  /** 'smtp' delivers for real; 'mailbox' keeps the mail in the database for /dev/mailbox. */
  transport: 'smtp' | 'mailbox';
  send(message: OutgoingMail): Promise<void>;
}

/** The SMTP server for logs, never its credentials: "smtp://mail.example:587". */
export function describeSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const port = parsed.port || (parsed.protocol === 'smtps:' ? '465' : '587');
    return `${parsed.protocol}//${parsed.hostname}:${port}`;
  } catch {
    return 'the configured SMTP_URL';
  }
}

/** The domain of the From address names our Message-IDs (<id@domain>), as mail servers expect. */
function messageIdDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'estudio.local';
}

export function createMailer(deps: {
  // Sending needs no mailbox key (that only opens /dev/mailbox).
  config: Omit<Config['mail'], 'mailboxKey'>;
  db: Db;
  logger: Logger;
  /** The owner's sender name (Settings → Notifications), read at each send; null keeps MAIL_FROM's. */
  senderName?: () => Promise<string | null>;
}): Mailer {
  const { config, db } = deps;
  const fromHeader = async () => fromWithSenderName(config.from, await deps.senderName?.());
  const log = deps.logger.child({ component: 'mail' });
  const domain = messageIdDomain(config.from);
  const header = (messageId: string) => `<${messageId}@${domain}>`;

  if (config.smtpUrl) {
    // Timeouts well inside the job lock (120 s): a hung server fails the attempt instead of outliving it.
    const transport = nodemailer.createTransport(
      { url: config.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 },
      { from: config.from },
    );
    return {
      transport: 'smtp',
      async send(message) {
        try {
          await transport.sendMail({
            from: await fromHeader(),
            to: message.to,
            subject: message.subject,
            html: message.html,
            text: message.text,
            messageId: header(message.messageId),
            ...(message.replyTo ? { replyTo: message.replyTo } : {}),
            ...(message.attachments?.length
              ? {
                  attachments: message.attachments.map((a) => ({
                    filename: a.filename,
                    contentType: a.contentType,
                    content: a.content,
                    ...(a.encoding ? { encoding: a.encoding } : {}),
                  })),
                }
              : {}),
            ...(message.lang ? { headers: { 'Content-Language': message.lang } } : {}),
          });
        } catch (error) {
          // Every recipient refused for good (5xx): asking again cannot help.
          const { code, responseCode } = error as { code?: string; responseCode?: number };
          if (code === 'EENVELOPE' && (responseCode ?? 0) >= 500)
            throw new PermanentJobError((error as Error).message);
          throw error;
        }
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }

  return {
    transport: 'mailbox',
    async send(message) {
      const messageId = header(message.messageId);
      const links = extractLinks(message.text, message.html);
      // A retry after a crash between keeping the mail and finishing the job must not show it twice.
      const kept = await db
        .select({ id: mailboxMessages.id })
        .from(mailboxMessages)
        .where(and(eq(mailboxMessages.messageId, messageId), eq(mailboxMessages.to, message.to)));
      if (kept.length === 0)
        await db.insert(mailboxMessages).values({
          messageId,
          from: await fromHeader(),
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          links,
        });
      // One line per mail, with its links: enough to confirm an account from the console.
      log.info({ to: message.to, subject: message.subject, links }, 'mail kept in the local mailbox');
    },
  };
}

/** The job handlers of the mail outbox (see outbox.ts). */
export function mailJobHandlers(mailer: Mailer): JobHandlers {
  return {
    [MAIL_JOB]: async (payload) => {
      const parsed = mailJobPayloadSchema.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError(`Malformed mail job: ${parsed.error.message}`);
      await mailer.send(parsed.data);
    },
  };
}
