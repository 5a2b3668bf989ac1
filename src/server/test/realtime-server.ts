import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import WebSocket from 'ws';
import { REALTIME_PATH, serverFrameSchema, type ClientFrame, type ServerFrame } from '@contracts/realtime';
import { createApp, createKeyStoreFor } from '../app';
import { loadConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { createLogger } from '../platform/logging';
import { attachRealtime, type HubTimings } from '../platform/realtime/hub';
import { createRealtime } from '../realtime';

/** The whole app and its realtime hub on a real listening server (port 0), as main.ts wires them. */
export async function startRealtimeServer(
  database: Database,
  options: { env?: NodeJS.ProcessEnv; timings?: Partial<HubTimings> } = {},
) {
  const env = { AUTH_AUTOCONFIRM: 'true', ...options.env };
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const keys = createKeyStoreFor({ config, database });
  const logger = createLogger('silent');
  const app = createApp({ config, database, logger, version: '0.0.0-test', web: null, keys });
  const hub = createRealtime({ config, database, keys, logger, timings: options.timings });
  await hub.start();
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  if (!server.listening) await once(server, 'listening');
  attachRealtime(server, hub);
  const { port } = server.address() as AddressInfo;
  const sockets: TestSocket[] = [];
  return {
    app,
    env,
    hub,
    port,
    url: `ws://127.0.0.1:${port}${REALTIME_PATH}`,
    /** A client socket, closed with the server. */
    async connect(path = REALTIME_PATH) {
      const socket = await TestSocket.open(`ws://127.0.0.1:${port}${path}`);
      sockets.push(socket);
      return socket;
    },
    async close() {
      for (const socket of sockets) socket.ws.terminate();
      await hub.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let refs = 0;

/** A real `ws` client that keeps every frame it got and can wait for one. */
export class TestSocket {
  readonly frames: ServerFrame[] = [];
  readonly closed: Promise<{ code: number }>;
  private wakes: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(serverFrameSchema.parse(JSON.parse(String(data))));
      this.wakes.splice(0).forEach((wake) => wake());
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve({ code })));
  }

  static async open(url: string) {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new TestSocket(ws);
  }

  send(frame: Omit<ClientFrame, 'ref'> & { ref?: string }): string {
    const ref = frame.ref ?? String(++refs);
    this.ws.send(JSON.stringify({ ...frame, ref }));
    return ref;
  }

  /** Waits for the first frame (kept or yet to come) that matches, and removes it from the kept ones. */
  async next(match: (frame: ServerFrame) => boolean, ms = 10_000): Promise<ServerFrame> {
    const deadline = Date.now() + ms;
    for (;;) {
      const at = this.frames.findIndex(match);
      if (at >= 0) return this.frames.splice(at, 1)[0]!;
      if (Date.now() > deadline) throw new Error(`no such frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((wake) => {
        this.wakes.push(wake);
        setTimeout(wake, 50);
      });
    }
  }

  /** Sends a frame and waits for its reply. */
  async call(frame: Omit<ClientFrame, 'ref'>) {
    const ref = this.send(frame);
    return this.next((f) => f.event === 'phx_reply' && f.ref === ref);
  }

  join(topic: string, accessToken?: string) {
    return this.call({
      topic,
      event: 'phx_join',
      payload: accessToken ? { access_token: accessToken } : {},
    } as Omit<ClientFrame, 'ref'>);
  }
}
