import type { GoTrueClient } from '@supabase/auth-js';
import { decodeJwt } from 'jose';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import { API_VERSION, request, signUpConfirmed, signedIn } from '../test-helpers';

/** The code an authenticator app shows for a secret, `steps` 30-second steps from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
const wrong = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

describe.each(testEngines)('TOTP second factor through auth-js ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
  });
  afterAll(() => server.close());

  /** A confirmed person signed in with a password, with an unverified TOTP factor enrolled. */
  async function enrolled(name?: string) {
    const { email, id } = await signUpConfirmed(server);
    const { client, session } = await signedIn(server, email);
    const { data, error } = await client.mfa.enroll({ factorType: 'totp', friendlyName: name });
    expect(error).toBeNull();
    return { email, id, client, session, factor: data! };
  }
  const accessToken = async (client: GoTrueClient) => (await client.getSession()).data.session!.access_token;

  it('enrol → challenge → verify gives aal2; password sign-in is aal1 until challengeAndVerify; unenrol needs aal2', async () => {
    const { email, client, factor } = await enrolled('Teléfono');
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Teléfono' });
    // auth-js turns GoTrue's bare SVG into a data URI.
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg [^>]*viewBox=/);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(factor.totp.secret);
    expect(uri.searchParams.get('issuer')).toBe(new URL(server.url).host);
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    // Listed as unverified; the secret is never shown again.
    const user = await request(server, '/auth/v1/user', { token: await accessToken(client) });
    expect(user.body.factors).toEqual([
      expect.objectContaining({ id: factor.id, factor_type: 'totp', status: 'unverified' }),
    ]);
    expect(user.text).not.toContain(factor.totp.secret);
    expect((await client.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });

    const challenge = await client.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp', id: expect.any(String) });
    const expiresIn = challenge.data!.expires_at - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(290);
    expect(expiresIn).toBeLessThanOrEqual(300);
    const firstCode = codeFor(factor.totp.secret);
    const verified = await client.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: firstCode,
    });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr).toEqual([
      { method: 'totp', timestamp: expect.any(Number) },
      { method: 'password', timestamp: expect.any(Number) },
    ]);
    expect(verified.data!.user.factors).toEqual([expect.objectContaining({ status: 'verified' })]);
    expect((await client.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal2',
      nextLevel: 'aal2',
    });
    // A refresh keeps aal2.
    const refreshed = await client.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({ aal: 'aal2' });
    expect((await client.mfa.listFactors()).data!.totp).toHaveLength(1);

    // A new sign-in is aal1 and is asked for the second step.
    await client.signOut();
    const again = await signedIn(server, email);
    expect((await again.client.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    // At aal1 a verified factor cannot be removed, nor another one added (GoTrue's insufficient_aal).
    const early = await again.client.mfa.unenroll({ factorId: factor.id });
    expect(early.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const more = await again.client.mfa.enroll({ factorType: 'totp', friendlyName: 'Otro' });
    expect(more.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    // The code already used is refused; the next step's code (inside the window) is accepted.
    const reused = await again.client.mfa.challengeAndVerify({ factorId: factor.id, code: firstCode });
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    const second = await again.client.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeFor(factor.totp.secret, 1),
    });
    expect(second.error).toBeNull();
    expect(decodeJwt(second.data!.access_token).aal).toBe('aal2');
    expect((await again.client.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');

    const removed = await again.client.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    expect((await again.client.mfa.listFactors()).data!.all).toEqual([]);
    // The session the factor raised falls back to aal1 at its next refresh.
    const after = await again.client.refreshSession();
    expect(decodeJwt(after.data.session!.access_token)).toMatchObject({
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });
  });

  it('verifying ends the person’s other aal1 sessions, keeps the verifying one, and retires its aal1 refresh token', async () => {
    const { email, client, factor, session } = await enrolled();
    const other = await signedIn(server, email);
    await client.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.totp.secret) });
    // The refresh token from before the code cannot mint (aal2) tokens, not even at once.
    const stale = await request(server, '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
      headers: API_VERSION,
    });
    expect([stale.status, stale.body.code]).toEqual([400, 'refresh_token_not_found']);
    const otherUser = await request(server, '/auth/v1/user', {
      token: other.session.access_token,
      headers: API_VERSION,
    });
    expect(otherUser.body.code).toBe('session_not_found');
    expect((await request(server, '/auth/v1/user', { token: await accessToken(client) })).status).toBe(200);
  });

  it('wrong codes, spent and expired challenges, and another person’s factor get GoTrue’s errors', async () => {
    const { email, client, factor } = await enrolled();
    const token = await accessToken(client);
    const call = (path: string, body?: unknown, method = 'POST', as = token) =>
      request(server, `/auth/v1/factors${path}`, { method, body, token: as, headers: API_VERSION });
    const challenge = (await call(`/${factor.id}/challenge`)).body.id as string;
    const code = codeFor(factor.totp.secret);
    const bad = await call(`/${factor.id}/verify`, { challenge_id: challenge, code: wrong(code) });
    expect([bad.status, bad.body.code]).toEqual([422, 'mfa_verification_failed']);
    expect((await call(`/${factor.id}/verify`, { challenge_id: challenge, code })).status).toBe(200);
    const spent = await call(`/${factor.id}/verify`, {
      challenge_id: challenge,
      code: codeFor(factor.totp.secret, 1),
    });
    expect([spent.status, spent.body.code]).toEqual([422, 'mfa_ip_address_mismatch']);

    const fresh = await signedIn(server, email);
    const aal1 = fresh.session.access_token;
    const old = (await call(`/${factor.id}/challenge`, undefined, 'POST', aal1)).body.id as string;
    await server.database.sql.query(
      `update auth_mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`,
      [old],
    );
    const expired = await call(
      `/${factor.id}/verify`,
      { challenge_id: old, code: codeFor(factor.totp.secret, 1) },
      'POST',
      aal1,
    );
    expect([expired.status, expired.body.code]).toEqual([422, 'mfa_challenge_expired']);
    const gone = await call(
      `/${factor.id}/verify`,
      { challenge_id: old, code: codeFor(factor.totp.secret, 1) },
      'POST',
      aal1,
    );
    expect([gone.status, gone.body.code]).toEqual([422, 'mfa_factor_not_found']);

    // Someone else's factor is not found, whatever the call; nothing of it changes.
    const stranger = await enrolled();
    const theirs = await accessToken(stranger.client);
    for (const [path, method, body] of [
      [`/${factor.id}/challenge`, 'POST', undefined],
      [`/${factor.id}/verify`, 'POST', { challenge_id: old, code: '123456' }],
      [`/${factor.id}`, 'DELETE', undefined],
    ] as const) {
      const answer = await call(path, body, method, theirs);
      expect([path, method, answer.status, answer.body.code]).toEqual([
        path,
        method,
        404,
        'mfa_factor_not_found',
      ]);
    }
  });

  it('bad input: 400 validation_failed; no session: 401; names unique per person', async () => {
    const { client, factor } = await enrolled('Llavero');
    const token = await accessToken(client);
    const call = (path: string, body?: unknown, as: string | null = token) =>
      request(server, `/auth/v1/factors${path}`, { body, token: as ?? undefined, headers: API_VERSION });
    const signedOut = await call('', { factor_type: 'totp' }, null);
    expect([signedOut.status, signedOut.body.code]).toEqual([401, 'no_authorization']);
    for (const body of [
      {},
      { factor_type: 'sms' },
      { factor_type: 'totp', friendly_name: 7 },
      { factor_type: 'totp', issuer: 'x'.repeat(300) },
    ]) {
      const answer = await call('', body);
      expect([JSON.stringify(body), answer.status, answer.body.code]).toEqual([
        JSON.stringify(body),
        400,
        'validation_failed',
      ]);
    }
    expect((await call('', { factor_type: 'phone', phone: '+5215555555555' })).status).toBe(422);
    const twin = await call('', { factor_type: 'totp', friendly_name: 'Llavero' });
    expect([twin.status, twin.body.code]).toEqual([422, 'mfa_factor_name_conflict']);
    const challenge = (await call(`/${factor.id}/challenge`, {})).body.id as string;
    expect(challenge).toEqual(expect.any(String));
    for (const body of [
      { challenge_id: challenge, code: '' },
      { challenge_id: 'nope', code: '123456' },
      { challenge_id: challenge, code: 123456 },
    ]) {
      const answer = await call(`/${factor.id}/verify`, body);
      expect([JSON.stringify(body), answer.status, answer.body.code]).toEqual([
        JSON.stringify(body),
        400,
        'validation_failed',
      ]);
    }
    const notUuid = await call('/not-a-uuid/challenge', {});
    expect([notUuid.status, notUuid.body.code]).toEqual([404, 'validation_failed']);
    expect((await call(`/${factor.id}/verify`, [1])).body.code).toBe('bad_json');
  });

  it('attempts from one session on a factor are limited: the eleventh in five minutes is 429 with Retry-After', async () => {
    const { client, factor } = await enrolled();
    const token = await accessToken(client);
    const challenge = (await request(server, `/auth/v1/factors/${factor.id}/challenge`, { body: {}, token }))
      .body.id;
    const code = wrong(codeFor(factor.totp.secret));
    const attempt = () =>
      request(server, `/auth/v1/factors/${factor.id}/verify`, {
        body: { challenge_id: challenge, code },
        token,
        headers: API_VERSION,
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).status).toBe(422);
    const limited = await attempt();
    expect([limited.status, limited.body.code]).toEqual([429, 'over_request_rate_limit']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right code waits: the limit is on attempts, not on failures.
    const right = await request(server, `/auth/v1/factors/${factor.id}/verify`, {
      body: { challenge_id: challenge, code: codeFor(factor.totp.secret) },
      token,
    });
    expect(right.status).toBe(429);
  });
});
