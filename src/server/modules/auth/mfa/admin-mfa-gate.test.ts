import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config';
import type { Database } from '../../../platform/db/client';
import { createTestApp } from '../../../test/app';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { createOrPromoteAdmin } from '../admin/admin-command';

const env = { AUTH_AUTOCONFIRM: 'true', SITE_URL: 'http://localhost' };
type App = ReturnType<typeof createTestApp>;

/** A JSON request to the in-process app; answers status and parsed body. */
async function call(
  app: App,
  path: string,
  options: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await app.request(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are checked field by field
  const body: any = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
  return { status: response.status, body };
}

/** Every /api/admin route in the app's route table, with its parameters filled in (as admin-gate.test.ts). */
function adminRoutes(app: App) {
  const seen = new Set<string>();
  return app.routes
    .filter((route) => route.path.startsWith('/api/admin/') && !route.path.endsWith('*'))
    .filter((route) => route.method !== 'ALL')
    .map((route) => ({ method: route.method, path: route.path.replace(/:(\w+)/g, 'x-$1') }))
    .filter(
      (route) => !seen.has(`${route.method} ${route.path}`) && !!seen.add(`${route.method} ${route.path}`),
    );
}

/** Calls every admin route with a token; answers the routes whose status or code is not what `ok` accepts. */
async function walk(app: App, token: string, ok: (status: number, code: string | undefined) => boolean) {
  const wrong: string[] = [];
  for (const route of adminRoutes(app)) {
    const answer = await call(app, route.path, {
      method: route.method,
      token,
      body: ['GET', 'HEAD'].includes(route.method) ? undefined : {},
    });
    if (!ok(answer.status, answer.body?.error?.code))
      wrong.push(`${route.method} ${route.path}: ${answer.status} ${answer.body?.error?.code}`);
  }
  return wrong;
}

/**
 * The owner's admin area behind a second factor (ADR 034), proven over the whole /api/admin route table: an admin
 * with a verified factor needs an aal2 session; with ADMIN_REQUIRE_MFA an admin must enrol first; visitors are
 * unaffected.
 */
describe.each(testEngines)('the /api/admin gate and the second factor ($name)', (engine) => {
  let database: Database;
  let app: App;
  let strict: App;
  const tokens = { visitor: '', aal1: '', aal2: '', unenrolled: '' };

  async function signIn(target: App, email: string, password: string) {
    const answer = await call(target, '/auth/v1/token?grant_type=password', { body: { email, password } });
    expect(answer.status).toBe(200);
    return answer.body.access_token as string;
  }
  async function makeAdmin(email: string) {
    const made = await createOrPromoteAdmin(database.db, loadConfig({ NODE_ENV: 'test', ...env }), email);
    return made.password!;
  }

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    app = createTestApp(database, { env });
    strict = createTestApp(database, { env: { ...env, ADMIN_REQUIRE_MFA: 'true' } });
    const visitor = await call(app, '/auth/v1/signup', {
      body: { email: 'guest@estudio.test', password: 'calendula-42' },
    });
    tokens.visitor = visitor.body.access_token;

    // The owner enrols a factor and verifies it: that session is aal2; a later password sign-in is aal1.
    const password = await makeAdmin('boss@estudio.test');
    const first = await signIn(app, 'boss@estudio.test', password);
    const factor = await call(app, '/auth/v1/factors', { token: first, body: { factor_type: 'totp' } });
    expect(factor.status).toBe(200);
    const challenge = await call(app, `/auth/v1/factors/${factor.body.id}/challenge`, {
      token: first,
      body: {},
    });
    const code = new TOTP({ secret: factor.body.totp.secret }).generate();
    const verified = await call(app, `/auth/v1/factors/${factor.body.id}/verify`, {
      token: first,
      body: { challenge_id: challenge.body.id, code },
    });
    expect(verified.status).toBe(200);
    tokens.aal2 = verified.body.access_token;
    tokens.aal1 = await signIn(app, 'boss@estudio.test', password);
    tokens.unenrolled = await signIn(strict, 'helper@estudio.test', await makeAdmin('helper@estudio.test'));
  });
  afterAll(() => database.close());

  it('finds the admin routes', () => {
    expect(adminRoutes(app).length).toBeGreaterThan(10);
  });

  it('an admin with a verified factor gets 403 aal2_required at aal1 on every route, and through at aal2', async () => {
    expect(
      await walk(app, tokens.aal1, (status, code) => status === 403 && code === 'aal2_required'),
    ).toEqual([]);
    expect(await walk(app, tokens.aal2, (status) => status !== 401 && status !== 403)).toEqual([]);
    expect((await call(app, '/api/me/security', { token: tokens.aal1 })).body).toEqual({
      adminMfaRequired: false,
      aal: 'aal1',
      hasVerifiedFactor: true,
    });
    expect((await call(app, '/api/me/security', { token: tokens.aal2 })).body).toMatchObject({ aal: 'aal2' });
  });

  it('ADMIN_REQUIRE_MFA: an admin without a factor gets 403 mfa_enrollment_required everywhere until enrolling', async () => {
    const refused = (status: number, code?: string) => status === 403 && code === 'mfa_enrollment_required';
    expect(await walk(strict, tokens.unenrolled, refused)).toEqual([]);
    expect((await call(strict, '/api/me/security', { token: tokens.unenrolled })).body).toEqual({
      adminMfaRequired: true,
      aal: 'aal1',
      hasVerifiedFactor: false,
    });
    // The admin who has a factor passes at aal2 and is asked for the code at aal1, as without the setting.
    expect(await walk(strict, tokens.aal2, (status) => status !== 401 && status !== 403)).toEqual([]);
    expect((await call(strict, '/api/admin/accounts', { token: tokens.aal1 })).body.error.code).toBe(
      'aal2_required',
    );
    // Enrolling and verifying opens the admin area.
    const factor = await call(strict, '/auth/v1/factors', {
      token: tokens.unenrolled,
      body: { factor_type: 'totp', friendly_name: 'Móvil' },
    });
    const challenge = await call(strict, `/auth/v1/factors/${factor.body.id}/challenge`, {
      token: tokens.unenrolled,
      body: {},
    });
    const verified = await call(strict, `/auth/v1/factors/${factor.body.id}/verify`, {
      token: tokens.unenrolled,
      body: {
        challenge_id: challenge.body.id,
        code: new TOTP({ secret: factor.body.totp.secret }).generate(),
      },
    });
    expect((await call(strict, '/api/admin/accounts', { token: verified.body.access_token })).status).toBe(
      200,
    );
  });

  it('visitors are unaffected: 403 forbidden, and /api/me/security says no factor is asked of them', async () => {
    for (const target of [app, strict]) {
      expect(
        await walk(target, tokens.visitor, (status, code) => status === 403 && code === 'forbidden'),
      ).toEqual([]);
      expect((await call(target, '/api/me/security', { token: tokens.visitor })).body).toEqual({
        adminMfaRequired: false,
        aal: 'aal1',
        hasVerifiedFactor: false,
      });
    }
    expect((await call(app, '/api/me/security')).status).toBe(401);
  });

  it('token and session must both say aal2: a token from before the code, or after its factor went, is refused', async () => {
    const password = await makeAdmin('two-phones@estudio.test');
    const before = await signIn(app, 'two-phones@estudio.test', password);
    /** Enrols and verifies a factor in the token's session; answers its id and the session's new token. */
    async function addFactor(token: string, name: string) {
      const factor = await call(app, '/auth/v1/factors', {
        token,
        body: { factor_type: 'totp', friendly_name: name },
      });
      const challenge = await call(app, `/auth/v1/factors/${factor.body.id}/challenge`, { token, body: {} });
      const code = new TOTP({ secret: factor.body.totp.secret }).generate();
      const verified = await call(app, `/auth/v1/factors/${factor.body.id}/verify`, {
        token,
        body: { challenge_id: challenge.body.id, code },
      });
      expect(verified.status).toBe(200);
      return { id: factor.body.id as string, token: verified.body.access_token as string };
    }
    const first = await addFactor(before, 'Móvil');
    // The session row is aal2 now, but the token minted before the code still says aal1.
    expect((await call(app, '/api/admin/accounts', { token: before })).body.error.code).toBe('aal2_required');
    expect((await call(app, '/api/admin/accounts', { token: first.token })).status).toBe(200);
    // A second factor verified in the same session raises it again; removing that one drops the session to aal1
    // while its token still says aal2, and the first factor is still verified: refused.
    const second = await addFactor(first.token, 'Tableta');
    const removed = await call(app, `/auth/v1/factors/${second.id}`, {
      method: 'DELETE',
      token: second.token,
    });
    expect(removed.status).toBe(200);
    const refused = await call(app, '/api/admin/accounts', { token: second.token });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'aal2_required']);
    expect((await call(app, '/api/me/security', { token: second.token })).body).toMatchObject({
      aal: 'aal1',
      hasVerifiedFactor: true,
    });
  });
});
