import { myAppointmentsSchema } from '@contracts/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer, type ReceivedMail } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import { api, guestLeavesData } from '../../../test/guest-data';
import {
  API_VERSION,
  PASSWORD,
  adminClient,
  openLink,
  request,
  serviceRoleToken,
  signedIn,
  uniqueEmail,
} from '../test-helpers';

const NEW_PASSWORD = 'jacaranda-2026';

// ADR 031: under AUTH_AUTOCONFIRM a stranger may hold an account made with a guest's address. When a link or
// code mailed to that address is first followed, the person it reached takes the account over: the stranger's
// sessions end and, for recovery and magic links, so does the password they chose.
describe.each(testEngines)('the address’s owner takes over an autoconfirmed account ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine, { AUTH_AUTOCONFIRM: 'true', TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  const provenAt = async (email: string) => {
    const [row] = await server.database.sql.query<{ email_proven_at: unknown }>(
      'select email_proven_at from auth_users where email = $1',
      [email],
    );
    return row?.email_proven_at ?? null;
  };
  /** The next mail to `email` whose link is of `type` (the guest's booking mails come first). */
  const linkMail = async (email: string, type: string): Promise<ReceivedMail> => {
    let mail = await server.mailTo(email);
    while (!mail.link.includes(`type=${type}`)) mail = await server.mailTo(email);
    return mail;
  };
  /** A stranger signs up with the address: under autoconfirm, a session at once and no mail. */
  const strangerSignsUp = async (email: string) => {
    const client = server.client();
    const { data, error } = await client.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(await provenAt(email)).toBeNull();
    return { client, session: data.session! };
  };
  /** Everything the stranger held stops working: refresh token, access token, password. */
  const strangerIsOut = async (
    email: string,
    stranger: Awaited<ReturnType<typeof strangerSignsUp>>,
    password: 'gone' | 'kept',
  ) => {
    const refreshed = await stranger.client.refreshSession();
    expect(refreshed.error).toMatchObject({ name: 'AuthApiError' });
    const user = await request(server, '/auth/v1/user', {
      token: stranger.session.access_token,
      headers: API_VERSION,
    });
    expect([user.status, user.body.code]).toEqual([403, 'session_not_found']);
    const change = await request(server, '/auth/v1/user', {
      method: 'PUT',
      body: { password: 'planted-password-1' },
      token: stranger.session.access_token,
      headers: API_VERSION,
    });
    expect(change.status).toBe(403);
    const signIn = await server.client().signInWithPassword({ email, password: PASSWORD });
    if (password === 'gone') expect(signIn.error?.code).toBe('invalid_credentials');
    else expect(signIn.error).toBeNull();
  };

  it('a recovery link: the stranger’s tokens and password fail; the guest sets a password and sees the bookings', async () => {
    const guest = uniqueEmail('invitada');
    const left = await guestLeavesData(server, guest);
    const stranger = await strangerSignsUp(guest);

    const browser = server.client();
    expect((await browser.resetPasswordForEmail(guest)).error).toBeNull();
    const recovery = (await openLink((await linkMail(guest, 'recovery')).link)).fragment;
    expect(recovery.access_token).toEqual(expect.any(String));
    expect(await provenAt(guest)).not.toBeNull();

    await strangerIsOut(guest, stranger, 'gone');

    await browser.setSession({
      access_token: recovery.access_token!,
      refresh_token: recovery.refresh_token!,
    });
    expect((await browser.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    const { session } = await signedIn(server, guest, NEW_PASSWORD);
    const mine = myAppointmentsSchema.parse(
      (await api(server, '/api/me/appointments', { token: session.access_token })).body,
    );
    expect(mine.upcoming.map((a) => a.id).sort()).toEqual(
      [left.free.appointment.id, left.paid.appointment.id].sort(),
    );
  });

  it('a magic link (/otp): the stranger is out, the guest is signed in with no password to learn', async () => {
    const guest = uniqueEmail('invitada');
    const stranger = await strangerSignsUp(guest);
    expect((await server.client().signInWithOtp({ email: guest })).error).toBeNull();
    const opened = await openLink((await linkMail(guest, 'magiclink')).link);
    expect(opened.fragment.access_token).toEqual(expect.any(String));
    expect(await provenAt(guest)).not.toBeNull();

    await strangerIsOut(guest, stranger, 'gone');
    const profile = await api(server, '/api/me/profile', { token: opened.fragment.access_token });
    expect(profile.body).toMatchObject({ email: guest, emailProven: true });
  });

  it('the magic link’s code typed in: the same', async () => {
    const guest = uniqueEmail('invitada');
    const stranger = await strangerSignsUp(guest);
    expect((await server.client().signInWithOtp({ email: guest })).error).toBeNull();
    const { code } = await linkMail(guest, 'magiclink');
    const typed = await server.client().verifyOtp({ email: guest, token: code!, type: 'email' });
    expect(typed.error).toBeNull();
    expect(await provenAt(guest)).not.toBeNull();
    await strangerIsOut(guest, stranger, 'gone');
  });

  it('the dashboard’s proof link: every earlier session ends, the password stays; its token takes no code', async () => {
    const email = uniqueEmail('cuenta');
    const first = await strangerSignsUp(email);
    const second = await signedIn(server, email);
    const sent = await api(server, '/api/me/email-proof', {
      method: 'POST',
      token: first.session.access_token,
    });
    expect(sent.body).toEqual({ emailProven: false, sent: true });
    // Its own token type, and nothing stored that a typed code could match.
    const [token] = await server.database.sql.query<{ code_hash: string }>(
      `select t.code_hash from auth_one_time_tokens t join auth_users u on u.id = t.user_id
        where u.email = $1 and t.token_type = 'email_proof'`,
      [email],
    );
    expect(token?.code_hash).toEqual(expect.any(String));
    expect(token!.code_hash).not.toMatch(/^[0-9a-f]{64}$/);
    const mail = await linkMail(email, 'magiclink');
    expect(mail.code).toBeNull();

    const opened = await openLink(mail.link);
    expect(opened.location.startsWith(`${server.url}/dashboard#`)).toBe(true);
    expect(await provenAt(email)).not.toBeNull();
    await strangerIsOut(email, first, 'kept');
    expect((await second.client.refreshSession()).error).toMatchObject({ name: 'AuthApiError' });
    const profile = await api(server, '/api/me/profile', { token: opened.fragment.access_token });
    expect(profile.body.emailProven).toBe(true);
  });

  it('a link mailed to an address the account has since left proves nothing', async () => {
    const left = uniqueEmail('dejada');
    const stranger = await strangerSignsUp(left);
    expect((await server.client().resetPasswordForEmail(left)).error).toBeNull();
    const mail = await linkMail(left, 'recovery');
    // The owner moves the account to another address without vouching for it.
    const admin = adminClient(server, await serviceRoleToken(server));
    const moved = uniqueEmail('nueva');
    const userId = stranger.session.user.id;
    expect((await admin.admin.updateUserById(userId, { email: moved })).error).toBeNull();

    await openLink(mail.link);
    expect(await provenAt(moved)).toBeNull();
    expect(await provenAt(left)).toBeNull();
  });

  it('a password the admin API sets ends every session of that person', async () => {
    const email = uniqueEmail('cuenta');
    const one = await strangerSignsUp(email);
    const two = await signedIn(server, email);
    const admin = adminClient(server, await serviceRoleToken(server));
    const set = await admin.admin.updateUserById(one.session.user.id, { password: NEW_PASSWORD });
    expect(set.error).toBeNull();

    for (const session of [one, two]) {
      expect((await session.client.refreshSession()).error).toMatchObject({ name: 'AuthApiError' });
      const user = await request(server, '/auth/v1/user', {
        token: session.session.access_token,
        headers: API_VERSION,
      });
      expect(user.status).toBe(403);
    }
    expect((await server.client().signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull();
  });
});
