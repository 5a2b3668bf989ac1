import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import { codeFor, mfaKit, wrongCode } from './mfa-test-helpers';
import { pause } from '../test-helpers';

/**
 * The verify limits, the challenge table's cleanup, and verify racing itself and refresh (ADR 034). The races
 * matter on PostgreSQL, where the requests really run at once; PGlite runs them one after the other.
 */
describe.each(testEngines)('second-factor limits and races ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine, { AUTH_AUTOCONFIRM: 'true' });
  });
  afterAll(() => server.close());
  const kit = mfaKit(() => server);

  it('ten attempts per session: the password holder’s session is stopped, the owner’s still verifies', async () => {
    const person = await kit.enrolled();
    const challenge = await kit.challenge(person.token, person.factorId);
    const wrong = wrongCode(codeFor(person.secret));
    for (let i = 0; i < 10; i += 1)
      expect((await kit.verify(person.token, person.factorId, challenge, wrong)).status).toBe(422);
    const limited = await kit.verify(person.token, person.factorId, challenge, codeFor(person.secret));
    expect([limited.status, limited.body.code]).toEqual([429, 'over_request_rate_limit']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const owner = (await kit.signIn(person.email)).access_token;
    const right = await kit.verify(
      owner,
      person.factorId,
      await kit.challenge(owner, person.factorId),
      codeFor(person.secret),
    );
    expect(right.status).toBe(200);
  });

  it('thirty attempts per factor over all sessions: more sessions do not buy more guesses', async () => {
    const person = await kit.enrolled();
    const challenge = await kit.challenge(person.token, person.factorId);
    const wrong = wrongCode(codeFor(person.secret));
    for (let session = 0; session < 3; session += 1) {
      const token = (await kit.signIn(person.email)).access_token;
      for (let i = 0; i < 10; i += 1)
        expect((await kit.verify(token, person.factorId, challenge, wrong)).status).toBe(422);
    }
    const fourth = (await kit.signIn(person.email)).access_token;
    const limited = await kit.verify(fourth, person.factorId, challenge, codeFor(person.secret));
    expect([limited.status, limited.body.code]).toEqual([429, 'over_request_rate_limit']);
  });

  it('a new challenge clears the factor’s expired ones, and only those', async () => {
    const person = await kit.enrolled();
    const old = await kit.challenge(person.token, person.factorId);
    const recent = await kit.challenge(person.token, person.factorId);
    await server.database.sql.query(
      `update auth_mfa_challenges set created_at = now() - interval '6 minutes' where id = $1`,
      [old],
    );
    const latest = await kit.challenge(person.token, person.factorId);
    const rows = await server.database.sql.query<{ id: string }>(
      `select id from auth_mfa_challenges where factor_id = $1 order by created_at`,
      [person.factorId],
    );
    expect(rows.map((row) => row.id)).toEqual([recent, latest]);
  });

  it('two verifies with the same code at once: exactly one succeeds', async () => {
    const person = await kit.enrolled();
    const code = codeFor(person.secret);
    const challenges = [
      await kit.challenge(person.token, person.factorId),
      await kit.challenge(person.token, person.factorId),
    ];
    const answers = await Promise.all(
      challenges.map((id) => kit.verify(person.token, person.factorId, id, code)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 422]);
    expect(answers.find((answer) => answer.status === 422)!.body.code).toBe('mfa_verification_failed');
  });

  it('verify and a refresh of the same session at once: no 500, and the old refresh token never gives aal2', async () => {
    // The refresh starts 0–15 ms after the verify, so some rounds overlap the two transactions' locking steps.
    for (let round = 0; round < 16; round += 1) {
      const person = await kit.enrolled();
      const challenge = await kit.challenge(person.token, person.factorId);
      const [verified, refreshed] = await Promise.all([
        kit.verify(person.token, person.factorId, challenge, codeFor(person.secret)),
        pause(round).then(() =>
          kit.call('/token?grant_type=refresh_token', { body: { refresh_token: person.refreshToken } }),
        ),
      ]);
      expect(verified.status).toBe(200);
      if (refreshed.status === 200) {
        // The refresh went first: an aal1 token, and its refresh token went with the verification.
        expect(decodeJwt(refreshed.body.access_token).aal).toBe('aal1');
        const after = await kit.call('/token?grant_type=refresh_token', {
          body: { refresh_token: refreshed.body.refresh_token },
        });
        expect([after.status, after.body.code]).toEqual([400, 'refresh_token_not_found']);
      } else {
        expect([refreshed.status, refreshed.body.code]).toEqual([400, 'refresh_token_not_found']);
      }
    }
  });
});
