// `npm run bench:realtime`: the realtime channel (ADR 037) on the production build (`npm run build` first) and
// a fresh PostgreSQL database of its own (created on DATABASE_URL's server, default
// postgres://postgres@127.0.0.1:5432/test, dropped at the end). Opens BENCH_CONNECTIONS (1 000) WebSockets to
// one instance, each beating every 25 s (staggered) and joined to admin:leads; then, for BENCH_DURATION_S
// (120), commits a lead every BENCH_WRITE_INTERVAL_MS (1 000) straight into the database and times each
// socket's `change` from just before the INSERT (autocommit: insert, commit, NOTIFY, fan-out) to its arrival.
// Prints latency p50/p95/max over every delivery (goal p95 ≤ 200 ms), the server's memory per connection
// (RSS delta / connections), and connections dropped, heartbeats unanswered and changes missed; never fails
// on a missed goal.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { mb, memory } from './bench-proc.mjs';
import { percentile, startBenchServer } from './bench-server.mjs';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 1000);
const durationS = Number(process.env.BENCH_DURATION_S ?? 120);
const writeEveryMs = Number(process.env.BENCH_WRITE_INTERVAL_MS ?? 1000);
const HEARTBEAT_MS = 25_000;
const TIMEOUT_MS = 10_000;
const LATENCY_GOAL_MS = 200;
const TOPIC = 'admin:leads';

const dbName = `estudio_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
await admin.end();
const url = new URL(baseUrl);
url.pathname = `/${dbName}`;

const server = await startBenchServer({ DATABASE_URL: url.href });
const db = new pg.Client({ connectionString: url.href });
await db.connect();
const wsUrl = `${server.base.replace('http', 'ws')}/api/realtime`;

/** Write id → the moment just before its INSERT was sent. */
const sentAt = new Map();
const latencies = [];
const stats = { dropped: 0, unanswered: 0, joinsRefused: 0, closeCodes: {} };
const sockets = [];
let ending = false;

/** One client: joins, beats on its own 25 s schedule, timestamps every change it gets. */
function open(token, index) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
    const client = { ws, ref: 0, waiting: new Map(), got: 0, timer: null };
    const push = (topic, event, payload, onReply) => {
      const ref = String(++client.ref);
      const timeout = setTimeout(() => {
        client.waiting.delete(ref);
        stats.unanswered++;
      }, TIMEOUT_MS);
      client.waiting.set(ref, (frame) => {
        clearTimeout(timeout);
        onReply?.(frame);
      });
      ws.send(JSON.stringify({ topic, event, payload, ref }));
    };
    ws.on('message', (data) => {
      const now = performance.now();
      const frame = JSON.parse(String(data));
      if (frame.event === 'phx_reply') {
        const done = client.waiting.get(frame.ref);
        client.waiting.delete(frame.ref);
        done?.(frame);
      } else if (frame.event === 'change' && sentAt.has(frame.payload.id)) {
        latencies.push(now - sentAt.get(frame.payload.id));
        client.got++;
      }
    });
    ws.on('close', (code) => {
      clearInterval(client.timer);
      if (ending) return;
      stats.dropped++;
      stats.closeCodes[code] = (stats.closeCodes[code] ?? 0) + 1;
    });
    ws.on('error', reject);
    ws.on('open', () => {
      push(TOPIC, 'phx_join', { access_token: token }, (frame) => {
        if (frame.payload.status !== 'ok') stats.joinsRefused++;
        // Spread the heartbeats over the period, as tabs opened at different times do: the first one within
        // 25 s of the join, then every 25 s.
        const beat = () => push('phoenix', 'heartbeat', {});
        setTimeout(
          () => {
            beat();
            client.timer = setInterval(beat, HEARTBEAT_MS);
            client.timer.unref();
          },
          Math.floor((index / connections) * HEARTBEAT_MS),
        ).unref();
        resolve(client);
      });
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An admin's access token, the owner's way: `npm run admin -- create`, then a password sign-in. */
async function adminToken(email) {
  const made = spawnSync(process.execPath, ['scripts/cli.mjs', 'admin', 'create', '--email', email], {
    env: { ...process.env, DATABASE_URL: url.href },
    encoding: 'utf8',
  });
  const password = made.stdout?.match(/One-time password: (\S+)/)?.[1];
  if (made.status !== 0 || !password)
    throw new Error(`npm run admin failed: ${made.status} ${made.stdout ?? ''} ${made.stderr ?? ''}`);
  const res = await fetch(`${server.base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = await res.json();
  if (!session.access_token)
    throw new Error(`admin sign-in failed: ${res.status} ${JSON.stringify(session)}`);
  return session.access_token;
}

try {
  const token = await adminToken('bench-admin@example.com');
  await sleep(1000);
  const before = memory(server.pid);
  const opening = performance.now();
  for (let i = 0; i < connections; i += 50)
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, connections - i) }, (_, k) => open(token, i + k)),
      )),
    );
  const openedMs = performance.now() - opening;
  await sleep(2000);
  const after = memory(server.pid);
  console.log(
    `${sockets.length} connections open and joined to ${TOPIC} in ${(openedMs / 1000).toFixed(1)} s ` +
      `(${stats.joinsRefused} joins refused); server RSS ${mb(before.rss)} → ${mb(after.rss)}: ` +
      `${((after.rss - before.rss) / sockets.length).toFixed(1)} kB per connection`,
  );

  let writes = 0;
  const started = performance.now();
  while (performance.now() - started < durationS * 1000) {
    const id = randomUUID();
    sentAt.set(id, performance.now());
    await db.query(`insert into leads (id, email, name) values ($1, $2, 'Bench')`, [
      id,
      `bench-${id}@example.com`,
    ]);
    writes++;
    await sleep(writeEveryMs);
  }
  await sleep(2000);
  const peak = memory(server.pid);
  const expected = writes * sockets.length;
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  console.log(
    `${writes} commits over ${durationS} s, one every ${writeEveryMs} ms, each to ${sockets.length} sockets`,
  );
  console.table([
    {
      deliveries: latencies.length,
      missed: expected - latencies.length,
      'p50 ms': +percentile(latencies, 50).toFixed(1),
      'p95 ms': +p95.toFixed(1),
      'max ms': +latencies.at(-1).toFixed(1),
      'dropped connections': stats.dropped,
      'heartbeats unanswered': stats.unanswered,
      'server RSS': mb(peak.rss),
    },
  ]);
  console.log(
    `commit → delivery p95 ${p95.toFixed(1)} ms: ${p95 <= LATENCY_GOAL_MS ? 'meets' : 'MISSES'} the goal of ≤ ${LATENCY_GOAL_MS} ms; ` +
      `${stats.dropped === 0 ? 'no connection dropped' : `${stats.dropped} connections DROPPED (close codes ${JSON.stringify(stats.closeCodes)})`}`,
  );
} finally {
  ending = true;
  for (const client of sockets) client.ws.terminate();
  await db.end();
  await server.stop();
  const dropper = new pg.Client({ connectionString: baseUrl });
  await dropper.connect();
  await dropper.query(`drop database if exists ${dbName} with (force)`);
  await dropper.end();
}
