import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import { PASSWORD, adminClient, request, serviceRoleToken, uniqueEmail } from '../test-helpers';

describe.each(testEngines)('AUTH_DISABLE_SIGNUP=true ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine, { AUTH_DISABLE_SIGNUP: 'true' });
  });
  afterAll(() => server.close());

  const SIGNUP_DISABLED = {
    name: 'AuthApiError',
    code: 'signup_disabled',
    status: 422,
    message: 'Signups not allowed for this instance',
  };

  it('settings say disable_signup', async () => {
    const { body } = await request(server, '/auth/v1/settings');
    expect(body).toMatchObject({ disable_signup: true, mailer_autoconfirm: false });
  });

  it('signUp is signup_disabled (422); a magic link for a new address creates nothing and reveals nothing', async () => {
    const client = server.client();
    const signUp = await client.signUp({ email: uniqueEmail(), password: PASSWORD });
    expect(signUp.error).toMatchObject(SIGNUP_DISABLED);
    const otp = await client.signInWithOtp({ email: uniqueEmail() });
    expect(otp.error).toBeNull();
  });

  it('accounts an administrator creates still sign in', async () => {
    const email = uniqueEmail('creada');
    const admin = adminClient(server, await serviceRoleToken(server)).admin;
    expect((await admin.createUser({ email, password: PASSWORD, email_confirm: true })).error).toBeNull();
    const { data, error } = await server.client().signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });
});
