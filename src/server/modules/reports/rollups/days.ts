import { addDays, daysBetween } from '@contracts/report-period';
import type { DayRange } from '@contracts/reports';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/rate-limit';

/*
 * The rollups' freshness (ADR 035). Triggers (migration 0020) insert a mark (family, day) whenever a write
 * touches a fact of that Mexico City day; report_rollup_days lists the days computed at least once. A day is
 * stale when it was never computed or has a mark. Before a report sums a family's rollups it recomputes the
 * stale days of its range here, in one transaction, and deletes exactly the marks it read. Each family's
 * recompute statements are fingerprinted (report_rollup_versions): days computed by other statements are
 * forgotten.
 */

export type RollupFamily = 'revenue' | 'appointments' | 'leads' | 'diagnostic';

/** Each family's rollup tables (their rows are keyed by `day` first). */
const TABLES: Record<RollupFamily, string[]> = {
  revenue: ['report_revenue_days'],
  appointments: ['report_appointment_days', 'report_appointment_lead_days'],
  leads: ['report_lead_days'],
  diagnostic: ['report_diagnostic_days', 'report_diagnostic_dimension_days'],
};

/** What a family recomputes: the inserts of its rollup rows for `days` (runs: the same days, consecutive). */
export type Recompute = (days: string[], runs: DayRange[]) => SQL | SQL[] | Promise<SQL | SQL[]>;

type Runner = Pick<Db, 'execute'>;

const rows = async <T>(db: Runner, query: SQL) => rowsOf<T>(await db.execute(query));

/** Sorted days grouped into runs of consecutive days. */
export function runsOf(days: readonly string[]): DayRange[] {
  const runs: DayRange[] = [];
  for (const day of [...days].sort()) {
    const last = runs.at(-1);
    if (last && addDays(last.to, 1) === day) {
      last.to = day;
      last.days += 1;
    } else runs.push({ from: day, to: day, days: 1 });
  }
  return runs;
}

/** Scattered days read as their spanning range (one index range) once there are this many runs. */
const MAX_RUNS = 24;

/**
 * The ranges a recomputation reads: the runs themselves, or, when they are many, the one range spanning
 * them (the statement then keeps only the stale days' rows).
 */
export function readRanges(runs: DayRange[]): DayRange[] {
  if (runs.length <= MAX_RUNS) return runs;
  const from = runs[0]!.from;
  const to = runs.at(-1)!.to;
  return [{ from, to, days: daysBetween(from, to) }];
}

/** An SQL date[] literal of days. */
export const dayArray = (days: readonly string[]) => sql`${`{${days.join(',')}}`}::date[]`;

/** An SQL text and its parameters for a fixed day: what a family's fingerprint hashes. */
const dialect = new PgDialect();
const FINGERPRINT_DAY = '2000-01-03';

/**
 * The family's version: a hash of its recompute statements as rendered for a fixed day. Any change to what
 * a rollup row means changes this text, so no one has to remember to bump a number (ADR 035).
 */
export function fingerprintOf(recompute: Recompute): Promise<string> {
  // Once per statement set and process: the text cannot change while the process runs.
  let print = fingerprints.get(recompute);
  if (!print) fingerprints.set(recompute, (print = renderedHash(recompute)));
  return print;
}

const fingerprints = new WeakMap<Recompute, Promise<string>>();

async function renderedHash(recompute: Recompute): Promise<string> {
  const days = [FINGERPRINT_DAY];
  const inserts = await recompute(days, runsOf(days));
  const text = (Array.isArray(inserts) ? inserts : [inserts])
    .map((insert) => JSON.stringify(dialect.sqlToQuery(insert)))
    .join('\n');
  return createHash('sha256').update(text).digest('hex');
}

/** The stale days of `ranges` (never computed, or marked), each with the ids of its marks. */
function staleDays(family: RollupFamily, ranges: readonly DayRange[]): SQL {
  // The marks are read by one index range (family, day) per asked range: a join on every series day would
  // read all of the family's marks (measured 41 ms against 2 ms with 450 000 marks).
  const series = sql.join(
    ranges.map(
      (range) =>
        sql`select g.day::date as day from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as g(day)`,
    ),
    sql` union `,
  );
  const inRanges = sql.join(
    ranges.map((range) => sql`m.day between ${range.from}::date and ${range.to}::date`),
    sql` or `,
  );
  return sql`
    with marks as (
      select m.day, array_agg(m.id) as ids from report_rollup_marks m
      where m.family = ${family} and (${inRanges})
      group by m.day
    )
    select to_char(g.day, 'YYYY-MM-DD') as day, marks.ids as marks
    from (${series}) g
    left join report_rollup_days s on s.family = ${family} and s.day = g.day
    left join marks on marks.day = g.day
    where s.day is null or marks.day is not null
    order by g.day`;
}

type StaleRow = { day: string; marks: string | string[] | null };

async function storedFingerprint(db: Runner, family: RollupFamily): Promise<string | null> {
  const [row] = await rows<{ fingerprint: string }>(
    db,
    sql`select fingerprint from report_rollup_versions where family = ${family}`,
  );
  return row?.fingerprint ?? null;
}

/**
 * Brings a family's rollup rows for `ranges` (a period and its comparison: one pass) up to date. A first
 * check without any lock returns at once when nothing is stale and the family's fingerprint is the stored
 * one, so a report of fresh days holds no lock and one short-lived connection per family.
 *
 * Otherwise recomputations of one family take turns (a transaction-scoped advisory lock), so two instances
 * never interleave the delete and insert of one day; the second finds the days fresh and returns. A changed
 * fingerprint forgets all of the family's days under that lock. The marks are read after the lock and the
 * facts after that (read committed: each statement sees what committed before it), so the facts include
 * every write whose mark was read; only those marks are deleted. A write committed meanwhile keeps its mark
 * (its day stays stale for the next report), and writers never wait on a report.
 */
export async function refreshRollups(
  db: Db,
  family: RollupFamily,
  ranges: readonly DayRange[],
  recompute: Recompute,
): Promise<number> {
  const fingerprint = await fingerprintOf(recompute);
  if ((await storedFingerprint(db, family)) === fingerprint) {
    const stale = await rows<StaleRow>(db, staleDays(family, ranges));
    if (stale.length === 0) return 0;
  }
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`estudio.report_rollups.${family}`}))`);
      if ((await storedFingerprint(tx, family)) !== fingerprint) await forget(tx, family, fingerprint);
      const stale = await rows<StaleRow>(tx, staleDays(family, ranges));
      if (stale.length === 0) return 0;
      const days = stale.map((row) => row.day);
      // Delete, then insert: rows of keys a change emptied must go (one statement could not see its own delete).
      for (const table of TABLES[family])
        await tx.execute(sql`delete from ${sql.raw(table)} where day = any(${dayArray(days)})`);
      const inserts = await recompute(days, runsOf(days));
      for (const insert of Array.isArray(inserts) ? inserts : [inserts]) await tx.execute(insert);
      await tx.execute(sql`
        insert into report_rollup_days (family, day)
        select ${family}, d from unnest(${dayArray(days)}) as d
        on conflict (family, day) do nothing`);
      const seen = stale.flatMap((row) => markIds(row.marks));
      if (seen.length > 0)
        await tx.execute(
          sql`delete from report_rollup_marks where id = any(${`{${seen.join(',')}}`}::bigint[])`,
        );
      return days.length;
    },
    { isolationLevel: 'read committed' },
  );
}

/**
 * The family's figures changed meaning (a new release): every computed day of it is forgotten, so each is
 * recomputed with the new statements when a report next asks for it. Runs under the family's lock.
 */
async function forget(tx: Runner, family: RollupFamily, fingerprint: string) {
  for (const table of TABLES[family]) await tx.execute(sql`delete from ${sql.raw(table)}`);
  await tx.execute(sql`delete from report_rollup_days where family = ${family}`);
  await tx.execute(sql`delete from report_rollup_marks where family = ${family}`);
  await tx.execute(sql`
    insert into report_rollup_versions (family, fingerprint) values (${family}, ${fingerprint})
    on conflict (family) do update set fingerprint = excluded.fingerprint`);
}

/** A bigint[] as the drivers hand it back: an array, or its text form ('{1,2}') from node-postgres. */
function markIds(marks: string | string[] | null): string[] {
  if (marks === null) return [];
  if (Array.isArray(marks)) return marks.map(String);
  return marks.replace(/[{}]/g, '').split(',').filter(Boolean);
}
