import type { RawData, WebSocket } from 'ws';
import {
  MAX_FRAME_BYTES,
  SOCKET_TOPIC,
  clientFrameSchema,
  realtimeCloseCodes,
  type ChannelReason,
  type ClientFrame,
  type ServerFrame,
} from '@contracts/realtime';

/** A join's outcome: allowed until `expiresAt` (ms; null: the topic's value itself is the key), or refused. */
export type Grant =
  { ok: true; expiresAt: number | null } | { ok: false; reason: Exclude<ChannelReason, 'server_shutdown'> };

/** Decides whether a token (or none) may join a topic. The composition root builds it from the modules. */
export type Authorize = (topic: string, accessToken: string | undefined) => Promise<Grant>;

/** What a connection needs of its hub. */
export interface ConnectionHost {
  authorize: Authorize;
  subscribe(topic: string, connection: RealtimeConnection): void;
  unsubscribe(topic: string, connection: RealtimeConnection): void;
  now(): number;
  /** A frame's handling threw (the database is unreachable, say): logged; the socket is cut to start over. */
  failed(error: unknown): void;
}

/** A client that reads slower than we write: beyond this much unsent, it is dropped (it reconnects, resyncs). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** setTimeout's longest delay; a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * Frames waiting to be handled (joins wait for the database): a client needs a few per topic; more is a
 * flood, and the socket is closed (1008) rather than queueing database work without end.
 */
const MAX_PENDING_FRAMES = 64;
/** How long a closing socket may take to answer the close before it is cut. */
const CLOSE_GRACE_MS = 2_000;

interface Channel {
  /** Token-bound channels end when the token expires; opaque-value channels (null) do not. */
  expiresAt: number | null;
  timer?: NodeJS.Timeout;
}

/** One WebSocket: its joined channels, the token they were joined with, and when it last spoke. */
export class RealtimeConnection {
  lastSeen: number;
  private readonly channels = new Map<string, Channel>();
  /** The latest access token this socket presented (a join's or an access_token frame's). */
  private token: string | undefined;
  /** Frames are handled one after the other: a leave never overtakes the join before it. */
  private queue = Promise.resolve();
  private closed = false;
  private pending = 0;

  constructor(
    private readonly socket: WebSocket,
    private readonly host: ConnectionHost,
  ) {
    this.lastSeen = host.now();
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => this.dispose());
    // A reset connection or a frame ws refuses (too big): ws closes the socket; 'close' cleans up.
    socket.on('error', () => {});
  }

  get open() {
    return !this.closed;
  }

  /** Sends an already serialised frame (a fan-out serialises once for every socket). */
  sendText(text: string) {
    if (this.closed) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) return this.terminate();
    this.socket.send(text);
  }

  /** Closes with a code; a peer that does not answer the close is cut after a grace period. */
  close(code: number, reason = '') {
    if (this.closed) return;
    this.dispose();
    this.socket.close(code, reason);
    setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
  }

  /** Resolves once the socket is fully closed. */
  whenClosed(): Promise<void> {
    if (this.socket.readyState === this.socket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => this.socket.once('close', () => resolve()));
  }

  private terminate() {
    this.dispose();
    this.socket.terminate();
  }

  private send(frame: ServerFrame) {
    this.sendText(JSON.stringify(frame));
  }

  private receive(data: RawData, isBinary: boolean) {
    if (this.closed) return;
    this.lastSeen = this.host.now();
    const bytes = Array.isArray(data)
      ? data.reduce((sum, part) => sum + part.length, 0)
      : (data as Buffer | ArrayBuffer).byteLength;
    let frame: ClientFrame | undefined;
    if (!isBinary && bytes <= MAX_FRAME_BYTES) {
      try {
        const parsed = clientFrameSchema.safeParse(JSON.parse(String(data)));
        if (parsed.success) frame = parsed.data;
      } catch {
        // Not JSON: a protocol error, below.
      }
    }
    if (!frame) return this.close(realtimeCloseCodes.protocolError, 'protocol error');
    if (++this.pending > MAX_PENDING_FRAMES)
      return this.close(realtimeCloseCodes.policyViolation, 'too many frames');
    const next = frame;
    this.queue = this.queue
      .then(() => this.handle(next))
      .catch((error: unknown) => {
        this.host.failed(error);
        this.terminate();
      })
      .finally(() => this.pending--);
  }

  private reply(frame: ClientFrame, reason?: ChannelReason) {
    this.send({
      topic: frame.topic,
      event: 'phx_reply',
      payload: { status: reason ? 'error' : 'ok', response: reason ? { reason } : {} },
      ref: frame.ref,
    });
  }

  private async handle(frame: ClientFrame) {
    if (this.closed) return;
    switch (frame.event) {
      case 'heartbeat':
        return this.reply(frame);
      case 'phx_leave':
        this.drop(frame.topic);
        return this.reply(frame);
      case 'phx_join': {
        if (frame.topic === SOCKET_TOPIC) return this.reply(frame, 'unknown_topic');
        if (frame.payload.access_token) this.token = frame.payload.access_token;
        const grant = await this.host.authorize(frame.topic, frame.payload.access_token ?? this.token);
        if (this.closed) return;
        if (!grant.ok) {
          this.drop(frame.topic);
          return this.reply(frame, grant.reason);
        }
        this.keep(frame.topic, grant.expiresAt);
        return this.reply(frame);
      }
      case 'access_token': {
        this.token = frame.payload.access_token;
        // Every token-bound channel is checked again with the new token: it may extend it or end it.
        for (const [topic, channel] of [...this.channels]) {
          if (channel.expiresAt === null) continue;
          const grant = await this.host.authorize(topic, this.token);
          if (this.closed) return;
          if (this.channels.get(topic) !== channel) continue;
          if (grant.ok) this.keep(topic, grant.expiresAt);
          else this.end(topic, grant.reason);
        }
        return this.reply(frame);
      }
    }
  }

  /** Joins (or re-grants) a channel and arms its expiry. */
  private keep(topic: string, expiresAt: number | null) {
    const existing = this.channels.get(topic);
    if (existing) clearTimeout(existing.timer);
    else this.host.subscribe(topic, this);
    const channel: Channel = { expiresAt };
    this.channels.set(topic, channel);
    if (expiresAt !== null) this.arm(topic, channel);
  }

  private arm(topic: string, channel: Channel) {
    const left = channel.expiresAt! - this.host.now();
    channel.timer = setTimeout(
      () => {
        if (this.channels.get(topic) !== channel) return;
        if (channel.expiresAt! <= this.host.now()) this.end(topic, 'token_expired');
        else this.arm(topic, channel);
      },
      Math.min(Math.max(left, 0), MAX_TIMER_MS),
    );
    channel.timer.unref();
  }

  /** The server ends a channel: the client hears why. */
  private end(topic: string, reason: ChannelReason) {
    this.drop(topic);
    this.send({ topic, event: 'phx_close', payload: { reason } });
  }

  private drop(topic: string) {
    const channel = this.channels.get(topic);
    if (!channel) return;
    clearTimeout(channel.timer);
    this.channels.delete(topic);
    this.host.unsubscribe(topic, this);
  }

  private dispose() {
    if (this.closed) return;
    this.closed = true;
    for (const topic of [...this.channels.keys()]) this.drop(topic);
  }
}
