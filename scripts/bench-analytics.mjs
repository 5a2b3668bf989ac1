// `npm run bench:analytics`: site analytics on the production build (`npm run build` first) and a fresh
// PostgreSQL database of its own (created on DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test,
// dropped at the end). Prints figures and whether each goal of issue 19 is met; never fails on a missed goal:
//   1. ingestion: BENCH_EVENTS (default 30 000) beacons over HTTP from BENCH_CLIENTS (default 5 000) addresses
//      (TRUST_PROXY, X-Forwarded-For) with BENCH_CONCURRENCY (default 64) in flight — events/s from the first
//      request until every event is stored (goal ≥ 2 000/s), and count in = count stored;
//   2. shutdown: BENCH_SHUTDOWN_EVENTS (default 3 000) more beacons, SIGTERM as soon as the last is answered,
//      then count: the buffer is flushed on shutdown, nothing lost;
//   3. the report over 1 000 000 stored page views (400 000 visits over a year, loaded in SQL): first the
//      maintenance job (queued as the hourly chain queues it) rolls the year up in the background — the
//      time it takes, and a report asked for meanwhile (days not rolled yet are read live) —, then GET
//      /api/admin/analytics for 30 days, 90 days and the year, unfiltered, with one filter of each kind the
//      screen offers (page, entry and exit page, source, UTM, device, browser, language, screen), and with
//      two filters (the first report asks for their combination, whose final days a job rolls, ADR 062: the
//      time until that job is done is printed), one request at a time, BENCH_REPEAT (default 30) times:
//      p50 / p95 / max — goal p95 ≤ 300 ms — the first call apart.
//   BENCH_REUSE_DB=<name>: measure step 3 again on the database a run left behind (a run stopped while the
//   year was rolling up: its server goes on rolling); nothing is loaded, nothing dropped.
//   BENCH_KEEP_DB=1: a full run leaves its database behind (its name is printed) for BENCH_REUSE_DB.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { cpuMs } from './bench-proc.mjs';
import { percentile, startBenchServer } from './bench-server.mjs';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const events = Number(process.env.BENCH_EVENTS ?? 30_000);
const clients = Number(process.env.BENCH_CLIENTS ?? 5_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 64);
const shutdownEvents = Number(process.env.BENCH_SHUTDOWN_EVENTS ?? 3_000);
const repeat = Number(process.env.BENCH_REPEAT ?? 30);
const STORED_VIEWS = 1_000_000;
const INGEST_GOAL = 2_000;
const LATENCY_GOAL_MS = 300;
// Each run its own admin (a reused database has the earlier runs').
const adminEmail = `bench-admin-${randomBytes(3).toString('hex')}@example.com`;

const reuse = process.env.BENCH_REUSE_DB;
const dbName = reuse ?? `estudio_bench_${randomBytes(4).toString('hex')}`;
if (!reuse) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
}
const url = new URL(baseUrl);
url.pathname = `/${dbName}`;
const serverEnv = { DATABASE_URL: url.href, TRUST_PROXY: 'true' };
// A reused database goes straight to step 3, which starts its own server.
let server = reuse ? null : await startBenchServer(serverEnv);
const db = new pg.Client({ connectionString: url.href });
await db.connect();

const paths = [
  '/',
  '/projects',
  '/projects/casa-azul',
  '/services',
  '/cv',
  '/diagnostic',
  '/contact',
  '/calendar-booking',
];
const referrers = [
  '',
  '',
  'https://www.google.com/',
  'https://duckduckgo.com/',
  'https://www.linkedin.com/',
  'https://t.co/x',
];
const agents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
];
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

/** One beacon as sendBeacon posts it; resolves to the status. */
function post(base, i) {
  const client = i % clients;
  const body = JSON.stringify({
    u: `${paths[i % paths.length]}${i % 50 === 0 ? '?utm_source=newsletter&utm_campaign=bench' : ''}`,
    r: referrers[client % referrers.length] || undefined,
    w: [390, 820, 1280, 1920][client % 4],
    l: client % 3 === 0 ? 'en' : 'es',
  });
  const target = new URL('/api/analytics/event', base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'content-length': Buffer.byteLength(body),
          'user-agent': agents[client % agents.length],
          'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Sends `count` beacons starting at `offset` with `concurrency` in flight; answers the status counts. */
async function send(base, offset, count) {
  const statuses = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = offset + next++;
        const status = await post(base, i);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

const stored = async () =>
  Number((await db.query('select count(*)::int as n from analytics_pageviews')).rows[0].n);

async function signIn() {
  const made = spawnSync(process.execPath, ['scripts/cli.mjs', 'admin', 'create', '--email', adminEmail], {
    env: { ...process.env, DATABASE_URL: url.href },
    encoding: 'utf8',
  });
  const password = made.stdout?.match(/One-time password: (\S+)/)?.[1];
  if (made.status !== 0 || !password) throw new Error(`npm run admin failed: ${made.stdout} ${made.stderr}`);
  const res = await fetch(`${server.base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password }),
  });
  const session = await res.json();
  if (!session.access_token) throw new Error(`admin sign-in failed: ${res.status}`);
  return { authorization: `Bearer ${session.access_token}` };
}

/** A year of traffic in SQL: 400 000 visits of 1–4 page views (1 000 000 in all), sources, devices, goals. */
async function loadYear() {
  await db.query(
    'truncate analytics_pageviews, analytics_visits, analytics_goals, analytics_rollup_days, analytics_rolled_days',
  );
  const pathList = `array[${paths.map((p) => `'${p}'`).join(',')}]`;
  // Each visit's pages are on its row, as the write path keeps them (ADR 060): the first is its entry page.
  await db.query(`
    insert into analytics_visits (id, visitor_id, ordinal, day, started_at, last_seen_at, pageviews, entry_path,
      exit_path, paths, source, utm_source, utm_medium, utm_campaign, device, browser, language, screen)
    select gen_random_uuid(), v.visitor, 1 + i % 2, v.day, v.start, v.start + ((v.n - 1) * interval '3 minutes'), v.n,
      v.entry, (${pathList})[1 + (i / 7) % ${paths.length}],
      array(select case when g = 1 then v.entry else (${pathList})[1 + (g + abs(v.visitor)) % ${paths.length}] end
        from generate_series(1, v.n) as g order by g),
      (array['', '', 'google.com', 'duckduckgo.com', 'linkedin.com', 't.co'])[1 + i % 6],
      case when i % 20 = 0 then 'newsletter' else '' end, case when i % 20 = 0 then 'email' else '' end,
      case when i % 40 = 0 then 'otono' else '' end,
      (array['desktop', 'mobile', 'mobile', 'tablet'])[1 + i % 4],
      (array['Chrome', 'Safari', 'Firefox', 'Edge'])[1 + (i / 3) % 4],
      (array['es', 'es', 'en'])[1 + i % 3], (array['phone', 'tablet', 'laptop', 'desktop'])[1 + (i / 5) % 4]
    from (
      select i, 1 + i % 4 as n, (now() at time zone 'America/Mexico_City')::date - (i % 365) as day,
        ((now() at time zone 'America/Mexico_City')::date - (i % 365))::timestamp at time zone 'America/Mexico_City'
          + ((i::bigint * 7919) % 80000) * interval '1 second' as start,
        (i / 2)::bigint * 1000003 + i % 365 as visitor, (${pathList})[1 + i % ${paths.length}] as entry
      from generate_series(0, ${STORED_VIEWS / 2.5 - 1}) as i) v`);
  await db.query(`
    insert into analytics_pageviews (visit_id, visitor_id, day, at, path)
    select v.id, v.visitor_id, v.day, v.started_at + ((p.g - 1) * interval '3 minutes'), p.path
    from analytics_visits v, unnest(v.paths) with ordinality as p(path, g)`);
  await db.query(`
    insert into analytics_goals (goal, at, day, visitor_id, reference)
    select (array['diagnostic_started', 'diagnostic_completed', 'contact_sent', 'cv_downloaded', 'booking_made', 'payment_paid'])[1 + n % 6],
      last_seen_at, day, visitor_id, null
    from (select v.*, row_number() over () as n from analytics_visits v where abs(v.visitor_id) % 97 = 0) x`);
  await db.query('analyze');
  const counts = await db.query(`select (select count(*) from analytics_pageviews)::int as pageviews,
    (select count(*) from analytics_visits)::int as visits, (select count(*) from analytics_goals)::int as goals`);
  return counts.rows[0];
}

async function measure(path, headers, combination = false) {
  const call = async () => {
    const t = performance.now();
    const res = await fetch(`${server.base}${path}`, { headers });
    await res.arrayBuffer();
    return { ms: performance.now() - t, status: res.status };
  };
  const first = await call();
  // A combination of filters (ADR 062): the first report asks for it and a job rolls its final days; the
  // repeated requests measure the reports after that, and the roll's time is printed apart.
  let rollMs = null;
  if (combination) {
    const t = performance.now();
    for (;;) {
      const { rows } = await db.query(`select count(*)::int as n from jobs
        where kind = 'analytics.roll-combination' and done_at is null and failed_at is null`);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    rollMs = performance.now() - t;
  }
  const times = [];
  let failures = first.status === 200 ? 0 : 1;
  let cpu = 0;
  for (let i = 0; i < repeat; i++) {
    // Per request: the pool opens and closes connections, and a backend that ended takes its CPU time with it.
    const before = await cpuByProcess();
    const r = await call();
    const after = await cpuByProcess();
    for (const [pid, ms] of after) cpu += ms - (before.get(pid) ?? 0);
    if (r.status !== 200) failures++;
    times.push(r.ms);
  }
  cpu /= repeat;
  times.sort((a, b) => a - b);
  return {
    cpu,
    first: first.ms,
    rollMs,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1),
    failures,
  };
}

const fmt = (ms) => `${ms.toFixed(0)} ms`;
/** CPU milliseconds so far of the server and of each database backend serving it (schedstat: nanoseconds). */
async function cpuByProcess() {
  const { rows } = await db.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const byPid = new Map();
  for (const pid of [server.pid, ...rows.map((r) => r.pid)])
    try {
      byPid.set(pid, Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6);
    } catch {
      // a backend that ended meanwhile
    }
  return byPid;
}
/** The 1, 5 and 15 minute load averages: every wall time here depends on them (2 cores, shared). */
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
try {
  if (reuse) await reportPhase(null, null);
  else await fullRun();
} finally {
  await server?.stop().catch(() => {});
  await db.end();
  if (!reuse && process.env.BENCH_KEEP_DB === '1') console.log(`\nDatabase kept: BENCH_REUSE_DB=${dbName}`);
  else if (!reuse) {
    const drop = new pg.Client({ connectionString: baseUrl });
    await drop.connect();
    await drop.query(`drop database if exists ${dbName} with (force)`);
    await drop.end();
  }
  agent.destroy();
}

/** Steps 1 and 2, then 3. */
async function fullRun() {
  // 1. Ingestion.
  await send(server.base, 0, 200); // warm-up (JIT, salt, pools), not counted
  while ((await stored()) < 200) await new Promise((r) => setTimeout(r, 50));
  const before = await stored();
  const serverCpu = () => cpuMs({ query: async () => ({ rows: [] }) }, server.pid);
  const cpuBefore = { server: await serverCpu(), all: await cpuMs(db, server.pid) };
  const started = performance.now();
  const statuses = await send(server.base, 1_000_000, events);
  const answered = performance.now();
  const accepted = statuses[202] ?? 0;
  while ((await stored()) - before < accepted && performance.now() - answered < 30_000)
    await new Promise((r) => setTimeout(r, 20));
  const done = performance.now();
  const inDb = (await stored()) - before;
  const cpuServer = (await serverCpu()) - cpuBefore.server;
  const cpuDb = (await cpuMs(db, server.pid)) - cpuBefore.all - cpuServer;
  const rate = events / ((done - started) / 1000);
  console.log(`\n1. Ingestion over HTTP (load average ${loadAverage()})`);
  console.table({
    sent: events,
    statuses: JSON.stringify(statuses),
    'answered in': fmt(answered - started),
    'stored in': fmt(done - started),
    'events/s (until stored)': Math.round(rate),
    'server CPU per event': `${((cpuServer / events) * 1000).toFixed(0)} µs`,
    'database CPU per event': `${((cpuDb / events) * 1000).toFixed(0)} µs`,
    stored: inDb,
    'count in = count stored': inDb === accepted,
  });

  // 2. Shutdown flush.
  const beforeStop = await stored();
  const shutdownStatuses = await send(server.base, 2_000_000, shutdownEvents);
  await server.stop();
  server = null;
  const afterStop = (await stored()) - beforeStop;
  console.log('\n2. SIGTERM right after the last answer');
  console.table({
    statuses: JSON.stringify(shutdownStatuses),
    'stored after exit': afterStop,
    'nothing lost': afterStop === (shutdownStatuses[202] ?? 0),
  });

  // BENCH_INGEST_ONLY=1 stops here (for tuning the write path).
  if (process.env.BENCH_INGEST_ONLY !== '1')
    await reportPhase(rate, inDb === accepted && afterStop === (shutdownStatuses[202] ?? 0));
}

async function dayAgo(n) {
  const { rows } = await db.query(
    `select ((now() at time zone 'America/Mexico_City')::date - $1::int)::text as d`,
    [n],
  );
  return rows[0].d;
}

/** 3. The report over a year of stored traffic. */
async function reportPhase(rate, nothingLost) {
  // 3. The report over a year of stored traffic.
  if (!reuse) {
    console.log(`\nLoading ${STORED_VIEWS} page views…`);
    console.table(await loadYear());
  }
  server = await startBenchServer(serverEnv);
  const headers = await signIn();
  const year = `preset=custom&from=${await dayAgo(364)}&to=${await dayAgo(0)}&compare=none`;

  // The year's rollups, as the hourly maintenance job makes them (this run's own key: the server planned the
  // hour's job at its first start, before the year was loaded). A report asked for meanwhile reads the days
  // not rolled yet live, and rolls nothing itself.
  const rolledDays = async () =>
    Number((await db.query('select count(*)::int as n from analytics_rolled_days where filtered')).rows[0].n);
  const rollStarted = performance.now();
  await db.query(
    `insert into jobs (kind, payload, dedupe_key) values ('analytics.maintenance', '{"bucket": 0}', $1)
      on conflict do nothing`,
    [`bench:${dbName}`],
  );
  const during = [];
  for (const path of [`/api/admin/analytics?${year}`, `/api/admin/analytics?${year}&source=google.com`]) {
    const t = performance.now();
    const res = await fetch(`${server.base}${path}`, { headers });
    await res.arrayBuffer();
    during.push({ ms: performance.now() - t, rolled: await rolledDays(), status: res.status });
  }
  // 364 days: the loaded year ends today, which is read live until it is over.
  while ((await rolledDays()) < 364 && performance.now() - rollStarted < 3_600_000)
    await new Promise((r) => setTimeout(r, 200));
  // From the first day's rollup to the last one's (a reused database started rolling before this run).
  const rollMs = Number(
    (
      await db.query(`select extract(epoch from max(computed_at) - min(computed_at)) * 1000 as ms
        from analytics_rolled_days`)
    ).rows[0].ms,
  );
  const rollupRows = (
    await db.query(`select (select count(*) from analytics_rollup_days)::int as unfiltered,
      (select count(*) from analytics_rollup_filtered)::int as filtered`)
  ).rows[0];
  console.log('\n3a. Rollup of the year by the maintenance job (in the background, 2 days per transaction)');
  console.table({
    'days rolled': await rolledDays(),
    'rollup time': fmt(rollMs),
    'per day': fmt(rollMs / 364),
    'unfiltered rows': rollupRows.unfiltered,
    'filtered rows': rollupRows.filtered,
    'year report while rolling': `${fmt(during[0].ms)} (${during[0].rolled} days rolled, ${during[0].status})`,
    'year by source while rolling': `${fmt(during[1].ms)} (${during[1].rolled} days rolled, ${during[1].status})`,
  });

  const endpoints = [
    ['30 days', '/api/admin/analytics?preset=30d'],
    ['90 days', '/api/admin/analytics?preset=90d'],
    ['year (365 d)', `/api/admin/analytics?${year}`],
    ['year, compared', `/api/admin/analytics?preset=custom&from=${await dayAgo(364)}&to=${await dayAgo(0)}`],
    ['30 days, source=google.com', '/api/admin/analytics?preset=30d&source=google.com'],
    ['year, source=google.com', `/api/admin/analytics?${year}&source=google.com`],
    [
      'year compared, source=google.com',
      `/api/admin/analytics?preset=custom&from=${await dayAgo(364)}&to=${await dayAgo(0)}&source=google.com`,
    ],
    ['year, page=/cv', `/api/admin/analytics?${year}&page=%2Fcv`],
    ['year, entry_page=/', `/api/admin/analytics?${year}&entry_page=%2F`],
    ['year, exit_page=/contact', `/api/admin/analytics?${year}&exit_page=%2Fcontact`],
    ['year, utm_campaign=otono', `/api/admin/analytics?${year}&utm_campaign=otono`],
    ['year, device=mobile', `/api/admin/analytics?${year}&device=mobile`],
    ['year, browser=Safari', `/api/admin/analytics?${year}&browser=Safari`],
    ['year, language=en', `/api/admin/analytics?${year}&language=en`],
    ['year, screen=phone', `/api/admin/analytics?${year}&screen=phone`],
    ['year, source=(direct)', `/api/admin/analytics?${year}&source=`],
    ['30 days, 2 filters', '/api/admin/analytics?preset=30d&source=google.com&device=mobile'],
    ['year, 2 filters', `/api/admin/analytics?${year}&source=google.com&device=mobile`],
    // A combination asked for the first time over the year: its first call reads the year live.
    ['year, 2 filters (another pair)', `/api/admin/analytics?${year}&language=en&screen=phone`],
    ['visitors now', '/api/admin/analytics/now'],
  ];
  const rows = {};
  const loadBefore = loadAverage();
  for (const [name, path] of endpoints) {
    const r = await measure(path, headers, name.includes('2 filters'));
    rows[name] = {
      first: fmt(r.first),
      'combination rolled in': r.rollMs === null ? '' : fmt(r.rollMs),
      p50: fmt(r.p50),
      p95: fmt(r.p95),
      max: fmt(r.max),
      'CPU/request': fmt(r.cpu),
      failures: r.failures,
      'p95 ≤ 300 ms': r.p95 <= LATENCY_GOAL_MS,
    };
  }
  console.log(
    `\n3. GET /api/admin/analytics over ${STORED_VIEWS} page views, ${repeat} requests each (after the first);` +
      ` CPU/request: the server's and its database backends' CPU time, which the machine's load does not inflate` +
      ` as it does wall times; load average ${loadBefore} before, ${loadAverage()} after`,
  );
  console.table(rows);
  console.log(
    `\nGoals: ` +
      (rate === null
        ? ''
        : `ingestion ≥ ${INGEST_GOAL}/s: ${rate >= INGEST_GOAL ? 'met' : 'MISSED'} (${Math.round(rate)}/s); ` +
          `count in = count stored: ${nothingLost ? 'met' : 'MISSED'}; `) +
      `unfiltered p95 ≤ ${LATENCY_GOAL_MS} ms: ${['30 days', '90 days', 'year (365 d)', 'year, compared'].every((n) => rows[n]['p95 ≤ 300 ms']) ? 'met' : 'MISSED'}; ` +
      `one filter p95 ≤ ${LATENCY_GOAL_MS} ms: ${
        Object.keys(rows)
          .filter((n) => n.includes('='))
          .every((n) => rows[n]['p95 ≤ 300 ms'])
          ? 'met'
          : 'MISSED'
      }; ` +
      `two filters p95 ≤ ${LATENCY_GOAL_MS} ms: ${
        Object.keys(rows)
          .filter((n) => n.includes('2 filters'))
          .every((n) => rows[n]['p95 ≤ 300 ms'])
          ? 'met'
          : 'MISSED'
      }`,
  );
}
