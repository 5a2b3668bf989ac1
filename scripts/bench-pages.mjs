// `npm run bench:pages`: latency and throughput of server-rendered public pages, and what a first visit
// downloads (gzip). Runs the production build on a throw-away embedded database. Prints figures; no pass/fail.
//
// Before/after (ADR 050): the same pages from a server with the page cache off (PAGE_CACHE_MAX_BYTES=0:
// every request renders, as before the cache) and on. "cold" is the first request of a page after a start or a
// content change (a render, which the cache then keeps); "warm" is the steady state of repeated requests.
// Issue 23's goal: warm ≥ 10× the throughput of "off", with p50 ≤ 10 ms.
import { gzipSync } from 'node:zlib';
import { percentile, startBenchServer } from './bench-server.mjs';

const fixedRoutes = [
  '/',
  '/app',
  '/projects',
  '/biography',
  '/cv',
  '/airbnb',
  '/calendar-booking',
  '/diagnostico-marca-profesional',
];
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
// Rendering every request is slow (tens of requests a second): fewer of them give its figures.
const offRequests = Number(process.env.BENCH_OFF_REQUESTS ?? 100);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);

async function routesOf(base) {
  const { projects } = await (await fetch(`${base}/api/content/projects`)).json();
  const project = projects[0] ? [`/projects/${projects[0].slug}`] : [];
  // Each page in Spanish (the browser's language) and in English (the language-specific URL).
  return [...fixedRoutes, ...project].flatMap((route) => [
    { label: route, url: route },
    { label: `${route}?lang=en`, url: `${route}${route.includes('?') ? '&' : '?'}lang=en` },
  ]);
}

const get = (base, url) => fetch(base + url, { headers: { 'accept-language': 'es-MX' } });

async function measure(base, url, count = requests) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        const t = performance.now();
        const res = await get(base, url);
        await res.arrayBuffer();
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}

/** One request at a time, the page not yet kept: its render's latency. */
async function cold(base, url) {
  const t = performance.now();
  const res = await get(base, url);
  await res.arrayBuffer();
  return { ms: performance.now() - t, cache: res.headers.get('x-page-cache') ?? '—' };
}

async function firstVisitBytes(base, route) {
  const html = await (await fetch(base + route)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let total = gzipSync(html).length;
  for (const asset of assets)
    total += gzipSync(Buffer.from(await (await fetch(base + asset)).arrayBuffer())).length;
  return { route, 'html+js+css gzip KB': +(total / 1024).toFixed(1), files: assets.length + 1 };
}

const round = (n, digits = 1) => +n.toFixed(digits);

console.log(
  `Server-rendered pages: ${offRequests} requests per page with the cache off, ${requests} with it on, ${concurrency} concurrent`,
);
const off = new Map();
let routes;
{
  const server = await startBenchServer({ PAGE_CACHE_MAX_BYTES: '0' });
  try {
    routes = await routesOf(server.base);
    for (const { url } of routes) await get(server.base, url); // warm up the code paths
    for (const { url } of routes) off.set(url, await measure(server.base, url, offRequests));
  } finally {
    await server.stop();
  }
}
const server = await startBenchServer();
try {
  const rows = [];
  for (const { label, url } of routes) {
    const first = await cold(server.base, url);
    const warm = await measure(server.base, url);
    const before = off.get(url);
    rows.push({
      page: label,
      'off req/s': Math.round(before.rps),
      'off p50': round(before.p50),
      'off p95': round(before.p95),
      'cold ms': round(first.ms),
      cold: first.cache,
      'warm req/s': Math.round(warm.rps),
      'warm p50': round(warm.p50),
      'warm p95': round(warm.p95),
      '×': round(warm.rps / before.rps),
    });
  }
  console.log('Cache off (every request renders) vs on: cold = first request, warm = repeated requests (ms)');
  console.table(rows);
  const worst = rows.reduce((a, b) => (b['×'] < a['×'] ? b : a));
  const slowest = rows.reduce((a, b) => (b['warm p50'] > a['warm p50'] ? b : a));
  const met = worst['×'] >= 10 && slowest['warm p50'] <= 10;
  console.log(
    `Goal (issue 23): warm ≥ 10× and p50 ≤ 10 ms on every page — lowest ${worst['×']}× (${worst.page}), ` +
      `highest p50 ${slowest['warm p50']} ms (${slowest.page}): ${met ? 'met' : 'NOT met'}` +
      (worst.cold === '—' ? ` (${worst.page} is never kept)` : ''),
  );
  console.log('First visit, before lazy screen chunks and fonts:');
  const sizes = [];
  for (const route of fixedRoutes) sizes.push(await firstVisitBytes(server.base, route));
  console.table(sizes);
} finally {
  await server.stop();
}
