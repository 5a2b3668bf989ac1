import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import { PASSWORD, mailsFor, openLink, pause, signUpConfirmed, signedIn, uniqueEmail } from '../test-helpers';

describe.each(testEngines)('account changes and password recovery ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
  });
  afterAll(() => server.close());

  const canSignIn = async (email: string, password: string) =>
    (await server.client().signInWithPassword({ email, password })).error?.code ?? 'ok';

  describe('updateUser', () => {
    it('data goes to user_metadata (merged; null removes a key)', async () => {
      const { email } = await signUpConfirmed(server, uniqueEmail(), PASSWORD, {
        full_name: 'Ana Prueba',
        city: 'Puebla',
      });
      const { client } = await signedIn(server, email);
      const { data, error } = await client.updateUser({ data: { full_name: 'Ana María', city: null } });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toEqual({ full_name: 'Ana María' });
      expect((await client.getUser()).data.user?.user_metadata).toEqual({ full_name: 'Ana María' });
    });

    it('changes the password; the same password again is same_password (422)', async () => {
      const { email } = await signUpConfirmed(server);
      const { client } = await signedIn(server, email);
      const same = await client.updateUser({ password: PASSWORD });
      expect(same.error).toMatchObject({ name: 'AuthApiError', code: 'same_password', status: 422 });
      const { error } = await client.updateUser({ password: 'nueva-clave-42' });
      expect(error).toBeNull();
      expect(await canSignIn(email, 'nueva-clave-42')).toBe('ok');
      expect(await canSignIn(email, PASSWORD)).toBe('invalid_credentials');
    });

    it('an e-mail change mails both addresses and needs both confirmations', async () => {
      const { email } = await signUpConfirmed(server);
      const next = uniqueEmail('nueva');
      const { client } = await signedIn(server, email);
      const redirectTo = `${server.url}/cuenta`;
      const { data, error } = await client.updateUser({ email: next }, { emailRedirectTo: redirectTo });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ email, new_email: next, email_change_sent_at: expect.any(String) });
      const toCurrent = await server.mailTo(email);
      const toNew = await server.mailTo(next);
      expect(new URL(toCurrent.link).searchParams.get('type')).toBe('email_change');
      expect(toNew.link).not.toBe(toCurrent.link);

      // The current address confirms by link: accepted, but nothing changes yet.
      const first = await openLink(toCurrent.link);
      expect(first.status).toBe(303);
      expect(first.location.startsWith(`${redirectTo}#`)).toBe(true);
      expect(first.fragment.message).toMatch(/Confirmation link accepted/);
      expect(first.fragment.access_token).toBeUndefined();
      expect((await client.getUser()).data.user).toMatchObject({ email, new_email: next });
      expect(await canSignIn(email, PASSWORD)).toBe('ok');

      // The new address confirms by code: now the address is changed.
      const second = await client.verifyOtp({ email: next, token: toNew.code!, type: 'email_change' });
      expect(second.error).toBeNull();
      expect(second.data.session?.user.email).toBe(next);
      const user = (await client.getUser()).data.user;
      expect(user?.email).toBe(next);
      expect(user?.new_email).toBeUndefined();
      expect(await canSignIn(next, PASSWORD)).toBe('ok');
      expect(await canSignIn(email, PASSWORD)).toBe('invalid_credentials');
    });
  });

  describe('password recovery', () => {
    it('resetPasswordForEmail answers {} with no error, and mails nobody for an unknown address', async () => {
      const email = uniqueEmail('nadie');
      const { data, error } = await server.client().resetPasswordForEmail(email);
      expect(error).toBeNull();
      expect(data).toEqual({});
      await pause(500);
      expect(await mailsFor(server, email)).toEqual({ delivered: 0, queued: 0 });
    });

    it('the recovery link opens a session in which a new password is set', async () => {
      const { email } = await signUpConfirmed(server);
      const client = server.client();
      const redirectTo = `${server.url}/nueva-contrasena`;
      const { data, error } = await client.resetPasswordForEmail(email, { redirectTo });
      expect(error).toBeNull();
      expect(data).toEqual({});
      const mail = await server.mailTo(email);
      expect(new URL(mail.link).searchParams.get('type')).toBe('recovery');
      const opened = await openLink(mail.link);
      expect(opened.status).toBe(303);
      expect(opened.location.startsWith(`${redirectTo}#`)).toBe(true);
      expect(opened.fragment).toMatchObject({ type: 'recovery', token_type: 'bearer' });
      const session = await client.setSession({
        access_token: opened.fragment.access_token!,
        refresh_token: opened.fragment.refresh_token!,
      });
      expect(session.error).toBeNull();
      expect((await client.updateUser({ password: 'recuperada-2024x' })).error).toBeNull();
      expect(await canSignIn(email, 'recuperada-2024x')).toBe('ok');
      expect(await canSignIn(email, PASSWORD)).toBe('invalid_credentials');
      // The link was one-time.
      expect((await openLink(mail.link)).fragment.error_code).toBe('otp_expired');
    });

    it('the recovery code works too (verifyOtp type recovery)', async () => {
      const { email } = await signUpConfirmed(server);
      const client = server.client();
      await client.resetPasswordForEmail(email);
      const { code } = await server.mailTo(email);
      const { data, error } = await client.verifyOtp({ email, token: code!, type: 'recovery' });
      expect(error).toBeNull();
      expect(data.session?.user.email).toBe(email);
    });
  });
});
