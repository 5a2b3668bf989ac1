import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import {
  PASSWORD,
  adminClient,
  openLink,
  request,
  serviceRoleToken,
  signUpConfirmed,
  signedIn,
} from '../test-helpers';

/** The role a token claims (app_metadata.role, what the web reads). */
const claimedRole = (token: string) => (decodeJwt(token).app_metadata as { role?: string }).role;

let sequence = 0;
/** A fresh owner's address within one server's database, each listed in ADMIN_EMAILS below. */
const ownerAddress = () => `duena-${++sequence}@estudio.example`;
const ADMIN_EMAILS = Array.from({ length: 8 }, (_, i) => `duena-${i + 1}@estudio.example`).join(',');
/** Every server below starts on a fresh database: its owners' addresses start again from the first. */
const startOwnersServer = (...args: Parameters<typeof startAuthServer>) => {
  sequence = 0;
  return startAuthServer(...args);
};

// ADR 031: an address in ADMIN_EMAILS makes an administrator only once it is proven. With AUTH_AUTOCONFIRM a
// stranger who signs up first with the owner's address must get a visitor's session, not the admin area.
describe.each(testEngines)('the owner’s address under autoconfirm ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startOwnersServer(engine, { AUTH_AUTOCONFIRM: 'true', ADMIN_EMAILS });
  });
  afterAll(() => server.close());

  it('is a visitor until the address is proven, and an admin from the proof link and the next refresh on', async () => {
    const owner = ownerAddress();
    const { data, error } = await server.client().signUp({ email: owner, password: PASSWORD });
    expect(error).toBeNull();
    const first = data.session!;
    expect(data.user!.app_metadata).toMatchObject({ role: 'visitor' });
    expect(claimedRole(first.access_token)).toBe('visitor');

    const as = (token: string) => ({
      accounts: () => request(server, '/api/admin/accounts', { token }),
      profile: () => request(server, '/api/me/profile', { token }),
    });
    const refused = await as(first.access_token).accounts();
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    expect((await as(first.access_token).profile()).body).toMatchObject({
      role: 'visitor',
      emailProven: false,
    });
    // A refresh does not make it an admin either.
    const refreshed = await request(server, '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: first.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect(claimedRole(refreshed.body.access_token)).toBe('visitor');
    expect((await as(refreshed.body.access_token).accounts()).status).toBe(403);

    // The dashboard's proof link: following it proves the address, and its session is an admin's.
    const proof = await request(server, '/api/me/email-proof', {
      method: 'POST',
      token: refreshed.body.access_token,
    });
    expect(proof.body).toEqual({ emailProven: false, sent: true });
    const opened = await openLink((await server.mailTo(owner)).link);
    const proven = opened.fragment.access_token!;
    expect(claimedRole(proven)).toBe('admin');
    expect((await as(proven).accounts()).status).toBe(200);
    expect((await as(proven).profile()).body).toMatchObject({ role: 'admin', emailProven: true });

    // That session's refresh keeps the role (the session that asked for the link may have ended: ADR 031).
    const next = await request(server, '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: opened.fragment.refresh_token },
    });
    expect(next.status).toBe(200);
    expect(claimedRole(next.body.access_token)).toBe('admin');
    expect(next.body.user.app_metadata).toMatchObject({ role: 'admin' });
  });

  it('a live session becomes an admin’s at its next refresh once the owner vouches for the address', async () => {
    const owner = ownerAddress();
    const { data } = await server.client().signUp({ email: owner, password: PASSWORD });
    const session = data.session!;
    expect(claimedRole(session.access_token)).toBe('visitor');
    const admin = adminClient(server, await serviceRoleToken(server));
    expect((await admin.admin.updateUserById(data.user!.id, { email_confirm: true })).error).toBeNull();
    // The API reads the role per request, so the held token passes the gate at once…
    expect((await request(server, '/api/admin/accounts', { token: session.access_token })).status).toBe(200);
    // …and the next refresh writes it into the token the web reads.
    const refreshed = await request(server, '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect(claimedRole(refreshed.body.access_token)).toBe('admin');
  });

  it('an admin made with the admin API is one only when the owner vouches for the address', async () => {
    const admin = adminClient(server, await serviceRoleToken(server));
    const vouched = ownerAddress();
    const unvouched = ownerAddress();
    const made = await admin.admin.createUser({ email: vouched, password: PASSWORD, email_confirm: true });
    expect(made.data.user!.app_metadata).toMatchObject({ role: 'admin' });
    const plain = await admin.admin.createUser({ email: unvouched, password: PASSWORD });
    expect(plain.data.user!.app_metadata).toMatchObject({ role: 'visitor' });

    // Moving an account onto an owner's address without vouching leaves it a visitor; vouching makes it one.
    const moved = await admin.admin.updateUserById(plain.data.user!.id, { email: ownerAddress() });
    expect(moved.data.user!.app_metadata).toMatchObject({ role: 'visitor' });
    const confirmed = await admin.admin.updateUserById(plain.data.user!.id, { email_confirm: true });
    expect(confirmed.data.user!.app_metadata).toMatchObject({ role: 'admin' });
  });
});

describe.each(testEngines)('the owner’s address with mailed confirmation ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startOwnersServer(engine, { ADMIN_EMAILS });
  });
  afterAll(() => server.close());

  it('the sign-up confirmation link proves the address: the owner is an admin from then on', async () => {
    const owner = ownerAddress();
    const { data } = await server.client().signUp({ email: owner, password: PASSWORD });
    // Before the link, the new account is not an admin, and an answer for the address says the same.
    expect(data.user!.app_metadata).toMatchObject({ role: 'visitor' });
    const opened = await openLink((await server.mailTo(owner)).link);
    expect(claimedRole(opened.fragment.access_token!)).toBe('admin');
    const { session } = await signedIn(server, owner);
    expect(claimedRole(session.access_token)).toBe('admin');
    expect((await request(server, '/api/admin/accounts', { token: session.access_token })).status).toBe(200);
  });

  it('signing up again with the confirmed owner’s address answers like any new sign-up: a visitor', async () => {
    const owner = ownerAddress();
    await signUpConfirmed(server, owner);
    const again = await request(server, '/auth/v1/signup', { body: { email: owner, password: PASSWORD } });
    expect(again.status).toBe(200);
    expect(again.body.app_metadata).toMatchObject({ role: 'visitor' });
    const fresh = await request(server, '/auth/v1/signup', {
      body: { email: ownerAddress(), password: PASSWORD },
    });
    expect(fresh.body.app_metadata).toEqual(again.body.app_metadata);
  });
});
