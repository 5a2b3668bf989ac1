// `npm run bench:auth`: latency and throughput of the auth service on the production build and a
// throw-away embedded database: password sign-in (argon2id dominates), token refresh, GET /user, and
// /api/me/profile. Prints figures; no pass/fail.
import { percentile, startBenchServer } from './bench-server.mjs';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const password = 'bench-password-42';

const { base, stop } = await startBenchServer({
  AUTH_AUTOCONFIRM: 'true',
  AUTH_RATE_LIMIT_IP_PER_5MIN: '1000000',
});

const json = (body, token) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function measure(name, call) {
  const times = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const index = next++;
        const t = performance.now();
        const res = await call(index);
        await res.arrayBuffer();
        if (!res.ok) failures++;
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    operation: name,
    'req/s': Math.round(times.length / seconds),
    'p50 ms': +percentile(times, 50).toFixed(1),
    'p95 ms': +percentile(times, 95).toFixed(1),
    failures,
  };
}

try {
  const signup = await (
    await fetch(`${base}/auth/v1/signup`, json({ email: 'bench@example.com', password }))
  ).json();
  const access = signup.access_token;
  // One refresh token per request: each is single-use.
  const refreshTokens = [];
  for (let i = 0; i < requests; i++) {
    const session = await (
      await fetch(`${base}/auth/v1/token?grant_type=password`, json({ email: 'bench@example.com', password }))
    ).json();
    refreshTokens.push(session.refresh_token);
  }
  console.log(`Auth service: ${requests} requests per operation, ${concurrency} concurrent`);
  const rows = [
    await measure('POST /token password', () =>
      fetch(`${base}/auth/v1/token?grant_type=password`, json({ email: 'bench@example.com', password })),
    ),
    await measure('POST /token refresh', (i) =>
      fetch(`${base}/auth/v1/token?grant_type=refresh_token`, json({ refresh_token: refreshTokens[i] })),
    ),
    await measure('GET /user', () =>
      fetch(`${base}/auth/v1/user`, { headers: { authorization: `Bearer ${access}` } }),
    ),
    await measure('GET /api/me/profile', () =>
      fetch(`${base}/api/me/profile`, { headers: { authorization: `Bearer ${access}` } }),
    ),
    await measure('GET /.well-known/jwks.json', () => fetch(`${base}/auth/v1/.well-known/jwks.json`)),
  ];
  console.table(rows);
} finally {
  await stop();
}
