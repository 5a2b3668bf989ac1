import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from './modules/auth';
import { loadConfig } from './platform/config';
import type { Database } from './platform/db/client';
import { json } from './test/booking-helpers';
import { openReadyDatabase, testEngines } from './test/databases';
import { startRealtimeServer } from './test/realtime-server';

// The admin topics apply the /api/admin gate's rule (ADR 034): with a verified factor, only an aal2 session.
describe.each(testEngines)('realtime admin topics and the second factor on $name', (engine) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startRealtimeServer>>;
  const tokens = { aal1: '', aal2: '' };

  const post = async <T = { access_token: string }>(path: string, body: unknown, token?: string) => {
    const response = await server.app.request(path, {
      method: 'POST',
      ...json(body, token ? { authorization: `Bearer ${token}` } : {}),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    server = await startRealtimeServer(database);
    const made = await createOrPromoteAdmin(
      database.db,
      loadConfig({ NODE_ENV: 'test', ...server.env }),
      'boss@estudio.test',
    );
    const signIn = async () =>
      (
        await post('/auth/v1/token?grant_type=password', {
          email: 'boss@estudio.test',
          password: made.password,
        })
      ).access_token;
    const first = await signIn();
    const factor = await post<{ id: string; totp: { secret: string } }>(
      '/auth/v1/factors',
      { factor_type: 'totp' },
      first,
    );
    const challenge = await post<{ id: string }>(`/auth/v1/factors/${factor.id}/challenge`, {}, first);
    const code = new TOTP({ secret: factor.totp.secret }).generate();
    const verified = await post(
      `/auth/v1/factors/${factor.id}/verify`,
      { challenge_id: challenge.id, code },
      first,
    );
    tokens.aal2 = verified.access_token;
    tokens.aal1 = await signIn();
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('refuses an admin with a factor at aal1 and lets the aal2 session in', async () => {
    const socket = await server.connect();
    expect(await socket.join('admin:appointments', tokens.aal1)).toMatchObject({
      payload: { status: 'error', response: { reason: 'forbidden' } },
    });
    expect(await socket.join('admin:appointments', tokens.aal2)).toMatchObject({
      payload: { status: 'ok', response: {} },
    });
  });
});
