import { bookingResultSchema } from '@contracts/booking';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config';
import type { Database } from '../../../platform/db/client';
import { createJobRunner } from '../../../platform/jobs/runner';
import { createMailer, mailJobHandlers } from '../../../platform/mail/mailer';
import { captureLogs } from '../../../test/logs';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp';
import { bookingTestApp } from '../../../test/booking-app';
import { at, bookingRequest, businessDay, json } from '../../../test/booking-helpers';

/** The confirmation goes through real SMTP with the invite as a text/calendar attachment. */
describe.each(testEngines)('booking mails over SMTP on $name', (engine) => {
  let database: Database;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    smtp = await startSmtpReceiver();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  it('delivers the confirmation in Spanish with the .ics invite attached', async () => {
    const { app } = bookingTestApp(database);
    const input = bookingRequest(at(businessDay(1, 2), '12:00'), { timeZone: 'Europe/Madrid' });
    const res = await app.request('/api/booking/appointments', { method: 'POST', ...json(input) });
    const booked = bookingResultSchema.parse(await res.json());
    const logger = captureLogs().logger;
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url }).mail;
    const runner = createJobRunner({
      db: database.db,
      logger,
      pollMs: 20,
      handlers: mailJobHandlers(createMailer({ config, db: database.db, logger })),
    });
    while ((await runner.runDue()) > 0);
    const mail = smtp.received.find((m) => m.subject === 'Cita confirmada: Consulta inicial gratuita')!;
    expect(mail).toBeDefined();
    // 12:00 in Mexico City is 19:00 in Madrid (winter) or 20:00 (summer): shown in Madrid's time.
    const madrid = new Intl.DateTimeFormat('es-MX', { timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(
      new Date(booked.appointment.start),
    );
    expect(mail.text).toContain(madrid);
    expect(mail.text).toContain(booked.manageUrl);
    const invite = mail.attachments.find((a) => a.contentType === 'text/calendar')!;
    expect(invite.filename).toBe('invite.ics');
    const calendar = new ICAL.Component(ICAL.parse(invite.content.toString('utf8')));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(booked.appointment.start);
    expect(event.sequence).toBe(0);
  });
});
