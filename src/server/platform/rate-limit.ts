import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from './db/client';
import { AppError } from './errors';
import { clientIp } from './http';

/**
 * Rate limits as a sliding log kept in the database, so a limit holds across every server instance
 * (docs/architecture.md) and holds for every stretch of time, not per calendar window (ADR 032): a key may
 * have at most `limit` allowed hits in any `windowSeconds`. One row per key keeps the times of its allowed
 * hits within the last window — never more than `limit` of them; refused hits are not kept, so waiting
 * always helps. The whole decision is one upsert: the row is locked while it is decided, so concurrent
 * hits, from one instance or many, are counted one after the other.
 *
 * `now` is the caller's clock (tests move it); instances are expected to keep their clocks in sync, as
 * they already must for tokens and jobs.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  now = new Date(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`(${at} - ${windowSeconds} * interval '1 second')`;
  const expiresAt = sql`(${at} + ${windowSeconds} * interval '1 second')`;
  // Hits still inside the window, counted on the row as it is when locked (the upsert's "r").
  const recent = sql`(select count(*) from unnest(r.hits) as h where h > ${windowStart})`;
  const rows = await db.execute(sql`
    insert into rate_limits as r (key, hits, allowed, expires_at)
    values (${key}, array[${at}], ${limit} >= 1, ${expiresAt})
    on conflict (key) do update set
      allowed = ${recent} < ${limit},
      hits = array(
        select h from unnest(case when ${recent} < ${limit} then r.hits || ${at} else r.hits end) as h
        where h > ${windowStart} order by h),
      expires_at = case when ${recent} < ${limit} then greatest(r.expires_at, ${expiresAt}) else r.expires_at end
    returning allowed,
      hits[greatest(1, cardinality(hits) - ${limit} + 1)] as frees_at`);
  const [row] = rowsOf<{ allowed: boolean; frees_at: Date | string | null }>(rows);
  // An occasional sweep keeps the table small without a job.
  if (Math.random() < 0.01) await sweepRateLimits(db, now);
  if (row?.allowed) return { allowed: true, retryAfterSeconds: 0 };
  // Refused: a place frees up when the oldest hit that fills the limit leaves the window.
  const freesAt = row?.frees_at ? new Date(row.frees_at).getTime() : now.getTime();
  const waitMs = freesAt + windowSeconds * 1000 - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Deletes the rows whose every hit has left its window (they decide nothing any more). */
export async function sweepRateLimits(db: Db, now = new Date()): Promise<void> {
  await db.execute(sql`delete from rate_limits where expires_at <= ${now.toISOString()}::timestamptz`);
}

/** node-postgres answers { rows }, PGlite answers { rows } too, but drizzle types differ per driver. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * A per-client-address limit on a public endpoint: counts the hit under `<scope>:ip:<address>` and answers
 * 429 with Retry-After once `max` hits fall in the window.
 */
export async function limitPerClient(
  c: Context,
  db: Db,
  options: { scope: string; max: number; windowSeconds: number; trustProxy: boolean; message?: string },
): Promise<void> {
  const key = `${options.scope}:ip:${clientIp(c, options.trustProxy)}`;
  const { allowed, retryAfterSeconds } = await hitRateLimit(db, key, options.max, options.windowSeconds);
  if (allowed) return;
  c.header('Retry-After', String(retryAfterSeconds));
  throw new AppError(
    429,
    'rate_limited',
    options.message ?? 'Too many requests; please wait a moment and try again',
  );
}
