import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { testEngines } from '../../../test/databases';
import { API_VERSION, request, serviceRoleToken, signUpConfirmed } from '../test-helpers';

describe.each(testEngines)('ban_duration in the admin API ($name)', (engine) => {
  let server: AuthServer;
  let token: string;
  beforeAll(async () => {
    server = await startAuthServer(engine);
    token = await serviceRoleToken(server);
  });
  afterAll(() => server.close());

  const ban = async (id: string, duration: unknown) =>
    request(server, `/auth/v1/admin/users/${id}`, {
      method: 'PUT',
      token,
      headers: API_VERSION,
      body: { ban_duration: duration },
    });
  const hoursFromNow = (iso: string) => (new Date(iso).getTime() - Date.now()) / 3_600_000;

  it('takes a Go duration, alone or compound, and "none" to lift the ban', async () => {
    const { id } = await signUpConfirmed(server);
    const day = await ban(id, '24h');
    expect(day.status).toBe(200);
    expect(hoursFromNow(day.body.banned_until as string)).toBeCloseTo(24, 1);
    const compound = await ban(id, '1h30m');
    expect(hoursFromNow(compound.body.banned_until as string)).toBeCloseTo(1.5, 1);
    const fraction = await ban(id, '2.5h');
    expect(hoursFromNow(fraction.body.banned_until as string)).toBeCloseTo(2.5, 1);
    const century = await ban(id, '876000h');
    expect(century.status).toBe(200);
    expect(hoursFromNow(century.body.banned_until as string)).toBeCloseTo(876000, 0);
    const lifted = await ban(id, 'none');
    expect(lifted.status).toBe(200);
    expect(lifted.body.banned_until ?? null).toBeNull();
  });

  it('refuses a duration beyond a hundred years or out of any date range as 400, not 500', async () => {
    const { id } = await signUpConfirmed(server);
    for (const duration of [
      '9999999999h',
      '876001h',
      '52560001m',
      `${'9'.repeat(400)}s`,
      '1e9h',
      '-1h',
      '24',
      'h',
      '',
      '24d',
    ]) {
      const answer = await ban(id, duration);
      expect(answer.status, duration).toBe(400);
      expect(answer.body, duration).toMatchObject({ code: 'validation_failed' });
    }
    // Nothing was changed by the refusals.
    const user = await request(server, `/auth/v1/admin/users/${id}`, { token, headers: API_VERSION });
    expect(user.body.banned_until ?? null).toBeNull();
  });
});
