import { MAX_BEACON_BYTES } from '@contracts/analytics';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { handleApiError, type AppEnv } from '../../platform/http';
import { rowsOf } from '../../platform/rate-limit';
import { REALTIME_CHANNEL } from '../../platform/realtime/notify';
import { adminAccessToken } from '../../test/admin-session';
import { ANALYTICS_ENV, BROWSER_UA, createAnalyticsApp, sendBeacon } from '../../test/analytics-app';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { createAnalyticsCollector, type AnalyticsCollector } from './collector';
import { collectRoutes } from './collect-routes';
import { STRIDE } from './flood-limit';

const count = async (database: Database, table: string) =>
  Number(
    rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from ${sql.raw(table)}`),
    )[0]!.n,
  );

describe.each(testEngines)('collecting page views ($name)', (engine) => {
  let database: Database;
  let app: ReturnType<typeof createAnalyticsApp>['app'];
  let collector: AnalyticsCollector;
  let adminToken: string;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    ({ app, collector } = createAnalyticsApp(database));
    adminToken = await adminAccessToken(app, database, ANALYTICS_ENV, 'owner@estudio.test');
  });
  afterAll(() => database.close());

  it('stores every accepted beacon once flushed, with what the server derived', async () => {
    const before = await count(database, 'analytics_pageviews');
    const sent = [
      {
        u: '/?utm_source=Newsletter&utm_medium=email',
        p: '/',
        r: 'https://www.google.com/',
        w: 1280,
        l: 'es',
      },
      { u: '/projects/casa-azul/', p: '/projects/:slug', r: 'https://estudio.test/', w: 1280, l: 'es' },
      { u: '/cv', p: '/cv', w: 1280 },
    ];
    for (const beacon of sent) expect((await sendBeacon(app, beacon)).status).toBe(202);
    expect(collector.pending()).toBe(3);
    await collector.flush();
    expect(collector.pending()).toBe(0);
    expect(await count(database, 'analytics_pageviews')).toBe(before + 3);
    const [visit] = rowsOf<Record<string, unknown>>(
      await database.db.execute(sql`select * from analytics_visits order by started_at desc limit 1`),
    );
    expect(visit).toMatchObject({
      pageviews: 3,
      entry_path: '/',
      exit_path: '/cv',
      source: 'google.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      device: 'desktop',
      browser: 'Chrome',
      language: 'es',
      screen: 'laptop',
    });
    const paths = rowsOf<{ path: string; route: string }>(
      await database.db.execute(sql`select path, route from analytics_pageviews order by id desc limit 3`),
    );
    expect(paths.map((p) => p.path).sort()).toEqual(['/', '/cv', '/projects/casa-azul']);
  });

  it('accepts a JSON body too', async () => {
    const response = await app.request('/api/analytics/event', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
      body: JSON.stringify({ u: '/about' }),
    });
    expect(response.status).toBe(202);
    await collector.flush();
  });

  it('refuses malformed and oversized beacons with 400 and stores nothing', async () => {
    const before = await count(database, 'analytics_pageviews');
    const bad = [
      'not json',
      JSON.stringify({ p: '/' }),
      JSON.stringify({ u: '/', x: 1 }),
      JSON.stringify({ u: '/', w: -1 }),
      JSON.stringify({ u: '/', l: 'fr' }),
      JSON.stringify({ u: '/a\u0000b' }),
      '{"u":"/\\ud800"}',
      JSON.stringify({ u: '/', r: 'x'.repeat(MAX_BEACON_BYTES) }),
    ];
    for (const body of bad) {
      const response = await sendBeacon(app, body);
      expect(response.status, body.slice(0, 40)).toBe(400);
      const answer = (await response.json()) as { error: { code: string; fields?: object } };
      expect(answer.error.code).toBe('validation_failed');
    }
    expect(collector.pending()).toBe(0);
    await collector.flush();
    expect(await count(database, 'analytics_pageviews')).toBe(before);
  });

  it('does not count bots, DNT, GPC or a signed-in admin (204), but counts a bad token as a visitor', async () => {
    const beacon = { u: '/' };
    expect(
      (await sendBeacon(app, beacon, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))
        .status,
    ).toBe(204);
    expect((await sendBeacon(app, beacon, { dnt: '1' })).status).toBe(204);
    expect((await sendBeacon(app, beacon, { 'sec-gpc': '1' })).status).toBe(204);
    expect((await sendBeacon(app, beacon, { authorization: `Bearer ${adminToken}` })).status).toBe(204);
    expect(collector.pending()).toBe(0);
    expect((await sendBeacon(app, beacon, { authorization: 'Bearer not-a-token' })).status).toBe(202);
    expect(collector.pending()).toBe(1);
    await collector.flush();
  });

  it('rate-limits a flood from one address (429), across instances, and keeps counting others', async () => {
    // Two instances on one database: a tenth of the limit is counted in each process, the rest in the
    // database's limiter, one recorded hit per STRIDE beacons (flood-limit.ts).
    const limit = 10 * STRIDE; // a free share of STRIDE, then 9 recorded hits of STRIDE beacons each
    const instance = () =>
      new Hono<AppEnv>().onError(handleApiError).route(
        '/api/analytics',
        collectRoutes({
          db: database.db,
          collector,
          siteUrl: new URL('https://estudio.test'),
          trustProxy: true,
          authenticate: () => Promise.reject(new Error('no sessions here')),
          limits: { eventsPer10Min: limit },
        }),
      );
    const [one, two] = [instance(), instance()];
    const from = (app: ReturnType<typeof instance>, ip: string) =>
      sendBeacon(app, { u: '/' }, { 'x-forwarded-for': ip });
    const statuses: number[] = [];
    for (let i = 0; i < limit + 6; i++) statuses.push((await from(one, '203.0.113.9')).status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(limit);
    expect(statuses.slice(limit)).toEqual([429, 429, 429, 429, 429, 429]);
    // The other instance lets through only its own free share, then the database says no.
    const other: number[] = [];
    for (let i = 0; i < limit / 10 + 2; i++) other.push((await from(two, '203.0.113.9')).status);
    expect(other).toEqual([...Array(limit / 10).fill(202), 429, 429]);
    const refused = await from(two, '203.0.113.9');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from(two, '203.0.113.10')).status).toBe(202);
    await collector.flush();
  });

  it('publishes the live "visitors now" count after a flush that opened a visit', async () => {
    const notices: { kind: string; count?: number }[] = [];
    const stop = await database.listen(
      REALTIME_CHANNEL,
      (payload) => notices.push(JSON.parse(payload)),
      () => {},
    );
    const ua = `${BROWSER_UA} live`;
    expect((await sendBeacon(app, { u: '/' }, { 'user-agent': ua })).status).toBe(202);
    await collector.flush();
    const deadline = Date.now() + 10_000;
    while (!notices.some((n) => n.kind === 'visitors') && Date.now() < deadline)
      await new Promise((wake) => setTimeout(wake, 50));
    await stop();
    expect(notices.find((n) => n.kind === 'visitors')?.count).toBeGreaterThanOrEqual(1);
  });

  it('keeps the views of a failed flush and writes them on the next; a full buffer answers 503', async () => {
    let down = true;
    const flaky = {
      transaction: (run: Parameters<Database['db']['transaction']>[0]) =>
        down ? Promise.reject(new Error('database away')) : database.db.transaction(run),
    } as unknown as Database['db'];
    const buffer = createAnalyticsCollector({ db: flaky, flushMs: 60_000, maxPending: 2 });
    const limited = new Hono<AppEnv>().onError(handleApiError).route(
      '/api/analytics',
      collectRoutes({
        db: database.db,
        collector: buffer,
        siteUrl: new URL('https://estudio.test'),
        trustProxy: false,
        authenticate: () => Promise.reject(new Error('no sessions here')),
      }),
    );
    const before = await count(database, 'analytics_pageviews');
    expect((await sendBeacon(limited, { u: '/a' })).status).toBe(202);
    expect((await sendBeacon(limited, { u: '/b' })).status).toBe(202);
    const full = await sendBeacon(limited, { u: '/c' });
    expect(full.status).toBe(503);
    expect(((await full.json()) as { error: { code: string } }).error.code).toBe('analytics_busy');
    await expect(buffer.flush()).rejects.toThrow('database away');
    expect(buffer.pending()).toBe(2);
    down = false;
    await buffer.close();
    expect(buffer.pending()).toBe(0);
    expect(await count(database, 'analytics_pageviews')).toBe(before + 2);
  });

  it('never stores the IP or the user agent', async () => {
    const columns = rowsOf<{ column_name: string }>(
      await database.db.execute(sql`select column_name from information_schema.columns
        where table_name in ('analytics_visits', 'analytics_pageviews', 'analytics_goals')`),
    ).map((c) => c.column_name);
    expect(columns.filter((c) => /ip|agent|address/.test(c))).toEqual([]);
  });
});
