import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientFrame } from '@contracts/realtime';
import { RealtimeClient, reconnectDelay, type SocketEvents, type SocketLike } from './client';
import type { TopicEvent } from './channel';

class FakeSocket implements SocketLike {
  sent: ClientFrame[] = [];
  closed = false;
  constructor(private readonly on: SocketEvents) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientFrame);
  }
  close() {
    this.closed = true;
  }
  // The server's side.
  accept() {
    this.on.open();
  }
  drop() {
    this.on.close();
  }
  frame(frame: unknown) {
    this.on.message(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }
  reply(ref: string, topic: string, status: 'ok' | 'error' = 'ok', reason?: string) {
    this.frame({ topic, event: 'phx_reply', payload: { status, response: reason ? { reason } : {} }, ref });
  }
  last(event: string) {
    return [...this.sent].reverse().find((frame) => frame.event === event);
  }
}

let sockets: FakeSocket[];
let token: string | null;
const socket = () => sockets.at(-1)!;

function makeClient() {
  return new RealtimeClient({
    url: () => 'ws://test/api/realtime',
    createSocket: (_url, on) => {
      sockets.push(new FakeSocket(on));
      return socket();
    },
    accessToken: async () => token,
  });
}

/** Opens the latest socket and answers every join waiting on it. */
async function acceptAndJoin() {
  socket().accept();
  await vi.advanceTimersByTimeAsync(0);
  for (const frame of socket().sent.filter((f) => f.event === 'phx_join'))
    socket().reply(frame.ref, frame.topic);
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = 'token-1';
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the realtime client', () => {
  it('opens one socket lazily and walks a channel through joining, joined, leaving and closed', async () => {
    const client = makeClient();
    expect(sockets).toHaveLength(0);
    expect(client.connectionState()).toBe('idle');
    const stopA = client.subscribe('admin:appointments', () => {});
    client.subscribe('admin:leads', () => {});
    expect(sockets).toHaveLength(1);
    expect(client.connectionState()).toBe('connecting');
    socket().accept();
    expect(client.channelState('admin:appointments')).toBe('joining');
    await vi.advanceTimersByTimeAsync(0);
    const join = socket().sent.find((f) => f.topic === 'admin:appointments')!;
    expect(join).toMatchObject({ event: 'phx_join', payload: { access_token: 'token-1' } });
    socket().reply(join.ref, join.topic);
    expect(client.channelState('admin:appointments')).toBe('joined');
    expect(client.connectionState()).toBe('live');

    stopA();
    expect(client.channelState('admin:appointments')).toBe('leaving');
    socket().reply(socket().last('phx_leave')!.ref, 'admin:appointments');
    expect(client.channelState('admin:appointments')).toBe('closed');
    expect(sockets).toHaveLength(1);
  });

  it('hands change and resync events to listeners, and ignores malformed frames', async () => {
    const client = makeClient();
    const events: TopicEvent[] = [];
    client.subscribe('admin:appointments', (event) => events.push(event));
    await acceptAndJoin();
    socket().frame('not json');
    socket().frame({ topic: 'admin:appointments', event: 'change', payload: { kind: 'nope' } });
    socket().frame({ topic: 'admin:appointments', event: 'mystery', payload: {} });
    socket().frame({
      topic: 'admin:appointments',
      event: 'change',
      payload: { kind: 'appointment', id: 'a1', op: 'insert' },
    });
    socket().frame({ topic: 'admin:leads', event: 'change', payload: { kind: 'lead' } });
    socket().frame({ topic: 'admin:appointments', event: 'resync', payload: {} });
    expect(events).toEqual([
      { type: 'joined', since: expect.any(Number) },
      { type: 'change', payload: { kind: 'appointment', id: 'a1', op: 'insert' } },
      { type: 'resync' },
    ]);
    expect(socket().closed).toBe(false);
    expect(client.channelState('admin:appointments')).toBe('joined');
  });

  it('sends a heartbeat every 25 s; no reply within 10 s → errored, closed and reconnected', async () => {
    const client = makeClient();
    client.subscribe('admin:appointments', () => {});
    await acceptAndJoin();
    await vi.advanceTimersByTimeAsync(25_000);
    const beat = socket().last('heartbeat')!;
    expect(beat).toMatchObject({ topic: 'phoenix', payload: {} });
    socket().reply(beat.ref, 'phoenix');
    await vi.advanceTimersByTimeAsync(25_000);
    expect(socket().sent.filter((f) => f.event === 'heartbeat')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(client.channelState('admin:appointments')).toBe('joined');
    await vi.advanceTimersByTimeAsync(1);
    expect(client.channelState('admin:appointments')).toBe('errored');
    expect(socket().closed).toBe(true);
    expect(client.connectionState()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects after 1 s, 2 s, 5 s, then every 10 s, and starts over after a successful join', async () => {
    expect([1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
    const client = makeClient();
    client.subscribe('admin:appointments', () => {});
    for (const expected of [1_000, 2_000, 5_000, 10_000, 10_000]) {
      const before = sockets.length;
      socket().drop();
      await vi.advanceTimersByTimeAsync(expected - 1);
      expect(sockets).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(before + 1);
    }
    expect(client.connectionState()).toBe('offline');
    await acceptAndJoin();
    expect(client.connectionState()).toBe('live');
    socket().drop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(7);
  });

  it('a join without reply within 10 s errors the connection too', async () => {
    const client = makeClient();
    client.subscribe('admin:leads', () => {});
    socket().accept();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client.channelState('admin:leads')).toBe('errored');
    expect(socket().closed).toBe(true);
  });

  it('rejoins every channel after reconnecting and tells listeners to catch up', async () => {
    const client = makeClient();
    const events: TopicEvent[] = [];
    client.subscribe('admin:appointments', (event) => events.push(event));
    client.subscribe('admin:leads', () => {});
    await acceptAndJoin();
    expect(events).toEqual([{ type: 'joined', since: Date.now() }]);
    events.length = 0;
    socket().drop();
    expect(client.channelState('admin:leads')).toBe('errored');
    await vi.advanceTimersByTimeAsync(1_000);
    await acceptAndJoin();
    expect(
      socket()
        .sent.filter((f) => f.event === 'phx_join')
        .map((f) => f.topic),
    ).toEqual(['admin:appointments', 'admin:leads']);
    expect(client.channelState('admin:leads')).toBe('joined');
    expect(events).toEqual([{ type: 'resync' }]);
  });

  it('tells a screen that subscribed afresh during an outage to catch up once the channel is joined again', async () => {
    const client = makeClient();
    const events: TopicEvent[] = [];
    const stop = client.subscribe('admin:appointments', () => {});
    await acceptAndJoin();
    socket().drop();
    // The screen remounts while the server is away: the errored channel is let go, a new one is made.
    stop();
    client.subscribe('admin:appointments', (event) => events.push(event));
    await vi.advanceTimersByTimeAsync(1_000);
    await acceptAndJoin();
    expect(client.channelState('admin:appointments')).toBe('joined');
    expect(events).toEqual([{ type: 'resync' }]);
  });

  it('tells a screen whose first join comes after an outage that it may have missed events since its data', async () => {
    const client = makeClient();
    const events: TopicEvent[] = [];
    client.subscribe('admin:appointments', (event) => events.push(event));
    socket().accept();
    // The server goes away before it answers the first join.
    socket().drop();
    await vi.advanceTimersByTimeAsync(1_000);
    const joinSent = Date.now();
    await acceptAndJoin();
    expect(events).toEqual([{ type: 'joined', since: joinSent }]);
  });

  it('presents a refreshed token, and rejoins with a fresh one when the server closes on an expired one', async () => {
    const client = makeClient();
    client.subscribe('user:0b9a2c1e-4d5f-4a6b-8c7d-9e0f1a2b3c4d', () => {});
    await acceptAndJoin();
    token = 'token-2';
    client.updateAccessToken('token-2');
    expect(socket().last('access_token')).toMatchObject({
      topic: 'phoenix',
      payload: { access_token: 'token-2' },
    });
    token = 'token-3';
    const topic = 'user:0b9a2c1e-4d5f-4a6b-8c7d-9e0f1a2b3c4d';
    socket().frame({ topic, event: 'phx_close', payload: { reason: 'token_expired' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.channelState(topic)).toBe('joining');
    const rejoin = socket().last('phx_join')!;
    expect(rejoin.payload).toEqual({ access_token: 'token-3' });
    socket().reply(rejoin.ref, topic);
    expect(client.channelState(topic)).toBe('joined');
  });

  it('a refused join reports its reason, keeps the connection, and is not retried', async () => {
    const client = makeClient();
    const events: TopicEvent[] = [];
    client.subscribe('admin:payments', (event) => events.push(event));
    socket().accept();
    await vi.advanceTimersByTimeAsync(0);
    socket().reply(socket().last('phx_join')!.ref, 'admin:payments', 'error', 'forbidden');
    expect(events).toEqual([{ type: 'refused', reason: 'forbidden' }]);
    expect(client.channelState('admin:payments')).toBe('closed');
    expect(client.connectionState()).toBe('live');
    client.updateAccessToken('token-2');
    await vi.advanceTimersByTimeAsync(0);
    expect(socket().sent.filter((f) => f.event === 'phx_join')).toHaveLength(1);
  });

  it('closes the socket a while after the last channel left, and reopens on the next subscription', async () => {
    const client = makeClient();
    const stop = client.subscribe('admin:stays', () => {});
    await acceptAndJoin();
    stop();
    socket().reply(socket().last('phx_leave')!.ref, 'admin:stays');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(socket().closed).toBe(true);
    expect(client.connectionState()).toBe('idle');
    client.subscribe('admin:stays', () => {});
    expect(sockets).toHaveLength(2);
  });
});
