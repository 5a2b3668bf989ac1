import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/databases';
import { startAuthServer, type AuthServer } from '../../test/auth-server';

describe.each(testEngines)('auth smoke ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
  });
  afterAll(() => server.close());

  it('signs up, verifies by link, signs in', async () => {
    const client = server.client();
    const email = `ana${Date.now()}@example.com`;
    const { data, error } = await client.signUp({
      email,
      password: 'orquidea-77',
      options: { data: { full_name: 'Ana' }, emailRedirectTo: `${server.url}/verificar-email` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    const mail = await server.mailTo(email);
    expect(mail.link).toContain('/auth/v1/verify');
    const response = await fetch(mail.link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toContain('#access_token=');
    const signIn = await client.signInWithPassword({ email, password: 'orquidea-77' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.app_metadata.role).toBe('visitor');
    const claims = await client.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.email).toBe(email);
    const wrong = await client.signInWithPassword({ email, password: 'nope-nope-1' });
    expect(wrong.error?.code).toBe('invalid_credentials');
  });
});
