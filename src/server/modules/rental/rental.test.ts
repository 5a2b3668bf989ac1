import { apiErrorBodySchema } from '@contracts/errors';
import {
  availabilitySchema,
  quoteSchema,
  rentalConflictBodySchema,
  rentalPropertySchema,
  stayResultSchema,
  stayViewSchema,
} from '@contracts/rental';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { jobs } from '../../platform/jobs/schema';
import { MAIL_JOB, mailJobPayloadSchema } from '../../platform/mail/outbox';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { addDays, todayIn } from './dates';
import {
  confirmPaidStay,
  confirmStayPayment,
  expireStayHold,
  STAY_HOLD_EXPIRY_JOB,
  stayHoldExpiryHandler,
} from './lifecycle';
import { rentalSettings, stays } from './schema';
import { json, rentalTestApp, stayRequest, testClock } from '../../test/rental-app';

describe.each(testEngines)('La Mansión stays on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof rentalTestApp>;
  const clock = testClock();
  const today = todayIn(new Date());
  /** A check-in date `weeks` weeks from today (each test picks its own weeks, so they never meet). */
  const day = (weeks: number, plus = 0) => addDays(today, weeks * 7 + plus);

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    t = rentalTestApp(database, { clock: clock.now });
  });
  afterAll(() => database.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.request(path, { method: 'POST', ...json(body, headers) });
  const book = (body: unknown, headers: Record<string, string> = {}) =>
    post('/api/rental/stays', body, headers);
  const availability = async (from: string, to: string) =>
    availabilitySchema.parse(
      await (await t.app.request(`/api/rental/availability?from=${from}&to=${to}`)).json(),
    ).unavailable;
  const mailsTo = async (address: string) =>
    (
      await database.db
        .select({ payload: jobs.payload })
        .from(jobs)
        .where(and(eq(jobs.kind, MAIL_JOB), sql`${jobs.payload}->>'to' = ${address}`))
        .orderBy(asc(jobs.id))
    ).map((r) => mailJobPayloadSchema.parse(r.payload));

  it('shows the property terms from the settings (seed rental-v1) and the calendar bounds', async () => {
    const property = rentalPropertySchema.parse(await (await t.app.request('/api/rental/property')).json());
    expect(property).toMatchObject({
      propertyName: 'La Mansión',
      minNights: 2,
      maxGuests: 8,
      currency: 'MXN',
    });
    expect(property.taxes.map((x) => x.basisPoints)).toEqual([1600, 300]);
    expect(property.today).toBe(today);
    expect(property.onlinePayment).toBe(true);
    expect(property.lastCheckOut > addDays(today, 364)).toBe(true);
  });

  it('quotes on the server from the settings: nights × rate, cleaning, each tax, total, due now', async () => {
    const res = await post('/api/rental/quote', {
      checkIn: day(2),
      checkOut: day(2, 3),
      guests: 4,
      option: 'deposit',
    });
    expect(res.status).toBe(200);
    const quote = quoteSchema.parse(await res.json());
    expect(quote).toMatchObject({
      nights: 3,
      nightsSubtotalMinor: 960_000,
      cleaningFeeMinor: 85_000,
      totalMinor: 1_243_550,
      dueNowMinor: 373_065,
      balanceMinor: 870_485,
    });
    expect(quote.taxes.map((x) => x.amountMinor)).toEqual([167_200, 31_350]);
  });

  it('refuses bad dates and parties with field codes', async () => {
    const fieldsOf = async (body: unknown) => {
      const res = await post('/api/rental/quote', body);
      expect(res.status).toBe(400);
      return apiErrorBodySchema.parse(await res.json()).error.fields;
    };
    expect(await fieldsOf({ checkIn: addDays(today, -1), checkOut: addDays(today, 2), guests: 2 })).toEqual({
      checkIn: ['in_the_past'],
    });
    expect(await fieldsOf({ checkIn: day(3), checkOut: day(3, 1), guests: 2 })).toEqual({
      checkOut: ['min_nights'],
    });
    expect(await fieldsOf({ checkIn: day(3), checkOut: day(3), guests: 2 })).toEqual({
      checkOut: ['before_check_in'],
    });
    expect(await fieldsOf({ checkIn: day(3), checkOut: day(3, 2), guests: 9 })).toEqual({
      guests: ['max_guests'],
    });
    expect(await fieldsOf({ checkIn: day(53), checkOut: day(53, 14), guests: 2 })).toEqual({
      checkOut: ['beyond_horizon'],
    });
    expect(await fieldsOf({ checkIn: '2027-02-30', checkOut: day(3), guests: 2 })).toEqual({
      checkIn: ['invalid_date'],
    });
    const stay = await book(stayRequest(day(3), day(3, 2), { acceptRules: false }));
    expect(apiErrorBodySchema.parse(await stay.json()).error.fields).toEqual({
      acceptRules: ['rules_not_accepted'],
    });
    await database.db.update(rentalSettings).set({ depositOffered: false });
    try {
      expect(await fieldsOf({ checkIn: day(3), checkOut: day(3, 2), guests: 2, option: 'deposit' })).toEqual({
        option: ['not_offered'],
      });
    } finally {
      await database.db.update(rentalSettings).set({ depositOffered: true });
    }
    const long = await t.app.request(`/api/rental/availability?from=${today}&to=${addDays(today, 500)}`);
    expect(apiErrorBodySchema.parse(await long.json()).error.fields).toEqual({ to: ['range_too_long'] });
  });

  it('holds the nights, opens the checkout for the amount due now and shows the stay by its link', async () => {
    const res = await book(stayRequest(day(4), day(4, 3), { option: 'deposit', guests: 3 }));
    expect(res.status).toBe(200);
    const result = stayResultSchema.parse(await res.json());
    expect(result.stay).toMatchObject({
      status: 'pending_payment',
      nights: 3,
      guests: 3,
      dueNowMinor: 373_065,
    });
    expect(result.checkoutUrl).toMatch(/^http:\/\/estudio\.test\/test-checkout\//);
    expect(t.gateway.checkouts.at(-1)).toMatchObject({
      stayId: result.stay.id,
      amountMinor: 373_065,
      plan: { option: 'deposit', totalMinor: 1_243_550, instalments: [{ amountMinor: 373_065 }, {}] },
    });
    expect(result.manageUrl).toContain('/lamansion-pago?estancia=');
    expect(await availability(day(4, -1), day(4, 4))).toEqual([day(4), day(4, 1), day(4, 2)]);
    const view = await t.app.request(`/api/rental/stays/${result.manageToken}`);
    expect(stayViewSchema.parse(await view.json()).id).toBe(result.stay.id);
    expect((await t.app.request('/api/rental/stays/not-a-real-token-at-all')).status).toBe(404);
    const jobsFor = await database.db.select().from(jobs).where(eq(jobs.kind, STAY_HOLD_EXPIRY_JOB));
    expect(jobsFor.some((j) => (j.payload as { stayId: string }).stayId === result.stay.id)).toBe(true);
  });

  it('lets the check-out day be the next check-in, and refuses a shared night with the nights taken', async () => {
    expect((await book(stayRequest(day(5), day(5, 3)))).status).toBe(200);
    expect((await book(stayRequest(day(5, 3), day(5, 5)))).status).toBe(200);
    expect((await book(stayRequest(day(5, -2), day(5)))).status).toBe(200);
    const clash = await book(stayRequest(day(5, 2), day(5, 6)));
    expect(clash.status).toBe(409);
    const body = rentalConflictBodySchema.parse(await clash.json());
    expect(body.error.code).toBe('nights_taken');
    expect(body.nights).toEqual([day(5, 2), day(5, 3), day(5, 4)]);
    const quote = await post('/api/rental/quote', { checkIn: day(5, 1), checkOut: day(5, 3), guests: 2 });
    expect(quote.status).toBe(409);
  });

  it('answers a repeated Idempotency-Key with the same stay, and refuses the key for another request', async () => {
    const request = stayRequest(day(6), day(6, 2));
    const key = { 'idempotency-key': `stay-${Math.random().toString(36).slice(2)}` };
    const answers = await Promise.all([book(request, key), book(request, key), book(request, key)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const ids = await Promise.all(answers.map(async (r) => stayResultSchema.parse(await r.json()).stay.id));
    expect(new Set(ids).size).toBe(1);
    const rows = await database.db
      .select()
      .from(stays)
      .where(eq(stays.checkIn, day(6)));
    expect(rows).toHaveLength(1);
    const reused = await book({ ...request, guests: 5 }, key);
    expect(reused.status).toBe(409);
    expect(rentalConflictBodySchema.parse(await reused.json()).error.code).toBe('idempotency_reused');
  });

  it('frees the nights when the hold expires (the job, and the next booking over them)', async () => {
    const first = stayResultSchema.parse(await (await book(stayRequest(day(7), day(7, 2)))).json());
    const handler = stayHoldExpiryHandler(t.env);
    await handler({ stayId: first.stay.id }, {} as never);
    expect((await book(stayRequest(day(7), day(7, 2)))).status).toBe(409); // not yet due
    clock.advance(21 * 60_000);
    try {
      await handler({ stayId: first.stay.id }, {} as never);
      const [row] = await database.db.select().from(stays).where(eq(stays.id, first.stay.id));
      expect(row!.status).toBe('expired');
      expect(await availability(day(7), day(7, 2))).toEqual([]);
      expect((await book(stayRequest(day(7), day(7, 2)))).status).toBe(200);
      // A hold past its time but not yet expired by the job gives way to the next booking.
      const stale = stayResultSchema.parse(await (await book(stayRequest(day(8), day(8, 2)))).json());
      clock.advance(21 * 60_000);
      expect((await book(stayRequest(day(8, 1), day(8, 3)))).status).toBe(200);
      const [gone] = await database.db.select().from(stays).where(eq(stays.id, stale.stay.id));
      expect(gone!.status).toBe('expired');
      expect(await expireStayHold(t.env, stale.stay.id)).toBe(false);
    } finally {
      clock.set(new Date());
    }
  });

  it('a paid stay is confirmed, mails the guest and the owner, and keeps its nights after the hold time', async () => {
    const result = stayResultSchema.parse(
      await (
        await book(stayRequest(day(9), day(9, 2), { language: 'en', email: 'guest.en@example.com' }))
      ).json(),
    );
    const reference = t.gateway.checkouts.find((c) => c.stayId === result.stay.id)!.reference;
    await expect(confirmStayPayment(t.env, result.stay.id, 'someone-else')).rejects.toThrow(
      /does not belong/,
    );
    const confirmed = await confirmStayPayment(t.env, result.stay.id, reference);
    expect(confirmed.status).toBe('confirmed');
    await confirmStayPayment(t.env, result.stay.id, reference); // repeated: nothing more
    const [guestMail, ...more] = await mailsTo('guest.en@example.com');
    expect(more).toHaveLength(0);
    expect(guestMail!.subject).toBe('Stay confirmed at La Mansión');
    expect(guestMail!.text).toContain('Check-in:');
    expect(guestMail!.text).toContain('from 15:00');
    expect(guestMail!.text).toContain('2 nights · 2 guests');
    expect(guestMail!.text).toContain('Lodging tax (ISH)');
    expect(guestMail!.text).toContain('House rules:');
    expect(guestMail!.text).toContain('/lamansion-pago?estancia=');
    const owner = await mailsTo('owner@estudio.test');
    expect(owner.some((m) => m.subject.includes(day(9)) && m.subject.includes('Lucía'))).toBe(true);
    clock.advance(60 * 60_000);
    try {
      expect((await book(stayRequest(day(9, 1), day(9, 3)))).status).toBe(409);
      expect(await availability(day(9), day(9, 2))).toEqual([day(9), day(9, 1)]);
    } finally {
      clock.set(new Date());
    }
  });

  it('refuses (for a refund) a payment arriving after the expired hold’s nights went to someone else', async () => {
    const late = stayResultSchema.parse(await (await book(stayRequest(day(10), day(10, 2)))).json());
    const reference = t.gateway.checkouts.find((c) => c.stayId === late.stay.id)!.reference;
    clock.advance(21 * 60_000);
    try {
      expect((await book(stayRequest(day(10, 1), day(10, 3)))).status).toBe(200);
      const answer = await database.db.transaction((tx) =>
        confirmPaidStay(tx, t.env, late.stay.id, reference),
      );
      expect(answer).toEqual({ ok: false, reason: 'nights_taken' });
      // Revival works when the nights are still free.
      const lone = stayResultSchema.parse(await (await book(stayRequest(day(11), day(11, 2)))).json());
      const ref2 = t.gateway.checkouts.find((c) => c.stayId === lone.stay.id)!.reference;
      clock.advance(21 * 60_000);
      await expireStayHold(t.env, lone.stay.id);
      expect(await database.db.transaction((tx) => confirmPaidStay(tx, t.env, lone.stay.id, ref2))).toEqual({
        ok: true,
      });
    } finally {
      clock.set(new Date());
    }
  });

  it('releases the hold at once when the checkout cannot be opened, and keeps it held when payment is not wired', async () => {
    t.gateway.failNext = true;
    const failed = await book(stayRequest(day(12), day(12, 2)));
    expect(failed.status).toBe(503);
    expect(apiErrorBodySchema.parse(await failed.json()).error.code).toBe('payment_unavailable');
    expect(await availability(day(12), day(12, 2))).toEqual([]);
    const unwired = rentalTestApp(database, { clock: clock.now, payments: null });
    const res = await unwired.app.request('/api/rental/stays', {
      method: 'POST',
      ...json(stayRequest(day(12), day(12, 2))),
    });
    const held = stayResultSchema.parse(await res.json());
    const offline = await unwired.app.request('/api/rental/property');
    expect(rentalPropertySchema.parse(await offline.json()).onlinePayment).toBe(false);
    expect(held.stay.status).toBe('held');
    expect(held.checkoutUrl).toBeNull();
    // The owner is told, to arrange the payment; stays that went to a checkout send no such mail.
    const notices = (await mailsTo('owner@estudio.test')).filter((m) => m.subject.includes('pago pendiente'));
    expect(notices.map((m) => m.subject.includes(day(12)))).toEqual([true]);
    expect(notices[0]!.replyTo).toBe(held.stay.email);
  });

  it('lets the owner confirm a stay paid outside the site (the guest gets the confirmation)', async () => {
    const admin = { authorization: 'Bearer viewer:boss@estudio.test:admin' };
    const unwired = rentalTestApp(database, { clock: clock.now, payments: null });
    const make = async (from: string, to: string, email: string) =>
      stayResultSchema.parse(
        await (
          await unwired.app.request('/api/rental/stays', {
            method: 'POST',
            ...json(stayRequest(from, to, { email })),
          })
        ).json(),
      );
    const paid = await make(day(16), day(16, 2), 'transfer@example.com');
    const confirm = (id: string) =>
      post(`/api/admin/rental/stays/${id}/confirm`, { note: 'Transferencia SPEI' }, admin);
    const res = await confirm(paid.stay.id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: string }).status).toBe('confirmed');
    expect((await mailsTo('transfer@example.com')).map((m) => m.subject)).toEqual([
      'Estancia confirmada en La Mansión',
    ]);
    expect((await confirm(paid.stay.id)).status).toBe(409);
    // A lapsed hold whose nights went to someone else cannot be confirmed any more.
    const lapsed = await make(day(17), day(17, 2), 'late.transfer@example.com');
    clock.advance(21 * 60_000);
    try {
      expect((await book(stayRequest(day(17, 1), day(17, 3)))).status).toBe(200);
      const refused = await confirm(lapsed.stay.id);
      expect(refused.status).toBe(409);
      expect(rentalConflictBodySchema.parse(await refused.json()).error.code).toBe('nights_taken');
    } finally {
      clock.set(new Date());
    }
  });

  it('keeps owner-blocked nights off the calendar; admin routes need an admin', async () => {
    const admin = { authorization: 'Bearer viewer:boss@estudio.test:admin' };
    expect((await t.app.request('/api/admin/rental/settings')).status).toBe(401);
    expect(
      (
        await t.app.request('/api/admin/rental/settings', {
          headers: { authorization: 'Bearer viewer:v@example.com' },
        })
      ).status,
    ).toBe(403);
    const block = await post(
      '/api/admin/rental/blocks',
      { from: day(13), to: day(13, 3), note: 'Mantenimiento' },
      admin,
    );
    expect(block.status).toBe(200);
    const { id } = (await block.json()) as { id: string };
    expect(await availability(day(13, -1), day(13, 4))).toEqual([day(13), day(13, 1), day(13, 2)]);
    const refused = await book(stayRequest(day(13, 2), day(13, 4)));
    expect(refused.status).toBe(409);
    expect(rentalConflictBodySchema.parse(await refused.json()).nights).toEqual([day(13, 2)]);
    expect((await book(stayRequest(day(13, 3), day(13, 5)))).status).toBe(200);
    // Blocking nights a live stay holds is refused; so is overlapping another block.
    expect((await post('/api/admin/rental/blocks', { from: day(13, 4), to: day(13, 6) }, admin)).status).toBe(
      409,
    );
    expect((await post('/api/admin/rental/blocks', { from: day(13, 1), to: day(13, 2) }, admin)).status).toBe(
      409,
    );
    const del = await t.app.request(`/api/admin/rental/blocks/${id}`, { method: 'DELETE', headers: admin });
    expect(del.status).toBe(204);
    expect(await availability(day(13), day(13, 3))).toEqual([]);
  });

  it('lets the owner read and change the settings (field errors), list and cancel stays', async () => {
    const admin = { authorization: 'Bearer viewer:boss@estudio.test:admin' };
    const settings = (await (
      await t.app.request('/api/admin/rental/settings', { headers: admin })
    ).json()) as Record<string, unknown>;
    const put = (body: unknown) =>
      t.app.request('/api/admin/rental/settings', { method: 'PUT', ...json(body, admin) });
    const bad = await put({
      ...settings,
      nightlyRateMinor: -5,
      checkInTime: '25:00',
      taxes: [{ name: { es: '', en: 'x' }, basisPoints: 1600 }],
      instalmentCount: 1,
      balanceDueDaysBefore: 61,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(apiErrorBodySchema.parse(await bad.json()).error.fields ?? {}).sort()).toEqual([
      'balanceDueDaysBefore',
      'checkInTime',
      'instalmentCount',
      'nightlyRateMinor',
      'taxes.0.name.es',
    ]);
    const good = await put({ ...settings, cleaningFeeMinor: 0, minNights: 3 });
    expect(good.status).toBe(200);
    try {
      const quote = await post('/api/rental/quote', { checkIn: day(14), checkOut: day(14, 2), guests: 2 });
      expect(apiErrorBodySchema.parse(await quote.json()).error.fields).toEqual({ checkOut: ['min_nights'] });
    } finally {
      expect((await put(settings)).status).toBe(200);
    }
    const stay = stayResultSchema.parse(await (await book(stayRequest(day(15), day(15, 2)))).json());
    const list = await t.app.request(`/api/admin/rental/stays?from=${day(15)}&to=${day(15, 1)}`, {
      headers: admin,
    });
    const { stays: listed } = (await list.json()) as { stays: { id: string }[] };
    expect(listed.map((s) => s.id)).toEqual([stay.stay.id]);
    const cancel = await post(
      `/api/admin/rental/stays/${stay.stay.id}/cancel`,
      { reason: 'Fechas cambiadas' },
      admin,
    );
    expect(cancel.status).toBe(200);
    expect(await availability(day(15), day(15, 2))).toEqual([]);
    expect((await post(`/api/admin/rental/stays/${stay.stay.id}/cancel`, {}, admin)).status).toBe(409);
  });
});
