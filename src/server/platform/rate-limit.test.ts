import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInstances, openReadyDatabase, testEngines } from '../test/databases';
import type { Database } from './db/client';
import { migrate } from './db/migrate';
import { paths } from './paths';
import { hitRateLimit, sweepRateLimits } from './rate-limit';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
const second = 1000;
let keys = 0;
const freshKey = () => `test:${++keys}:${Math.random().toString(36).slice(2)}`;

describe.each(testEngines)('rate limits as a sliding window on $name', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openReadyDatabase(engine);
  });
  afterAll(() => database.close());

  const hit = (key: string, ms: number, limit = 5, windowSeconds = 60) =>
    hitRateLimit(database.db, key, limit, windowSeconds, at(ms));
  const allowedOf = async (key: string, times: number[], limit = 5, windowSeconds = 60) => {
    const allowed: number[] = [];
    for (const ms of times) if ((await hit(key, ms, limit, windowSeconds)).allowed) allowed.push(ms);
    return allowed;
  };

  it('never lets a burst that straddles where a fixed window would end exceed the limit', async () => {
    const key = freshKey();
    // 5 per minute: a burst just before the minute turns and another just after (a fixed window let in 10).
    const before = Array.from({ length: 8 }, (_, i) => 59 * second + i * 10);
    const after = Array.from({ length: 8 }, (_, i) => 60 * second + i * 10);
    const allowed = await allowedOf(key, [...before, ...after]);
    expect(allowed).toHaveLength(5);
    // Any 60 s stretch holds at most 5 allowed hits.
    for (const start of allowed)
      expect(allowed.filter((ms) => ms >= start && ms < start + 60 * second).length).toBeLessThanOrEqual(5);
  });

  it("lets steady traffic at the limit's rate through, indefinitely", async () => {
    const key = freshKey();
    // One hit every 12 s is exactly 5 per minute.
    const times = Array.from({ length: 30 }, (_, i) => i * 12 * second);
    expect(await allowedOf(key, times)).toEqual(times);
    // One more in between is the sixth within a minute.
    expect((await hit(key, 29 * 12 * second + 1)).allowed).toBe(false);
  });

  it('says when the next hit will be allowed, and allows it then (not before)', async () => {
    const key = freshKey();
    for (const ms of [0, 10, 20, 30, 40].map((s) => s * second))
      expect((await hit(key, ms)).allowed).toBe(true);
    // At 50 s the oldest hit (at 0 s) leaves the window at 60 s: 10 s to wait.
    expect(await hit(key, 50 * second)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(await hit(key, 59.5 * second)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await hit(key, 60 * second)).allowed).toBe(true);
    // Refused hits are not counted: the next place opens when the hit at 10 s leaves.
    expect(await hit(key, 61 * second)).toEqual({ allowed: false, retryAfterSeconds: 9 });
    expect((await hit(key, 70 * second)).allowed).toBe(true);
  });

  it('never lets concurrent hitters through beyond the limit', async () => {
    const key = freshKey();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => hitRateLimit(database.db, key, 7, 60, at(i))),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(7);
  });

  it('leaves the row untouched when it refuses a hit', async () => {
    const key = freshKey();
    await allowedOf(key, [0, 1], 2);
    const version = () =>
      database.sql.query<{ xmin: string }>(`select xmin::text as xmin from rate_limits where key = $1`, [
        key,
      ]);
    const before = await version();
    expect((await hit(key, 2, 2)).allowed).toBe(false);
    expect(await version()).toEqual(before);
  });

  it('counts a key of any length, a long one under a short digest of itself', async () => {
    // Random bytes do not compress: stored as such, this key would exceed the btree row limit.
    const long = `test:long:${randomBytes(4500).toString('base64url')}`;
    const other = `${long.slice(0, -1)}${long.endsWith('A') ? 'B' : 'A'}`;
    expect(await allowedOf(long, [0, 1, 2, 3], 3)).toEqual([0, 1, 2]);
    // Another key that shares the long prefix is counted apart.
    expect(await allowedOf(other, [4], 3)).toEqual([4]);
    const rows = await database.sql.query<{ key: string }>(`select key from rate_limits where key like $1`, [
      'test:long:%',
    ]);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.key.length).toBeLessThanOrEqual(300);
  });

  it('keeps at most the limit of hits per key, and sweeps rows whose window has passed', async () => {
    const stale = freshKey();
    const live = freshKey();
    for (let i = 0; i < 12; i++) await hit(stale, i * 10, 3, 60);
    await hit(live, 100 * second, 3, 60);
    const [kept] = await database.sql.query<{ n: number }>(
      `select cardinality(hits) as n from rate_limits where key = $1`,
      [stale],
    );
    expect(Number(kept?.n)).toBe(3);
    await sweepRateLimits(database.db, at(61 * second));
    const left = await database.sql.query<{ key: string }>(
      `select key from rate_limits where key in ($1, $2)`,
      [stale, live],
    );
    expect(left.map((row) => row.key)).toEqual([live]);
  });
});

describe.runIf(openInstances)('rate limits across instances on PostgreSQL', () => {
  it('two instances hitting one key at once never exceed the limit together', async () => {
    const [first, second_] = await openInstances!(2);
    try {
      await migrate(first!.sql, paths.migrations());
      const key = freshKey();
      const now = new Date();
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          hitRateLimit((i % 2 ? first : second_)!.db, key, 10, 60, new Date(now.getTime() + i)),
        ),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(10);
    } finally {
      // Closing the first closes the other and drops the database.
      await first!.close();
    }
  });
});
