import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import {
  API_VERSION,
  PASSWORD,
  adminClient,
  request,
  serviceRoleToken,
  signUpConfirmed,
  signedIn,
  uniqueEmail,
} from '../test-helpers';

describe.each(testEngines)('GoTrue admin API /auth/v1/admin ($name)', (engine) => {
  let server: AuthServer;
  let token: string;
  let admin: ReturnType<typeof adminClient>['admin'];
  beforeAll(async () => {
    server = await startAuthServer(engine);
    token = await serviceRoleToken(server);
    admin = adminClient(server, token).admin;
  });
  afterAll(() => server.close());

  it('lists users as { users, aud } with X-Total-Count', async () => {
    const { id } = await signUpConfirmed(server);
    const { data, error } = await admin.listUsers();
    if (error) throw error;
    expect(data.aud).toBe('authenticated');
    expect(data.users.map((user) => user.id)).toContain(id);
    expect(data.users[0]).toMatchObject({ aud: 'authenticated', app_metadata: { provider: 'email' } });

    const raw = await request(server, '/auth/v1/admin/users?per_page=1', { token, headers: API_VERSION });
    expect(raw.status).toBe(200);
    const total = Number(raw.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBe(data.users.length);
    expect(data.total).toBe(total);
    expect(raw.body.users).toHaveLength(1);
    expect(Object.keys(raw.body).sort()).toEqual(['aud', 'users']);
  });

  it('creates a confirmed user who can sign in at once', async () => {
    const email = uniqueEmail('creada');
    const { data, error } = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Creada Por Admin' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      email_confirmed_at: expect.any(String),
      user_metadata: { full_name: 'Creada Por Admin' },
      app_metadata: { provider: 'email', providers: ['email'], role: 'visitor' },
    });
    const signIn = await server.client().signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(data.user?.id);
    const twice = await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(twice.error).toMatchObject({ code: 'email_exists', status: 422 });
  });

  it('gets a user by id', async () => {
    const { id, email } = await signUpConfirmed(server);
    const { data, error } = await admin.getUserById(id);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email });
    const missing = await admin.getUserById('00000000-0000-4000-8000-000000000000');
    expect(missing.error).toMatchObject({ code: 'user_not_found', status: 404 });
  });

  it('updates a password', async () => {
    const { id, email } = await signUpConfirmed(server);
    const { data, error } = await admin.updateUserById(id, { password: 'puesta-por-admin-5' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    expect(
      (await server.client().signInWithPassword({ email, password: 'puesta-por-admin-5' })).error,
    ).toBeNull();
    const old = await server.client().signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
  });

  it('deletes a user: gone, and their sessions with them', async () => {
    const { id, email } = await signUpConfirmed(server);
    const { session } = await signedIn(server, email);
    const { error } = await admin.deleteUser(id);
    expect(error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ code: 'user_not_found' });
    const user = await request(server, '/auth/v1/user', {
      token: session.access_token,
      headers: API_VERSION,
    });
    expect(user.status).toBe(403);
    const signIn = await server.client().signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });

  it("a signed-in user's access token is 403 not_admin", async () => {
    const { email } = await signUpConfirmed(server);
    const { session } = await signedIn(server, email);
    const { error } = await adminClient(server, session.access_token).admin.listUsers();
    expect(error).toMatchObject({ name: 'AuthApiError', code: 'not_admin', status: 403 });
    const raw = await request(server, '/auth/v1/admin/users', {
      token: session.access_token,
      headers: API_VERSION,
    });
    expect(raw.status).toBe(403);
    expect(raw.body).toEqual({ code: 'not_admin', message: 'User not allowed' });
  });

  it('no token is 401 no_authorization; a token signed with another secret is 403 bad_jwt', async () => {
    const none = await request(server, '/auth/v1/admin/users', { headers: API_VERSION });
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('no_authorization');
    const forged = await serviceRoleToken(server, 'not-the-secret-not-the-secret-0123');
    const { error } = await adminClient(server, forged).admin.listUsers();
    expect(error).toMatchObject({ code: 'bad_jwt', status: 403 });
  });

  it('admin.mfa lists and deletes a user’s factors (ADR 034); the user object lists them; the secret never shows', async () => {
    const { email, id } = await signUpConfirmed(server);
    const { client } = await signedIn(server, email);
    const enrolled = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Tableta' });
    const factorId = enrolled.data!.id;
    const listed = await admin.mfa.listFactors({ userId: id });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors).toEqual([
      expect.objectContaining({
        id: factorId,
        friendly_name: 'Tableta',
        factor_type: 'totp',
        status: 'unverified',
      }),
    ]);
    const user = await request(server, `/auth/v1/admin/users/${id}`, { token });
    expect(user.body.factors).toEqual([expect.objectContaining({ id: factorId })]);
    expect(user.text + JSON.stringify(listed.data)).not.toContain(enrolled.data!.totp.secret);
    const page = await request(server, '/auth/v1/admin/users?per_page=1000', { token });
    const listedUser = page.body.users.find((row: { id: string }) => row.id === id);
    expect(listedUser.factors).toEqual([expect.objectContaining({ id: factorId })]);

    const other = await signUpConfirmed(server);
    const wrongOwner = await request(server, `/auth/v1/admin/users/${other.id}/factors/${factorId}`, {
      method: 'DELETE',
      token,
      headers: API_VERSION,
    });
    expect([wrongOwner.status, wrongOwner.body.code]).toEqual([404, 'mfa_factor_not_found']);
    // GoTrue answers the deleted factor (auth-js's deleteFactor hands it back wrapped once more).
    const deleted = await request(server, `/auth/v1/admin/users/${id}/factors/${factorId}`, {
      method: 'DELETE',
      token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: factorId, factor_type: 'totp' });
    expect(deleted.body).not.toHaveProperty('secret');
    expect((await admin.mfa.deleteFactor({ userId: id, id: factorId })).error).toMatchObject({ status: 404 });
    expect((await admin.mfa.listFactors({ userId: id })).data!.factors).toEqual([]);
    // A person's own token is not a service-role token.
    const own = (await client.getSession()).data.session!.access_token;
    const refused = await request(server, `/auth/v1/admin/users/${id}/factors`, {
      token: own,
      headers: API_VERSION,
    });
    expect([refused.status, refused.body.code]).toEqual([403, 'not_admin']);
  });
});
