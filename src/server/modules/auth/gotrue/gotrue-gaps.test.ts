import { AuthWeakPasswordError } from '@supabase/auth-js';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import { createKeyStore } from '../credentials/keys';
import { checkPasswordStrength, parseRequiredCharacters } from '../credentials/passwords';
import {
  API_VERSION,
  adminClient,
  openLink,
  otherCode,
  request,
  serviceRoleToken,
  signUpConfirmed,
  signedIn,
  uniqueEmail,
} from '../test-helpers';

// Issue 21: six answers that differed from GoTrue's when the official client was run against /auth/v1.

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const DEFAULT_SETS = `${LOWER}${UPPER}:${DIGITS}`;

/** An RS256 key set as key tools write it: the private key says it is for both signing and verifying. */
async function rsaKeySet() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, kid: 'rsa-1', alg: 'RS256', use: 'sig', key_ops: ['sign', 'verify'] }] };
}

describe('the password policy (AUTH_PASSWORD_REQUIRED_CHARACTERS)', () => {
  const policy = (sets: string) => ({ minLength: 8, requiredCharacters: parseRequiredCharacters(sets) });

  it("reads GoTrue's format: sets split on ':', '\\:' a colon inside a set, empty sets dropped", () => {
    expect(parseRequiredCharacters(DEFAULT_SETS)).toEqual([LOWER + UPPER, DIGITS]);
    expect(parseRequiredCharacters('abc:\\:;:')).toEqual(['abc', ':;']);
    expect(parseRequiredCharacters('')).toEqual([]);
    expect(loadConfig({ AUTH_PASSWORD_REQUIRED_CHARACTERS: '' }).auth.passwordRequiredCharacters).toBe('');
    expect(loadConfig({}).auth.passwordRequiredCharacters).toBe(DEFAULT_SETS);
  });

  it('names exactly the missing sets; the default is a letter (any alphabet) and a digit', () => {
    expect(checkPasswordStrength('soloconletras', policy(DEFAULT_SETS))?.message).toBe(
      `Password should contain at least one character of each: ${DIGITS}.`,
    );
    expect(checkPasswordStrength('4815162342', policy(DEFAULT_SETS))?.message).toBe(
      `Password should contain at least one character of each: ${LOWER}${UPPER}.`,
    );
    expect(checkPasswordStrength('ññññññ-77', policy(DEFAULT_SETS))).toBeNull();
    const strict = policy(`${LOWER}:${UPPER}:${DIGITS}:!?`);
    const weak = checkPasswordStrength('orquidea-77', strict);
    expect(weak?.reasons).toEqual(['characters']);
    expect(weak?.message).toBe(`Password should contain at least one character of each: ${UPPER}, !?.`);
    expect(checkPasswordStrength('Orquidea-77!', strict)).toBeNull();
  });

  it('an empty setting requires no characters', () => {
    expect(checkPasswordStrength('soloconletras', policy(''))).toBeNull();
    expect(checkPasswordStrength('corta', policy(''))?.reasons).toEqual(['length']);
  });
});

describe('AUTH_JWT_KEYS', () => {
  it('accepts an RSA key whose key_ops are ["sign","verify"]', async () => {
    const store = createKeyStore({
      db: null as never,
      jwkSet: JSON.stringify(await rsaKeySet()),
      expirySeconds: 3600,
    });
    const token = await store.sign({ sub: 'x' }, 'http://localhost/auth/v1');
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', kid: 'rsa-1' });
    expect((await store.verify(token)).sub).toBe('x');
    expect((await store.jwks()).keys).toEqual([
      expect.objectContaining({ kid: 'rsa-1', key_ops: ['verify'] }),
    ]);
  });
});

describe.each(testEngines)('GoTrue conformance gaps ($name)', (engine) => {
  let server: AuthServer;
  /** Strict password sets, an RSA key set with key_ops, and secure password change on. */
  let strict: AuthServer;
  const STRONG = 'Orquidea-77!';
  beforeAll(async () => {
    server = await startAuthServer(engine);
    strict = await startAuthServer(engine, {
      AUTH_JWT_KEYS: JSON.stringify(await rsaKeySet()),
      AUTH_PASSWORD_REQUIRED_CHARACTERS: `${LOWER}:${UPPER}:${DIGITS}:!?`,
      AUTH_SECURE_PASSWORD_CHANGE: 'true',
      AUTH_EMAIL_FREQUENCY: '60',
    });
  });
  afterAll(async () => {
    await server.close();
    await strict.close();
  });

  /** Makes a session look opened a day and an hour ago. */
  const ageSession = (target: AuthServer, accessToken: string) =>
    target.database.sql.query(
      `update auth_sessions set created_at = now() - interval '25 hours' where id = $1`,
      [decodeJwt(accessToken).session_id],
    );

  it('1. signs with an RS256 key that carries key_ops, and publishes it', async () => {
    const { email } = await signUpConfirmed(strict, undefined, STRONG);
    const { session } = await signedIn(strict, email, STRONG);
    expect(decodeProtectedHeader(session.access_token)).toMatchObject({ alg: 'RS256', kid: 'rsa-1' });
    const jwks = await request(strict, '/auth/v1/.well-known/jwks.json');
    expect(jwks.body.keys).toEqual([expect.objectContaining({ kid: 'rsa-1', kty: 'RSA' })]);
  });

  it('2. weak_password names the missing sets of the configured ones', async () => {
    const { error } = await strict.client().signUp({ email: uniqueEmail(), password: 'orquidea-77' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ code: 'weak_password', status: 422, reasons: ['characters'] });
    expect(error?.message).toBe(`Password should contain at least one character of each: ${UPPER}, !?.`);
    // The default server keeps the product's rule: a letter and a digit.
    const plain = await request(server, '/auth/v1/signup', {
      body: { email: uniqueEmail(), password: 'soloconletras' },
      headers: API_VERSION,
    });
    expect(plain.status).toBe(422);
    expect(plain.body).toEqual({
      code: 'weak_password',
      message: `Password should contain at least one character of each: ${DIGITS}.`,
      weak_password: { reasons: ['characters'] },
    });
  });

  it('3. GET /admin/users refuses a page or per_page that is not an unsigned integer', async () => {
    const token = await serviceRoleToken(server);
    const list = (query: string) =>
      request(server, `/auth/v1/admin/users?${query}`, { token, headers: API_VERSION });
    const negative = await list('page=-1');
    expect(negative.status).toBe(400);
    expect(negative.body).toEqual({
      code: 'validation_failed',
      message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax',
    });
    expect((await list('page=abc')).body.code).toBe('validation_failed');
    expect((await list('per_page=0')).body).toEqual({
      code: 'validation_failed',
      message: 'Bad Pagination Parameters: per_page must be greater than 0',
    });
    expect((await list('page=99999999999999999999999')).body.message).toContain('value out of range');
    expect((await list('page=0&per_page=2')).status).toBe(200);
    const { error } = await adminClient(server, token).admin.listUsers({ page: -1, perPage: 10 });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('4. a PKCE exchange with an empty verifier is 400 validation_failed, and the code stays usable', async () => {
    const email = uniqueEmail();
    const browser = server.client({ flowType: 'pkce' });
    expect((await browser.signUp({ email, password: 'orquidea-77' })).error).toBeNull();
    const code = (await openLink((await server.mailTo(email)).link)).query.code!;
    // A client that never started the flow has no stored verifier: auth-js (implicit flow) sends "".
    const other = await server.client().exchangeCodeForSession(code);
    expect(other.error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'validation_failed' });
    const raw = await request(server, '/auth/v1/token?grant_type=pkce', {
      body: { auth_code: code, code_verifier: '' },
      headers: API_VERSION,
    });
    expect(raw.body).toEqual({
      code: 'validation_failed',
      message: 'invalid request: both auth code and code verifier should be non-empty',
    });
    expect((await browser.exchangeCodeForSession(code)).error).toBeNull();
  });

  it("5. /logout with a deleted user's token is 403 user_not_found, and auth-js signs out", async () => {
    const { id, email } = await signUpConfirmed(server);
    const { client, session } = await signedIn(server, email);
    const admin = adminClient(server, await serviceRoleToken(server)).admin;
    expect((await admin.deleteUser(id)).error).toBeNull();
    const raw = await request(server, '/auth/v1/logout', {
      method: 'POST',
      token: session.access_token,
      headers: API_VERSION,
    });
    expect(raw.status).toBe(403);
    expect(raw.body).toEqual({
      code: 'user_not_found',
      message: 'User from sub claim in JWT does not exist',
    });
    expect((await client.signOut()).error).toBeNull();
    expect((await client.getSession()).data.session).toBeNull();
  });

  it('6. /reauthenticate mails a nonce (es) and answers {}; without secure password change none is asked', async () => {
    const { email } = await signUpConfirmed(server);
    const { client, session } = await signedIn(server, email);
    const raw = await request(server, '/auth/v1/reauthenticate', { token: session.access_token });
    expect(raw.status).toBe(200);
    expect(raw.body).toEqual({});
    const { mail, code } = await server.mailTo(email);
    expect(mail.subject).toBe('Tu código para confirmar el cambio en Estudio');
    expect(mail.text).toContain('Escribe este código');
    expect(code).toMatch(/^\d{6}$/);
    // Off (the default): even an old session changes the password without one.
    await ageSession(server, session.access_token);
    expect((await client.updateUser({ password: 'jacaranda-2026' })).error).toBeNull();
    expect((await request(server, '/auth/v1/reauthenticate')).status).toBe(401);
  });

  it('6. with secure password change, an old session needs the mailed nonce (en), once', async () => {
    const { email } = await signUpConfirmed(strict, undefined, STRONG, {
      full_name: 'Ana',
      preferred_language: 'en',
    });
    const { client, session } = await signedIn(strict, email, STRONG);
    // A session opened within 24 hours is proof enough, as in GoTrue.
    expect((await client.updateUser({ password: 'Jacaranda-2026?' })).error).toBeNull();
    await ageSession(strict, session.access_token);
    const bare = await client.updateUser({ password: 'Bugambilia-31!' });
    expect(bare.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });

    expect((await client.reauthenticate()).error).toBeNull();
    let mail = await strict.mailTo(email);
    while (!mail.mail.subject?.startsWith('Your code')) mail = await strict.mailTo(email);
    expect(mail.mail.subject).toBe('Your code to confirm the change on Estudio');
    expect(mail.mail.text).toContain('Enter this code');
    // AUTH_EMAIL_FREQUENCY: a second request at once is GoTrue's 429.
    const again = await request(strict, '/auth/v1/reauthenticate', {
      token: session.access_token,
      headers: API_VERSION,
    });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('over_email_send_rate_limit');

    const wrong = await client.updateUser({ password: 'Bugambilia-31!', nonce: otherCode(mail.code!) });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    expect((await client.updateUser({ password: 'Bugambilia-31!', nonce: mail.code! })).error).toBeNull();
    const reused = await client.updateUser({ password: 'Tabachin-44?', nonce: mail.code! });
    expect(reused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    expect(
      (await strict.client().signInWithPassword({ email, password: 'Bugambilia-31!' })).error,
    ).toBeNull();
  });
});
