import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import { removeFactors } from './admin-command';
import { signUpConfirmed, signedIn } from '../test-helpers';

const codeFor = (secret: string) => new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/** `npm run admin -- remove-factors`: the owner who lost the authenticator gets back in with the password. */
describe.each(testEngines)('admin command: remove a lost second factor ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
  });
  afterAll(() => server.close());

  it('removes every factor, ends every session, and the next sign-in is password-only', async () => {
    const { email } = await signUpConfirmed(server);
    const { client } = await signedIn(server, email);
    const { data: factor, error } = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(error).toBeNull();
    const verified = await client.mfa.challengeAndVerify({
      factorId: factor!.id,
      code: codeFor(factor!.totp.secret),
    });
    expect(verified.error).toBeNull();
    // A second, unfinished enrolment goes too.
    expect((await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' })).error).toBeNull();
    const refreshToken = (await client.getSession()).data.session!.refresh_token;

    // Before: a password sign-in must step up to aal2.
    const before = await signedIn(server, email);
    const levelBefore = await before.client.mfa.getAuthenticatorAssuranceLevel();
    expect(levelBefore.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    expect(await removeFactors(server.database.db, ` ${email.toUpperCase()} `)).toEqual({
      email,
      removed: 2,
    });

    // Every earlier session is over: the aal2 session's refresh token no longer works.
    const refreshed = await server.client().refreshSession({ refresh_token: refreshToken });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    // The next sign-in needs only the password and lists no factors.
    const after = await signedIn(server, email);
    const levelAfter = await after.client.mfa.getAuthenticatorAssuranceLevel();
    expect(levelAfter.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect((await after.client.mfa.listFactors()).data?.all).toEqual([]);
    // Running it again finds nothing to remove.
    expect(await removeFactors(server.database.db, email)).toEqual({ email, removed: 0 });
  });

  it('refuses an unknown or invalid address', async () => {
    await expect(removeFactors(server.database.db, 'nobody@example.com')).rejects.toThrow(
      'no account with the address nobody@example.com',
    );
    await expect(removeFactors(server.database.db, 'not-an-address')).rejects.toThrow('not a valid e-mail');
  });
});
