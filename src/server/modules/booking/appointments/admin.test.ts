import {
  adminAppointmentDetailSchema,
  adminAppointmentListSchema,
  adminServiceSchema,
  availabilitySettingsSchema,
  bookingConflictBodySchema,
  bookingResultSchema,
  explainAnswerSchema,
  slotsAnswerSchema,
  type AvailabilitySettings,
  type BookingRequest,
} from '@contracts/booking';
import { apiErrorBodySchema } from '@contracts/errors';
import { defaultFlexibleTerms } from '@contracts/payment-plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { bookingTestApp, testClock } from '../../../test/booking-app';
import { REMINDER_JOB } from '../mail/reminders';
import {
  at,
  bookingRequest,
  businessDay,
  inviteOf,
  jobsOfKind,
  json,
  mailsTo,
} from '../../../test/booking-helpers';

describe.each(testEngines)('booking admin API on $name', (engine) => {
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
  const post = (path: string, body: unknown = {}) => app.request(path, { method: 'POST', ...json(body) });
  const put = (path: string, body: unknown) => app.request(path, { method: 'PUT', ...json(body) });

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    ({ app } = bookingTestApp(database, { clock: clock.now }));
  });
  afterAll(() => database.close());

  it('lists by tab, filters and pages; exports CSV', async () => {
    const day = businessDay(1, 2);
    const a = await book(bookingRequest(at(day, '09:00'), { name: 'Zoe Filtro' }));
    await book(bookingRequest(at(day, '10:00'), { service: 'visita-la-mansion' }));
    await book(bookingRequest(at(day, '16:00'), { service: 'branding' }));
    const list = async (query: string) =>
      adminAppointmentListSchema.parse(
        await (await app.request(`/api/admin/booking/appointments?${query}`)).json(),
      );
    expect((await list(`tab=upcoming&from=${day}&to=${day}`)).total).toBe(2);
    expect((await list(`tab=unconfirmed&from=${day}&to=${day}`)).appointments[0]!.status).toBe(
      'pending_payment',
    );
    expect((await list(`kind=rental&from=${day}&to=${day}`)).appointments[0]!.service.slug).toBe(
      'visita-la-mansion',
    );
    expect((await list('q=zoe%20filtro')).appointments.map((x) => x.id)).toEqual([a.appointment.id]);
    const paged = await list(`from=${day}&to=${day}&limit=1&offset=1`);
    expect(paged).toMatchObject({ total: 3 });
    expect(paged.appointments).toHaveLength(1);
    expect((await app.request('/api/admin/booking/appointments?tab=someday')).status).toBe(400);

    const csv = await app.request(`/api/admin/booking/appointments.csv?from=${day}&to=${day}`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel needs
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('id,start,end,service')).toBe(true);
    expect(text.trim().split('\r\n')).toHaveLength(4);
  });

  it('confirms, cancels with a message, reschedules, marks outcomes and keeps the history', async () => {
    const day = businessDay(2, 2);
    const held = await book(bookingRequest(at(day, '09:00'), { service: 'branding' }));
    const confirmed = adminAppointmentDetailSchema.parse(
      await (await post(`/api/admin/booking/appointments/${held.appointment.id}/confirm`)).json(),
    );
    expect(confirmed.status).toBe('confirmed');

    const moved = adminAppointmentDetailSchema.parse(
      await (
        await post(`/api/admin/booking/appointments/${held.appointment.id}/reschedule`, {
          start: at(day, '11:00').toISOString(),
        })
      ).json(),
    );
    expect(moved).toMatchObject({ start: at(day, '11:00').toISOString(), sequence: 1 });

    await put(`/api/admin/booking/appointments/${held.appointment.id}/notes`, {
      internalNotes: 'Trae logotipos',
    });
    const cancelled = adminAppointmentDetailSchema.parse(
      await (
        await post(`/api/admin/booking/appointments/${held.appointment.id}/cancel`, {
          reason: 'Estaré de viaje',
        })
      ).json(),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', internalNotes: 'Trae logotipos', sequence: 2 });
    expect(cancelled.events.map((e) => e.kind)).toEqual([
      'created',
      'payment_started',
      'confirmed',
      'rescheduled',
      'notes',
      'cancelled',
    ]);
    expect(cancelled.events.at(-1)!.actor).toBe('admin:boss@estudio.test');
    const last = (await mailsTo(database.db, held.appointment.email)).at(-1)!;
    expect(last.text).toContain('Estaré de viaje');
    expect(inviteOf(last)).toMatchObject({ method: 'CANCEL', sequence: 2 });

    // Outcomes only once an appointment has started.
    const soon = await book(bookingRequest(at(day, '16:00')));
    const early = await post(`/api/admin/booking/appointments/${soon.appointment.id}/complete`);
    expect(early.status).toBe(409);
    clock.set(new Date(at(day, '16:10').getTime()));
    try {
      const done = await post(`/api/admin/booking/appointments/${soon.appointment.id}/no-show`);
      expect(adminAppointmentDetailSchema.parse(await done.json()).status).toBe('no_show');
    } finally {
      clock.set(new Date());
    }
  });

  it('creates by hand with the same rules; outside them only when told so', async () => {
    const day = businessDay(3, 2);
    const input = { ...bookingRequest(at(day, '13:00')), notifyCustomer: false };
    const res = await post('/api/admin/booking/appointments', input);
    expect(res.status).toBe(200);
    const made = bookingResultSchema.parse(await res.json()).appointment;
    expect(made.status).toBe('confirmed');
    expect(await mailsTo(database.db, input.email)).toHaveLength(0);
    const created = made.id;
    const reminders = (await jobsOfKind(database.db, REMINDER_JOB)).filter(
      (job) => (job.payload as { appointmentId?: string }).appointmentId === created,
    );
    expect(reminders).toHaveLength(0);
    const outside = await post('/api/admin/booking/appointments', {
      ...bookingRequest(at(day, '20:00')),
      ignoreNotice: true,
    });
    // Outside the hours: a 409 naming why, unless the owner books it anyway (ADR 024 addendum).
    expect(outside.status).toBe(409);
    expect(bookingConflictBodySchema.parse(await outside.json())).toMatchObject({
      error: { code: 'outside_availability' },
      reasons: ['outside_hours'],
    });
    // At 08:30 the 09:00 slot is within the two-hour notice: refused, unless the owner skips the notice.
    clock.set(at(day, '08:30'));
    try {
      const refused = await post('/api/admin/booking/appointments', bookingRequest(at(day, '09:00')));
      expect(bookingConflictBodySchema.parse(await refused.json()).reasons).toEqual(['notice']);
      const allowed = await post('/api/admin/booking/appointments', {
        ...bookingRequest(at(day, '09:00')),
        ignoreNotice: true,
      });
      expect(allowed.status).toBe(200);
    } finally {
      clock.set(new Date());
    }
  });

  it('reads and replaces availability; slots follow it, explain says why', async () => {
    const current = availabilitySettingsSchema.parse(
      await (await app.request('/api/admin/booking/settings/availability')).json(),
    );
    expect(current).toMatchObject({
      timeZone: 'America/Mexico_City',
      minNoticeMinutes: 120,
      horizonDays: 60,
    });
    expect(current.weekly['1']).toEqual([
      { start: '09:00', end: '14:00' },
      { start: '16:00', end: '19:00' },
    ]);
    const dayOff = businessDay(4, 6);
    const { timeZone: _zone, ...input } = current;
    const next: Omit<AvailabilitySettings, 'timeZone'> = {
      ...input,
      overrides: [{ date: dayOff, ranges: [] }],
      weekly: { ...input.weekly, '7': [{ start: '10:00', end: '12:00' }] },
      dailyLimit: 3,
    };
    const saved = await put('/api/admin/booking/settings/availability', next);
    expect(saved.status).toBe(200);
    const slotsOn = async (date: string) =>
      slotsAnswerSchema.parse(
        await (
          await app.request(`/api/booking/slots?service=consulta-inicial&from=${date}&to=${date}`)
        ).json(),
      ).days;
    expect(await slotsOn(dayOff)).toEqual([]);
    expect((await slotsOn(businessDay(7, 6)))[0]!.slots).toHaveLength(4);

    const explain = explainAnswerSchema.parse(
      await (
        await app.request(
          `/api/admin/booking/explain?service=consulta-inicial&from=${dayOff}&to=${businessDay(5, 6)}`,
        )
      ).json(),
    );
    expect(explain.days.find((d) => d.date === dayOff)).toBeUndefined();
    expect(explain.counts.available).toBeGreaterThan(0);

    const bad = await put('/api/admin/booking/settings/availability', {
      ...next,
      weekly: { '1': [{ start: '14:00', end: '09:00' }] },
    });
    expect(apiErrorBodySchema.parse(await bad.json()).error.fields).toEqual({
      'weekly.1.0.end': ['end_before_start'],
    });
    await put('/api/admin/booking/settings/availability', input);
  });

  it('edits services’ booking fields and adds a new session', async () => {
    const terms = { ...defaultFlexibleTerms, depositOffered: true, depositPercent: 30 };
    const updated = adminServiceSchema.parse(
      await (
        await put('/api/admin/booking/services/legal-tech', {
          flexiblePayments: terms,
          requiresPayment: false,
        })
      ).json(),
    );
    expect(updated).toMatchObject({ flexiblePayments: terms, requiresPayment: false, kind: 'session' });
    // A field left out is left as it is.
    const untouched = adminServiceSchema.parse(
      await (await put('/api/admin/booking/services/legal-tech', { active: true })).json(),
    );
    expect(untouched).toMatchObject({ flexiblePayments: terms, requiresPayment: false });
    const badTerms = await put('/api/admin/booking/services/legal-tech', {
      flexiblePayments: { ...terms, depositPercent: 100, instalmentCount: 1 },
    });
    expect(badTerms.status).toBe(400);
    expect(apiErrorBodySchema.parse(await badTerms.json()).error.fields).toEqual({
      'flexiblePayments.depositPercent': ['out_of_range'],
      'flexiblePayments.instalmentCount': ['out_of_range'],
    });
    const created = await post('/api/admin/booking/services', {
      slug: 'sesion-express',
      kind: 'session',
      name: { es: 'Sesión exprés', en: 'Express session' },
      description: { es: 'Una hora de trabajo', en: 'One hour of work' },
      durationMinutes: 60,
      priceMinor: 150_000,
      requiresPayment: true,
    });
    expect(adminServiceSchema.parse(await created.json()).slug).toBe('sesion-express');
    expect((await post('/api/admin/booking/services', { slug: 'x' })).status).toBe(400);
    expect((await put('/api/admin/booking/services/no-such', { active: false })).status).toBe(404);
  });
});
