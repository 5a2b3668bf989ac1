import pg from 'pg';

/** Receives the payloads of one channel; onResync runs when some may have been missed (a reconnect). */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onResync: () => void,
) => Promise<() => Promise<void>>;

/** Waits before the 1st, 2nd, 3rd… reconnect attempt; the last repeats. */
const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000];

const channelName = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * A connection that only listens sends nothing, so one cut silently (a dead peer, a dropped NAT entry) would
 * never notice: it is pinged this often, and a ping unanswered within PING_TIMEOUT_MS counts as a drop.
 */
const PING_EVERY_MS = 30_000;
const PING_TIMEOUT_MS = 10_000;

/** The listening connection's application_name. */
export const LISTENER_NAME = 'estudio-realtime-listener';

/**
 * LISTEN on PostgreSQL through a connection of its own, not the pool's: a pooled connection is handed to
 * other queries and its LISTEN would go with it. When that connection drops (a server restart, a terminated
 * backend) it reconnects with backoff, LISTENs again and calls onResync, since notifications sent in between
 * are lost. `delaysMs` is for tests.
 */
export function createPostgresListen(
  url: string,
  onError?: (error: Error) => void,
  delaysMs: readonly number[] = RECONNECT_DELAYS_MS,
): { listen: Listen; closeAll(): Promise<void> } {
  const stops = new Set<() => Promise<void>>();

  const listen: Listen = async (channel, onPayload, onResync) => {
    if (!channelName.test(channel)) throw new Error(`invalid channel name: ${channel}`);
    let stopped = false;
    let client: pg.Client | null = null;
    let timer: NodeJS.Timeout | undefined;
    let ping: NodeJS.Timeout | undefined;
    let failures = 0;

    const connect = async () => {
      const next = new pg.Client({
        connectionString: url,
        keepAlive: true,
        query_timeout: PING_TIMEOUT_MS,
        // Names the connection in pg_stat_activity (operators, and the tests that cut it).
        application_name: LISTENER_NAME,
      });
      // Only the live connection reconnects; a failed attempt is retried by whoever awaited it.
      const drop = (error?: Error) => {
        if (client !== next) return;
        client = null;
        clearInterval(ping);
        next.end().catch(() => {});
        if (stopped) return;
        if (error) onError?.(error);
        schedule();
      };
      next.on('error', drop);
      next.on('end', () => drop());
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${channel}`);
      } catch (error) {
        next.end().catch(() => {});
        throw error;
      }
      if (stopped) {
        await next.end().catch(() => {});
        return false;
      }
      client = next;
      ping = setInterval(() => {
        next.query('select 1').catch((error: Error) => drop(error));
      }, PING_EVERY_MS);
      ping.unref();
      return true;
    };

    const schedule = () => {
      const delay = delaysMs[Math.min(failures, delaysMs.length - 1)]!;
      failures += 1;
      timer = setTimeout(async () => {
        try {
          if (await connect()) {
            failures = 0;
            onResync();
          }
        } catch (error) {
          if (stopped) return;
          onError?.(error as Error);
          schedule();
        }
      }, delay);
    };

    // The first connection must work: a server that cannot listen fails at start, like the pool.
    await connect();
    const stop = async () => {
      stopped = true;
      stops.delete(stop);
      clearTimeout(timer);
      clearInterval(ping);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    };
    stops.add(stop);
    return stop;
  };

  return {
    listen,
    closeAll: async () => {
      await Promise.all([...stops].map((stop) => stop()));
    },
  };
}
