import { AuthWeakPasswordError, isAuthWeakPasswordError } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import { API_VERSION, request, uniqueEmail } from '../test-helpers';

describe.each(testEngines)('errors on the wire ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
  });
  afterAll(() => server.close());

  const badSignIn = (headers: Record<string, string> = {}) =>
    request(server, '/auth/v1/token?grant_type=password', {
      body: { email: uniqueEmail('nadie'), password: 'no-es-esta-1' },
      headers,
    });

  it('with X-Supabase-Api-Version 2024-01-01: { code, message }, and the header echoed', async () => {
    const { status, headers, body } = await badSignIn(API_VERSION);
    expect(status).toBe(400);
    expect(headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('without it: the legacy { code: <status>, error_code, msg }', async () => {
    const { status, headers, body } = await badSignIn();
    expect(status).toBe(400);
    expect(headers.get('x-supabase-api-version')).toBeNull();
    expect(body).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('CORS: the site origin may send the version header and read it back', async () => {
    const origin = server.url;
    const preflight = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, content-type, x-supabase-api-version, authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);
    const allowed = preflight.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of ['x-supabase-api-version', 'apikey', 'authorization', 'content-type'])
      expect(allowed).toContain(header);

    const actual = await badSignIn({ ...API_VERSION, Origin: origin });
    expect(actual.headers.get('access-control-allow-origin')).toBe(origin);
    const exposed = actual.headers.get('access-control-expose-headers')!.toLowerCase();
    expect(exposed).toContain('x-supabase-api-version');
  });

  it('CORS: another origin is not allowed', async () => {
    const { headers } = await badSignIn({ ...API_VERSION, Origin: 'https://otro-sitio.example' });
    expect(headers.get('access-control-allow-origin')).toBeNull();
  });

  describe('weak_password (422) carries its reasons to AuthWeakPasswordError', () => {
    it.each([
      { password: 'abc12', reasons: ['length'] },
      { password: 'solamenteletras', reasons: ['characters'] },
      { password: 'password1', reasons: ['pwned'] },
      { password: 'password', reasons: ['characters', 'pwned'] },
      { password: 'pass', reasons: ['length', 'characters', 'pwned'] },
    ])('$password → $reasons', async ({ password, reasons }) => {
      const { data, error } = await server.client().signUp({ email: uniqueEmail(), password });
      expect(data.user).toBeNull();
      expect(isAuthWeakPasswordError(error)).toBe(true);
      expect(error).toBeInstanceOf(AuthWeakPasswordError);
      expect(error).toMatchObject({ status: 422, code: 'weak_password' });
      expect((error as AuthWeakPasswordError).reasons).toEqual(reasons);
    });

    it('on the wire: weak_password.reasons next to the code', async () => {
      const { status, body } = await request(server, '/auth/v1/signup', {
        body: { email: uniqueEmail(), password: 'abc12' },
        headers: API_VERSION,
      });
      expect(status).toBe(422);
      expect(body).toEqual({
        code: 'weak_password',
        message: expect.stringContaining('at least 8 characters'),
        weak_password: { reasons: ['length'] },
      });
    });
  });

  it('an invalid e-mail address is validation_failed (400)', async () => {
    for (const email of ['sin-arroba.example.com', 'ana@', 'ana maria@example.com']) {
      const { error } = await server.client().signUp({ email, password: 'orquidea-77' });
      expect(error).toMatchObject({
        name: 'AuthApiError',
        status: 400,
        code: 'validation_failed',
        message: 'Unable to validate email address: invalid format',
      });
    }
  });

  it('malformed JSON is bad_json (400); an unknown grant is unsupported_grant_type', async () => {
    const response = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...API_VERSION },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('bad_json');
    const grant = await request(server, '/auth/v1/token?grant_type=magic', {
      body: {},
      headers: API_VERSION,
    });
    expect(grant.status).toBe(400);
    expect(grant.body.code).toBe('unsupported_grant_type');
  });
});
