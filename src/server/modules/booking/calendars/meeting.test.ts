import {
  adminServiceSchema,
  bookableServiceListSchema,
  bookingResultSchema,
  customerAppointmentSchema,
  type BookingRequest,
} from '@contracts/booking';
import { apiErrorBodySchema } from '@contracts/errors';
import { meetingProviderOf } from '@contracts/meeting';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { bookingTestApp, testClock } from '../../../test/booking-app';
import { at, bookingRequest, businessDay, inviteOf, json, mailsTo } from '../../../test/booking-helpers';

const ZOOM = 'https://us02web.zoom.us/j/81234567890?pwd=abc';

/** Issue 14 point 7 (ADR 024): an online service's meeting link reaches the client and the owner only. */
describe.each(testEngines)('meeting links on $name', (engine) => {
  let database: Database;
  let app: ReturnType<typeof bookingTestApp>['app'];
  const clock = testClock();
  let ip = 0;
  const book = async (input: BookingRequest) => {
    const res = await app.request('/api/booking/appointments', {
      method: 'POST',
      ...json(input, { 'x-forwarded-for': `192.0.2.${++ip}` }),
    });
    expect(res.status).toBe(200);
    return bookingResultSchema.parse(await res.json());
  };
  const put = (path: string, body: unknown) => app.request(path, { method: 'PUT', ...json(body) });

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    ({ app } = bookingTestApp(database, { clock: clock.now }));
  });
  afterAll(() => database.close());

  it('recognises the usual hosts', () => {
    expect(meetingProviderOf(ZOOM)).toBe('zoom');
    expect(meetingProviderOf('https://meet.google.com/abc-defg-hij')).toBe('meet');
    expect(meetingProviderOf('https://teams.microsoft.com/l/meetup-join/x')).toBe('teams');
    expect(meetingProviderOf('https://meet.jit.si/EstudioSesion')).toBe('jitsi');
    expect(meetingProviderOf('https://example.com/sala')).toBe('other');
  });

  it('the owner sets an https link; it is validated and never in the public list', async () => {
    for (const bad of ['http://zoom.us/j/1', 'javascript:alert(1)', 'zoom', 'https://user:pw@zoom.us/j/1']) {
      const res = await put('/api/admin/booking/services/consulta-inicial', {
        online: true,
        meetingUrl: bad,
      });
      expect(res.status).toBe(400);
      expect(apiErrorBodySchema.parse(await res.json()).error.fields?.meetingUrl).toEqual(['invalid_url']);
    }
    const saved = adminServiceSchema.parse(
      await (
        await put('/api/admin/booking/services/consulta-inicial', { online: true, meetingUrl: ZOOM })
      ).json(),
    );
    expect(saved).toMatchObject({ online: true, meetingUrl: ZOOM });
    const publicList = await (await app.request('/api/booking/services')).text();
    expect(publicList).not.toContain('zoom.us');
    const consulta = bookableServiceListSchema
      .parse(JSON.parse(publicList))
      .services.find((s) => s.slug === 'consulta-inicial');
    expect(consulta?.online).toBe(true);
  });

  it.each(['es', 'en'] as const)(
    'in %s: confirmation mail, .ics and manage page carry the link',
    async (lang) => {
      const day = businessDay(3, lang === 'es' ? 3 : 4);
      const request = bookingRequest(at(day, '10:00'), { language: lang });
      const result = await book(request);
      expect(result.appointment.status).toBe('confirmed');
      expect(result.appointment.meeting).toEqual({ url: ZOOM, provider: 'zoom' });

      const mail = (await mailsTo(database.db, request.email)).find((m) => m.attachments?.length);
      expect(mail!.text).toContain(ZOOM);
      expect(mail!.text).toContain(lang === 'es' ? 'Es en línea (Zoom)' : 'It is online (Zoom)');
      expect(inviteOf(mail!).method).toBe('REQUEST');
      const ics = mail!.attachments!.find((a) => a.contentType.startsWith('text/calendar'))!.content;
      const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
      expect(vevent.getFirstPropertyValue('location')).toBe(ZOOM);
      expect(String(vevent.getFirstPropertyValue('description'))).toContain(ZOOM);

      const manage = customerAppointmentSchema.parse(
        await (await app.request(`/api/booking/manage/${result.manageToken}`)).json(),
      );
      expect(manage.meeting?.url).toBe(ZOOM);
    },
  );

  it('an online service needs a link; control characters are refused; the stored link is normalised', async () => {
    const missing = await put('/api/admin/booking/services/consulta-inicial', {
      online: true,
      meetingUrl: null,
    });
    expect(missing.status).toBe(400);
    expect(apiErrorBodySchema.parse(await missing.json()).error.fields?.meetingUrl).toEqual(['required']);
    for (const bad of ['https://zoom.us/j/\u00071', 'https://zoom.us/j/1\u0000x', 'https://zoom.us/\tj/1']) {
      const res = await put('/api/admin/booking/services/consulta-inicial', {
        online: true,
        meetingUrl: bad,
      });
      expect(res.status).toBe(400);
      expect(apiErrorBodySchema.parse(await res.json()).error.fields?.meetingUrl).toEqual(['invalid_url']);
    }
    const upper = await put('/api/admin/booking/services/consulta-inicial', {
      online: true,
      meetingUrl: 'HTTPS://Zoom.US/j/1',
    });
    expect(upper.status).toBe(200);
    expect(adminServiceSchema.parse(await upper.json()).meetingUrl).toBe('https://zoom.us/j/1');
  });

  it('a service that is not online, or a held paid one, shows no link', async () => {
    await put('/api/admin/booking/services/consulta-inicial', { online: false });
    const result = await book(bookingRequest(at(businessDay(4, 5), '10:00')));
    expect(result.appointment.meeting).toBeNull();
    await put('/api/admin/booking/services/branding', { online: true, meetingUrl: ZOOM });
    const held = await book(bookingRequest(at(businessDay(4, 5), '12:00'), { service: 'branding' }));
    expect(held.appointment.status).toBe('pending_payment');
    expect(held.appointment.meeting).toBeNull();
  });
});
