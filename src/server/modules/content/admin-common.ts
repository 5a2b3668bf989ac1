import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError, notFound } from '../../platform/errors';

/*
 * What every content admin write shares: optimistic concurrency on updated_at, reorder by the full id
 * list, and the 409s (the field says which conflict it is; see src/contracts/content-admin.ts).
 */

export const conflict = (message: string, field: string, code: string) =>
  new AppError(409, 'conflict', message, { [field]: [code] });

/**
 * The next updated_at of a row: now to the millisecond (what the API's ISO strings carry), and always
 * at least a millisecond after the previous value, so every write is visible to the next stale check
 * even when two land in the same millisecond.
 */
export const nextUpdatedAt = (column: PgColumn): SQL =>
  sql`greatest(date_trunc('milliseconds', clock_timestamp()), date_trunc('milliseconds', ${column}) + interval '1 millisecond')`;

/** The 409 of a write based on an older version of the row (another tab saved in between). */
export function assertFresh(current: Date, expected: string | undefined): void {
  if (expected === undefined) return;
  if (new Date(expected).getTime() !== current.getTime())
    throw conflict(
      'This was changed elsewhere since you opened it. Reload to see the latest version.',
      'expectedUpdatedAt',
      'stale',
    );
}

export function found<T>(row: T | undefined, message: string): T {
  if (!row) throw notFound(message);
  return row;
}

/**
 * The new sort order for `ids` (the whole current list, reordered): positions 1…n, only for the rows
 * whose position changes. A list that is not exactly the current set is a 409 (someone added or removed
 * one since the list was loaded).
 */
export function planReorder(
  current: { id: string; sortOrder: number }[],
  ids: string[],
): { id: string; sortOrder: number }[] {
  const known = new Set(current.map((row) => row.id));
  const given = new Set(ids);
  if (given.size !== ids.length || given.size !== known.size || ids.some((id) => !known.has(id)))
    throw conflict('The list has changed since it was loaded. Reload and try again.', 'ids', 'ids_mismatch');
  const before = new Map(current.map((row) => [row.id, row.sortOrder]));
  return ids
    .map((id, index) => ({ id, sortOrder: index + 1 }))
    .filter(({ id, sortOrder }) => before.get(id) !== sortOrder);
}

export { isUniqueViolation } from '../../platform/db/errors';

export const iso = (date: Date) => date.toISOString();
