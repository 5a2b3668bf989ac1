import { TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { AuthServer } from '../../../test/auth-server';
import { API_VERSION, PASSWORD, request, uniqueEmail } from '../test-helpers';

/** Raw /auth/v1 steps of the second factor, for the MFA tests that need exact statuses and races. */

/** The code an authenticator app shows for a secret, `steps` 30-second steps from now. */
export const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
export const wrongCode = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

export function mfaKit(server: () => AuthServer) {
  const call = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
    request(server(), `/auth/v1${path}`, { ...init, headers: API_VERSION });

  async function signIn(email: string, password = PASSWORD) {
    const answer = await call('/token?grant_type=password', { body: { email, password } });
    expect(answer.status).toBe(200);
    return answer.body as { access_token: string; refresh_token: string };
  }

  /** A new person (the server autoconfirms) signed in at aal1, with an unverified factor. */
  async function enrolled() {
    const email = uniqueEmail('mfa');
    const signup = await call('/signup', { body: { email, password: PASSWORD } });
    expect(signup.status).toBe(200);
    const token = signup.body.access_token as string;
    const factor = await call('/factors', { token, body: { factor_type: 'totp' } });
    expect(factor.status).toBe(200);
    return {
      email,
      token,
      refreshToken: signup.body.refresh_token as string,
      factorId: factor.body.id as string,
      secret: factor.body.totp.secret as string,
    };
  }

  async function challenge(token: string, factorId: string) {
    const answer = await call(`/factors/${factorId}/challenge`, { token, body: {} });
    expect(answer.status).toBe(200);
    return answer.body.id as string;
  }

  const verify = (token: string, factorId: string, challengeId: string, code: string) =>
    call(`/factors/${factorId}/verify`, { token, body: { challenge_id: challengeId, code } });

  /** A person whose factor is verified; `token` is the aal2 session that verified it. */
  async function verified() {
    const person = await enrolled();
    const answer = await verify(
      person.token,
      person.factorId,
      await challenge(person.token, person.factorId),
      codeFor(person.secret),
    );
    expect(answer.status).toBe(200);
    return { ...person, token: answer.body.access_token as string };
  }

  return { call, signIn, enrolled, challenge, verify, verified };
}
