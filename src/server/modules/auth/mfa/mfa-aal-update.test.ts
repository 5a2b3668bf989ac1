import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import { codeFor, mfaKit } from './mfa-test-helpers';
import { PASSWORD, openLink, uniqueEmail } from '../test-helpers';

const NEW_PASSWORD = 'girasol-nuevo-93';

/**
 * GoTrue's rule for PUT /auth/v1/user (user.go): with a verified factor, a new password or address needs an aal2
 * session (401 insufficient_aal); the profile data does not. Without a verified factor nothing changes.
 */
describe.each(testEngines)('changing password or e-mail with a second factor ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine, { AUTH_AUTOCONFIRM: 'true' });
  });
  afterAll(() => server.close());
  const kit = mfaKit(() => server);
  const update = (token: string, body: unknown) => kit.call('/user', { method: 'PUT', token, body });
  const signsIn = async (email: string, password: string) =>
    (await kit.call('/token?grant_type=password', { body: { email, password } })).status === 200;

  it('at aal1 the password and the address are refused with insufficient_aal; the data is saved', async () => {
    const person = await kit.verified();
    const aal1 = (await kit.signIn(person.email)).access_token;
    expect(decodeJwt(aal1).aal).toBe('aal1');
    for (const body of [{ password: NEW_PASSWORD }, { email: uniqueEmail('nueva') }]) {
      const refused = await update(aal1, body);
      expect([refused.status, refused.body.code]).toEqual([401, 'insufficient_aal']);
      expect(refused.body.message).toBe(
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
    expect(await signsIn(person.email, NEW_PASSWORD)).toBe(false);
    const data = await update(aal1, { data: { full_name: 'Ana Factor' } });
    expect(data.status).toBe(200);
    expect(data.body.user_metadata.full_name).toBe('Ana Factor');
    // The address as it already is changes nothing, so it passes too.
    const same = await update(aal1, { email: person.email.toUpperCase() });
    expect([same.status, same.body.new_email]).toEqual([200, undefined]);
  });

  it('at aal2 both are accepted', async () => {
    const person = await kit.verified();
    const address = uniqueEmail('nueva');
    const changed = await update(person.token, { email: address });
    expect(changed.status).toBe(200);
    expect(changed.body.new_email).toBe(address);
    expect((await update(person.token, { password: NEW_PASSWORD })).status).toBe(200);
    expect(await signsIn(person.email, NEW_PASSWORD)).toBe(true);
  });

  it('without a verified factor (none, or only an unfinished enrolment) aal1 changes both as before', async () => {
    const person = await kit.enrolled();
    expect((await update(person.token, { password: NEW_PASSWORD })).status).toBe(200);
    expect(await signsIn(person.email, NEW_PASSWORD)).toBe(true);
    const address = uniqueEmail('nueva');
    const changed = await update(person.token, { email: address });
    expect([changed.status, changed.body.new_email]).toEqual([200, address]);
  });

  it('a recovery link gives aal1: the new password waits for the code, then is set', async () => {
    const person = await kit.verified();
    expect((await kit.call('/recover', { body: { email: person.email } })).status).toBe(200);
    const opened = await openLink((await server.mailTo(person.email)).link);
    const recovery = opened.fragment.access_token!;
    expect(decodeJwt(recovery).aal).toBe('aal1');
    const refused = await update(recovery, { password: NEW_PASSWORD });
    expect([refused.status, refused.body.code]).toEqual([401, 'insufficient_aal']);
    // The code step the web's SignInCompletion shows first (the next step: the current one verified already).
    const raised = await kit.verify(
      recovery,
      person.factorId,
      await kit.challenge(recovery, person.factorId),
      codeFor(person.secret, 1),
    );
    expect(raised.status).toBe(200);
    expect((await update(raised.body.access_token, { password: NEW_PASSWORD })).status).toBe(200);
    expect(await signsIn(person.email, NEW_PASSWORD)).toBe(true);
    expect(await signsIn(person.email, PASSWORD)).toBe(false);
  });
});
