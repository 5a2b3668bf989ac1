import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database, Db } from '../db/client';
import { jobs } from '../jobs/schema';
import { createJobRunner } from '../jobs/runner';
import { captureLogs } from '../../test/logs';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp';
import { createMailer, describeSmtpUrl, mailJobHandlers } from './mailer';
import { enqueueMail, messageIdFor, type MailMessage } from './outbox';
import { mailboxMessages } from './schema';

const FROM = 'Estudio <no-reply@estudio.example>';
const message: MailMessage = {
  to: 'ana@example.com',
  subject: 'Confirma tu correo en Estudio',
  html: '<p>Hola</p><p><a href="https://estudio.example/verify?token=abc&amp;type=signup">Confirmar</a></p>',
  text: 'Hola\n\nConfirmar: https://estudio.example/verify?token=abc&type=signup\n\nVer https://estudio.example/help.',
  lang: 'es',
};

function mailConfig(env: Record<string, string> = {}) {
  return loadConfig({ NODE_ENV: 'test', MAIL_FROM: FROM, ...env }).mail;
}

describe('describeSmtpUrl', () => {
  it('names the server without its credentials', () => {
    expect(describeSmtpUrl('smtp://user:secret@mail.example:2525')).toBe('smtp://mail.example:2525');
    expect(describeSmtpUrl('smtps://user:secret@mail.example')).toBe('smtps://mail.example:465');
  });
});

describe.each(testEngines)('mail on $name', (engine) => {
  let database: Database;
  let db: Db;
  let smtp: SmtpReceiver | undefined;
  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    db = database.db;
  });
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
    await db.delete(jobs);
    await db.delete(mailboxMessages);
  });
  afterAll(() => database.close());

  const runnerFor = (smtpUrl?: string) => {
    const { logger, lines } = captureLogs('info');
    const mailer = createMailer({ config: mailConfig(smtpUrl ? { SMTP_URL: smtpUrl } : {}), db, logger });
    const runner = createJobRunner({ db, logger, pollMs: 50, handlers: mailJobHandlers(mailer) });
    return { mailer, runner, lines };
  };
  const mailJob = async () => (await db.select().from(jobs))[0]!;

  it('delivers an enqueued mail over SMTP once: subject, from, HTML, text and a stable Message-ID', async () => {
    smtp = await startSmtpReceiver();
    const { runner } = runnerFor(smtp.url);
    await db.transaction(async (tx) => {
      expect(await enqueueMail(tx, message, 'auth.signup:1')).toBe(true);
      expect(await enqueueMail(tx, message, 'auth.signup:1')).toBe(false);
    });
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe(message.subject);
    expect(mail.from?.text).toBe('"Estudio" <no-reply@estudio.example>');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('ana@example.com');
    expect(mail.html).toContain('href="https://estudio.example/verify?token=abc&amp;type=signup"');
    expect(mail.text).toContain('https://estudio.example/verify?token=abc&type=signup');
    expect(mail.messageId).toBe(`<${messageIdFor('auth.signup:1')}@estudio.example>`);
    expect(mail.headers.get('content-language')).toBe('es');
    expect((await mailJob()).doneAt).toBeInstanceOf(Date);
  });

  it('retries when the SMTP server refuses for now, with the same Message-ID, and delivers once', async () => {
    smtp = await startSmtpReceiver();
    smtp.failNext(1);
    const { runner } = runnerFor(smtp.url);
    await enqueueMail(db, message, 'booking.confirmed:7');
    await runner.runDue();
    let job = await mailJob();
    expect(job).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
    expect(job.lastError).toMatch(/451/);
    expect(smtp.received).toHaveLength(0);

    await db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, job.id));
    await runner.runDue();
    job = await mailJob();
    expect(job.doneAt).toBeInstanceOf(Date);
    const expected = `<${messageIdFor('booking.confirmed:7')}@estudio.example>`;
    expect(smtp.refused.map((mail) => mail.messageId)).toEqual([expected]);
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([expected]);
  });

  it('keeps the mail queued while the SMTP server is down and sends it once it is back', async () => {
    const probe = await startSmtpReceiver();
    const port = probe.port;
    await probe.close();
    const { runner } = runnerFor(`smtp://127.0.0.1:${port}`);
    await enqueueMail(db, message, 'auth.recovery:3');
    await runner.runDue();
    const failed = await mailJob();
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000);

    smtp = await startSmtpReceiver(port);
    await db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, failed.id));
    await runner.runDue();
    expect(smtp.received).toHaveLength(1);
    expect((await mailJob()).doneAt).toBeInstanceOf(Date);
  });

  it('without SMTP keeps the mail in the local mailbox with its links and logs one line', async () => {
    const { runner, lines } = runnerFor();
    await enqueueMail(db, message, 'auth.signup:2');
    await runner.runDue();
    const rows = await db.select().from(mailboxMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      from: FROM,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      messageId: `<${messageIdFor('auth.signup:2')}@estudio.example>`,
      links: ['https://estudio.example/verify?token=abc&type=signup', 'https://estudio.example/help'],
    });
    const info = lines.filter((line) => line.level === 30);
    expect(info).toEqual([
      expect.objectContaining({
        to: message.to,
        subject: message.subject,
        links: rows[0]!.links,
      }),
    ]);
  });

  it('does not keep the same mail twice when a send is retried', async () => {
    const { mailer } = runnerFor();
    const outgoing = { ...message, messageId: messageIdFor('retry:1') };
    await mailer.send(outgoing);
    await mailer.send(outgoing);
    expect(await db.select().from(mailboxMessages)).toHaveLength(1);
  });

  it('fails a malformed mail job at once instead of retrying it', async () => {
    const { runner } = runnerFor();
    await db.insert(jobs).values({ kind: 'mail.send', payload: { to: 'x' } });
    await runner.runDue();
    const job = await mailJob();
    expect(job.failedAt).toBeInstanceOf(Date);
    expect(job.lastError).toMatch(/^Malformed mail job/);
  });
});
