import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import { API_VERSION, openLink, request, signUpConfirmed, signedIn } from '../test-helpers';

// Issue 21/22: a password change or reset ends the person's other sessions, and the mail that tells of the
// change says so. Driven with the official client, as a browser on each device would.
describe.each(testEngines)('a password change ends the other sessions ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
  });
  afterAll(() => server.close());

  it('changing it in one session ends the other (its refresh fails) and keeps this one', async () => {
    const { email } = await signUpConfirmed(server);
    const laptop = await signedIn(server, email);
    const phone = await signedIn(server, email);

    const { error } = await laptop.client.updateUser({ password: 'jacaranda-2026' });
    expect(error).toBeNull();

    const refreshed = await phone.client.refreshSession();
    expect(refreshed.error).toMatchObject({ name: 'AuthApiError' });
    expect(refreshed.data.session).toBeNull();
    // Its access token stops working too (auth-js reads this answer as "signed out").
    const user = await request(server, '/auth/v1/user', {
      token: phone.session.access_token,
      headers: API_VERSION,
    });
    expect(user.status).toBe(403);
    expect(user.body.code).toBe('session_not_found');
    // The session where the change was made goes on.
    expect((await laptop.client.refreshSession()).error).toBeNull();
    expect((await laptop.client.getUser()).data.user?.email).toBe(email);

    const mail = await server.mailTo(email);
    expect(mail.mail.subject).toBe('Cambiaste tu contraseña de Estudio');
    expect(mail.mail.text).toContain('cerramos tu sesión en todos los demás dispositivos');
    // The new password signs in; the old one does not.
    expect(
      (await server.client().signInWithPassword({ email, password: 'jacaranda-2026' })).error,
    ).toBeNull();
  });

  it('a reset through the recovery link ends every session opened before it, and the mail says so (en)', async () => {
    const { email } = await signUpConfirmed(server, undefined, undefined, {
      full_name: 'Ana',
      preferred_language: 'en',
    });
    const before = await signedIn(server, email);
    const browser = server.client();
    expect((await browser.resetPasswordForEmail(email)).error).toBeNull();
    let mail = await server.mailTo(email);
    while (!mail.link.includes('type=recovery')) mail = await server.mailTo(email);
    const opened = await openLink(mail.link);
    const recovery = opened.fragment;
    expect(recovery.access_token).toEqual(expect.any(String));
    await browser.setSession({
      access_token: recovery.access_token!,
      refresh_token: recovery.refresh_token!,
    });
    expect((await browser.updateUser({ password: 'bugambilia-31' })).error).toBeNull();

    expect((await before.client.refreshSession()).error).toMatchObject({ name: 'AuthApiError' });
    expect((await browser.refreshSession()).error).toBeNull();
    let notice = await server.mailTo(email);
    while (!notice.mail.subject?.includes('password was changed')) notice = await server.mailTo(email);
    expect(notice.mail.text).toContain('we signed you out on every other device and browser');
  });

  it('a profile change without a new password ends no session', async () => {
    const { email } = await signUpConfirmed(server);
    const one = await signedIn(server, email);
    const two = await signedIn(server, email);
    expect((await one.client.updateUser({ data: { full_name: 'Otra' } })).error).toBeNull();
    expect((await two.client.refreshSession()).error).toBeNull();
  });
});
