// `npm run bench:pages`: latency and throughput of server-rendered public pages, and what a first visit
// downloads (gzip). Runs the production build on a throw-away embedded database. Prints figures; no pass/fail.
import { gzipSync } from 'node:zlib';
import { percentile, startBenchServer } from './bench-server.mjs';

const routes = [
  '/',
  '/app',
  '/projects',
  '/biography',
  '/cv',
  '/calendar-booking',
  '/diagnostico-marca-profesional',
];
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);

const { base, stop } = await startBenchServer();

async function measure(route) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        const t = performance.now();
        const res = await fetch(base + route, { headers: { 'accept-language': 'es-MX' } });
        await res.arrayBuffer();
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    route,
    'req/s': Math.round(times.length / seconds),
    'p50 ms': +percentile(times, 50).toFixed(1),
    'p95 ms': +percentile(times, 95).toFixed(1),
  };
}

async function firstVisitBytes(route) {
  const html = await (await fetch(base + route)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let total = gzipSync(html).length;
  for (const asset of assets)
    total += gzipSync(Buffer.from(await (await fetch(base + asset)).arrayBuffer())).length;
  return { route, 'html+js+css gzip KB': +(total / 1024).toFixed(1), files: assets.length + 1 };
}

try {
  for (const route of routes) await fetch(base + route); // warm up
  console.log(`Server-rendered pages: ${requests} requests per route, ${concurrency} concurrent`);
  const rows = [];
  for (const route of routes) rows.push(await measure(route));
  console.table(rows);
  console.log('First visit, before lazy screen chunks and fonts:');
  const sizes = [];
  for (const route of routes) sizes.push(await firstVisitBytes(route));
  console.table(sizes);
} finally {
  await stop();
}
