import { realtimeCloseCodes, type ServerFrame } from '@contracts/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './platform/db/client';
import { notifyRealtime } from './platform/realtime/notify';
import { adminAccessToken } from './test/admin-session';
import { at, bookingRequest, businessDay, json } from './test/booking-helpers';
import { openReadyDatabase, testEngines } from './test/databases';
import { startRealtimeServer, type TestSocket } from './test/realtime-server';

const refused = (reason: string) => ({
  event: 'phx_reply',
  payload: { status: 'error', response: { reason } },
});
const joined = { event: 'phx_reply', payload: { status: 'ok', response: {} } };
type Change = Extract<ServerFrame, { event: 'change' }>;
const isChange =
  (topic: string, kind: string) =>
  (f: ServerFrame): f is Change =>
    f.event === 'change' && f.topic === topic && f.payload.kind === kind;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const userIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

describe.each(testEngines)('realtime joins and deliveries on $name', (engine) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startRealtimeServer>>;
  let admin: string;
  let visitor: string;
  let weeks = 1;

  const signUp = async (email: string) => {
    const response = await server.app.request('/auth/v1/signup', {
      method: 'POST',
      ...json({ email, password: 'calendula-42' }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  };
  /** Books through the public API, as a visitor would (signed in when a token is given). */
  const book = async (service: string, token?: string) => {
    const start = at(businessDay(3, ++weeks), '10:00');
    const response = await server.app.request('/api/booking/appointments', {
      method: 'POST',
      ...json(bookingRequest(start, { service }), token ? { authorization: `Bearer ${token}` } : {}),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { appointment: { id: string } }).appointment.id;
  };

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    server = await startRealtimeServer(database);
    admin = await adminAccessToken(server.app, database, server.env, 'boss@estudio.test');
    visitor = await signUp('guest@estudio.test');
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('lets an admin join the admin topics and keeps everyone else out, the socket staying up', async () => {
    const socket = await server.connect();
    expect(await socket.join('admin:appointments', admin)).toMatchObject(joined);
    expect(await socket.join('admin:payments', visitor)).toMatchObject(refused('forbidden'));
    expect(await socket.join('admin:leads', 'not-a-token')).toMatchObject(refused('unauthorized'));
    const anonymous = await server.connect();
    expect(await anonymous.join('admin:leads')).toMatchObject(refused('unauthorized'));
    expect(await anonymous.join(`user:${userIdOf(visitor)}`)).toMatchObject(refused('unauthorized'));
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    expect(anonymous.ws.readyState).toBe(anonymous.ws.OPEN);
  });

  it('lets a visitor join their own topic only', async () => {
    const socket = await server.connect();
    expect(await socket.join(`user:${userIdOf(visitor)}`, visitor)).toMatchObject(joined);
    expect(await socket.join(`user:${userIdOf(admin)}`, visitor)).toMatchObject(refused('forbidden'));
    // Nor does an admin read a visitor's own topic.
    const other = await server.connect();
    expect(await other.join(`user:${userIdOf(visitor)}`, admin)).toMatchObject(refused('forbidden'));
  });

  it('delivers a committed booking to a joined admin and to its owner, with no personal data', async () => {
    const owner = await server.connect();
    const boss = await server.connect();
    expect(await owner.join(`user:${userIdOf(visitor)}`, visitor)).toMatchObject(joined);
    expect(await boss.join('admin:appointments', admin)).toMatchObject(joined);
    const id = await book('consulta-inicial', visitor);
    const change = await boss.next(
      (f) => isChange('admin:appointments', 'appointment')(f) && f.payload.id === id,
    );
    expect(change).toEqual({
      topic: 'admin:appointments',
      event: 'change',
      payload: { kind: 'appointment', id, op: 'insert' },
    });
    await owner.next((f) => isChange(`user:${userIdOf(visitor)}`, 'appointment')(f) && f.payload.id === id);
  });

  it('lets the holder of a payment reference follow that payment, and the admin see it', async () => {
    const boss = await server.connect();
    expect(await boss.join('admin:payments', admin)).toMatchObject(joined);
    const id = await book('branding');
    const [row] = await database.sql.query<{ reference: string; order_id: string }>(
      `select a.payment_reference as reference, o.id as order_id
       from appointments a join payment_orders o on o.reference = a.payment_reference where a.id = $1`,
      [id],
    );
    expect(row?.reference).toBeTruthy();
    await boss.next((f) => isChange('admin:payments', 'payment')(f) && f.payload.id === row!.order_id);
    const payer = await server.connect();
    expect(await payer.join(`payment:${row!.reference}`)).toMatchObject(joined);
    await database.sql.query(`update payment_orders set status = 'paid', paid_at = now() where id = $1`, [
      row!.order_id,
    ]);
    expect(await payer.next(isChange(`payment:${row!.reference}`, 'payment'))).toMatchObject({
      payload: { kind: 'payment', id: row!.order_id, op: 'update' },
    });
  });

  it('publishes nothing for a rolled-back write', async () => {
    const boss = await server.connect();
    expect(await boss.join('admin:analytics', admin)).toMatchObject(joined);
    await expect(
      database.db.transaction(async (tx) => {
        await notifyRealtime(tx, { kind: 'visitors', count: 41 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await notifyRealtime(database.db, { kind: 'visitors', count: 42 });
    const first = await boss.next((f) => f.event === 'change');
    expect(first).toMatchObject({ payload: { kind: 'visitors', count: 42 } });
    expect(boss.frames).toEqual([]);
  });

  it('stops delivering after a leave', async () => {
    const boss = await server.connect();
    expect(await boss.join('admin:analytics', admin)).toMatchObject(joined);
    await boss.call({ topic: 'admin:analytics', event: 'phx_leave', payload: {} });
    await notifyRealtime(database.db, { kind: 'visitors', count: 5 });
    await expect(boss.next((f) => f.event === 'change', 500)).rejects.toThrow(/no such frame/);
  });
});

describe.each(testEngines)('realtime token expiry on $name', (engine) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startRealtimeServer>>;
  const signIn = async () => {
    const response = await server.app.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      ...json({ email: 'guest@estudio.test', password: 'calendula-42' }),
    });
    return ((await response.json()) as { access_token: string }).access_token;
  };
  const expOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp * 1000;
  const closeOf = (socket: TestSocket, topic: string, ms?: number) =>
    socket.next((f) => f.event === 'phx_close' && f.topic === topic, ms);

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    // Tokens live 2 s.
    server = await startRealtimeServer(database, { env: { AUTH_JWT_EXPIRY: '2' } });
    await server.app.request('/auth/v1/signup', {
      method: 'POST',
      ...json({ email: 'guest@estudio.test', password: 'calendula-42' }),
    });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('closes the channel when its token expires, and refuses the expired token', async () => {
    const token = await signIn();
    const topic = `user:${userIdOf(token)}`;
    const socket = await server.connect();
    expect(await socket.join(topic, token)).toMatchObject(joined);
    expect(await closeOf(socket, topic)).toEqual({
      topic,
      event: 'phx_close',
      payload: { reason: 'token_expired' },
    });
    expect(Date.now()).toBeGreaterThanOrEqual(expOf(token));
    expect(await socket.join(topic, token)).toMatchObject(refused('token_expired'));
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
  });

  it('keeps the channel past the old expiry when a fresh token is presented', async () => {
    const first = await signIn();
    const topic = `user:${userIdOf(first)}`;
    const socket = await server.connect();
    expect(await socket.join(topic, first)).toMatchObject(joined);
    let fresh = await signIn();
    while (expOf(fresh) <= expOf(first)) {
      await sleep(200);
      fresh = await signIn();
    }
    expect(
      await socket.call({ topic: 'phoenix', event: 'access_token', payload: { access_token: fresh } }),
    ).toMatchObject(joined);
    await sleep(expOf(first) - Date.now() + 300);
    expect(socket.frames.filter((f) => f.event === 'phx_close')).toEqual([]);
    await closeOf(socket, topic);
    expect(Date.now()).toBeGreaterThanOrEqual(expOf(fresh));
  });

  it('ends the channel when the presented token is not valid', async () => {
    const token = await signIn();
    const topic = `user:${userIdOf(token)}`;
    const socket = await server.connect();
    expect(await socket.join(topic, token)).toMatchObject(joined);
    await socket.call({ topic: 'phoenix', event: 'access_token', payload: { access_token: 'forged' } });
    expect(await closeOf(socket, topic, 1000)).toMatchObject({ payload: { reason: 'unauthorized' } });
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.ws.close();
    expect((await socket.closed).code).not.toBe(realtimeCloseCodes.protocolError);
  });
});
