import { bookingConflictBodySchema, bookingResultSchema } from '@contracts/booking';
import { apiErrorBodySchema } from '@contracts/errors';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { formatWhen } from '../../booking';
import { testClock } from '../../../test/booking-app';
import { at, bookingRequest, businessDay, mailsTo } from '../../../test/booking-helpers';
import { paymentsTestApp } from '../../../test/payments-app';
import { appointmentOf, client, orderOf } from '../../../test/payments-helpers';

const HOUR = 3_600_000;
const payAnswer = z.object({ checkoutUrl: z.string() });

/** Issue 14 point 6: the owner books outside availability, with a payment link or paid by hand. */
describe.each(testEngines)('the owner creating an appointment on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof paymentsTestApp>;
  let adminAuth: { authorization: string };
  let api: ReturnType<typeof client>;
  const clock = testClock();

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    t = paymentsTestApp(database, { clock: clock.now });
    adminAuth = await t.admin();
    api = client(t.app);
  });
  beforeEach(() => clock.set(new Date()));
  afterAll(() => database.close());

  const create = (body: unknown) =>
    t.app.request('/api/admin/booking/appointments', {
      method: 'POST',
      headers: { ...adminAuth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it.each([
    ['en', 'Complete your payment: Branding and visual identity', 'We hold your time until'],
    ['es', 'Completa tu pago: Branding e identidad visual', 'Apartamos tu horario hasta el'],
  ] as const)(
    'in %s: outside hours is a 409 with its reasons, then booked with a payment link the client pays',
    async (lang, subject, until) => {
      // Tuesday 20:00 — after the day's hours (09:00–14:00, 16:00–19:00).
      const day = businessDay(2, lang === 'en' ? 5 : 6);
      const request = bookingRequest(at(day, '20:00'), { service: 'branding', language: lang });
      const refused = await create({ ...request, payment: { mode: 'link' } });
      expect(refused.status).toBe(409);
      const conflict = bookingConflictBodySchema.parse(await refused.json());
      expect(conflict.error.code).toBe('outside_availability');
      expect(conflict.reasons).toEqual(['outside_hours']);

      const res = await create({ ...request, payment: { mode: 'link' }, allowOutsideAvailability: true });
      expect(res.status).toBe(200);
      const result = bookingResultSchema.parse(await res.json());
      expect(result.appointment.status).toBe('pending_payment');
      // The hold lasts 48 hours (the time is more than 48 hours away).
      const hold = new Date(result.appointment.holdExpiresAt!);
      expect(hold.getTime()).toBe(clock.now().getTime() + 48 * HOUR);
      const order = await orderOf(database, result.appointment.id);
      expect(order).toMatchObject({ status: 'open', amountMinor: 1_450_000 });
      expect(order.expiresAt.getTime()).toBe(hold.getTime());

      const mail = (await mailsTo(database.db, request.email)).find((m) => m.subject === subject);
      expect(mail?.lang).toBe(lang);
      expect(mail!.text).toContain(`${result.manageUrl}?pay=1`);
      expect(mail!.text).toContain(`${until} ${formatWhen(hold, lang, request.timeZone)}`);

      // The client follows the link and pays in the sandbox: confirmed.
      const paid = await t.app.request(`/api/booking/manage/${result.manageToken}/pay`, {
        method: 'POST',
        headers: { 'x-forwarded-for': '198.51.100.91' },
      });
      const { checkoutUrl } = payAnswer.parse(await paid.json());
      await api.actOk(new URL(checkoutUrl).pathname.split('/').at(-1)!, 'pay');
      await t.runJobs();
      expect((await appointmentOf(database, result.appointment.id)).status).toBe('confirmed');
      expect((await orderOf(database, result.appointment.id)).status).toBe('paid');

      // Another appointment over the same time is refused, even with the flag.
      const clash = await create({
        ...bookingRequest(at(day, '20:30'), { service: 'branding' }),
        allowOutsideAvailability: true,
      });
      expect(clash.status).toBe(409);
      expect(bookingConflictBodySchema.parse(await clash.json()).error.code).toBe('slot_taken');
    },
  );

  it('a payment link never holds past the start', async () => {
    clock.set(at(businessDay(3, 7), '08:00'));
    const start = at(businessDay(3, 7), '11:00');
    const res = await create({
      ...bookingRequest(start, { service: 'branding' }),
      payment: { mode: 'link' },
      ignoreNotice: true,
    });
    expect(res.status).toBe(200);
    const result = bookingResultSchema.parse(await res.json());
    expect(result.appointment.holdExpiresAt).toBe(start.toISOString());
  });

  it('names every reason (notice, days off) and refuses a time already past', async () => {
    const day = businessDay(4, 8);
    clock.set(at(day, '08:30'));
    const outside = await create({ ...bookingRequest(at(day, '08:45')), allowOutsideAvailability: false });
    expect(bookingConflictBodySchema.parse(await outside.json()).reasons).toEqual([
      'outside_hours',
      'notice',
    ]);
    const sunday = await create(bookingRequest(at(businessDay(7, 8), '10:00')));
    expect(bookingConflictBodySchema.parse(await sunday.json()).reasons).toEqual(['outside_hours']);
    const past = await create({ ...bookingRequest(at(day, '08:00')), allowOutsideAvailability: true });
    expect(past.status).toBe(400);
    expect(apiErrorBodySchema.parse(await past.json()).error.fields).toEqual({ start: ['past'] });
  });

  it('marked paid by hand: confirmed, an order paid in cash with the note, the confirmation and receipt', async () => {
    const day = businessDay(5, 8);
    const request = bookingRequest(at(day, '07:30'), { service: 'branding', language: 'es' });
    const res = await create({
      ...request,
      allowOutsideAvailability: true,
      payment: { mode: 'paid', method: 'cash', note: 'Pagó en el estudio' },
    });
    expect(res.status).toBe(200);
    const result = bookingResultSchema.parse(await res.json());
    expect(result.appointment.status).toBe('confirmed');
    expect(result.checkoutUrl).toBeNull();
    expect(await orderOf(database, result.appointment.id)).toMatchObject({
      status: 'paid',
      method: 'cash',
      manualNote: 'Pagó en el estudio',
      manualBy: 'boss@estudio.test',
      amountMinor: 1_450_000,
    });
    const subjects = (await mailsTo(database.db, request.email)).map((m) => m.subject);
    expect(subjects.some((s) => /confirmad/i.test(s))).toBe(true);
    expect(subjects.some((s) => /recibo/i.test(s))).toBe(true);
  });

  it('refuses a payment choice for a free service, and a paid one without a note', async () => {
    const day = businessDay(1, 9);
    const free = await create({ ...bookingRequest(at(day, '10:00')), payment: { mode: 'link' } });
    expect(free.status).toBe(400);
    expect(apiErrorBodySchema.parse(await free.json()).error.fields).toEqual({ payment: ['not_offered'] });
    const noNote = await create({
      ...bookingRequest(at(day, '10:00'), { service: 'branding' }),
      payment: { mode: 'paid', method: 'cash', note: ' ' },
    });
    expect(noNote.status).toBe(400);
  });
});
