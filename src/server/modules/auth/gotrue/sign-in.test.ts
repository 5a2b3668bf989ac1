import bcrypt from 'bcryptjs';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import {
  API_VERSION,
  PASSWORD,
  mailsFor,
  openLink,
  pause,
  request,
  signUpConfirmed,
  uniqueEmail,
} from '../test-helpers';

describe.each(testEngines)('signing in ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
  });
  afterAll(() => server.close());

  const passwordGrant = (email: string, password: string) =>
    request(server, '/auth/v1/token?grant_type=password', {
      body: { email, password },
      headers: API_VERSION,
    });

  it("answers with GoTrue's session and user JSON", async () => {
    const { email, id } = await signUpConfirmed(server);
    const { status, body: session } = await passwordGrant(email, PASSWORD);
    expect(status).toBe(200);
    expect(session).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: expect.any(Number),
      refresh_token: expect.any(String),
      user: expect.any(Object),
    });
    expect(session.expires_at - Date.now() / 1000).toBeGreaterThan(3500);
    expect(session.user).toMatchObject({
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      email_confirmed_at: expect.any(String),
      confirmation_sent_at: expect.any(String),
      last_sign_in_at: expect.any(String),
      app_metadata: { provider: 'email', providers: ['email'], role: 'visitor' },
      user_metadata: { full_name: 'Ana Prueba' },
      created_at: expect.any(String),
      updated_at: expect.any(String),
      is_anonymous: false,
    });
    expect(session.user.identities).toHaveLength(1);
    expect(session.user.identities[0]).toMatchObject({ provider: 'email', user_id: id, email });
    for (const key of ['created_at', 'updated_at', 'last_sign_in_at', 'email_confirmed_at'])
      expect(new Date(session.user[key]).toISOString()).toBe(session.user[key]);
    // The client reads the same answer into its session.
    const { data, error } = await server.client().signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id, email } });
  });

  it('a wrong password and an unknown address get the same invalid_credentials', async () => {
    const { email } = await signUpConfirmed(server);
    const client = server.client();
    const wrong = await client.signInWithPassword({ email, password: 'no-es-esta-1' });
    const unknown = await client.signInWithPassword({ email: uniqueEmail('nadie'), password: PASSWORD });
    for (const { error, data } of [wrong, unknown]) {
      expect(error).toMatchObject({
        name: 'AuthApiError',
        code: 'invalid_credentials',
        status: 400,
        message: 'Invalid login credentials',
      });
      expect(data.session).toBeNull();
    }
  });

  it('email_not_confirmed only with the right password', async () => {
    const email = uniqueEmail();
    const client = server.client();
    await client.signUp({ email, password: PASSWORD });
    const right = await client.signInWithPassword({ email, password: PASSWORD });
    expect(right.error).toMatchObject({ code: 'email_not_confirmed', status: 400 });
    const wrong = await client.signInWithPassword({ email, password: 'no-es-esta-1' });
    expect(wrong.error).toMatchObject({ code: 'invalid_credentials', status: 400 });
  });

  it('magic link: signInWithOtp mails a link that opens a session', async () => {
    const { email } = await signUpConfirmed(server);
    const client = server.client();
    const redirectTo = `${server.url}/cuenta`;
    const { error } = await client.signInWithOtp({ email, options: { emailRedirectTo: redirectTo } });
    expect(error).toBeNull();
    const mail = await server.mailTo(email);
    expect(new URL(mail.link).searchParams.get('type')).toBe('magiclink');
    const opened = await openLink(mail.link);
    expect(opened.status).toBe(303);
    expect(opened.location.startsWith(`${redirectTo}#`)).toBe(true);
    expect(opened.fragment).toMatchObject({ type: 'magiclink', token_type: 'bearer' });
    const session = await client.setSession({
      access_token: opened.fragment.access_token!,
      refresh_token: opened.fragment.refresh_token!,
    });
    expect(session.data.user?.email).toBe(email);
    const claims = decodeJwt(opened.fragment.access_token!);
    expect(claims.amr).toEqual([{ method: 'magiclink', timestamp: expect.any(Number) }]);
  });

  it('magic link with shouldCreateUser: false for an unknown address answers like a known one, sends nothing', async () => {
    const email = uniqueEmail('nadie');
    const { error } = await server.client().signInWithOtp({ email, options: { shouldCreateUser: false } });
    // GoTrue answers otp_disabled here, which tells the address has no account (ADR 006).
    expect(error).toBeNull();
    await pause(300);
    expect(await mailsFor(server, email)).toEqual({ delivered: 0, queued: 0 });
  });

  it('PKCE: the link redirects with ?code=, exchanged for a session with the stored verifier', async () => {
    const email = uniqueEmail();
    const client = server.client({ flowType: 'pkce' });
    const redirectTo = `${server.url}/verificar-email`;
    const signUp = await client.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: redirectTo },
    });
    expect(signUp.error).toBeNull();
    const opened = await openLink((await server.mailTo(email)).link);
    expect(opened.status).toBe(303);
    expect(opened.location.startsWith(`${redirectTo}?code=`)).toBe(true);
    expect(opened.fragment).toEqual({});
    const code = opened.query.code!;

    // Another browser's verifier (stored by its own PKCE request) does not match the challenge.
    const stranger = server.client({ flowType: 'pkce' });
    await stranger.resetPasswordForEmail(uniqueEmail('nadie'));
    const wrong = await stranger.exchangeCodeForSession(code);
    expect(wrong.error).toMatchObject({ name: 'AuthApiError', code: 'bad_code_verifier', status: 400 });

    const { data, error } = await client.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect((await client.getUser()).data.user?.email).toBe(email);
    // A code is good for one exchange.
    const reused = await request(server, '/auth/v1/token?grant_type=pkce', {
      body: { auth_code: code, code_verifier: 'x'.repeat(43) },
      headers: API_VERSION,
    });
    expect(reused.body.code).toBe('flow_state_not_found');
  });

  it('an imported bcrypt hash signs in and is re-hashed with argon2id', async () => {
    const { email, id } = await signUpConfirmed(server);
    const imported = 'importada-desde-gotrue-7';
    await server.database.sql.query(`update auth_users set password_hash = $1 where id = $2`, [
      bcrypt.hashSync(imported, 10),
      id,
    ]);
    const hashOf = async () =>
      (
        await server.database.sql.query<{ password_hash: string }>(
          `select password_hash from auth_users where id = $1`,
          [id],
        )
      )[0]!.password_hash;
    expect(await hashOf()).toMatch(/^\$2[aby]\$10\$/);
    const first = await server.client().signInWithPassword({ email, password: imported });
    expect(first.error).toBeNull();
    expect(await hashOf()).toMatch(/^\$argon2id\$/);
    const again = await server.client().signInWithPassword({ email, password: imported });
    expect(again.error).toBeNull();
    const wrong = await server.client().signInWithPassword({ email, password: PASSWORD });
    expect(wrong.error?.code).toBe('invalid_credentials');
  });
});
