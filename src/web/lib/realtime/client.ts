// The realtime socket of one browser tab (src/contracts/realtime.ts): Phoenix frames, channels per topic,
// the specification's heartbeat, timeout and reconnect schedule. No React and no globals: the socket
// factory, the clock and the access token come in, so tests drive it with a fake socket and fake timers.
import {
  realtimeTimings,
  serverFrameSchema,
  SOCKET_TOPIC,
  type ChannelState,
  type ClientFrame,
  type ServerFrame,
} from '@contracts/realtime';
import { Channel, type TopicListener } from './channel';

/** What the client hears from its socket. */
export interface SocketEvents {
  open(): void;
  message(data: unknown): void;
  /** Closed or failed (a failed socket closes too). */
  close(): void;
}

/** The part of the browser's WebSocket this client calls. */
export interface SocketLike {
  send(data: string): void;
  close(code?: number): void;
}

export interface Clock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What the admin header shows; `idle` when no screen listens (no socket). */
export type ConnectionState = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'offline';

export interface RealtimeOptions {
  url: () => string;
  createSocket: (url: string, on: SocketEvents) => SocketLike;
  /** The signed-in person's current access token (null when signed out), read for every join. */
  accessToken: () => Promise<string | null>;
  clock?: Clock;
  /** The socket closes this long after the last channel left (a screen change keeps it). */
  idleCloseMs?: number;
}

/** The wait before reconnect attempt `failures` (1-based): 1 s, 2 s, 5 s, then 10 s for ever. */
export function reconnectDelay(failures: number): number {
  const delays = realtimeTimings.reconnectDelaysMs;
  return delays[Math.min(Math.max(failures, 1), delays.length) - 1]!;
}

/** Failed attempts in a row after which the header says offline rather than reconnecting. */
const OFFLINE_AFTER = 3;

type Reply = Extract<ServerFrame, { event: 'phx_reply' }>;
/** A client frame before it gets its ref (distributed over the union's members). */
type Unsent = ClientFrame extends infer F ? (F extends ClientFrame ? Omit<F, 'ref'> : never) : never;

export class RealtimeClient {
  private readonly clock: Clock;
  private readonly channels = new Map<string, Channel>();
  private readonly replies = new Map<string, { timer: unknown; onReply: (reply: Reply) => void }>();
  private readonly stateListeners = new Set<() => void>();
  /**
   * Topics that were joined on a connection that then failed: events sent meanwhile were lost, so their next
   * join tells listeners to catch up — even when the channel itself was let go and made anew in between (a
   * screen that remounts while the server is away subscribes afresh).
   */
  private readonly missed = new Set<string>();
  private socket: SocketLike | null = null;
  private open = false;
  private failures = 0;
  private ref = 0;
  private heartbeatTimer: unknown = null;
  private reconnectTimer: unknown = null;
  private idleTimer: unknown = null;
  private state: ConnectionState = 'idle';
  /** The token the server last saw on this socket (a join's or an access_token frame's). */
  private presented: string | null = null;

  constructor(private readonly options: RealtimeOptions) {
    this.clock = options.clock ?? {
      setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
  }

  /** Listens on a topic (joining it on first listener); the returned function stops listening. */
  subscribe(topic: string, listener: TopicListener): () => void {
    let channel = this.channels.get(topic);
    if (!channel) this.channels.set(topic, (channel = new Channel(topic, () => this.notify())));
    channel.listeners.add(listener);
    this.stopTimer('idleTimer');
    if (!this.socket && this.reconnectTimer === null) this.connect();
    else if (this.open && channel.needsJoin) void this.join(channel);
    return () => {
      channel.listeners.delete(listener);
      if (!channel.wanted) this.leave(channel);
    };
  }

  channelState(topic: string): ChannelState {
    return this.channels.get(topic)?.state ?? 'closed';
  }

  connectionState(): ConnectionState {
    return this.state;
  }

  /** Called whenever the connection or any channel changes state. */
  onStateChange(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => {
      this.stateListeners.delete(listener);
    };
  }

  /** auth-js refreshed the token: present it for every joined channel, and retry joins it may cure. */
  updateAccessToken(token: string | null) {
    if (!this.open || token === this.presented) return;
    this.presented = token;
    if (token && [...this.channels.values()].some((channel) => channel.state === 'joined'))
      this.send({
        topic: SOCKET_TOPIC,
        event: 'access_token',
        payload: { access_token: token },
        ref: this.nextRef(),
      });
    for (const channel of this.channels.values()) if (channel.needsJoin) void this.join(channel);
  }

  /** Try now instead of waiting out the schedule (the browser says it is back online). */
  reconnectNow() {
    if (this.socket || this.reconnectTimer === null) return;
    this.stopTimer('reconnectTimer');
    this.connect();
  }

  private connect() {
    // Events of a socket this client has let go (closed after a timeout, say) are not its concern.
    const socket: SocketLike = this.options.createSocket(this.options.url(), {
      open: () => {
        if (socket !== this.socket) return;
        this.open = true;
        this.scheduleHeartbeat();
        for (const channel of this.channels.values()) if (channel.needsJoin) void this.join(channel);
        this.updateState();
      },
      message: (data) => {
        if (socket === this.socket) this.receive(data);
      },
      close: () => {
        if (socket === this.socket) this.fail();
      },
    });
    this.socket = socket;
    this.updateState();
  }

  private async join(channel: Channel) {
    const socket = this.socket;
    const refusedWith = channel.refusal ? channel.joinToken : undefined;
    channel.setState('joining');
    const token = await this.options.accessToken().catch(() => null);
    if (socket !== this.socket || !this.open || channel.state !== 'joining') return;
    // A refusal a token may cure is only worth retrying with another token.
    if (refusedWith !== undefined && token === refusedWith) return channel.setState('closed');
    channel.joinToken = token;
    if (token) this.presented = token;
    const sentAt = Date.now();
    this.push(
      { topic: channel.topic, event: 'phx_join', payload: token ? { access_token: token } : {} },
      (reply) => {
        if (reply.payload.status === 'ok') {
          const rejoined = channel.joinedBefore || this.missed.has(channel.topic);
          this.missed.delete(channel.topic);
          channel.refusal = null;
          channel.joinedBefore = true;
          this.failures = 0;
          channel.setState('joined');
          channel.emit(rejoined ? { type: 'resync' } : { type: 'joined', since: sentAt });
        } else {
          channel.refusal = reply.payload.response.reason ?? 'forbidden';
          channel.setState('closed');
          channel.emit({ type: 'refused', reason: channel.refusal });
        }
        if (!channel.wanted) this.leave(channel);
        this.updateState();
      },
    );
  }

  private leave(channel: Channel) {
    if (channel.wanted || channel.state === 'leaving') return;
    if (this.open && channel.state === 'joined') {
      channel.setState('leaving');
      this.push({ topic: channel.topic, event: 'phx_leave', payload: {} }, () => {
        channel.setState('closed');
        if (channel.wanted) void this.join(channel);
        else this.forget(channel);
      });
    } else if (channel.state !== 'joining') {
      channel.setState('closed');
      this.forget(channel);
    }
  }

  private forget(channel: Channel) {
    this.channels.delete(channel.topic);
    if (this.channels.size > 0) return;
    this.stopTimer('idleTimer');
    this.idleTimer = this.clock.setTimeout(() => {
      this.idleTimer = null;
      this.teardown();
      this.stopTimer('reconnectTimer');
      this.failures = 0;
      this.updateState();
    }, this.options.idleCloseMs ?? 30_000);
  }

  private receive(data: unknown) {
    let frame: ServerFrame;
    try {
      const parsed = serverFrameSchema.safeParse(JSON.parse(String(data)));
      if (!parsed.success) return; // Not a frame this client knows: ignored, the connection stays.
      frame = parsed.data;
    } catch {
      return;
    }
    if (frame.event === 'phx_reply') {
      const waiting = this.replies.get(frame.ref);
      if (!waiting) return;
      this.clock.clearTimeout(waiting.timer);
      this.replies.delete(frame.ref);
      waiting.onReply(frame);
      return;
    }
    const channel = this.channels.get(frame.topic);
    if (!channel || channel.state !== 'joined') return;
    if (frame.event === 'change') channel.emit({ type: 'change', payload: frame.payload });
    else if (frame.event === 'resync') channel.emit({ type: 'resync' });
    else if (frame.payload.reason === 'server_shutdown') channel.setState('errored');
    else {
      channel.refusal = frame.payload.reason;
      channel.setState('closed');
      // An expired token: join again with a fresh one (the token source refreshes it).
      if (channel.needsJoin) void this.join(channel);
      else channel.emit({ type: 'refused', reason: frame.payload.reason });
    }
  }

  private push(frame: Unsent, onReply: (reply: Reply) => void) {
    const ref = this.nextRef();
    // No reply within the timeout: the connection is presumed dead (errored → reconnect).
    const timer = this.clock.setTimeout(() => this.fail(), realtimeTimings.timeoutMs);
    this.replies.set(ref, { timer, onReply });
    this.send({ ...frame, ref } as ClientFrame);
  }

  private send(frame: ClientFrame) {
    this.socket?.send(JSON.stringify(frame));
  }

  private nextRef() {
    return String(++this.ref);
  }

  private scheduleHeartbeat() {
    this.heartbeatTimer = this.clock.setTimeout(() => {
      this.push({ topic: SOCKET_TOPIC, event: 'heartbeat', payload: {} }, () => {});
      this.scheduleHeartbeat();
    }, realtimeTimings.heartbeatMs);
  }

  /** The connection failed (closed, or a reply timed out): channels errored, retry on the schedule. */
  private fail() {
    this.teardown();
    for (const channel of this.channels.values()) {
      if (channel.joinedBefore) this.missed.add(channel.topic);
      if (channel.wanted) channel.setState('errored');
      else this.forget(channel);
    }
    if (this.channels.size > 0) {
      this.failures += 1;
      this.reconnectTimer = this.clock.setTimeout(() => {
        this.reconnectTimer = null;
        this.connect();
      }, reconnectDelay(this.failures));
    }
    this.updateState();
  }

  private teardown() {
    const socket = this.socket;
    this.socket = null;
    this.open = false;
    this.presented = null;
    this.stopTimer('heartbeatTimer');
    for (const { timer } of this.replies.values()) this.clock.clearTimeout(timer);
    this.replies.clear();
    socket?.close(1000);
  }

  private stopTimer(name: 'heartbeatTimer' | 'reconnectTimer' | 'idleTimer') {
    if (this[name] !== null) this.clock.clearTimeout(this[name]);
    this[name] = null;
  }

  private updateState() {
    let next: ConnectionState;
    if (!this.socket && this.reconnectTimer === null) next = 'idle';
    else if (this.open) next = 'live';
    else if (this.failures === 0) next = 'connecting';
    else next = this.failures < OFFLINE_AFTER ? 'reconnecting' : 'offline';
    if (next === this.state) return;
    this.state = next;
    this.notify();
  }

  private notify() {
    for (const listener of [...this.stateListeners]) listener();
  }
}
