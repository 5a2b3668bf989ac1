import { addDays } from '@contracts/report-period';
import { REPORT_TIME_ZONE, type DayRange } from '@contracts/reports';
import { zonedWallTime } from '@contracts/zone-time';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/rate-limit';
import type { Row } from './table';

/** Rows per query: big enough to be quick, small enough that memory stays flat. */
export const BATCH_SIZE = 5000;

/** The instants of a run of Mexico City days: [from 00:00, the day after `to` 00:00). */
export function dayInstants(range: DayRange): { start: string; end: string } {
  return {
    start: zonedWallTime(range.from, '00:00', REPORT_TIME_ZONE).toISOString(),
    end: zonedWallTime(addDays(range.to, 1), '00:00', REPORT_TIME_ZONE).toISOString(),
  };
}

/** `column` (an instant) falls on one of the range's Mexico City days. */
export function onDays(column: SQL, range: DayRange): SQL {
  const { start, end } = dayInstants(range);
  return sql`(${column} >= ${start}::timestamptz and ${column} < ${end}::timestamptz)`;
}

/** An instant as its Mexico City wall time, YYYY-MM-DD HH:MM (the database converts, on both engines). */
export const wall = (column: SQL) =>
  sql`to_char(${column} at time zone ${sql.raw(`'${REPORT_TIME_ZONE}'`)}, 'YYYY-MM-DD HH24:MI')`;

/**
 * A data set as one statement: `select` names the output columns (c0, c1, … in the table's order); `key` and
 * `id` order the rows and page them (keyset pagination: each batch starts after the last row of the one
 * before, so a page never rescans what was read and rows added meanwhile never shift it).
 */
export interface PagedQuery {
  select: SQL;
  from: SQL;
  where: SQL;
  key: SQL;
  keyType: 'timestamptz' | 'date';
  id: SQL;
  idType: 'uuid' | 'text';
  columns: number;
}

export async function countRows(db: Db, query: PagedQuery): Promise<number> {
  const result = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from ${query.from} where ${query.where}`),
  );
  return Number(result[0]?.n ?? 0);
}

export async function* pages(db: Db, query: PagedQuery, size = BATCH_SIZE): AsyncIterable<Row[]> {
  let after: { key: string; id: string } | null = null;
  for (;;) {
    // The plain `key >= last key` lets the planner start an index scan at the cursor (a row comparison alone
    // is not used as an index bound), so a batch reads its rows, not every row after them.
    const key = after ? sql`${after.key}::${sql.raw(query.keyType)}` : null;
    const cursor: SQL = after
      ? sql`and ${query.key} >= ${key} and (${query.key}, ${query.id}) > (${key}, ${after.id}::${sql.raw(query.idType)})`
      : sql``;
    const found = rowsOf<Record<string, unknown>>(
      await db.execute(
        sql`select ${query.select}, ${query.key}::text as k_key, ${query.id}::text as k_id from ${query.from} where ${query.where} ${cursor} order by ${query.key}, ${query.id} limit ${size}`,
      ),
    );
    if (found.length === 0) return;
    yield found.map((row) =>
      Array.from({ length: query.columns }, (_, i) => {
        const value = row[`c${i}`];
        return value === undefined || value === null ? null : (value as string | number);
      }),
    );
    const last = found.at(-1)!;
    after = { key: String(last.k_key), id: String(last.k_id) };
    if (found.length < size) return;
  }
}

/** The output list `expr as c0, expr as c1, …`. */
export const selectList = (expressions: SQL[]) =>
  sql.join(
    expressions.map((expression, i) => sql`${expression} as ${sql.raw(`c${i}`)}`),
    sql`, `,
  );
