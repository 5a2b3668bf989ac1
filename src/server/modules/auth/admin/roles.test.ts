import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import { PASSWORD, request, signUpConfirmed, signedIn, uniqueEmail } from '../test-helpers';

const OWNER = 'duena@estudio.example';

describe.each(testEngines)('roles and the domain API ($name)', (engine) => {
  let server: AuthServer;
  let owner: { token: string; id: string };
  let visitor: { token: string; id: string };
  beforeAll(async () => {
    server = await startAuthServer(engine, { ADMIN_EMAILS: `otra@estudio.example, ${OWNER.toUpperCase()}` });
    const ownerAccount = await signUpConfirmed(server, OWNER, PASSWORD, { full_name: 'La Dueña' });
    owner = { token: (await signedIn(server, OWNER)).session.access_token, id: ownerAccount.id };
    const visitorAccount = await signUpConfirmed(server);
    visitor = {
      token: (await signedIn(server, visitorAccount.email)).session.access_token,
      id: visitorAccount.id,
    };
  });
  afterAll(() => server.close());

  it('an address in ADMIN_EMAILS gets app_metadata.role admin at sign-in', async () => {
    // Someone added to ADMIN_EMAILS after signing up: the role follows at the next sign-in.
    await server.database.sql.query(
      `update auth_users set app_metadata = app_metadata || '{"role": "visitor"}'::jsonb where id = $1`,
      [owner.id],
    );
    const { data, error } = await server.client().signInWithPassword({ email: OWNER, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.app_metadata).toMatchObject({ provider: 'email', role: 'admin' });
    expect(decodeJwt(data.session!.access_token).app_metadata).toMatchObject({ role: 'admin' });
    const visitorClaims = decodeJwt(visitor.token);
    expect(visitorClaims.app_metadata).toMatchObject({ role: 'visitor' });
  });

  it('/api/me/profile answers the signed-in person with their role', async () => {
    const mine = await request(server, '/api/me/profile', { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ userId: owner.id, email: OWNER, role: 'admin', fullName: 'La Dueña' });
    const theirs = await request(server, '/api/me/profile', { token: visitor.token });
    expect(theirs.body).toMatchObject({ userId: visitor.id, role: 'visitor' });
    const none = await request(server, '/api/me/profile');
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('unauthorized');
  });

  it('GET /api/admin/accounts: 200 for an admin, 403 for a visitor, 401 without a token', async () => {
    const admin = await request(server, '/api/admin/accounts', { token: owner.token });
    expect(admin.status).toBe(200);
    expect(admin.body.accounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: owner.id, email: OWNER, role: 'admin', confirmed: true }),
        expect.objectContaining({ userId: visitor.id, role: 'visitor' }),
      ]),
    );
    const forbidden = await request(server, '/api/admin/accounts', { token: visitor.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('forbidden');
    const anonymous = await request(server, '/api/admin/accounts');
    expect(anonymous.status).toBe(401);
  });

  it('PATCH /api/me/profile validates: 400 with the failing fields', async () => {
    const bad = await request(server, '/api/me/profile', {
      method: 'PATCH',
      token: visitor.token,
      body: { fullName: '', phone: 'llámame', preferredLanguage: 'fr', role: 'admin' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(Object.keys(bad.body.error.fields)).toEqual(
      expect.arrayContaining(['fullName', 'phone', 'preferredLanguage']),
    );
    // Nobody makes themselves admin through their profile.
    expect((await request(server, '/api/me/profile', { token: visitor.token })).body.role).toBe('visitor');
  });

  it('PATCH /api/me/profile saves, and the name reaches user_metadata', async () => {
    const email = uniqueEmail();
    await signUpConfirmed(server, email);
    const { client, session } = await signedIn(server, email);
    const saved = await request(server, '/api/me/profile', {
      method: 'PATCH',
      token: session.access_token,
      body: { fullName: 'Ana Renombrada', preferredLanguage: 'en' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      fullName: 'Ana Renombrada',
      preferredLanguage: 'en',
      role: 'visitor',
    });
    expect((await client.getUser()).data.user?.user_metadata.full_name).toBe('Ana Renombrada');
  });
});
