import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { overviewSchema, type Overview } from '@contracts/overview';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../platform/db/client';
import {
  appointments,
  diagnosticResults,
  diagnosticVersions,
  leads,
  paymentManualRefunds,
  paymentOrders,
  paymentPlanInstalments,
  paymentPlans,
  paymentRefunds,
  services,
  stays,
} from '../../db-schema';
import { handleApiError, requestContext, type AppEnv } from '../../platform/http';
import { createLogger } from '../../platform/logging';
import { createLocalStorage } from '../../platform/storage/local';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { overview } from './overview';
import { overviewDays } from './overview-days';
import { overviewRoutes } from './overview-routes';

/*
 * "Now" is Tuesday 17 March 2026, 12:00 in Mexico City (UTC−6): this week is Monday 16 – Sunday 22 March, the
 * last 30 days of payments start on 16 February, and the month to date compares with 1–17 February.
 */
const NOW = new Date('2026-03-17T18:00:00Z');
const at = (iso: string) => new Date(iso);

describe('the days of the overview', () => {
  it('takes Mexico City days, a Monday–Sunday week and the same days of last month', () => {
    expect(overviewDays(NOW)).toEqual({
      today: '2026-03-17',
      week: { from: '2026-03-16', to: '2026-03-22' },
      paymentsFrom: '2026-02-16',
      month: { from: '2026-03-01', to: '2026-03-17', days: 17 },
      lastMonth: { from: '2026-02-01', to: '2026-02-17', days: 17 },
    });
    // 05:30 UTC on 1 April is still 31 March in Mexico City, a Tuesday; February has 28 days in 2026.
    const late = overviewDays(at('2026-04-01T05:30:00Z'));
    expect(late.today).toBe('2026-03-31');
    expect(late.week).toEqual({ from: '2026-03-30', to: '2026-04-05' });
    expect(late.lastMonth).toEqual({ from: '2026-02-01', to: '2026-02-28', days: 28 });
    expect(overviewDays(at('2024-03-30T18:00:00Z')).lastMonth.to).toBe('2024-02-29');
    // January compares with December of the year before; a Sunday belongs to the week that ends on it.
    const sunday = overviewDays(at('2026-01-04T18:00:00Z'));
    expect(sunday.lastMonth).toEqual({ from: '2025-12-01', to: '2025-12-04', days: 4 });
    expect(sunday.week).toEqual({ from: '2025-12-29', to: '2026-01-04' });
  });
});

async function seedAppointments(db: Db): Promise<Record<string, string>> {
  const [service] = await db.select({ id: services.id }).from(services).limit(1);
  const ids: Record<string, string> = {};
  const add = async (key: string, status: string, start: string, hold?: Date) => {
    const startsAt = at(start);
    const endsAt = new Date(startsAt.getTime() + 3_600_000);
    const [row] = await db
      .insert(appointments)
      .values({
        serviceId: service!.id,
        status,
        startsAt,
        endsAt,
        blocked: `[${startsAt.toISOString()},${endsAt.toISOString()})`,
        customerName: `Cliente ${key}`,
        customerEmail: `${key}@example.com`,
        language: 'es',
        timeZone: key === 'a10' ? 'Europe/Madrid' : 'America/Mexico_City',
        icsUid: `${key}-${randomUUID()}`,
        holdExpiresAt: hold ?? null,
      })
      .returning({ id: appointments.id });
    ids[key] = row!.id;
  };
  await add('a1', 'confirmed', '2026-03-17T16:00:00Z'); // today 10:00, over by now
  await add('a2', 'confirmed', '2026-03-17T21:00:00Z'); // today 15:00
  await add('a10', 'confirmed', '2026-03-18T05:30:00Z'); // today 23:30 (18 March in UTC and in Madrid)
  await add('a8', 'confirmed', '2026-03-17T05:30:00Z'); // yesterday 23:30 (17 March in UTC)
  await add('a9', 'confirmed', '2026-03-18T08:00:00Z'); // tomorrow 02:00
  await add('a5', 'pending_payment', '2026-03-18T16:00:00Z', new Date(NOW.getTime() + 600_000));
  await add('a6', 'held', '2026-03-18T18:00:00Z', new Date(NOW.getTime() - 60_000)); // hold lapsed
  await add('a7', 'cancelled', '2026-03-17T23:00:00Z');
  await add('a11', 'confirmed', '2026-03-23T15:00:00Z');
  await add('a3', 'confirmed', '2026-03-24T15:00:00Z'); // today + 7, the last day counted
  await add('a4', 'confirmed', '2026-03-25T15:00:00Z'); // today + 8
  return ids;
}

async function seedPayments(db: Db): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const order = async (
    key: string,
    values: {
      status: string;
      amountMinor: number;
      createdAt: string;
      paidAt?: string;
      refundedMinor?: number;
    },
  ) => {
    const [row] = await db
      .insert(paymentOrders)
      .values({
        reference: `ref-${key}-${randomUUID()}`,
        purpose: 'appointment',
        amountMinor: values.amountMinor,
        currency: 'MXN',
        status: values.status,
        provider: 'sandbox',
        expiresAt: at('2026-12-31T00:00:00Z'),
        paidAt: values.paidAt ? at(values.paidAt) : null,
        refundedMinor: values.refundedMinor ?? 0,
        lang: 'es',
        customerEmail: `${key}@example.com`,
        customerName: `Pago ${key}`,
        createdAt: at(values.createdAt),
      })
      .returning({ id: paymentOrders.id });
    ids[key] = row!.id;
  };
  await order('o1', { status: 'pending', amountMinor: 50_000, createdAt: '2026-03-10T18:00:00Z' });
  await order('o2', { status: 'pending', amountMinor: 99_900, createdAt: '2026-02-15T12:00:00Z' }); // 31 days
  await order('o2b', { status: 'pending', amountMinor: 25_000, createdAt: '2026-02-16T07:00:00Z' }); // 16 Feb 01:00
  await order('o3', { status: 'failed', amountMinor: 30_000, createdAt: '2026-03-16T18:00:00Z' });
  const paid = (key: string, amountMinor: number, paidAt: string, status = 'paid', refundedMinor = 0) =>
    order(key, { status, amountMinor, createdAt: paidAt, paidAt, refundedMinor });
  await paid('o4', 100_000, '2026-03-05T18:00:00Z', 'partially_refunded', 15_000);
  await paid('o5', 40_000, '2026-03-11T18:00:00Z');
  await paid('o6', 20_000, '2026-01-11T18:00:00Z', 'refunded', 20_000);
  await paid('o7', 80_000, '2026-02-10T18:00:00Z');
  await paid('o8', 60_000, '2026-02-20T18:00:00Z'); // after 17 February: not in the comparison
  await paid('o9', 10_000, '2026-02-18T05:00:00Z'); // 17 February 23:00 in Mexico City
  await db.insert(paymentRefunds).values({
    orderId: ids.o4!,
    amountMinor: 15_000,
    status: 'succeeded',
    idempotencyKey: randomUUID(),
    createdBy: 'owner@example.com',
    createdAt: at('2026-03-06T18:00:00Z'),
  });
  // o5's refund is owed by hand; o6's was settled by a full refund meanwhile.
  for (const [key, createdAt] of [
    ['o5', '2026-03-12T18:00:00Z'],
    ['o6', '2026-01-12T18:00:00Z'],
  ] as const)
    await db.insert(paymentManualRefunds).values({
      orderId: ids[key]!,
      amountMinor: key === 'o5' ? 40_000 : 20_000,
      currency: 'MXN',
      cause: 'oxxo',
      createdAt: at(createdAt),
    });

  const plan = async (key: string, status: string, dues: [string, string][]) => {
    const [row] = await db
      .insert(paymentPlans)
      .values({
        reference: `plan-${key}-${randomUUID()}`,
        purpose: 'appointment',
        option: 'instalments',
        totalMinor: 60_000,
        currency: 'MXN',
        status,
        lang: 'es',
        customerEmail: `${key}@example.com`,
        customerName: `Plan ${key}`,
      })
      .returning({ id: paymentPlans.id });
    ids[key] = row!.id;
    await db.insert(paymentPlanInstalments).values(
      dues.map(([dueAt, instalmentStatus], index) => ({
        planId: row!.id,
        seq: index + 1,
        amountMinor: 20_000,
        dueAt: at(dueAt),
        status: instalmentStatus,
      })),
    );
  };
  await plan('p1', 'active', [
    ['2026-02-10T18:00:00Z', 'paid'],
    ['2026-03-10T18:00:00Z', 'due'],
    ['2026-03-12T18:00:00Z', 'due'],
  ]);
  await plan('p2', 'active', [
    ['2026-02-10T18:00:00Z', 'paid'],
    ['2026-03-20T18:00:00Z', 'due'],
  ]);
  await plan('p3', 'cancelled', [['2026-03-01T18:00:00Z', 'due']]);
  return ids;
}

async function seedPeople(db: Db): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const lead = async (key: string, status: string, createdAt: string) => {
    const [row] = await db
      .insert(leads)
      .values({
        email: `${key}@example.com`,
        name: `Lead ${key}`,
        sources: ['contact'],
        status,
        createdAt: at(createdAt),
      })
      .returning({ id: leads.id });
    ids[key] = row!.id;
  };
  await lead('l1', 'new', '2026-03-17T15:00:00Z');
  await lead('l2', 'contacted', '2026-03-16T07:00:00Z');
  await lead('l3', 'new', '2026-03-16T05:00:00Z'); // Sunday 15 March 23:00 in Mexico City
  await lead('l4', 'new', '2026-01-05T18:00:00Z');

  const [version] = await db.select({ id: diagnosticVersions.id }).from(diagnosticVersions).limit(1);
  const result = async (key: string, overall: number, level: string, createdAt: string) => {
    const [row] = await db
      .insert(diagnosticResults)
      .values({
        version: version!.id,
        name: `Resultado ${key}`,
        email: `${key}@example.com`,
        company: key === 'r1' ? 'Despacho Norte' : null,
        language: 'es',
        answers: {},
        scores: {} as never,
        overall,
        level,
        shareId: `share-${key}-${randomUUID()}`,
        resultTokenHashes: [],
        idempotencyKey: randomUUID(),
        requestHash: 'hash',
        createdAt: at(createdAt),
      })
      .returning({ id: diagnosticResults.id });
    ids[key] = row!.id;
  };
  await result('r0', 40, 'developing', '2026-03-16T05:59:00Z'); // Sunday 15 March 23:59 in Mexico City
  await result('r1', 82, 'leading', '2026-03-17T17:00:00Z');
  await result('r2', 55, 'developing', '2026-03-16T06:00:00Z'); // Monday 00:00
  await result('r3', 67, 'established', '2026-03-16T20:00:00Z');
  await result('r4', 30, 'emerging', '2026-03-01T20:00:00Z');
  await result('r5', 71, 'established', '2026-02-01T20:00:00Z');
  return ids;
}

async function seedStays(db: Db): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const stay = async (key: string, status: string, checkIn: string, checkOut: string, guests = 2) => {
    const [row] = await db
      .insert(stays)
      .values({
        checkIn,
        checkOut,
        nights: `[${checkIn},${checkOut})`,
        guests,
        customerName: `Huésped ${key}`,
        customerEmail: `${key}@example.com`,
        customerPhone: '+52 55 0000 0000',
        language: 'es',
        status,
        currency: 'MXN',
        nightlyRateMinor: 250_000,
        nightsSubtotalMinor: 500_000,
        cleaningFeeMinor: 0,
        taxes: [],
        totalMinor: 500_000,
        dueNowMinor: 500_000,
        paymentOption: 'full',
      })
      .returning({ id: stays.id });
    ids[key] = row!.id;
  };
  await stay('s1', 'confirmed', '2026-03-14', '2026-03-16');
  await stay('s2', 'confirmed', '2026-03-16', '2026-03-19', 3);
  await stay('s4', 'cancelled', '2026-03-19', '2026-03-21');
  await stay('s3', 'confirmed', '2026-03-21', '2026-03-25');
  await stay('s5', 'confirmed', '2026-03-25', '2026-03-27');
  return ids;
}

describe.each(testEngines)('the admin overview on $name', (engine) => {
  let database: Database;
  let ids: Record<string, string> = {};
  let answer: Overview;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    const db = database.db;
    ids = {
      ...(await seedAppointments(db)),
      ...(await seedPayments(db)),
      ...(await seedPeople(db)),
      ...(await seedStays(db)),
    };
    answer = overviewSchema.parse(await overview(db, NOW));
  });
  afterAll(() => database.close());

  it('speaks of Mexico City days', () => {
    expect(answer).toMatchObject({
      today: '2026-03-17',
      week: { from: '2026-03-16', to: '2026-03-22' },
      timeZone: 'America/Mexico_City',
      currency: 'MXN',
      generatedAt: NOW.toISOString(),
    });
  });

  it("counts today's appointments not over yet (as the upcoming tab) and the next 7 days', and lists them", () => {
    const card = answer.appointments;
    // a1 started today but is over by now: the upcoming tab the count links to hides it, so it isn't counted.
    expect({ today: card.today, next: card.next7Days, awaiting: card.awaitingPayment }).toEqual({
      today: 2,
      next: 3,
      awaiting: 1,
    });
    expect(card.items.map((a) => a.id)).toEqual([ids.a2, ids.a10, ids.a9, ids.a5, ids.a11]);
    expect(card.items[3]).toMatchObject({ status: 'pending_payment', customerName: 'Cliente a5' });
    expect(card.items[0]!.service.es.length).toBeGreaterThan(0);
    expect(card.items[0]!.startsAt).toBe('2026-03-17T21:00:00.000Z');
  });

  it('shows the payments stuck or owed, the most urgent first', () => {
    const card = answer.payments;
    expect(card).toMatchObject({
      paymentsFrom: '2026-02-16',
      pending: 2,
      pendingMinor: 75_000,
      failed: 1,
      overduePlans: 1,
      overdueMinor: 40_000,
      manualRefunds: 1,
      manualRefundsMinor: 40_000,
    });
    expect(card.items.map((m) => [m.kind, m.id, m.amountMinor])).toEqual([
      ['overdue_instalment', ids.p1, 40_000],
      ['manual_refund', ids.o5, 40_000],
      ['failed', ids.o3, 30_000],
      ['pending', ids.o2b, 25_000],
      ['pending', ids.o1, 50_000],
    ]);
    // An overdue plan is dated by its earliest unpaid instalment.
    expect(card.items[0]!.at).toBe('2026-03-10T18:00:00.000Z');
  });

  it("counts this week's new leads and lists those waiting for a first contact, newest first", () => {
    expect(answer.leads.newThisWeek).toBe(2);
    expect(answer.leads.awaitingContact).toBe(3);
    expect(answer.leads.items.map((l) => l.id)).toEqual([ids.l1, ids.l3, ids.l4]);
    expect(answer.leads.items[0]).toMatchObject({ name: 'Lead l1', status: 'new', sources: ['contact'] });
  });

  it('lists the latest diagnostic results and counts those of this week', () => {
    expect(answer.diagnostic.thisWeek).toBe(3);
    expect(answer.diagnostic.total).toBe(6);
    expect(answer.diagnostic.items.map((r) => r.id)).toEqual([ids.r1, ids.r3, ids.r2, ids.r0, ids.r4]);
    expect(answer.diagnostic.items[0]).toMatchObject({
      name: 'Resultado r1',
      company: 'Despacho Norte',
      overall: 82,
      level: 'leading',
    });
  });

  it("lists this week's arrivals and departures of confirmed stays by day", () => {
    expect(answer.stays.arriving).toBe(2);
    expect(answer.stays.leaving).toBe(2);
    expect(answer.stays.items.map((s) => [s.id, s.movement, s.day, s.nights])).toEqual([
      [ids.s1, 'leaving', '2026-03-16', 2],
      [ids.s2, 'arriving', '2026-03-16', 3],
      [ids.s2, 'leaving', '2026-03-19', 3],
      [ids.s3, 'arriving', '2026-03-21', 4],
    ]);
    expect(answer.stays.items[1]!.guests).toBe(3);
  });

  it('compares revenue month to date with the same days of last month', () => {
    expect(answer.revenue.period).toEqual({ from: '2026-03-01', to: '2026-03-17', days: 17 });
    expect(answer.revenue.comparison).toEqual({ from: '2026-02-01', to: '2026-02-17', days: 17 });
    expect(answer.revenue.current).toEqual({
      paidMinor: 140_000,
      refundedMinor: 15_000,
      netMinor: 125_000,
      payments: 2,
      refunds: 1,
    });
    expect(answer.revenue.previous).toEqual({
      paidMinor: 90_000,
      refundedMinor: 0,
      netMinor: 90_000,
      payments: 2,
      refunds: 0,
    });
  });

  it('answers GET /api/admin/overview with the contract, never cached', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', requestContext(createLogger('silent')));
    app.route(
      '/api/admin/overview',
      overviewRoutes({ db: database.db, storage: createLocalStorage(tmpdir()) }),
    );
    app.onError(handleApiError);
    const response = await app.request('/api/admin/overview');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = overviewSchema.parse(await response.json());
    expect(body.diagnostic.total).toBe(6);
  });
});
