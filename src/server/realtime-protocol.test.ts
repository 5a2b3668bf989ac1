import net from 'node:net';
import { MAX_FRAME_BYTES, realtimeCloseCodes } from '@contracts/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './platform/db/client';
import { openReadyDatabase, testEngines } from './test/databases';
import { startRealtimeServer } from './test/realtime-server';

const ok = { status: 'ok', response: {} };

describe.each(testEngines)('the realtime protocol on $name', (engine) => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startRealtimeServer>>;
  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    // Short timings: a socket silent for 300 ms + 200 ms is closed; looked for every 50 ms.
    server = await startRealtimeServer(database, {
      timings: { heartbeatMs: 300, timeoutMs: 200, sweepMs: 50 },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('answers heartbeats, joins and leaves with the same ref', async () => {
    const socket = await server.connect();
    const beat = await socket.call({ topic: 'phoenix', event: 'heartbeat', payload: {} });
    expect(beat).toMatchObject({ topic: 'phoenix', event: 'phx_reply', payload: ok });
    const ref = socket.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: 'mine-7' });
    expect(await socket.next((f) => f.event === 'phx_reply')).toMatchObject({ ref: 'mine-7' });
    expect(ref).toBe('mine-7');
    // A payment reference nobody issued: refused, and the socket stays up for the next frames.
    expect(await socket.join('payment:nobody-has-this-one')).toMatchObject({
      payload: { status: 'error', response: { reason: 'forbidden' } },
    });
    expect(
      await socket.call({ topic: 'payment:nobody-has-this-one', event: 'phx_leave', payload: {} }),
    ).toMatchObject({ payload: ok });
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.ws.close();
  });

  it('refuses unknown topics with a reason and keeps the connection', async () => {
    const socket = await server.connect();
    for (const topic of ['admin:nothing', 'phoenix'])
      expect(await socket.join(topic)).toMatchObject({
        topic,
        payload: { status: 'error', response: { reason: 'unknown_topic' } },
      });
    expect(await socket.call({ topic: 'phoenix', event: 'heartbeat', payload: {} })).toMatchObject({
      payload: ok,
    });
    socket.ws.close();
  });

  it.each([
    ['not JSON', 'hello'],
    ['JSON but not a frame', JSON.stringify({ topic: 'phoenix', event: 'shout', payload: {}, ref: '1' })],
    [
      'a topic outside the grammar',
      JSON.stringify({ topic: 'admin:Ü', event: 'phx_join', payload: {}, ref: '1' }),
    ],
    [
      'an extra payload field',
      JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: { x: 1 }, ref: '1' }),
    ],
    [
      'a frame over the size limit',
      JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: 'x'.repeat(MAX_FRAME_BYTES) }),
    ],
  ])('closes the socket with a protocol error on %s', async (_, text) => {
    const socket = await server.connect();
    socket.ws.send(text);
    expect(await socket.closed).toEqual({ code: realtimeCloseCodes.protocolError });
  });

  it('closes on a binary frame too', async () => {
    const socket = await server.connect();
    socket.ws.send(Buffer.from('{}'));
    expect(await socket.closed).toEqual({ code: realtimeCloseCodes.protocolError });
  });

  it('closes a socket that floods it with frames (1008) instead of queueing their work', async () => {
    const socket = await server.connect();
    const join = JSON.stringify({
      topic: 'payment:flooding-reference',
      event: 'phx_join',
      payload: {},
      ref: '1',
    });
    for (let i = 0; i < 200; i++) socket.ws.send(join);
    expect(await socket.closed).toEqual({ code: realtimeCloseCodes.policyViolation });
  });

  it('closes a socket that stops sending heartbeats, and forgets it', async () => {
    const talker = await server.connect();
    const silent = await server.connect();
    const started = Date.now();
    // The talker beats every 100 ms for a second; the silent one never does.
    const beating = setInterval(
      () => talker.send({ topic: 'phoenix', event: 'heartbeat', payload: {} }),
      100,
    );
    try {
      expect(await silent.closed).toEqual({ code: realtimeCloseCodes.heartbeatTimeout });
      expect(Date.now() - started).toBeGreaterThanOrEqual(500);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(talker.ws.readyState).toBe(talker.ws.OPEN);
    } finally {
      clearInterval(beating);
    }
    talker.ws.close();
    await talker.closed;
    expect(server.hub.stats().connections).toBe(0);
  });

  it('answers an upgrade on any other path with 404', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(server.port, '127.0.0.1', () =>
        socket.write(
          'GET /api/other HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
            'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        ),
      );
      let text = '';
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
  });
});

describe.each(testEngines)('realtime shutdown on $name', (engine) => {
  it('closes every socket with 1001 (going away) and refuses new ones', async () => {
    const database = await openReadyDatabase(engine);
    const server = await startRealtimeServer(database);
    try {
      const sockets = await Promise.all([server.connect(), server.connect(), server.connect()]);
      await server.hub.close();
      for (const socket of sockets)
        expect(await socket.closed).toEqual({ code: realtimeCloseCodes.goingAway });
      await expect(server.connect()).rejects.toThrow(/503/);
    } finally {
      await server.close();
      await database.close();
    }
  });
});
