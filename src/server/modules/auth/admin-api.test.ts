import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../test/auth-server';
import { testEngines } from '../../test/databases';
import {
  API_VERSION,
  PASSWORD,
  adminClient,
  request,
  serviceRoleToken,
  signUpConfirmed,
  signedIn,
  uniqueEmail,
} from './test-helpers';

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
});
