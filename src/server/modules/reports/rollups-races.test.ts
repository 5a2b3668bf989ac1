import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { paths } from '../../platform/paths';
import { seed } from '../../seeds';
import { openInstances } from '../../test/databases';
import { buildReportsFixture } from '../../test/fixtures/reports';
import { refreshRollups } from './rollups/days';
import { ROLLUP_FAMILIES } from './rollups/families';
import { fresh, OCTOBER, rolled, stale } from './rollups-test-kit';

/*
 * The rollups (ADR 035) under concurrent writers, on PostgreSQL (two connections, explicit transactions):
 * a report of fresh days takes no lock; writers that look up each other's rows take turns, so no mark is
 * lost; a write committed while a recomputation runs leaves its day stale for the next report.
 */

/** A promise and the function that settles it: the steps of two interleaved transactions. */
function signal() {
  let done!: () => void;
  const promise = new Promise<void>((resolve) => (done = resolve));
  return { promise, done };
}
const pause = (ms: number) => new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms));

const FAMILY_LOCKS = `select pg_advisory_xact_lock(hashtext('estudio.report_rollups.' || f))
  from unnest(array['revenue', 'appointments', 'leads', 'diagnostic']) as f`;

describe.runIf(openInstances)('report rollups with concurrent writers on PostgreSQL', () => {
  let one: Database;
  let two: Database;

  beforeAll(async () => {
    [one, two] = (await openInstances!(2)) as [Database, Database];
    await migrate(one.sql, paths.migrations());
    await seed(one.db);
    await buildReportsFixture(one.db);
    await rolled(one.db, OCTOBER);
  });
  afterAll(async () => {
    await one?.close();
  });

  it('take no advisory lock for a report with nothing stale, and wait for it when a day is', async () => {
    const held = signal();
    const release = signal();
    const locker = two.sql.transaction(async (tx) => {
      await tx.query(FAMILY_LOCKS);
      held.done();
      await release.promise;
    });
    await held.promise;
    try {
      const report = await Promise.race([rolled(one.db, OCTOBER), pause(10_000)]);
      expect(report).toEqual(await fresh(one.db, OCTOBER));
      // A stale day needs the family's lock: the report waits for the holder.
      await one.sql.query(`update leads set status = 'qualified' where email = 'l1@example.com'`);
      const waiting = rolled(one.db, OCTOBER);
      expect(await Promise.race([waiting, pause(1_500)])).toBe('waiting');
      release.done();
      await locker;
      expect(await waiting).toEqual(await fresh(one.db, OCTOBER));
    } finally {
      release.done();
      await locker;
    }
  });

  it('lose no mark when a result and a booking of its address are written at once', async () => {
    const inserted = signal();
    const commitResult = signal();
    const booked = signal();
    const commitBooking = signal();
    const result = two.sql.transaction(async (tx) => {
      await tx.query(`insert into diagnostic_results (version, name, email, language, answers, scores, overall,
          level, share_id, result_token_hashes, idempotency_key, request_hash, created_at)
        select version, 'Zoe', 'zoe@example.com', language, answers, scores, overall, level, 'share-zoe',
          result_token_hashes, 'result-zoe', request_hash, '2026-10-12T18:00:00Z'
        from diagnostic_results where email = 'cid@example.com'`);
      inserted.done();
      await commitResult.promise;
    });
    await inserted.promise;
    // The booking's trigger looks up the address's results while the result is not committed yet.
    const booking = one.sql.transaction(async (tx) => {
      await tx.query(`insert into appointments (service_id, status, starts_at, ends_at, blocked, customer_name,
          customer_email, language, time_zone, ics_uid, created_at)
        select id, 'confirmed', '2026-11-05T16:00:00Z', '2026-11-05T17:00:00Z',
          '[2026-11-05T16:00:00Z,2026-11-05T17:00:00Z)', 'Zoe', 'Zoe@example.com', 'es',
          'America/Mexico_City', 'zoe-race@test', '2026-10-14T18:00:00Z'
        from services where slug = 'consulta-inicial'`);
      booked.done();
      await commitBooking.promise;
    });
    await Promise.race([booked.promise, pause(1_000)]);
    commitResult.done();
    await result;
    await booked.promise;
    // A report between the two commits counts the result, not yet as a booking.
    const between = await rolled(one.db, OCTOBER);
    commitBooking.done();
    await booking;
    const after = await rolled(one.db, OCTOBER);
    expect(after.diagnostic.totals.becameBookings).toBe(between.diagnostic.totals.becameBookings + 1);
    expect(after).toEqual(await fresh(one.db, OCTOBER));
  });

  it('leave a day stale for a write committed during its recomputation, and count it next time', async () => {
    const before = await fresh(one.db, OCTOBER);
    await one.sql.query(`update payment_refunds set amount_minor = 300001 where amount_minor = 300000`);
    let written = false;
    const range = { from: OCTOBER.from!, to: OCTOBER.to!, days: 31 };
    await refreshRollups(one.db, 'revenue', [range], async (days, runs) => {
      // Not when called for the family's fingerprint (a fixed day), only to recompute the stale 20 October.
      if (!written && days.includes('2026-10-20')) {
        // Committed from another connection after the marks were read, before the facts are.
        await two.sql.query(`insert into payment_refunds (order_id, amount_minor, status, idempotency_key,
            created_by, created_at) select order_id, 999, 'succeeded', 'during-recompute',
            'owner@estudio.test', '2026-10-21T18:00:00Z' from payment_refunds where amount_minor = 300001`);
        written = true;
      }
      return ROLLUP_FAMILIES.revenue(days, runs);
    });
    expect(written).toBe(true);
    expect(await stale(one.db, 'revenue', '2026-10-21')).toBe(true);
    const after = await rolled(one.db, OCTOBER);
    expect(after.revenue.totals.refundedMinor).toBe(before.revenue.totals.refundedMinor + 1 + 999);
    expect(after).toEqual(await fresh(one.db, OCTOBER));
    expect(await stale(one.db, 'revenue', '2026-10-21')).toBe(false);
  });
});
