import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  bookingResultSchema,
  externalCalendarSchema,
  feedUrlSchema,
  myAppointmentsSchema,
  slotsAnswerSchema,
} from '@contracts/booking';
import { apiErrorBodySchema } from '@contracts/errors';
import ICAL from 'ical.js';
import { parseCalendarError } from '@contracts/calendar-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { authUsers } from '../../auth';
import { CALENDAR_REFRESH_JOB, planCalendarRefresh } from './calendar-jobs';
import { bookingTestApp } from '../../../test/booking-app';
import { at, bookingRequest, businessDay, jobsOfKind, json } from '../../../test/booking-helpers';

/** A real HTTP server standing in for Google/Apple calendar URLs. */
async function startIcsServer(routes: Record<string, () => { status: number; body: string }>) {
  const server: Server = createServer((req, res) => {
    const route = routes[req.url ?? ''];
    const answer = route ? route() : { status: 404, body: 'no' };
    res.writeHead(answer.status, { 'content-type': 'text/calendar' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const icsBusy = (start: Date, end: Date) => {
  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    'BEGIN:VEVENT',
    'UID:busy-1@test',
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    'SUMMARY:Dentist',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
};

describe.each(testEngines)('calendars, feed and my appointments on $name', (engine) => {
  let database: Database;
  let app: ReturnType<typeof bookingTestApp>['app'];
  let ics: Awaited<ReturnType<typeof startIcsServer>>;
  const busyDay = businessDay(2, 3);
  let failing = false;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    ({ app } = bookingTestApp(database, { fetcher: fetch }));
    ics = await startIcsServer({
      '/busy.ics': () =>
        failing
          ? { status: 503, body: 'down' }
          : { status: 200, body: icsBusy(at(busyDay, '09:00'), at(busyDay, '11:00')) },
      '/broken.ics': () => ({ status: 200, body: 'this is not a calendar' }),
    });
  });
  afterAll(async () => {
    await ics.close();
    await database.close();
  });

  it('blocks slots with an external calendar’s busy times and shows a failing feed with its error', async () => {
    const added = await app.request('/api/admin/booking/calendars', {
      method: 'POST',
      ...json({ name: 'Personal', url: `${ics.base}/busy.ics` }),
    });
    const calendar = externalCalendarSchema.parse(await added.json());
    expect(calendar).toMatchObject({ lastError: null, busyCount: 1 });
    expect(calendar.lastSuccessAt).not.toBeNull();

    const slots = slotsAnswerSchema.parse(
      await (
        await app.request(`/api/booking/slots?service=consulta-inicial&from=${busyDay}&to=${busyDay}`)
      ).json(),
    );
    const starts = slots.days[0]!.slots.map((s) => s.start);
    expect(starts).not.toContain(at(busyDay, '09:00').toISOString());
    expect(starts).not.toContain(at(busyDay, '10:30').toISOString());
    expect(starts).toContain(at(busyDay, '11:00').toISOString());
    const refused = await app.request('/api/booking/appointments', {
      method: 'POST',
      ...json(bookingRequest(at(busyDay, '10:00')), { 'x-forwarded-for': '198.18.0.1' }),
    });
    expect(apiErrorBodySchema.parse(await refused.json()).error.fields).toEqual({
      start: ['external_calendar'],
    });

    // The feed goes down: the error is recorded, the last good busy times stay.
    failing = true;
    const refreshed = externalCalendarSchema.parse(
      await (
        await app.request(`/api/admin/booking/calendars/${calendar.id}/refresh`, { method: 'POST' })
      ).json(),
    );
    expect(refreshed).toMatchObject({ lastError: 'calendar_http_status:503', busyCount: 1 });
    expect(refreshed.lastSuccessAt).toBe(calendar.lastSuccessAt);
    failing = false;

    const broken = externalCalendarSchema.parse(
      await (
        await app.request('/api/admin/booking/calendars', {
          method: 'POST',
          ...json({ name: 'Roto', url: `${ics.base}/broken.ics` }),
        })
      ).json(),
    );
    expect(broken.lastError).toMatch(/^calendar_/);
    expect(broken.lastSuccessAt).toBeNull();
    const bad = await app.request('/api/admin/booking/calendars', {
      method: 'POST',
      ...json({ name: 'x', url: 'ftp://example.com/cal.ics' }),
    });
    expect(bad.status).toBe(400);
    expect(
      (await app.request(`/api/admin/booking/calendars/${broken.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
  });

  it('records why a calendar failed as a code the web translates, never an English sentence', async () => {
    // The real fetcher (no test bypass): an address on this machine is refused with a code.
    const { app: guarded } = bookingTestApp(database);
    const res = await guarded.request('/api/admin/booking/calendars', {
      method: 'POST',
      ...json({ name: 'Local', url: `${ics.base}/local.ics` }),
    });
    expect(res.status).toBe(200);
    const calendar = externalCalendarSchema.parse(await res.json());
    expect(calendar.lastError).toBe('calendar_private_address');
    expect(parseCalendarError(calendar.lastError!)).toEqual({ code: 'calendar_private_address', detail: '' });
    expect(parseCalendarError('calendar_http_status:503')).toEqual({
      code: 'calendar_http_status',
      detail: '503',
    });
    // A row from before the codes: shown as a general failure.
    expect(parseCalendarError('The calendar answered HTTP 503').code).toBe('calendar_failed');
  });

  it('plans one refresh job per 15-minute period, however many instances ask', async () => {
    const now = new Date();
    await Promise.all([planCalendarRefresh(database.db, now), planCalendarRefresh(database.db, now)]);
    await planCalendarRefresh(database.db, new Date(now.getTime() + 15 * 60_000));
    const planned = await jobsOfKind(database.db, CALENDAR_REFRESH_JOB);
    expect(planned).toHaveLength(2);
  });

  it('serves the private feed; rotating the secret revokes the old URL', async () => {
    const booked = await app.request('/api/booking/appointments', {
      method: 'POST',
      ...json(bookingRequest(at(businessDay(3, 3), '12:00'), { name: 'Feed Persona' }), {
        'x-forwarded-for': '198.18.0.2',
      }),
    });
    expect(booked.status).toBe(200);
    const { url } = feedUrlSchema.parse(await (await app.request('/api/admin/booking/feed')).json());
    const path = new URL(url).pathname;
    const feed = await app.request(path);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const summaries = calendar
      .getAllSubcomponents('vevent')
      .map((v) => String(v.getFirstPropertyValue('summary')));
    expect(summaries.some((s) => s.includes('Feed Persona'))).toBe(true);

    const rotated = feedUrlSchema.parse(
      await (await app.request('/api/admin/booking/feed/rotate', { method: 'POST' })).json(),
    );
    expect(rotated.url).not.toBe(url);
    expect((await app.request(path)).status).toBe(404);
    expect((await app.request(new URL(rotated.url).pathname)).status).toBe(200);
  });

  it('shows signed-in people their own appointments and lets them cancel', async () => {
    const [user] = await database.db
      .insert(authUsers)
      .values({ email: 'cliente@example.com', emailConfirmedAt: new Date(), emailProvenAt: new Date() })
      .returning();
    const auth = { authorization: `Bearer viewer:${user!.id}:cliente@example.com` };
    const signedIn = await app.request('/api/booking/appointments', {
      method: 'POST',
      ...json(bookingRequest(at(businessDay(4, 3), '09:00'), { email: 'otra@example.com' }), {
        ...auth,
        'x-forwarded-for': '198.18.0.3',
      }),
    });
    const mine = bookingResultSchema.parse(await signedIn.json());
    // Booked signed out with the account's (proven) address: also theirs.
    await app.request('/api/booking/appointments', {
      method: 'POST',
      ...json(bookingRequest(at(businessDay(4, 3), '10:00'), { email: 'cliente@example.com' }), {
        'x-forwarded-for': '198.18.0.4',
      }),
    });
    const list = myAppointmentsSchema.parse(
      await (await app.request('/api/me/appointments', { headers: auth })).json(),
    );
    expect(list.upcoming).toHaveLength(2);
    expect(list.past).toHaveLength(0);

    const cancel = await app.request(`/api/me/appointments/${mine.appointment.id}/cancel`, {
      method: 'POST',
      ...json({}, auth),
    });
    expect(cancel.status).toBe(200);
    const after = myAppointmentsSchema.parse(
      await (await app.request('/api/me/appointments', { headers: auth })).json(),
    );
    expect(after.upcoming).toHaveLength(1);
    expect(after.past[0]!.status).toBe('cancelled');

    expect((await app.request('/api/me/appointments')).status).toBe(401);
    const stranger = { authorization: `Bearer viewer:${crypto.randomUUID()}:nadie@example.com` };
    const foreign = await app.request(`/api/me/appointments/${mine.appointment.id}/cancel`, {
      method: 'POST',
      ...json({}, stranger),
    });
    expect(foreign.status).toBe(404);
  });
});
