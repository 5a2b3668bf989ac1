// `npm run bench:booking`: the booking API on the production build (`npm run build` first) and a fresh
// PostgreSQL database of its own (created on DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test,
// dropped at the end). Prints figures; no pass/fail:
//   1. GET /api/booking/slots for the whole 60-day horizon with 500 existing appointments (p50/p95);
//   2. 200 simultaneous booking attempts for one slot (successes / 409s / errors — goal 1 / 199 / 0);
//   3. throughput of /api/booking/slots as a ratio to /api/health in the same run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { percentile, startBenchServer } from './bench-server.mjs';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const attempts = Number(process.env.BENCH_BOOKING_ATTEMPTS ?? 200);
const existing = 500;

const dbName = `estudio_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
await admin.end();
const url = new URL(baseUrl);
url.pathname = `/${dbName}`;

// TRUST_PROXY: each simulated visitor sends its own X-Forwarded-For, so the per-IP limit does not
// turn the 200 attempts into 429s.
const server = await startBenchServer({ DATABASE_URL: url.href, TRUST_PROXY: 'true' });
const db = new pg.Client({ connectionString: url.href });
await db.connect();

let ip = 0;
const visitor = () => {
  ip++;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
};

/** Runs `total` calls, `parallel` at a time; returns sorted latencies (ms) and requests per second. */
async function measure(total, parallel, call) {
  const times = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < total) {
        next++;
        const t = performance.now();
        const res = await call();
        await res.arrayBuffer();
        if (!res.ok) failures++;
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { times, perSecond: times.length / seconds, failures };
}

try {
  // 500 confirmed appointments, one an hour from 07:00 to 20:00 Mexico City on the next 36 days (they
  // cover the opening hours), written straight to the table like real bookings (blocked = own time + 15 min).
  await db.query(
    `insert into appointments (service_id, status, starts_at, ends_at, blocked, customer_name, customer_email,
       language, time_zone, ics_uid)
     select s.id, 'confirmed', x.t, x.t + interval '30 minutes', tstzrange(x.t, x.t + interval '45 minutes'),
       'Bench ' || n, 'bench' || n || '@example.com', 'es', 'America/Mexico_City', 'bench-' || n || '@bench'
     from services s, generate_series(0, $1 - 1) n,
     lateral (select ((current_date + 1 + n / 14)::timestamp + (7 + n % 14) * interval '1 hour')
                     at time zone 'America/Mexico_City' as t) x
     where s.slug = 'consulta-inicial'`,
    [existing],
  );
  const slotsUrl = `${server.base}/api/booking/slots?service=consulta-inicial&tz=America/New_York`;
  const sample = await (await fetch(slotsUrl)).json();
  const slotCount = sample.days.reduce((n, d) => n + d.slots.length, 0);
  console.log(
    `Booking: ${existing} existing appointments; the 60-day answer has ${sample.days.length} days, ${slotCount} free slots`,
  );

  // Latency one request at a time (what a visitor waits); throughput with `concurrency` in flight.
  const latency = await measure(requests, 1, () => fetch(slotsUrl));
  const slots = await measure(requests, concurrency, () => fetch(slotsUrl));
  const health = await measure(requests, concurrency, () => fetch(`${server.base}/api/health`));
  const row = (operation, run) => ({
    operation,
    'req/s': Math.round(run.perSecond),
    'p50 ms': +percentile(run.times, 50).toFixed(1),
    'p95 ms': +percentile(run.times, 95).toFixed(1),
    failures: run.failures,
  });
  console.table([
    row('GET /api/booking/slots (60 days), 1 at a time', latency),
    row(`GET /api/booking/slots (60 days), ${concurrency} at a time`, slots),
    row(`GET /api/health, ${concurrency} at a time`, health),
  ]);
  console.log(`slots throughput / health throughput: ${(slots.perSecond / health.perSecond).toFixed(3)}`);

  // One free slot everybody wants at once.
  const target = sample.days.flatMap((d) => d.slots).at(-1);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: attempts }, (_, i) =>
      fetch(`${server.base}/api/booking/appointments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() },
        body: JSON.stringify({
          service: 'consulta-inicial',
          start: target.start,
          name: `Visitante ${i}`,
          email: `visitante${i}@example.com`,
          language: i % 2 ? 'en' : 'es',
          timeZone: 'America/New_York',
        }),
      }).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status;
        },
        () => 'network error',
      ),
    ),
  );
  const ms = performance.now() - started;
  const tally = (match) => answers.filter(match).length;
  const live = await db.query(
    `select count(*)::int as n from appointments where starts_at = $1 and status in ('held','pending_payment','confirmed')`,
    [target.start],
  );
  console.table([
    {
      attempts,
      successes: tally((s) => s === 200),
      '409 slot_taken': tally((s) => s === 409),
      errors: tally((s) => s !== 200 && s !== 409),
      'appointments at that time': live.rows[0].n,
      'total ms': Math.round(ms),
    },
  ]);
} finally {
  await db.end();
  await server.stop();
  const dropper = new pg.Client({ connectionString: baseUrl });
  await dropper.connect();
  await dropper.query(`drop database if exists ${dbName} with (force)`);
  await dropper.end();
}
