import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/rate-limit';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { buildReportsFixture } from '../../test/fixtures/reports';
import { fingerprintOf } from './rollups/days';
import { ROLLUP_FAMILIES } from './rollups/families';
import {
  expectRollupsEqualBaseTables,
  fresh,
  markCount,
  OCTOBER,
  rolled,
  run,
  stale,
} from './rollups-test-kit';

/*
 * More of the writes the rollups (ADR 035) must follow, the family fingerprint that forgets days computed by
 * other statements, and updates that change nothing. Over the fixed data set of report.test.ts.
 */

const day = (date: string) => ({ preset: 'custom' as const, from: date, to: date, compare: 'none' as const });

describe.each(testEngines)('report rollups after more changes on $name', (engine) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    db = database.db;
    await buildReportsFixture(db);
    await expectRollupsEqualBaseTables(db);
  });
  afterAll(() => database.close());

  it('recompute a family whose fingerprint changed (a release with other statements)', async () => {
    const reference = await fresh(db, OCTOBER);
    // A computed day as an older release's statements would have left it.
    await run(db, `update report_revenue_days set paid_minor = paid_minor + 7 where day = '2026-10-02'`);
    expect((await rolled(db, OCTOBER)).revenue.totals.paidMinor).toBe(reference.revenue.totals.paidMinor + 7);
    await run(
      db,
      `update report_rollup_versions set fingerprint = 'an older release' where family = 'revenue'`,
    );
    expect(await rolled(db, OCTOBER)).toEqual(reference);
    const [row] = rowsOf<{ fingerprint: string }>(
      await db.execute(sql`select fingerprint from report_rollup_versions where family = 'revenue'`),
    );
    expect(row!.fingerprint).toBe(await fingerprintOf(ROLLUP_FAMILIES.revenue));
    // Only the changed family was forgotten: the others' days stayed computed.
    expect(await stale(db, 'leads', '2026-09-10')).toBe(false);
  });

  it('give each family its own fingerprint, stable while its statements are', async () => {
    const prints = await Promise.all(
      Object.values(ROLLUP_FAMILIES).map((recompute) => fingerprintOf(recompute)),
    );
    expect(new Set(prints).size).toBe(4);
    expect(await fingerprintOf(ROLLUP_FAMILIES.leads)).toBe(prints[2]);
  });

  it("follow an order's provider change into its refunds' days", async () => {
    const before = await rolled(db, OCTOBER);
    await run(
      db,
      `update payment_orders set provider = 'mercadopago'
       where id in (select order_id from payment_refunds where amount_minor = 300000)`,
    );
    const after = await rolled(db, OCTOBER);
    expect(after.revenue.byProvider).not.toEqual(before.revenue.byProvider);
    expect(after).toEqual(await fresh(db, OCTOBER));
  });

  it('follow an appointment deleted and a lead event deleted', async () => {
    const before = await rolled(db, OCTOBER);
    // a3, the no-show of Wednesday 7 October.
    const a3 = `(select id from appointments where starts_at = '2026-10-07T18:00:00Z')`;
    await run(db, `delete from payment_orders where appointment_id in ${a3}`);
    await run(db, `delete from appointments where id in ${a3}`);
    // l9 was won, then lost: without its events it never reached won.
    await run(
      db,
      `delete from lead_events where lead_id in (select id from leads where email = 'l9@example.com')`,
    );
    const after = await rolled(db, OCTOBER);
    expect(after.appointments.totals.booked).toBe(before.appointments.totals.booked - 1);
    expect(after.leads.totals.won).toBe(before.leads.totals.won - 1);
    expect(after).toEqual(await fresh(db, OCTOBER));
  });

  it("follow a result's e-mail changed away from the address that booked later", async () => {
    const before = await rolled(db, OCTOBER);
    await run(
      db,
      `update diagnostic_results set email = 'nobody@example.com' where email = 'ANA@example.com'`,
    );
    const after = await rolled(db, OCTOBER);
    expect(after.diagnostic.totals.becameBookings).toBe(before.diagnostic.totals.becameBookings - 1);
    expect(after).toEqual(await fresh(db, OCTOBER));
  });

  it('count rows at exactly Mexico City midnight on the day that starts then', async () => {
    // 06:00Z is 00:00 of 15 October in Mexico City (UTC−6).
    await run(db, `update payment_orders set paid_at = '2026-10-15T06:00:00Z' where amount_minor = 40000`);
    await run(
      db,
      `update diagnostic_results set created_at = '2026-10-15T06:00:00Z' where email = 'bea@example.com'`,
    );
    const fifteenth = await rolled(db, day('2026-10-15'));
    expect(fifteenth.revenue.totals.paidMinor).toBeGreaterThanOrEqual(40_000);
    expect(fifteenth.diagnostic.totals.submissions).toBe(1);
    expect((await rolled(db, day('2026-10-14'))).diagnostic.totals.submissions).toBe(0);
    for (const date of ['2026-10-14', '2026-10-15'])
      expect(await rolled(db, day(date))).toEqual(await fresh(db, day(date)));
    await expectRollupsEqualBaseTables(db);
  });

  it('leave no mark for an update that changes nothing a figure reads', async () => {
    await rolled(db, OCTOBER);
    const marks = await markCount(db);
    await run(db, 'update leads set status = status');
    await run(db, 'update diagnostic_results set email = email');
    await run(db, 'update appointments set status = status');
    await run(db, 'update payment_orders set provider = provider');
    // Columns no figure reads.
    await run(db, 'update appointments set updated_at = now()');
    await run(db, 'update leads set updated_at = now()');
    await run(db, 'update payment_orders set updated_at = now()');
    expect(await markCount(db)).toBe(marks);
  });
});
