import { randomUUID } from 'node:crypto';
import { apiErrorBodySchema } from '@contracts/errors';
import { ownerNotificationsAnswerSchema, type OwnerNotificationSettings } from '@contracts/notifications';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { handleApiError, requestContext, type AppEnv } from '../../platform/http';
import { createLogger } from '../../platform/logging';
import { createMailer } from '../../platform/mail/mailer';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { bookingTestApp } from '../../test/booking-app';
import { at, bookingRequest, businessDay, json, jobsOfKind, mailsTo } from '../../test/booking-helpers';
import { contactRoutes } from '../leads';
import { DIGEST_CHECK_JOB, digestCheckHandler, sendDigestIfDue } from '../digest';
import { reminderOffsetsMinutes } from '../booking';
import { notificationAdminRoutes } from './routes';
import { defaultOwnerNotifications, ownerSenderName, saveOwnerNotifications } from './settings';

const OWNER = 'hola@estudio.example';
const siteUrl = new URL('http://estudio.test');

describe.each(testEngines)('owner notification settings on $name', (engine) => {
  let database: Database;
  let app: Hono<AppEnv>;
  const save = (settings: Partial<OwnerNotificationSettings>) =>
    database.db.transaction((tx) =>
      saveOwnerNotifications(tx, { ...defaultOwnerNotifications, ...settings }),
    );

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    app = new Hono<AppEnv>();
    app.use('*', requestContext(createLogger('silent')));
    app.route(
      '/api/admin/notifications',
      notificationAdminRoutes({
        db: database.db,
        mailFrom: 'Estudio <no-reply@estudio.local>',
        reminderOffsetsMinutes: () => reminderOffsetsMinutes(database.db),
      }),
    );
    app.route('/api/contact', contactRoutes({ db: database.db, siteUrl, trustProxy: true }));
    app.onError(handleApiError);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await save({});
  });

  it('answers the defaults (today’s behaviour), saves a change and refuses a bad sender name', async () => {
    const first = ownerNotificationsAnswerSchema.parse(
      await (await app.request('/api/admin/notifications')).json(),
    );
    expect(first).toEqual({
      settings: defaultOwnerNotifications,
      fromAddress: 'no-reply@estudio.local',
      defaultSenderName: 'Estudio',
      reminderOffsetsMinutes: [1440, 60],
    });
    const changed = {
      ...defaultOwnerNotifications,
      lead: false,
      dailyDigest: true,
      digestHour: 7,
      senderName: ' Ana Estudio ',
    };
    const res = await app.request('/api/admin/notifications', { method: 'PUT', ...json(changed) });
    expect(res.status).toBe(200);
    const saved = ownerNotificationsAnswerSchema.parse(await res.json()).settings;
    expect(saved).toMatchObject({ lead: false, dailyDigest: true, digestHour: 7, senderName: 'Ana Estudio' });
    const again = ownerNotificationsAnswerSchema.parse(
      await (await app.request('/api/admin/notifications')).json(),
    );
    expect(again.settings).toEqual(saved);

    const bad = await app.request('/api/admin/notifications', {
      method: 'PUT',
      ...json({ ...changed, senderName: 'Ana <ana@x.com>', digestHour: 24 }),
    });
    expect(bad.status).toBe(400);
    const error = apiErrorBodySchema.parse(await bad.json()).error;
    expect(error.code).toBe('validation_failed');
    expect(error.fields?.senderName).toEqual(['sender_name_invalid']);
    expect(Object.keys(error.fields ?? {})).toContain('digestHour');
  });

  it('sends the owner a new-booking mail only while it is on; the customer always gets theirs', async () => {
    const { app: booking } = bookingTestApp(database);
    const book = async (weeks: number, time: string) => {
      const input = bookingRequest(at(businessDay(2, weeks), time), {
        email: `c.${randomUUID().slice(0, 8)}@example.com`,
      });
      const res = await booking.request('/api/booking/appointments', { method: 'POST', ...json(input) });
      expect(res.status).toBeLessThan(300);
      return input.email;
    };
    const ownerMails = async () =>
      (await mailsTo(database.db, OWNER)).filter((m) => m.subject.startsWith('Nueva cita'));
    const before = (await ownerMails()).length;
    const on = await book(3, '10:00');
    expect((await ownerMails()).length).toBe(before + 1);
    expect(await mailsTo(database.db, on)).toHaveLength(1);

    await save({ newBooking: false });
    const off = await book(3, '12:00');
    expect((await ownerMails()).length).toBe(before + 1);
    expect(await mailsTo(database.db, off)).toHaveLength(1);
  });

  it('tells the owner of a contact message only while lead mails are on', async () => {
    const send = async () => {
      const email = `lead.${randomUUID().slice(0, 8)}@example.com`;
      const res = await app.request('/api/contact', {
        method: 'POST',
        ...json(
          {
            name: 'Lía',
            email,
            topic: 'other',
            message: 'Hola, quisiera una propuesta.',
            consent: true,
            language: 'es',
          },
          { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}` },
        ),
      });
      expect(res.status).toBeLessThan(300);
      return email;
    };
    const ownerLeadMails = async () =>
      (await mailsTo(database.db, OWNER)).filter((m) => m.replyTo !== undefined);
    const before = (await ownerLeadMails()).length;
    const on = await send();
    expect((await ownerLeadMails()).map((m) => m.replyTo)).toContain(on);
    await save({ lead: false });
    const off = await send();
    const after = await ownerLeadMails();
    expect(after.length).toBe(before + 1);
    expect(after.map((m) => m.replyTo)).not.toContain(off);
    expect(await mailsTo(database.db, off)).toHaveLength(1); // the visitor's acknowledgement still goes
  });

  it('sends the daily digest once per day at the chosen hour (Mexico City), only when it is on', async () => {
    const { app: booking } = bookingTestApp(database);
    const day = businessDay(3, 4);
    const input = bookingRequest(at(day, '11:00'), {
      name: 'Dora Digest',
      email: `d.${randomUUID().slice(0, 8)}@example.com`,
    });
    expect(
      (await booking.request('/api/booking/appointments', { method: 'POST', ...json(input) })).status,
    ).toBeLessThan(300);
    const deps = { siteUrl, siteName: 'Estudio' };
    const digests = async () =>
      (await mailsTo(database.db, OWNER)).filter((m) => m.subject.startsWith('Resumen del día'));
    const before = (await digests()).length;

    // Off (the default): nothing, even at the hour.
    expect(await sendDigestIfDue(database.db, deps, at(day, '09:30'))).toBeNull();
    await save({ dailyDigest: true, digestHour: 9 });
    expect(await sendDigestIfDue(database.db, deps, at(day, '08:59'))).toBeNull();
    expect(await sendDigestIfDue(database.db, deps, at(day, '09:00'))).toBe(day);
    // A second instance, or a later hour of the same day: no second digest.
    expect(await sendDigestIfDue(database.db, deps, at(day, '09:00'))).toBeNull();
    expect(await sendDigestIfDue(database.db, deps, at(day, '15:00'))).toBeNull();
    const mails = await digests();
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.text).toContain('Dora Digest');
    expect(mails.at(-1)!.text).toMatch(/Citas de hoy \(\d+ citas?\)/);

    // The hourly check plans the next hour before it looks (the chain survives a crash).
    const handler = digestCheckHandler({ db: database.db, ...deps, clock: () => at(day, '20:10') });
    await handler({}, undefined as never);
    const planned = await jobsOfKind(database.db, DIGEST_CHECK_JOB);
    expect(planned.map((j) => j.runAt.toISOString())).toContain(at(day, '21:00').toISOString());
  });

  it('puts the sender name in the From header of every mail, keeping the MAIL_FROM address', async () => {
    await save({ senderName: 'Ana Estudio' });
    const mailer = createMailer({
      config: { smtpUrl: undefined, from: 'Estudio <no-reply@estudio.local>', mailboxEnabled: true },
      db: database.db,
      logger: createLogger('silent'),
      senderName: () => ownerSenderName(database.db),
    });
    const messageId = randomUUID().replace(/-/g, '');
    await mailer.send({ to: 'x@example.com', subject: 'Hola', html: '<p>Hola</p>', text: 'Hola', messageId });
    const [row] = await database.sql.query<{ from: string }>(
      'select "from" from mailbox_messages where message_id like $1',
      [`<${messageId}@%`],
    );
    expect(row?.from).toBe('"Ana Estudio" <no-reply@estudio.local>');
  });
});
