import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from './db/client';
import { AppError } from './errors';
import { clientIp } from './http';
import { hashToken } from './secrets';

/**
 * Rate limits as a sliding log kept in the database, so a limit holds across every server instance
 * (docs/architecture.md) and holds for every stretch of time, not per calendar window (ADR 032): a key may
 * have at most `limit` allowed hits in any `windowSeconds`. One row per key keeps the times of its allowed
 * hits within the last window — never more than `limit` of them; refused hits are not kept (nor written),
 * so waiting always helps. The whole decision is one upsert: the row is locked while it is decided, so
 * concurrent hits, from one instance or many, are counted one after the other.
 *
 * `now` is the caller's clock (tests move it); instances are expected to keep their clocks in sync, as
 * they already must for tokens and jobs.
 */
/** Longer keys are stored as their start and a digest of the whole (see storedKey). */
const MAX_KEY_LENGTH = 200;

/**
 * The key as stored. Callers build keys from what clients send (an e-mail address before it is validated),
 * and `rate_limits.key` is a btree primary key: an index row holds at most 2704 bytes, so a long random
 * address was a database error (500). A long key keeps a readable start (its scope) and a SHA-256 of the
 * whole key, which tells apart any two keys in practice.
 */
function storedKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH) return key;
  return `${key.slice(0, 100)}…sha256:${hashToken(key)}`;
}

export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  now = new Date(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const stored = storedKey(key);
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`(${at} - ${windowSeconds} * interval '1 second')`;
  const expiresAt = sql`(${at} + ${windowSeconds} * interval '1 second')`;
  // Hits still inside the window, counted on the row as it is when locked (the upsert's "r").
  const recent = sql`(select count(*) from unnest(r.hits) as h where h > ${windowStart})`;
  // A refused hit leaves the row as it is (the update's where is false, so no row comes back): a client
  // hammering a limit costs a locked read, not a write.
  const allowedRows = await db.execute(sql`
    insert into rate_limits as r (key, hits, allowed, expires_at)
    values (${stored}, array[${at}], ${limit} >= 1, ${expiresAt})
    on conflict (key) do update set
      allowed = true,
      hits = array(select h from unnest(r.hits || ${at}) as h where h > ${windowStart} order by h),
      expires_at = greatest(r.expires_at, ${expiresAt})
    where ${recent} < ${limit}
    returning allowed`);
  const [row] = rowsOf<{ allowed: boolean }>(allowedRows);
  // An occasional sweep keeps the table small without a job.
  if (Math.random() < 0.01) await sweepRateLimits(db, now);
  if (row?.allowed) return { allowed: true, retryAfterSeconds: 0 };
  // Refused: a place frees up when the oldest hit that fills the limit leaves the window. The hits are in
  // order and at least `limit` of the last ones are inside the window, so that hit is the limit-th from the end.
  const [kept] = rowsOf<{ frees_at: Date | string | null }>(
    await db.execute(sql`
      select hits[greatest(1, cardinality(hits) - ${limit} + 1)] as frees_at
      from rate_limits where key = ${stored}`),
  );
  const freesAt = kept?.frees_at ? new Date(kept.frees_at).getTime() : now.getTime();
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
