import { isAuthApiError } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import {
  API_VERSION,
  PASSWORD,
  mailsFor,
  openLink,
  otherCode,
  pause,
  request,
  shapeOf,
  signUpConfirmed,
  uniqueEmail,
} from '../test-helpers';

describe.each(testEngines)('sign-up and e-mail confirmation ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
  });
  afterAll(() => server.close());

  /** A new, unconfirmed account and its confirmation mail. */
  async function signUp(email = uniqueEmail()) {
    const client = server.client();
    const redirectTo = `${server.url}/verificar-email`;
    const answer = await client.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Ana Prueba' }, emailRedirectTo: redirectTo },
    });
    return { client, email, redirectTo, answer, mail: await server.mailTo(email) };
  }

  it('settings announce e-mail sign-up, open and with confirmation', async () => {
    const { status, body } = await request(server, '/auth/v1/settings');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      external: { email: true },
      disable_signup: false,
      mailer_autoconfirm: false,
    });
  });

  it('answers with an unconfirmed user and no session, and mails a link and a 6-digit code', async () => {
    const { email, answer, mail, redirectTo } = await signUp();
    expect(answer.error).toBeNull();
    expect(answer.data.session).toBeNull();
    expect(answer.data.user).toMatchObject({ email, user_metadata: { full_name: 'Ana Prueba' } });
    expect(answer.data.user?.email_confirmed_at).toBeUndefined();
    expect(answer.data.user?.confirmation_sent_at).toEqual(expect.any(String));
    const link = new URL(mail.link);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(redirectTo);
    expect(mail.code).toMatch(/^\d{6}$/);
  });

  it('on the wire, /signup answers the user object itself, as GoTrue does', async () => {
    const email = uniqueEmail();
    const { status, body } = await request(server, '/auth/v1/signup', {
      body: { email, password: PASSWORD },
      headers: API_VERSION,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: expect.any(String), aud: 'authenticated', email });
    expect(body).not.toHaveProperty('user');
    expect(body).not.toHaveProperty('access_token');
  });

  it('confirms by link: 303 to the redirect with the session in the fragment', async () => {
    const { client, email, mail, redirectTo } = await signUp();
    const opened = await openLink(mail.link);
    expect(opened.status).toBe(303);
    expect(opened.location.startsWith(`${redirectTo}#`)).toBe(true);
    const { fragment } = opened;
    expect(fragment).toMatchObject({ token_type: 'bearer', type: 'signup', expires_in: '3600' });
    expect(fragment.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(fragment.refresh_token).toEqual(expect.any(String));
    expect(Number(fragment.expires_at) - Date.now() / 1000).toBeGreaterThan(3500);
    // The browser hands the fragment to the client, which then has a working session.
    const { data, error } = await client.setSession({
      access_token: fragment.access_token!,
      refresh_token: fragment.refresh_token!,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
  });

  it('a used link and an expired link redirect with otp_expired', async () => {
    const used = await signUp();
    expect((await openLink(used.mail.link)).fragment.access_token).toBeDefined();
    const again = await openLink(used.mail.link);
    expect(again.status).toBe(303);
    expect(again.location.startsWith(`${used.redirectTo}#`)).toBe(true);
    expect(again.fragment).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });

    const expired = await signUp();
    await server.database.sql.query(
      `update auth_one_time_tokens set expires_at = now() - interval '1 minute' where user_id = $1`,
      [expired.answer.data.user!.id],
    );
    const late = await openLink(expired.mail.link);
    expect(late.status).toBe(303);
    expect(late.fragment).toMatchObject({ error: 'access_denied', error_code: 'otp_expired' });
  });

  it('confirms by the 6-digit code', async () => {
    const { client, email, mail } = await signUp();
    const { data, error } = await client.verifyOtp({ email, token: mail.code!, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
    expect((await client.getSession()).data.session?.user.email).toBe(email);
    // The link and the code are one token: using one spends the other.
    expect((await openLink(mail.link)).fragment.error_code).toBe('otp_expired');
  });

  it('confirms by token_hash (the link token, for custom e-mail templates)', async () => {
    const { client, email, mail } = await signUp();
    const tokenHash = new URL(mail.link).searchParams.get('token')!;
    const { data, error } = await client.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('a wrong code is otp_expired (403) and the right one still works', async () => {
    const { client, email, mail } = await signUp();
    const wrong = await client.verifyOtp({ email, token: otherCode(mail.code!), type: 'signup' });
    expect(isAuthApiError(wrong.error)).toBe(true);
    expect(wrong.error).toMatchObject({ code: 'otp_expired', status: 403 });
    expect(wrong.data.session).toBeNull();
    const right = await client.verifyOtp({ email, token: mail.code!, type: 'signup' });
    expect(right.error).toBeNull();
  });

  it('a confirmed address signs up "again": same answer shape, another id, no mail, nothing changed', async () => {
    const existing = await signUpConfirmed(server);
    const fresh = await server.client().signUp({
      email: uniqueEmail(),
      password: PASSWORD,
      options: { data: { full_name: 'Ana Prueba' } },
    });
    const before = await mailsFor(server, existing.email);
    const again = await server.client().signUp({
      email: existing.email,
      password: 'otra-clave-99',
      options: { data: { full_name: 'Ana Prueba' } },
    });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.id).not.toBe(existing.id);
    expect(again.data.user?.email).toBe(existing.email);
    expect(shapeOf(again.data.user)).toEqual(shapeOf(fresh.data.user));
    expect(again.data.user?.app_metadata).toEqual(fresh.data.user?.app_metadata);
    await pause(500);
    expect(await mailsFor(server, existing.email)).toEqual(before);
    // The real account keeps its password.
    const client = server.client();
    expect(
      (await client.signInWithPassword({ email: existing.email, password: 'otra-clave-99' })).error?.code,
    ).toBe('invalid_credentials');
    expect((await client.signInWithPassword({ email: existing.email, password: PASSWORD })).error).toBeNull();
  });

  it('resend({ type: "signup" }) mails a new confirmation; the earlier link stops working', async () => {
    const first = await signUp();
    // AUTH_EMAIL_FREQUENCY spaces mails to one address: make the first one old enough.
    await server.database.sql.query(
      `update auth_users set confirmation_sent_at = now() - interval '1 minute' where email = $1`,
      [first.email],
    );
    const { error } = await first.client.resend({ type: 'signup', email: first.email });
    expect(error).toBeNull();
    const second = await server.mailTo(first.email);
    expect(second.link).not.toBe(first.mail.link);
    expect((await openLink(first.mail.link)).fragment.error_code).toBe('otp_expired');
    const { data } = await first.client.verifyOtp({
      email: first.email,
      token: second.code!,
      type: 'signup',
    });
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
  });
});
