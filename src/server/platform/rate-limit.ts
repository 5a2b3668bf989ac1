import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from './db/client';
import { AppError } from './errors';
import { clientIp } from './http';

/**
 * Fixed-window counters kept in the database, so a limit holds across every server instance
 * (docs/architecture.md: rate limits live in the database). Returns whether this hit is within the limit.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  now = new Date(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const rows = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${windowStart.toISOString()}, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`);
  const count = Number(rowsOf<{ count: number }>(rows)[0]?.count ?? 0);
  // Old windows are useless; an occasional sweep keeps the table small without a job.
  if (Math.random() < 0.01)
    await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: count <= limit, retryAfterSeconds };
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
