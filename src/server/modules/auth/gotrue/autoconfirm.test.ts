import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import { PASSWORD, mailsFor, pause, request, uniqueEmail } from '../test-helpers';

describe.each(testEngines)('sign-up with AUTH_AUTOCONFIRM=true ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine, { AUTH_AUTOCONFIRM: 'true' });
  });
  afterAll(() => server.close());

  it('settings say mailer_autoconfirm', async () => {
    const { body } = await request(server, '/auth/v1/settings');
    expect(body).toMatchObject({
      external: { email: true },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
  });

  it('signUp answers with a session at once, and mails nothing', async () => {
    const email = uniqueEmail();
    const client = server.client();
    const { data, error } = await client.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
    expect((await client.getUser()).data.user?.email).toBe(email);
    await pause(500);
    expect(await mailsFor(server, email)).toEqual({ delivered: 0, queued: 0 });
  });

  it('a second sign-up of the address is user_already_exists (422)', async () => {
    const email = uniqueEmail();
    expect((await server.client().signUp({ email, password: PASSWORD })).error).toBeNull();
    const { data, error } = await server.client().signUp({ email, password: 'otra-clave-99' });
    expect(error).toMatchObject({
      name: 'AuthApiError',
      code: 'user_already_exists',
      status: 422,
      message: 'User already registered',
    });
    expect(data.session).toBeNull();
  });
});
