import type { Report, ReportQuery } from '@contracts/reports';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/rate-limit';
import { computeReport } from './report';

/* What the rollup tests share: reports summed from the rollups against the same reports from base tables. */

export const TODAY = '2026-11-26';
export const QUERIES: ReportQuery[] = [
  { preset: 'custom', from: '2026-10-01', to: '2026-10-31', compare: 'previous' },
  { preset: 'custom', from: '2026-09-01', to: '2026-11-30', compare: 'last_year' },
  { preset: 'year', compare: 'previous' },
];
export const OCTOBER = QUERIES[0]!;

const stripped = (report: Report) => ({ ...report, generatedAt: '' });
export const rolled = async (db: Db, query: ReportQuery) => stripped(await computeReport(db, query, TODAY));
export const fresh = async (db: Db, query: ReportQuery) =>
  stripped(await computeReport(db, query, TODAY, { fresh: true }));

export async function expectRollupsEqualBaseTables(db: Db) {
  for (const query of QUERIES) expect(await rolled(db, query)).toEqual(await fresh(db, query));
}

export const run = async (db: Db, statement: string) => {
  await db.execute(sql.raw(statement));
};

/** Whether a family's day is stale (never computed, or marked by a write since). */
export async function stale(db: Db, family: string, day: string): Promise<boolean> {
  const [row] = rowsOf<{ stale: boolean }>(
    await db.execute(sql`select not exists (select 1 from report_rollup_days
        where family = ${family} and day = ${day}::date)
      or exists (select 1 from report_rollup_marks where family = ${family} and day = ${day}::date) as stale`),
  );
  return row!.stale;
}

/** How many marks the triggers have left (the reports delete those they read). */
export async function markCount(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*) as n from report_rollup_marks`),
  );
  return Number(row!.n);
}

export async function clearRollups(db: Db) {
  await run(db, 'delete from report_rollup_days');
  await run(db, 'delete from report_rollup_marks');
  for (const table of [
    'report_revenue_days',
    'report_appointment_days',
    'report_appointment_lead_days',
    'report_lead_days',
    'report_diagnostic_days',
    'report_diagnostic_dimension_days',
  ])
    await run(db, `delete from ${table}`);
}
