import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import { API_VERSION, request, uniqueEmail } from '../test-helpers';

describe.each(testEngines)('rate limits ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine, {
      AUTH_RATE_LIMIT_IP_PER_5MIN: '3',
      AUTH_RATE_LIMIT_EMAIL_PER_HOUR: '2',
    });
  });
  afterAll(() => server.close());

  const counters = (pattern: string) =>
    server.database.sql.query<{ key: string; count: number }>(
      // The allowed hits kept per key (refused ones are not kept: platform/rate-limit.ts).
      `select key, cardinality(hits) as count from rate_limits where key like $1 order by key`,
      [pattern],
    );

  it('the 4th sign-in attempt from one address in 5 minutes is over_request_rate_limit (429)', async () => {
    const client = server.client();
    const attempt = () =>
      client.signInWithPassword({ email: uniqueEmail('nadie'), password: 'no-es-esta-1' });
    for (let i = 0; i < 3; i++) expect((await attempt()).error?.code).toBe('invalid_credentials');
    const { error } = await attempt();
    expect(error).toMatchObject({ name: 'AuthApiError', code: 'over_request_rate_limit', status: 429 });

    const raw = await request(server, '/auth/v1/token?grant_type=password', {
      body: { email: uniqueEmail('nadie'), password: 'no-es-esta-1' },
      headers: API_VERSION,
    });
    expect(raw.status).toBe(429);
    // The first attempt leaves the 5-minute window in a little under 300 s: that is the wait.
    const wait = Number(raw.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(240);
    expect(wait).toBeLessThanOrEqual(300);
    expect(raw.body).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });

    // The counters live in the database, shared by every instance; clearing them lifts the limit.
    const [ip] = await counters('auth:token:ip:%');
    expect(Number(ip?.count)).toBe(3);
    await server.database.sql.query(`delete from rate_limits where key like 'auth:token:%'`);
    expect((await attempt()).error?.code).toBe('invalid_credentials');
  });

  it('the 3rd recovery mail to one address in an hour is over_email_send_rate_limit (429)', async () => {
    const client = server.client();
    const email = uniqueEmail('limitada');
    for (let i = 0; i < 2; i++) expect((await client.resetPasswordForEmail(email)).error).toBeNull();
    const { error } = await client.resetPasswordForEmail(email);
    expect(error).toMatchObject({ name: 'AuthApiError', code: 'over_email_send_rate_limit', status: 429 });
    const [counter] = await counters(`auth:mail:${email}`);
    expect(Number(counter?.count)).toBe(2);
  });

  it('an incompressible 6 KB address is refused as bad input, not a server error', async () => {
    // Random bytes do not compress, so a key built from them would exceed the btree row limit (2704 bytes).
    const email = `${randomBytes(4500).toString('base64url')}@example.com`;
    for (const path of ['/auth/v1/token?grant_type=password', '/auth/v1/signup', '/auth/v1/recover']) {
      await server.database.sql.query(`delete from rate_limits`);
      const raw = await request(server, path, {
        body: { email, password: 'no-es-esta-1' },
        headers: API_VERSION,
      });
      expect(raw.status, path).toBeGreaterThanOrEqual(400);
      expect(raw.status, path).toBeLessThan(500);
    }
    const verify = await request(server, '/auth/v1/verify', {
      body: { type: 'email', email, token: '123456' },
      headers: API_VERSION,
    });
    expect(verify.status).toBeGreaterThanOrEqual(400);
    expect(verify.status).toBeLessThan(500);
  });
});
