import type { Context } from 'hono';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { clientIp } from '../../platform/http';
import { hitRateLimit } from '../../platform/rate-limit';

/*
 * The beacon's flood limit (ADR 039). A database round trip per beacon was most of ingestion's cost, so an
 * address's first tenth of the limit in a window is counted in this process only — a reader sends a few
 * beacons, never touching the database for them. Past that, the platform's database rate limiter decides
 * (so the limit holds across instances), consulted for one beacon in STRIDE with a limit STRIDE times
 * smaller: each recorded hit stands for STRIDE beacons. Once the database refuses an address, this process
 * refuses it without asking until Retry-After passes. Across N instances a flood gets at most about
 * (N − 1) × limit / 10 + N × STRIDE beacons past the limit.
 */

export const STRIDE = 10;
const WINDOW_MS = 600_000;
/** Addresses remembered; the oldest are forgotten first (a forgotten one starts counting afresh). */
const MAX_TRACKED = 50_000;

interface Source {
  count: number;
  since: number;
  blockedUntil: number;
}

export function createFloodLimit(db: Db, options: { eventsPer10Min: number; trustProxy: boolean }) {
  const sources = new Map<string, Source>();
  const free = Math.floor(options.eventsPer10Min / 10);
  const dbLimit = Math.max(1, Math.ceil((options.eventsPer10Min - free) / STRIDE));
  const refuse = (c: Context, seconds: number) => {
    c.header('Retry-After', String(Math.max(1, seconds)));
    return new AppError(429, 'rate_limited', 'Too many requests; please wait a moment and try again');
  };

  return async function checkFlood(c: Context, now = Date.now()): Promise<void> {
    const ip = clientIp(c, options.trustProxy);
    let source = sources.get(ip);
    if (!source || now - source.since >= WINDOW_MS) {
      if (source) sources.delete(ip);
      else if (sources.size >= MAX_TRACKED) sources.delete(sources.keys().next().value!);
      source = { count: 0, since: now, blockedUntil: source?.blockedUntil ?? 0 };
      sources.set(ip, source);
    }
    if (source.blockedUntil > now) throw refuse(c, Math.ceil((source.blockedUntil - now) / 1000));
    source.count += 1;
    const beyond = source.count - free;
    if (beyond <= 0 || beyond % STRIDE !== 1 % STRIDE) return;
    // A rate-limit row lost in a crash costs nothing: its commit need not wait for the WAL flush.
    const verdict = await db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      return hitRateLimit(
        tx as unknown as Db,
        `analytics:ip:${ip}`,
        dbLimit,
        WINDOW_MS / 1000,
        new Date(now),
      );
    });
    if (verdict.allowed) return;
    source.blockedUntil = now + verdict.retryAfterSeconds * 1000;
    throw refuse(c, verdict.retryAfterSeconds);
  };
}
