import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReadyDatabase, testEngines } from './test/databases';
import { adminAccessToken } from './test/admin-session';
import { createTestApp } from './test/app';
import type { Database } from './platform/db/client';

/**
 * Every /api/admin route, present and future, answers 401 without a token and 403 to a visitor: the
 * test walks the app's route table, so a new admin route is covered the moment it exists.
 */
describe.each(testEngines)('the /api/admin gate ($name)', (engine) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  const tokens: Record<'admin' | 'visitor', string> = { admin: '', visitor: '' };

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    const env = { AUTH_AUTOCONFIRM: 'true', SITE_URL: 'http://localhost' };
    app = createTestApp(database, { env });
    const response = await app.request('/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'guest@estudio.test', password: 'calendula-42' }),
    });
    expect(response.status).toBe(200);
    tokens.visitor = ((await response.json()) as { access_token: string }).access_token;
    tokens.admin = await adminAccessToken(app, database, env, 'boss@estudio.test');
  });
  afterAll(() => database.close());

  const adminRoutes = () => {
    const seen = new Set<string>();
    return app.routes
      .filter((route) => route.path.startsWith('/api/admin/') && !route.path.endsWith('*'))
      .filter((route) => route.method !== 'ALL')
      .map((route) => ({ method: route.method, path: route.path.replace(/:(\w+)/g, 'x-$1') }))
      .filter(
        (route) => !seen.has(`${route.method} ${route.path}`) && !!seen.add(`${route.method} ${route.path}`),
      );
  };

  it('finds the admin routes', () => {
    expect(adminRoutes().length).toBeGreaterThan(0);
  });

  it('answers 401 without a token, 403 to a visitor and lets an admin through', async () => {
    for (const route of adminRoutes()) {
      const call = (token?: string) =>
        app.request(route.path, {
          method: route.method,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: ['GET', 'HEAD'].includes(route.method) ? undefined : '{}',
        });
      const anonymous = await call();
      expect(anonymous.status, `${route.method} ${route.path} signed out`).toBe(401);
      expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
      expect((await call('not-a-jwt')).status, `${route.method} ${route.path} bad token`).toBe(401);
      const visitor = await call(tokens.visitor);
      expect(visitor.status, `${route.method} ${route.path} visitor`).toBe(403);
      const admin = await call(tokens.admin);
      expect([401, 403], `${route.method} ${route.path} admin`).not.toContain(admin.status);
    }
  });
});
