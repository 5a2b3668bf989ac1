import { myAppointmentsSchema } from '@contracts/booking';
import { myPaymentsSchema } from '@contracts/my-payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import { api, guestLeavesData } from '../../../test/guest-data';
import { PASSWORD, openLink, uniqueEmail } from '../test-helpers';

// Issue 22, point 2 (ADR 031): with AUTH_AUTOCONFIRM anyone gets a confirmed account for any address, so
// what a guest booked with that address stays hidden until a link sent to the address is followed.
describe.each(testEngines)('an autoconfirmed account and a guest’s bookings ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine, {
      AUTH_AUTOCONFIRM: 'true',
      AUTH_EMAIL_FREQUENCY: '60',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(() => server.close());

  it('sees, changes and cancels nothing of the guest’s until the address is proven by a mailed link', async () => {
    const guest = uniqueEmail('invitada');
    const left = await guestLeavesData(server, guest);

    // A stranger signs up with the guest's address: a session at once, no mail.
    const { data, error } = await server.client().signUp({ email: guest, password: PASSWORD });
    expect(error).toBeNull();
    let token = data.session!.access_token;
    const me = (path: string, init: { method?: string; body?: unknown } = {}) =>
      api(server, `/api/me${path}`, { ...init, token });

    const profile = await me('/profile');
    expect(profile.body).toMatchObject({ email: guest, emailProven: false });
    expect(myAppointmentsSchema.parse((await me('/appointments')).body)).toEqual({
      upcoming: [],
      past: [],
    });
    expect(myPaymentsSchema.parse((await me('/payments')).body)).toEqual({ payments: [], plans: [] });
    expect((await me('/diagnostic')).body).toEqual({ results: [] });
    const free = left.free.appointment.id;
    const result = left.diagnostic.result.id;
    expect((await me(`/appointments/${free}/cancel-quote`)).status).toBe(404);
    expect((await me(`/appointments/${free}/cancel`, { body: {} })).status).toBe(404);
    expect(
      (await me(`/appointments/${free}/reschedule`, { body: { start: left.paid.appointment.start } })).status,
    ).toBe(404);
    expect((await me(`/diagnostic/${result}`)).status).toBe(404);
    expect((await me(`/diagnostic/${result}/share`, { method: 'POST' })).status).toBe(404);
    // Nothing changed for the guest.
    const manage = await api(server, `/api/booking/manage/${left.free.manageToken}`);
    expect(manage.body.status).toBe(left.free.appointment.status);

    // The dashboard's button: a link to the address, once per AUTH_EMAIL_FREQUENCY.
    expect((await me('/email-proof', { method: 'POST' })).body).toEqual({ emailProven: false, sent: true });
    const again = await me('/email-proof', { method: 'POST' });
    expect(again.status).toBe(429);
    expect(again.body.error.code).toBe('rate_limited');
    // The guest's booking mails went to the same address before: skip to the proof link.
    let mail = await server.mailTo(guest);
    while (!mail.link.includes('type=magiclink')) mail = await server.mailTo(guest);
    expect(mail.mail.subject).toContain(guest);
    expect(mail.mail.text).toContain('alguien pudo registrarse con tu dirección');
    expect(mail.code).toBeNull();

    // Following it proves the address and opens the dashboard signed in; the sessions opened before it
    // (perhaps a stranger's) end.
    const opened = await openLink(mail.link);
    expect(opened.location.startsWith(`${server.url}/dashboard#`)).toBe(true);
    expect(opened.fragment.access_token).toEqual(expect.any(String));
    expect((await me('/profile')).status).toBe(401);
    token = opened.fragment.access_token!;
    expect((await me('/profile')).body.emailProven).toBe(true);
    const mine = myAppointmentsSchema.parse((await me('/appointments')).body);
    expect(mine.upcoming.map((a) => a.id).sort()).toEqual([free, left.paid.appointment.id].sort());
    const payments = myPaymentsSchema.parse((await me('/payments')).body);
    expect(payments.payments).toHaveLength(1);
    expect(payments.payments[0]!.appointment?.start).toBe(left.paid.appointment.start);
    expect((await me('/diagnostic')).body.results.map((r: { id: string }) => r.id)).toEqual([result]);
    expect((await me(`/appointments/${free}/cancel-quote`)).status).toBe(200);
    // Proven: the button has nothing more to send.
    expect((await me('/email-proof', { method: 'POST' })).body).toEqual({ emailProven: true, sent: false });
  });

  it('asks to sign in for the proof link', async () => {
    expect((await api(server, '/api/me/email-proof', { method: 'POST' })).status).toBe(401);
  });
});

describe.each(testEngines)('which addresses count as proven ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine, { TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  const provenAt = async (email: string) => {
    const [row] = await server.database.sql.query<{ email_proven_at: unknown }>(
      'select email_proven_at from auth_users where email = $1',
      [email],
    );
    return row?.email_proven_at ?? null;
  };

  it('a followed confirmation link and a completed e-mail change prove; the user JSON is unchanged', async () => {
    const email = uniqueEmail();
    const client = server.client();
    await client.signUp({ email, password: PASSWORD });
    expect(await provenAt(email)).toBeNull();
    const opened = await openLink((await server.mailTo(email)).link);
    expect(opened.fragment.access_token).toEqual(expect.any(String));
    expect(await provenAt(email)).not.toBeNull();
    const { data } = await client.signInWithPassword({ email, password: PASSWORD });
    expect(Object.keys(data.user!)).not.toContain('email_proven_at');

    // A new address is not proven until both links of the change are followed.
    const next = uniqueEmail('nueva');
    expect((await client.updateUser({ email: next })).error).toBeNull();
    const current = await server.mailTo(email);
    const fresh = await server.mailTo(next);
    await openLink(current.link);
    expect(await provenAt(next)).toBeNull();
    await openLink(fresh.link);
    expect(await provenAt(next)).not.toBeNull();
  });

  it('an administrator changing the address clears the proof unless it vouches with email_confirm', async () => {
    const email = uniqueEmail();
    await server.client().signUp({ email, password: PASSWORD });
    await openLink((await server.mailTo(email)).link);
    const [user] = await server.database.sql.query<{ id: string }>(
      'select id from auth_users where email = $1',
      [email],
    );
    const id = user!.id;
    const { serviceRoleToken, adminClient } = await import('../test-helpers');
    const admin = adminClient(server, await serviceRoleToken(server));
    const moved = uniqueEmail('movida');
    expect((await admin.admin.updateUserById(id, { email: moved })).error).toBeNull();
    expect(await provenAt(moved)).toBeNull();
    const vouched = uniqueEmail('avalada');
    expect((await admin.admin.updateUserById(id, { email: vouched, email_confirm: true })).error).toBeNull();
    expect(await provenAt(vouched)).not.toBeNull();
  });
});
