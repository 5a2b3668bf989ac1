import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { seed } from '../../seeds';
import { paths } from '../../platform/paths';
import { openInstances, openReadyDatabase, testEngines } from '../../test/databases';
import { buildReportsFixture } from '../../test/fixtures/reports';
import {
  clearRollups,
  expectRollupsEqualBaseTables,
  fresh,
  OCTOBER,
  rolled,
  run,
  stale,
} from './rollups-test-kit';

/*
 * The rollups (ADR 035) are a cache: after any later change to the facts, a report summed from them must
 * equal the same report computed straight from the base tables. Over the fixed data set of report.test.ts.
 */

describe.each(testEngines)('report rollups on $name', (engine) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    db = database.db;
    await buildReportsFixture(db);
  });
  afterAll(() => database.close());

  it('sum to the base tables, and the first report leaves its days computed', async () => {
    expect(await stale(db, 'revenue', '2026-10-20')).toBe(true);
    await expectRollupsEqualBaseTables(db);
    for (const family of ['revenue', 'appointments', 'leads', 'diagnostic'])
      expect(await stale(db, family, '2026-10-20')).toBe(false);
    expect((await rolled(db, OCTOBER)).revenue.totals.refundedMinor).toBe(480_000);
  });

  it('follow a pending refund that succeeds later, and a refund deleted', async () => {
    await run(db, `update payment_refunds set status = 'succeeded' where status = 'pending'`);
    expect(await stale(db, 'revenue', '2026-10-21')).toBe(true);
    expect((await rolled(db, OCTOBER)).revenue.totals.refundedMinor).toBe(580_000);
    await run(db, `delete from payment_refunds where amount_minor = 30000`);
    expect((await rolled(db, OCTOBER)).revenue.totals.refundedMinor).toBe(550_000);
    await expectRollupsEqualBaseTables(db);
  });

  it('follow an appointment rescheduled into another day, a no-show and a late confirmation', async () => {
    const before = await rolled(db, OCTOBER);
    // a1 (Monday 5 October 10:00) moves to Wednesday 21 October 13:00 in Mexico City.
    await run(
      db,
      `update appointments set starts_at = '2026-10-21T19:00:00Z', ends_at = '2026-10-21T20:00:00Z',
        blocked = '[2026-10-21T19:00:00Z,2026-10-21T20:00:00Z)' where customer_email = 'a1@example.com'`,
    );
    await run(
      db,
      `update appointments set status = 'no_show' where customer_email = 'bea@example.com'
      and status = 'confirmed'`,
    );
    // The hold bea cancelled turns out to have been confirmed: now it was booked.
    await run(
      db,
      `insert into appointment_events (appointment_id, kind, actor, created_at)
       select id, 'confirmed', 'system', '2026-10-14T16:10:00Z' from appointments
       where customer_email = 'bea@example.com' and starts_at = '2026-10-16T16:00:00Z'`,
    );
    const after = await rolled(db, OCTOBER);
    expect(after.appointments.totals.noShow).toBe(before.appointments.totals.noShow + 1);
    expect(after.appointments.totals.booked).toBe(before.appointments.totals.booked + 1);
    expect(after.appointments.heatmap).toContainEqual({ weekday: 3, hour: 13, count: 1 });
    expect(after.appointments.heatmap).not.toEqual(before.appointments.heatmap);
    await expectRollupsEqualBaseTables(db);
  });

  it('follow a lead that moves status and a service renamed or changed', async () => {
    const before = await rolled(db, OCTOBER);
    await run(db, `update leads set status = 'won' where email = 'l1@example.com'`);
    await run(
      db,
      `insert into lead_events (lead_id, kind, source, data, created_at)
       select id, 'lead.status', 'admin', '{"from":"new","to":"won"}', '2026-10-12T18:00:00Z'
       from leads where email = 'l1@example.com'`,
    );
    await run(
      db,
      `update services set name = '{"es":"Consulta renombrada","en":"Renamed consultation"}'
      where slug = 'consulta-inicial'`,
    );
    // ana's paid appointment becomes a branding one: its payment counts under branding now.
    await run(
      db,
      `update appointments set service_id = (select id from services where slug = 'branding')
      where customer_email = 'ana@example.com'`,
    );
    const after = await rolled(db, OCTOBER);
    expect(after.leads.totals.won).toBe(before.leads.totals.won + 1);
    expect(after.leads.totals.medianDaysToWin).not.toBe(null);
    const names = after.revenue.byService.map((row) => row.name.es);
    expect(names).toContain('Consulta renombrada');
    expect(after.revenue.byService).not.toEqual(before.revenue.byService);
    expect(after.appointments.byService.map((row) => row.name.en)).toContain('Renamed consultation');
    await expectRollupsEqualBaseTables(db);
  });

  it('follow a diagnostic taker who books later and a result whose scores change', async () => {
    const before = await rolled(db, OCTOBER);
    // cid (result of 20 October) books a consultation on 25 October for 3 November, in capitals.
    await run(
      db,
      `insert into appointments (service_id, status, starts_at, ends_at, blocked, customer_name,
         customer_email, language, time_zone, ics_uid, created_at)
       select id, 'confirmed', '2026-11-03T16:00:00Z', '2026-11-03T17:00:00Z',
         '[2026-11-03T16:00:00Z,2026-11-03T17:00:00Z)', 'Cid', 'CID@example.com', 'es',
         'America/Mexico_City', 'cid-late@test', '2026-10-25T18:00:00Z'
       from services where slug = 'consulta-inicial'`,
    );
    const booked = await rolled(db, OCTOBER);
    expect(booked.diagnostic.totals.becameBookings).toBe(before.diagnostic.totals.becameBookings + 1);
    expect(booked).toEqual(await fresh(db, OCTOBER));
    await run(
      db,
      `update diagnostic_results set overall = 35, scores = '{"dimensions":{"purpose":30,"positioning":40}}'
       where email = 'cid@example.com'`,
    );
    const after = await rolled(db, OCTOBER);
    expect(after.diagnostic.distribution).not.toEqual(before.diagnostic.distribution);
    expect(after.diagnostic.dimensions).not.toEqual(before.diagnostic.dimensions);
    await expectRollupsEqualBaseTables(db);
  });

  it('follow new money on a day already computed, and an order moved to another day', async () => {
    await run(
      db,
      `update payment_orders set paid_at = paid_at + interval '3 days'
       where paid_at is not null and purpose = 'stay'`,
    );
    await expectRollupsEqualBaseTables(db);
  });

  it('give the same totals when two recomputations of the same stale days run at once', async () => {
    await clearRollups(db);
    const reference = await fresh(db, OCTOBER);
    const [a, b] = await Promise.all([rolled(db, OCTOBER), rolled(db, OCTOBER)]);
    expect(a).toEqual(reference);
    expect(b).toEqual(reference);
    expect(await rolled(db, OCTOBER)).toEqual(reference);
  });
});

describe.runIf(openInstances)('report rollups across two PostgreSQL instances', () => {
  let one: Database;
  let two: Database;

  beforeAll(async () => {
    [one, two] = (await openInstances!(2)) as [Database, Database];
    await migrate(one.sql, paths.migrations());
    await seed(one.db);
    await buildReportsFixture(one.db);
  });
  afterAll(async () => {
    await one?.close();
  });

  it('recompute the same days at once in two instances without counting twice', async () => {
    const reference = await fresh(one.db, OCTOBER);
    const results = await Promise.all([
      rolled(one.db, OCTOBER),
      rolled(two.db, OCTOBER),
      rolled(one.db, OCTOBER),
      rolled(two.db, OCTOBER),
    ]);
    for (const result of results) expect(result).toEqual(reference);
  });

  it('leave a day stale for a write still open while a report recomputes it; writers never wait', async () => {
    await clearRollups(one.db);
    const before = await fresh(one.db, OCTOBER);
    let commit!: () => void;
    const released = new Promise<void>((resolve) => (commit = resolve));
    let marked!: () => void;
    const writerMarked = new Promise<void>((resolve) => (marked = resolve));
    // A refund of 21 October that succeeded, in a transaction held open while the report runs.
    const refundOn21 = (amount: number, key: string) => `insert into payment_refunds (order_id, amount_minor,
      status, idempotency_key, created_by, created_at) select order_id, ${amount}, 'succeeded', '${key}',
      'owner@estudio.test', created_at from payment_refunds where amount_minor = 100000`;
    const writer = two.sql.transaction(async (tx) => {
      await tx.query(refundOn21(12_345, 'late-refund'));
      marked();
      await released;
    });
    await writerMarked;
    // Neither the report nor another write of the same day waits for the open writer.
    const during = await rolled(one.db, OCTOBER);
    expect(during.revenue.totals.refundedMinor).toBe(before.revenue.totals.refundedMinor);
    await one.sql.query(refundOn21(1, 'one-centavo'));
    commit();
    await writer;
    expect(await stale(one.db, 'revenue', '2026-10-21')).toBe(true);
    const after = await rolled(one.db, OCTOBER);
    expect(after.revenue.totals.refundedMinor).toBe(before.revenue.totals.refundedMinor + 12_346);
    expect(after).toEqual(await fresh(one.db, OCTOBER));
    expect(await stale(one.db, 'revenue', '2026-10-21')).toBe(false);
  });
});
