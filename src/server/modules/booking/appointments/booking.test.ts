import { apiErrorBodySchema } from '@contracts/errors';
import {
  bookableServiceListSchema,
  bookingConflictBodySchema,
  bookingResultSchema,
  customerAppointmentSchema,
  slotsAnswerSchema,
  type BookingRequest,
} from '@contracts/booking';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { services } from '../../content';
import { expireHold, confirmPayment } from './lifecycle';
import { appointments } from '../schema';
import { bookingTestApp, testClock } from '../../../test/booking-app';
import { at, bookingRequest, businessDay, inviteOf, json, mailsTo } from '../../../test/booking-helpers';

describe.each(testEngines)('booking API on $name', (engine) => {
  let database: Database;
  let app: ReturnType<typeof bookingTestApp>['app'];
  let env: ReturnType<typeof bookingTestApp>['env'];
  const clock = testClock();
  let ip = 0;
  const from = () => ({ 'x-forwarded-for': `198.51.100.${++ip}` });
  const book = (input: BookingRequest, headers: Record<string, string> = {}) =>
    app.request('/api/booking/appointments', { method: 'POST', ...json(input, { ...from(), ...headers }) });
  const appointmentCount = async () =>
    Number((await database.db.select({ n: count() }).from(appointments))[0]!.n);

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    ({ app, env } = bookingTestApp(database, { clock: clock.now }));
  });
  afterAll(() => database.close());

  it('lists the bookable services with the policy, the rental visit among them', async () => {
    const body = bookableServiceListSchema.parse(await (await app.request('/api/booking/services')).json());
    expect(body.businessTimeZone).toBe('America/Mexico_City');
    expect(body).toMatchObject({
      horizonDays: 60,
      minNoticeMinutes: 120,
      holdMinutes: 15,
      cancelCutoffHours: 12,
    });
    const free = body.services.find((s) => s.slug === 'consulta-inicial')!;
    expect(free).toMatchObject({
      kind: 'consultation',
      priceMinor: 0,
      requiresPayment: false,
      durationMinutes: 30,
    });
    expect(body.services.find((s) => s.slug === 'visita-la-mansion')?.kind).toBe('rental');
    expect(body.services.find((s) => s.slug === 'branding')).toMatchObject({
      requiresPayment: true,
      flexiblePayments: { depositOffered: true, depositPercent: 50, instalmentsOffered: true },
    });
  });

  it('answers slots grouped by the visitor’s own days', async () => {
    const monday = businessDay(1, 2);
    const mx = slotsAnswerSchema.parse(
      await (
        await app.request(`/api/booking/slots?service=consulta-inicial&from=${monday}&to=${monday}`)
      ).json(),
    );
    expect(mx.timeZone).toBe('America/Mexico_City');
    expect(mx.days).toHaveLength(1);
    expect(mx.days[0]!.slots[0]!.start).toBe(at(monday, '09:00').toISOString());
    // 09:00–14:00 and 16:00–19:00 every 30 minutes, a 30-minute service: 10 + 6 starts.
    expect(mx.days[0]!.slots).toHaveLength(16);

    // Tokyo is 15 hours ahead: the Mexico City afternoon falls on the next Tokyo day.
    const tokyo = slotsAnswerSchema.parse(
      await (
        await app.request(
          `/api/booking/slots?service=consulta-inicial&from=${monday}&to=${businessDay(2, 2)}&tz=Asia/Tokyo`,
        )
      ).json(),
    );
    const all = tokyo.days.flatMap((d) => d.slots.map((s) => s.start));
    expect(all).toContain(at(monday, '16:00').toISOString());
    expect(tokyo.days.map((d) => d.date)).toContain(businessDay(2, 2));
  });

  it('rejects bad slot queries with field errors', async () => {
    const bad = async (query: string) => {
      const res = await app.request(`/api/booking/slots?${query}`);
      expect(res.status, query).toBe(400);
      return apiErrorBodySchema.parse(await res.json()).error.fields;
    };
    expect(await bad('service=consulta-inicial&tz=Mars/Base')).toEqual({ tz: ['invalid_time_zone'] });
    expect(await bad('service=nope')).toEqual({ service: ['unknown_service'] });
    expect(await bad('service=consulta-inicial&from=2027-02-29')).toEqual({ from: ['invalid_date'] });
    expect(await bad('service=consulta-inicial&from=2026-12-10&to=2026-12-01')).toEqual({
      to: ['end_before_start'],
    });
    expect(await bad('service=consulta-inicial&from=2026-01-01&to=2026-12-31')).toEqual({
      to: ['window_too_long'],
    });
  });

  it('books a free consultation: confirmed, mails with the invite to both sides, manage link works', async () => {
    const start = at(businessDay(1, 3), '10:00');
    const input = bookingRequest(start, { language: 'en', timeZone: 'America/New_York' });
    const res = await book(input);
    expect(res.status).toBe(200);
    const result = bookingResultSchema.parse(await res.json());
    expect(result.appointment).toMatchObject({
      status: 'confirmed',
      start: start.toISOString(),
      language: 'en',
    });
    expect(result.checkoutUrl).toBeNull();
    expect(result.manageUrl).toBe(`http://estudio.test/calendar-booking/manage/${result.manageToken}`);

    const [mail] = await mailsTo(database.db, input.email);
    expect(mail!.subject).toBe('Appointment confirmed: Free initial consultation');
    expect(mail!.lang).toBe('en');
    expect(mail!.text).toContain(result.manageUrl);
    // Shown in the visitor's zone (New York is an hour ahead of Mexico City in winter, two in summer).
    const local = new Intl.DateTimeFormat('en-US', {
      timeStyle: 'short',
      timeZone: 'America/New_York',
    }).format(start);
    expect(mail!.text).toContain(local);
    const invite = inviteOf(mail!);
    expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED' });
    expect(invite.contentType).toContain('method=REQUEST');
    expect(invite.start.toISOString()).toBe(start.toISOString());
    const [ownerMail] = await mailsTo(database.db, 'hola@estudio.example');
    expect(inviteOf(ownerMail!).uid).toBe(invite.uid);

    const view = await app.request(`/api/booking/manage/${result.manageToken}`);
    expect(view.status).toBe(200);
    expect(customerAppointmentSchema.parse(await view.json()).id).toBe(result.appointment.id);
    expect((await app.request('/api/booking/manage/not-a-real-token-at-all-x')).status).toBe(404);
  });

  it('refuses bad input with 400 and field errors, writing nothing', async () => {
    const before = await appointmentCount();
    const monday = businessDay(1, 4);
    const cases: [Partial<BookingRequest>, Record<string, string[]>][] = [
      [{ start: at(monday, '10:10').toISOString() }, { start: ['off_grid'] }],
      [{ start: at(monday, '07:00').toISOString() }, { start: ['off_grid'] }],
      [{ start: at(monday, '13:45').toISOString() }, { start: ['off_grid'] }],
      [{ start: at(businessDay(7, 4), '10:00').toISOString() }, { start: ['off_grid'] }],
      [{ start: new Date(Date.now() - 86_400_000).toISOString() }, { start: ['off_grid'] }],
      [{ start: at(businessDay(1, 15), '10:00').toISOString() }, { start: ['horizon'] }],
      [{ start: 'tomorrow' }, { start: ['invalid_datetime'] }],
      [{ service: 'no-such-service' }, { service: ['unknown_service'] }],
      [{ email: 'not-an-email' }, { email: ['invalid_email'] }],
      [{ phone: '12' }, { phone: ['invalid_phone'] }],
      [{ notes: 'x'.repeat(2001) }, { notes: ['too_long'] }],
      [{ name: '  ' }, { name: ['required'] }],
      [{ timeZone: 'Nowhere/City' }, { timeZone: ['invalid_time_zone'] }],
    ];
    for (const [override, fields] of cases) {
      const res = await book(bookingRequest(at(monday, '10:00'), override));
      expect(res.status, JSON.stringify(override).slice(0, 80)).toBe(400);
      expect(apiErrorBodySchema.parse(await res.json()).error.fields).toEqual(fields);
    }
    // A past time on the grid: yesterday's 10:00 is a grid time, so it is "past".
    const yesterday = at(businessDay(1, 0, new Date(Date.now() - 7 * 86_400_000)), '10:00');
    const past = await book(bookingRequest(yesterday));
    expect(past.status).toBe(400);
    expect(apiErrorBodySchema.parse(await past.json()).error.fields?.start?.[0]).toMatch(/past|off_grid/);

    await database.db.update(services).set({ active: false }).where(eq(services.slug, 'fotografia'));
    const inactive = await book(bookingRequest(at(monday, '10:00'), { service: 'fotografia' }));
    expect(apiErrorBodySchema.parse(await inactive.json()).error.fields).toEqual({
      service: ['inactive_service'],
    });
    await database.db.update(services).set({ active: true }).where(eq(services.slug, 'fotografia'));

    expect(
      (await app.request('/api/booking/appointments', { method: 'POST', body: '{', headers: from() })).status,
    ).toBe(400);
    expect(await appointmentCount()).toBe(before);
  });

  it('books once for a double submit (Idempotency-Key or requestId); a reused key is 409', async () => {
    const start = at(businessDay(2, 3), '11:00');
    const input = bookingRequest(start);
    const [a, b] = await Promise.all([
      book(input, { 'idempotency-key': 'double-submit-0001' }),
      book(input, { 'idempotency-key': 'double-submit-0001' }),
    ]);
    const first = bookingResultSchema.parse(await a.json());
    const second = bookingResultSchema.parse(await b.json());
    expect(second.appointment.id).toBe(first.appointment.id);
    expect(second.manageToken).not.toBe(first.manageToken);
    const reused = await book(
      { ...input, name: 'Otra Persona' },
      { 'idempotency-key': 'double-submit-0001' },
    );
    expect(reused.status).toBe(409);
    expect(bookingConflictBodySchema.parse(await reused.json()).error.code).toBe('idempotency_reused');

    const bodyKeyed = bookingRequest(at(businessDay(2, 3), '12:00'), { requestId: 'body-request-0001' });
    const one = bookingResultSchema.parse(await (await book(bodyKeyed)).json());
    const two = bookingResultSchema.parse(await (await book(bodyKeyed)).json());
    expect(two.appointment.id).toBe(one.appointment.id);
    expect((await mailsTo(database.db, bodyKeyed.email)).length).toBe(1);
  });

  it('answers a taken time with 409 slot_taken and the nearest free times (buffers included)', async () => {
    const day = businessDay(3, 3);
    expect((await book(bookingRequest(at(day, '10:00')))).status).toBe(200);
    const taken = await book(bookingRequest(at(day, '10:00')));
    expect(taken.status).toBe(409);
    const body = bookingConflictBodySchema.parse(await taken.json());
    expect(body.error.code).toBe('slot_taken');
    expect(body.nearest!.length).toBeGreaterThan(0);
    // 10:30 starts inside the 15-minute buffer after 10:00–10:30, so the nearest free start is 11:00.
    const nearest = body.nearest!.map((s) => s.start);
    expect(nearest).not.toContain(at(day, '10:00').toISOString());
    expect(nearest).not.toContain(at(day, '10:30').toISOString());
    expect(nearest).toContain(at(day, '11:00').toISOString());
    const buffer = await book(bookingRequest(at(day, '10:30')));
    expect(buffer.status).toBe(409);
  });

  it('reschedules by the manage link: same UID, SEQUENCE + 1, old time freed, one mail', async () => {
    const day = businessDay(4, 3);
    const input = bookingRequest(at(day, '09:00'));
    const booked = bookingResultSchema.parse(await (await book(input)).json());
    const res = await app.request(`/api/booking/manage/${booked.manageToken}/reschedule`, {
      method: 'POST',
      ...json({ start: at(day, '16:00').toISOString() }),
    });
    expect(res.status).toBe(200);
    expect(customerAppointmentSchema.parse(await res.json()).start).toBe(at(day, '16:00').toISOString());
    const mails = await mailsTo(database.db, input.email);
    expect(mails).toHaveLength(2);
    const [confirmed, moved] = mails.map(inviteOf);
    expect(moved!.uid).toBe(confirmed!.uid);
    expect(moved!.sequence).toBe(confirmed!.sequence + 1);
    expect(moved!.start.toISOString()).toBe(at(day, '16:00').toISOString());
    // The old time is free again.
    expect((await book(bookingRequest(at(day, '09:00')))).status).toBe(200);
    // Moving onto a taken time is a 409 with nearest times.
    const clash = await app.request(`/api/booking/manage/${booked.manageToken}/reschedule`, {
      method: 'POST',
      ...json({ start: at(day, '09:00').toISOString() }),
    });
    expect(clash.status).toBe(409);
  });

  it('cancels by the manage link: METHOD:CANCEL, owner told, slot free; refused after the cut-off', async () => {
    const day = businessDay(5, 3);
    const input = bookingRequest(at(day, '09:00'));
    const booked = bookingResultSchema.parse(await (await book(input)).json());
    const res = await app.request(`/api/booking/manage/${booked.manageToken}/cancel`, {
      method: 'POST',
      ...json({ reason: 'Me surgió un viaje' }),
    });
    expect(customerAppointmentSchema.parse(await res.json()).status).toBe('cancelled');
    const cancelMail = (await mailsTo(database.db, input.email)).at(-1)!;
    expect(inviteOf(cancelMail)).toMatchObject({ method: 'CANCEL', sequence: 1 });
    const owner = (await mailsTo(database.db, 'hola@estudio.example')).at(-1)!;
    expect(owner.text).toContain('Me surgió un viaje');
    expect((await book(bookingRequest(at(day, '09:00')))).status).toBe(200);

    const late = bookingResultSchema.parse(await (await book(bookingRequest(at(day, '11:00')))).json());
    clock.set(new Date(at(day, '11:00').getTime() - 11 * 3_600_000));
    try {
      const refused = await app.request(`/api/booking/manage/${late.manageToken}/cancel`, {
        method: 'POST',
        ...json({}),
      });
      expect(refused.status).toBe(409);
      expect(bookingConflictBodySchema.parse(await refused.json()).error.code).toBe('cancel_cutoff');
      const view = customerAppointmentSchema.parse(
        await (await app.request(`/api/booking/manage/${late.manageToken}`)).json(),
      );
      expect(view).toMatchObject({ status: 'confirmed', canCancel: false, canReschedule: false });
    } finally {
      clock.set(new Date());
    }
  });

  it('holds a paid session until payment: pending → confirmed; an unpaid hold expires and frees the slot', async () => {
    const day = businessDay(1, 5);
    const paid = bookingRequest(at(day, '09:00'), { service: 'branding' });
    const held = bookingResultSchema.parse(await (await book(paid)).json());
    expect(held.appointment.status).toBe('pending_payment');
    expect(held.checkoutUrl).toContain('/payment-success?appointment=');
    expect(held.appointment.holdExpiresAt).not.toBeNull();
    // Only the "complete your payment" mail (issue 14), no confirmation yet.
    expect((await mailsTo(database.db, paid.email)).map((m) => m.subject)).toEqual([
      'Completa tu pago: Branding e identidad visual',
    ]);
    // While held, the time is taken.
    expect((await book(bookingRequest(at(day, '09:00')))).status).toBe(409);
    // Only the reference of the checkout this appointment opened pays for it.
    await expect(confirmPayment(env, held.appointment.id, 'someone-elses-checkout')).rejects.toThrow();
    const reference = new URL(held.checkoutUrl!).searchParams.get('reference')!;
    await confirmPayment(env, held.appointment.id, reference);
    const confirmed = customerAppointmentSchema.parse(
      await (await app.request(`/api/booking/manage/${held.manageToken}`)).json(),
    );
    expect(confirmed.status).toBe('confirmed');
    const confirmation = (await mailsTo(database.db, paid.email)).find((m) => m.subject.startsWith('Cita'));
    expect(inviteOf(confirmation!).method).toBe('REQUEST');

    const unpaid = bookingResultSchema.parse(
      await (await book(bookingRequest(at(day, '16:00'), { service: 'branding' }))).json(),
    );
    expect(await expireHold(env, unpaid.appointment.id)).toBe(false); // not yet due
    clock.advance(16 * 60_000);
    try {
      // The next booking of that time expires the stale hold in its own transaction.
      expect((await book(bookingRequest(at(day, '16:00')))).status).toBe(200);
      const [row] = await database.db
        .select()
        .from(appointments)
        .where(eq(appointments.id, unpaid.appointment.id));
      expect(row!.status).toBe('expired');
    } finally {
      clock.set(new Date());
    }
  });

  it('limits booking attempts per IP', async () => {
    const { app: limited } = bookingTestApp(database, {
      limits: { bookingsPer10Min: 2, managePer10Min: 60 },
    });
    const call = () =>
      limited.request('/api/booking/appointments', {
        method: 'POST',
        ...json({}, { 'x-forwarded-for': '192.0.2.77' }),
      });
    expect((await call()).status).toBe(400);
    expect((await call()).status).toBe(400);
    const third = await call();
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
  });
});
