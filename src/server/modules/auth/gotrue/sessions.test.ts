import { createHash } from 'node:crypto';
import { isAuthSessionMissingError } from '@supabase/auth-js';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import { API_VERSION, request, signUpConfirmed, signedIn } from '../test-helpers';

describe.each(testEngines)('sessions and tokens ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
  });
  afterAll(() => server.close());

  const refreshGrant = (token: string) =>
    request(server, '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: token },
      headers: API_VERSION,
    });
  /** GET /user with a raw access token: 200, or the error a signed-out session gets. */
  const userWith = (token: string) => request(server, '/auth/v1/user', { token, headers: API_VERSION });

  it('refreshSession() rotates the refresh token; the old one is still good within the reuse interval', async () => {
    const { email } = await signUpConfirmed(server);
    const { client, session } = await signedIn(server, email);
    const { data, error } = await client.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toEqual(expect.any(String));
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.access_token).not.toBe(session.access_token);
    // A client that lost the answer retries with the old token at once: accepted, with a fresh token.
    const retry = await refreshGrant(session.refresh_token);
    expect(retry.status).toBe(200);
    expect(retry.body.refresh_token).not.toBe(session.refresh_token);
    expect(retry.body.user.email).toBe(email);
  });

  it('reusing a revoked token after the interval ends the session (refresh_token_already_used)', async () => {
    const { email } = await signUpConfirmed(server);
    const { client, session } = await signedIn(server, email);
    const first = session.refresh_token;
    const second = (await client.refreshSession()).data.session!.refresh_token;
    const third = (await client.refreshSession()).data.session!;
    // Rather than wait out the 10-second reuse interval, make this session's rotations a minute old.
    await server.database.sql.query(
      `update auth_refresh_tokens set updated_at = now() - interval '1 minute'
        where session_id = (select session_id from auth_refresh_tokens where token_hash = $1)`,
      [createHash('sha256').update(first).digest('hex')],
    );
    // The parent of the live token stays acceptable: the client may have lost the last answer.
    expect((await refreshGrant(second)).status).toBe(200);
    // An older one is a leaked token: refused, and the whole session is ended.
    const reused = await refreshGrant(first);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const { error } = await client.getUser(third.access_token);
    expect(isAuthSessionMissingError(error)).toBe(true);
    const raw = await userWith(third.access_token);
    expect(raw.status).toBe(403);
    expect(raw.body.code).toBe('session_not_found');
    expect((await refreshGrant(third.refresh_token)).body.code).toBe('refresh_token_not_found');
  });

  it('an unknown refresh token is refresh_token_not_found', async () => {
    const { error } = await server.client().refreshSession({ refresh_token: 'no-existe-123456' });
    expect(error).toMatchObject({ code: 'refresh_token_not_found', status: 400 });
  });

  it('getUser() answers the signed-in user', async () => {
    const { email, id } = await signUpConfirmed(server);
    const { client } = await signedIn(server, email);
    const { data, error } = await client.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email, aud: 'authenticated' });
  });

  it('publishes the verification keys at /.well-known/jwks.json, cacheable, public parts only', async () => {
    const { status, headers, body } = await request(server, '/auth/v1/.well-known/jwks.json');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=600');
    expect(body.keys.length).toBeGreaterThan(0);
    for (const key of body.keys) {
      expect(key).toMatchObject({ kid: expect.any(String), alg: 'ES256', kty: 'EC', crv: 'P-256' });
      expect(key).not.toHaveProperty('d');
    }
  });

  it('getClaims() verifies the access token through the JWKS; the claims are GoTrue’s', async () => {
    const { email, id } = await signUpConfirmed(server);
    const { client, session } = await signedIn(server, email);
    const { data, error } = await client.getClaims();
    expect(error).toBeNull();
    const claims = data!.claims;
    expect(data!.header).toMatchObject({ alg: 'ES256', kid: expect.any(String), typ: 'JWT' });
    expect(claims).toMatchObject({
      sub: id,
      aud: 'authenticated',
      role: 'authenticated',
      iss: `${server.url}/auth/v1`,
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'], role: 'visitor' },
      user_metadata: { full_name: 'Ana Prueba' },
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      is_anonymous: false,
    });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.jti).toEqual(expect.any(String));
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.nbf).toBe(claims.iat);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(60);
    // Anyone can verify it with the published keys alone.
    const jwks = (await request(server, '/auth/v1/.well-known/jwks.json')).body as JSONWebKeySet;
    const verified = await jwtVerify(session.access_token, createLocalJWKSet(jwks), {
      issuer: `${server.url}/auth/v1`,
      audience: 'authenticated',
    });
    expect(verified.payload.sub).toBe(id);
    // A forged payload fails the signature check in the client, before any server call.
    const forged = tamper(session.access_token);
    const local = await client.getClaims(forged);
    expect(local.error).toMatchObject({ name: 'AuthInvalidJwtError', message: 'Invalid JWT signature' });
  });

  it('a tampered token is 403 bad_jwt; no token is 401 no_authorization', async () => {
    const { email } = await signUpConfirmed(server);
    const { session } = await signedIn(server, email);
    const tampered = await userWith(tamper(session.access_token));
    expect(tampered.status).toBe(403);
    expect(tampered.body.code).toBe('bad_jwt');
    const none = await request(server, '/auth/v1/user', { headers: API_VERSION });
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('no_authorization');
  });

  describe('signOut scopes', () => {
    /** One account signed in from two browsers. */
    async function twoBrowsers() {
      const { email } = await signUpConfirmed(server);
      return [await signedIn(server, email), await signedIn(server, email)] as const;
    }
    const ENDED = '403 session_not_found';
    const state = async (token: string) => {
      const { status, body } = await userWith(token);
      return status === 200 ? 'alive' : `${status} ${body.code}`;
    };

    it("'local' ends only this session", async () => {
      const [a, b] = await twoBrowsers();
      expect((await a.client.signOut({ scope: 'local' })).error).toBeNull();
      expect((await a.client.getSession()).data.session).toBeNull();
      expect(await state(a.session.access_token)).toBe(ENDED);
      expect(await state(b.session.access_token)).toBe('alive');
    });

    it("'others' keeps this session and ends the other browser's", async () => {
      const [a, b] = await twoBrowsers();
      expect((await a.client.signOut({ scope: 'others' })).error).toBeNull();
      expect((await a.client.getSession()).data.session?.access_token).toBe(a.session.access_token);
      expect(await state(a.session.access_token)).toBe('alive');
      expect(await state(b.session.access_token)).toBe(ENDED);
    });

    it("'global' (the default) ends every session of the account", async () => {
      const [a, b] = await twoBrowsers();
      expect((await a.client.signOut()).error).toBeNull();
      expect(await state(a.session.access_token)).toBe(ENDED);
      expect(await state(b.session.access_token)).toBe(ENDED);
      const refresh = await refreshGrant(b.session.refresh_token);
      expect(refresh.status).toBe(400);
    });

    it('POST /logout answers 204 with no body', async () => {
      const [a] = await twoBrowsers();
      const response = await request(server, '/auth/v1/logout?scope=local', {
        method: 'POST',
        token: a.session.access_token,
      });
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
    });
  });
});

/** The same token with a changed claim in its payload: the signature no longer matches. */
function tamper(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  claims.role = 'service_role';
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}
