import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import {
  MAX_FRAME_BYTES,
  REALTIME_PATH,
  realtimeCloseCodes,
  realtimeTimings,
  type ServerFrame,
} from '@contracts/realtime';
import type { Listen } from '../db/listen';
import type { Logger } from '../logging';
import { RealtimeConnection, type Authorize } from './connection';
import { REALTIME_CHANNEL, noticeSchema } from './notify';
import { changeOf, topicsOf } from './routing';

export interface HubTimings {
  /** The client's heartbeat period and reply timeout: silent longer than both together → closed (4000). */
  heartbeatMs: number;
  timeoutMs: number;
  /** How often silent sockets are looked for. */
  sweepMs: number;
}

/**
 * Frames above MAX_FRAME_BYTES are refused by the connection (1002); ws itself stops reading at this
 * ceiling (1009), so a client cannot make the server buffer a huge frame first.
 */
const FRAME_CEILING_BYTES = 4 * MAX_FRAME_BYTES;

/**
 * The realtime hub of one instance: the WebSockets at REALTIME_PATH, the topics they joined, and one database
 * listener whose notices fan out to them. Every instance listens to the same PostgreSQL channel, so a change
 * committed through any instance reaches sockets on all of them.
 */
export function createRealtimeHub(options: {
  listen: Listen;
  authorize: Authorize;
  logger: Logger;
  timings?: Partial<HubTimings>;
  now?: () => number;
}) {
  const timings: HubTimings = {
    heartbeatMs: realtimeTimings.heartbeatMs,
    timeoutMs: realtimeTimings.timeoutMs,
    sweepMs: 5_000,
    ...options.timings,
  };
  const now = options.now ?? Date.now;
  const { logger } = options;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: FRAME_CEILING_BYTES,
    clientTracking: false,
    // Frames are tiny JSON; compression would cost memory per socket for nothing.
    perMessageDeflate: false,
  });
  const connections = new Set<RealtimeConnection>();
  const topics = new Map<string, Set<RealtimeConnection>>();
  let stopListening: (() => Promise<void>) | null = null;
  let sweeper: NodeJS.Timeout | undefined;
  let closing = false;

  const host = {
    authorize: options.authorize,
    now,
    failed(error: unknown) {
      logger.warn({ err: error }, 'realtime: a frame could not be handled; the socket is closed');
    },
    subscribe(topic: string, connection: RealtimeConnection) {
      let set = topics.get(topic);
      if (!set) topics.set(topic, (set = new Set()));
      set.add(connection);
    },
    unsubscribe(topic: string, connection: RealtimeConnection) {
      const set = topics.get(topic);
      set?.delete(connection);
      if (set?.size === 0) topics.delete(topic);
    },
  };

  const broadcast = (topic: string, frame: ServerFrame) => {
    const set = topics.get(topic);
    if (!set) return 0;
    const text = JSON.stringify(frame);
    for (const connection of set) connection.sendText(text);
    return set.size;
  };

  const onPayload = (payload: string) => {
    let notice;
    try {
      notice = noticeSchema.parse(JSON.parse(payload));
    } catch (error) {
      logger.warn({ err: error }, 'realtime: ignoring a notice that is not one');
      return;
    }
    const change = changeOf(notice);
    for (const topic of topicsOf(notice)) broadcast(topic, { topic, event: 'change', payload: change });
  };

  // Notices were lost while the listener was down: every joined channel refetches once.
  const onResync = () => {
    logger.info({ topics: topics.size }, 'realtime: database listener back; asking clients to resync');
    for (const topic of topics.keys()) broadcast(topic, { topic, event: 'resync', payload: {} });
  };

  const sweep = () => {
    const silentSince = now() - (timings.heartbeatMs + timings.timeoutMs);
    for (const connection of connections)
      if (connection.lastSeen < silentSince)
        connection.close(realtimeCloseCodes.heartbeatTimeout, 'heartbeat timeout');
  };

  return {
    /** Starts listening to the database; the hub accepts sockets only after this. */
    async start() {
      stopListening = await options.listen(REALTIME_CHANNEL, onPayload, onResync);
      sweeper = setInterval(sweep, timings.sweepMs);
      sweeper.unref();
    },

    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
      if (closing || !stopListening) {
        refuseUpgrade(socket, '503 Service Unavailable');
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => {
        const connection = new RealtimeConnection(ws, host);
        // Shutdown began during the handshake: closed like the others, cut if it does not answer.
        if (closing) return connection.close(realtimeCloseCodes.goingAway, 'server shutdown');
        connections.add(connection);
        ws.once('close', () => connections.delete(connection));
      });
    },

    /** Closes every socket with 1001 (going away) and stops listening; resolves once they are closed. */
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(sweeper);
      const all = [...connections];
      for (const connection of all) connection.close(realtimeCloseCodes.goingAway, 'server shutdown');
      await Promise.all(all.map((connection) => connection.whenClosed()));
      await stopListening?.().catch(() => {});
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },

    stats() {
      let channels = 0;
      for (const set of topics.values()) channels += set.size;
      return { connections: connections.size, topics: topics.size, channels };
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

/** Hands the server's upgrade requests for REALTIME_PATH to the hub; any other upgrade is a 404. */
export function attachRealtime(server: Server, hub: Pick<RealtimeHub, 'handleUpgrade'>) {
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === REALTIME_PATH) return hub.handleUpgrade(request, socket, head);
    refuseUpgrade(socket, '404 Not Found');
  });
}

/** Answers an upgrade request with a bare status and closes the socket once that is written. */
function refuseUpgrade(socket: Duplex, status: string) {
  socket.on('error', () => {});
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
}
