// `npm run bench:reports`: the owner's numbers on the production build (`npm run build` first) and a fresh
// PostgreSQL database of its own (created on DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test,
// dropped at the end), loaded with three years of data: 100 000 appointments, 100 000 payment orders (with
// refunds, manual refunds and plan instalments), 50 000 leads with their status history, diagnostic results
// and stays. Prints figures and whether each goal of issue 16 is met; never fails on a missed goal:
//   1. GET /api/admin/overview and GET /api/admin/reports (30 days, 90 days, year, three years), one request
//      at a time (what the owner waits): p50 / p95 / max — goal p95 ≤ 300 ms — the first call apart (it
//      computes the rollups of days never computed, ADR 035), and three years again with a few writes
//      before each request (days marked stale, recomputed by that request);
//   2. a CSV export of 100 000 appointments (POST, poll until done, download): seconds and the server's peak
//      RSS during it — goal ≤ 5 s with flat memory.
// BENCH_WITHOUT_INDEXES=1 drops the indexes of migrations/0016_report_indexes.sql after the load (the
// "before" of ADR 027). BENCH_APPOINTMENTS, BENCH_PAYMENTS and BENCH_LEADS change the sizes; BENCH_REPEAT
// (default 30) sets the requests per endpoint; BENCH_KEEP_DB=1 keeps the loaded database (its URL is
// printed) to EXPLAIN queries on it; BENCH_EXPORT_TIMEOUT_S (default 120) is how long the export may take
// before the bench gives up on it.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { cpuMs, mb, memory, resetPeak } from './bench-proc.mjs';
import { loadReportData } from './bench-reports-data.mjs';
import { percentile, startBenchServer } from './bench-server.mjs';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const repeat = Number(process.env.BENCH_REPEAT ?? 30);
const withoutIndexes = process.env.BENCH_WITHOUT_INDEXES === '1';
const keepDb = process.env.BENCH_KEEP_DB === '1';
const exportTimeoutS = Number(process.env.BENCH_EXPORT_TIMEOUT_S ?? 120);
const sizes = {
  appointments: Number(process.env.BENCH_APPOINTMENTS ?? 100_000),
  payments: Number(process.env.BENCH_PAYMENTS ?? 100_000),
  leads: Number(process.env.BENCH_LEADS ?? 50_000),
  diagnostics: 10_000,
  stays: 500,
};
// A plan hangs on every 25th appointment and takes three orders: fewer plans for a smaller run.
sizes.plans = Math.min(4_000, Math.floor(Math.min(sizes.appointments, sizes.payments) / 25));
const LATENCY_GOAL_MS = 300;
const EXPORT_GOAL_S = 5;
const adminEmail = 'bench-admin@example.com';

const dbName = `estudio_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
await admin.end();
const url = new URL(baseUrl);
url.pathname = `/${dbName}`;

// The server applies the migrations (and the seed: services, the diagnostic version) on start.
const server = await startBenchServer({ DATABASE_URL: url.href });
const db = new pg.Client({ connectionString: url.href });
await db.connect();

/**
 * The admin the owner's way: `npm run admin -- create` on the bench database prints a one-time password, and
 * the bench signs in with it. (An ADMIN_EMAILS address signed up under autoconfirm is a visitor until it is
 * proven by a mailed link: ADR 031.)
 */
async function signIn() {
  const made = spawnSync(process.execPath, ['scripts/cli.mjs', 'admin', 'create', '--email', adminEmail], {
    env: { ...process.env, DATABASE_URL: url.href },
    encoding: 'utf8',
  });
  const password = made.stdout?.match(/One-time password: (\S+)/)?.[1];
  if (made.status !== 0 || !password)
    throw new Error(`npm run admin failed: ${made.status} ${made.stdout ?? ''} ${made.stderr ?? ''}`);
  const res = await fetch(`${server.base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password }),
  });
  const session = await res.json();
  if (!session.access_token)
    throw new Error(`admin sign-in failed: ${res.status} ${JSON.stringify(session)}`);
  return { authorization: `Bearer ${session.access_token}` };
}

/**
 * `repeat` requests one at a time after two warm-ups; null when the endpoint is not there (404). The first
 * call's time is kept: it is the one that computes the rollups of days never computed (ADR 035). `before`
 * runs ahead of each timed request (outside the timing), e.g. a write that marks days stale.
 */
async function measure(path, headers, before) {
  const call = async () => {
    const t = performance.now();
    const res = await fetch(`${server.base}${path}`, { headers });
    const body = await res.arrayBuffer();
    return { ms: performance.now() - t, status: res.status, bytes: body.byteLength };
  };
  const first = await call();
  if (first.status === 404) return null;
  await call();
  const cpuBefore = await cpuMs(db, server.pid);
  const times = [];
  let failures = 0;
  let bytes = first.bytes;
  for (let i = 0; i < repeat; i++) {
    if (before) await before();
    const r = await call();
    if (r.status !== 200) failures++;
    bytes = r.bytes;
    times.push(r.ms);
  }
  const cpu = ((await cpuMs(db, server.pid)) - cpuBefore) / repeat;
  times.sort((a, b) => a - b);
  return { times, failures, status: first.status, bytes, cpu, firstMs: first.ms };
}

/** A CSV export of the whole range: POST, poll every 100 ms, download; RSS sampled all along. */
async function exportCsv(headers, from, to) {
  const peakReset = resetPeak(server.pid);
  const before = memory(server.pid);
  let maxRss = before.rss;
  const sampler = setInterval(() => (maxRss = Math.max(maxRss, memory(server.pid).rss)), 50);
  const started = performance.now();
  try {
    const res = await fetch(`${server.base}/api/admin/exports`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ dataset: 'appointments', format: 'csv', from, to, lang: 'es' }),
    });
    if (res.status === 404) return null;
    let record = await res.json();
    if (!res.ok) throw new Error(`export refused: ${res.status} ${JSON.stringify(record)}`);
    while (record.status === 'queued' || record.status === 'running') {
      // A job that never runs (no handler, a stuck queue) leaves the record queued: give up, do not hang.
      if (performance.now() - started > exportTimeoutS * 1000)
        throw new Error(`export still ${record.status} after ${exportTimeoutS} s: ${JSON.stringify(record)}`);
      await new Promise((r) => setTimeout(r, 100));
      record = await (await fetch(`${server.base}/api/admin/exports/${record.id}`, { headers })).json();
    }
    if (record.status !== 'done') throw new Error(`export ${record.status}: ${JSON.stringify(record)}`);
    const jobDone = performance.now();
    const file = await fetch(`${server.base}/api/admin/exports/${record.id}/download`, { headers });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of file.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      seconds,
      jobSeconds: (jobDone - started) / 1000,
      status: file.status,
      bytes,
      lines,
      rowsTotal: record.rowsTotal,
      before,
      after: memory(server.pid),
      maxRss,
      peakReset,
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * What the owner's day brings between two reports: a refund that succeeds, an appointment moved, a lead
 * moving on and a diagnostic result, each on a random day of the three years (their triggers mark the days
 * stale, so the next report recomputes them before summing).
 */
async function touchSomeDays() {
  await db.query(`update payment_refunds set status = status
    where id = (select id from payment_refunds offset floor(random() * 8000) limit 1)`);
  await db.query(`update appointments set status = status
    where id = (select id from appointments offset floor(random() * 100000) limit 1)`);
  await db.query(`update leads set status = status
    where id = (select id from leads offset floor(random() * 50000) limit 1)`);
  await db.query(`update diagnostic_results set level = level
    where id = (select id from diagnostic_results offset floor(random() * 10000) limit 1)`);
}

try {
  console.log(`Loading ${dbName}…`);
  const counts = await loadReportData(db, sizes);
  console.table(counts);
  if (withoutIndexes) {
    const names = [
      ...readFileSync('migrations/0016_report_indexes.sql', 'utf8').matchAll(
        /CREATE INDEX (?:IF NOT EXISTS )?"([^"]+)"/g,
      ),
    ].map((m) => m[1]);
    for (const name of names) await db.query(`drop index if exists "${name}"`);
    await db.query('analyze');
    console.log(`Without the report indexes (dropped: ${names.join(', ')})`);
  }
  const { rows } = await db.query(
    `select (now() at time zone 'America/Mexico_City')::date::text as today,
            ((now() at time zone 'America/Mexico_City')::date - 1094)::text as first`,
  );
  const { today, first } = rows[0];
  const headers = await signIn();

  const endpoints = [
    ['overview', '/api/admin/overview'],
    ['reports 7 days vs last year', '/api/admin/reports?preset=7d&compare=last_year'],
    ['reports 30 days vs previous', '/api/admin/reports?preset=30d&compare=previous'],
    ['reports 90 days vs previous', '/api/admin/reports?preset=90d&compare=previous'],
    ['reports year vs last year', '/api/admin/reports?preset=year&compare=last_year'],
    [
      'reports 3 years (custom), no comparison',
      `/api/admin/reports?preset=custom&from=${first}&to=${today}&compare=none`,
    ],
    [
      'reports 3 years (custom) vs previous',
      `/api/admin/reports?preset=custom&from=${first}&to=${today}&compare=previous`,
    ],
    [
      '3 years vs previous, after writes',
      `/api/admin/reports?preset=custom&from=${first}&to=${today}&compare=previous`,
      touchSomeDays,
    ],
  ];
  const table = [];
  for (const [name, path, before] of endpoints) {
    const run = await measure(path, headers, before);
    if (!run) {
      table.push({
        endpoint: name,
        'p50 ms': '—',
        'p95 ms': '—',
        'max ms': '—',
        goal: 'not there yet (404)',
      });
      continue;
    }
    const p95 = percentile(run.times, 95);
    table.push({
      endpoint: name,
      'p50 ms': +percentile(run.times, 50).toFixed(1),
      'p95 ms': +p95.toFixed(1),
      'max ms': +run.times.at(-1).toFixed(1),
      'first ms': Math.round(run.firstMs),
      'CPU ms/req': Math.round(run.cpu),
      KB: Math.round(run.bytes / 1024),
      failures: run.failures ? `${run.failures} (status ${run.status})` : 0,
      goal: p95 <= LATENCY_GOAL_MS ? `met (≤ ${LATENCY_GOAL_MS} ms)` : `MISSED (> ${LATENCY_GOAL_MS} ms)`,
    });
  }
  console.log(
    `\nReport endpoints: ${repeat} requests each, one at a time, after two warm-ups ` +
      `(CPU: the server's and its database backends', per request; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
  );
  console.table(table);

  // A broken export is reported like a missed goal, so the figures above still print and the database is dropped.
  const exported = await exportCsv(headers, first, today).catch((error) => ({ error }));
  if (!exported) console.log('\nCSV export: POST /api/admin/exports is not there yet (404)');
  else if (exported.error) console.log(`\nCSV export: MISSED — ${exported.error.message}`);
  else {
    console.log(`\nCSV export of the appointments ${first} … ${today}`);
    console.table([
      {
        rows: exported.rowsTotal,
        'lines in file': exported.lines,
        MB: +(exported.bytes / 1048576).toFixed(1),
        'job s': +exported.jobSeconds.toFixed(2),
        'total s (POST → downloaded)': +exported.seconds.toFixed(2),
        goal:
          exported.seconds <= EXPORT_GOAL_S ? `met (≤ ${EXPORT_GOAL_S} s)` : `MISSED (> ${EXPORT_GOAL_S} s)`,
      },
    ]);
    console.log(
      `server RSS: ${mb(exported.before.rss)} before, ${mb(exported.maxRss)} at most while sampling, ` +
        `${mb(exported.after.rss)} after; peak RSS (VmHWM${exported.peakReset ? ', reset before the export' : ', since start'}): ${mb(exported.after.peak)}` +
        ` — growth ${mb(exported.after.peak - exported.before.rss)} for ${exported.bytes > 0 ? (exported.bytes / 1048576).toFixed(0) : 0} MB written`,
    );
  }
} finally {
  await db.end();
  await server.stop();
  if (keepDb) console.log(`\nKept the database: ${url.href}`);
  else {
    const dropper = new pg.Client({ connectionString: baseUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${dbName} with (force)`);
    await dropper.end();
  }
}
