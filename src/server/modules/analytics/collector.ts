import type { Db } from '../../platform/db/client';
import type { Logger } from '../../platform/logging';
import { notifyRealtime } from '../../platform/realtime/notify';
import { visitorsNow } from './report';
import { createSaltCache, type SaltCache } from './salts';
import { writeBatch, type PageView } from './write-batch';

/*
 * The in-process buffer between the beacon endpoint and the database (ADR 039): a request only hashes and
 * queues its page view and answers at once; the buffer is written in one transaction every `flushMs` or as
 * soon as `batchSize` views wait, one flush at a time. A failed flush puts its views back in front (logged),
 * so nothing is lost while the database is briefly away; main.ts flushes it on shutdown. A full buffer
 * (the database away for long) refuses new views rather than growing without bound.
 */

export interface CollectorOptions {
  db: Db;
  logger?: Logger;
  flushMs?: number;
  batchSize?: number;
  maxPending?: number;
}

export interface AnalyticsCollector {
  readonly salts: SaltCache;
  /** Queues a view; false when the buffer is full (the caller answers 503). */
  add(view: PageView): boolean;
  /** Writes everything queued so far (waits for a running flush first). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
  /** Views queued, not yet written. */
  pending(): number;
}

export function createAnalyticsCollector(options: CollectorOptions): AnalyticsCollector {
  const flushMs = options.flushMs ?? 250;
  const batchSize = options.batchSize ?? 1000;
  const maxPending = options.maxPending ?? 200_000;
  let queue: PageView[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let closed = false;
  // After a failed flush, new views wait for the timer instead of each starting another attempt.
  let failing = false;

  async function writeOnce(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, batchSize * 4);
      try {
        await options.db.transaction(async (tx) => {
          const { newVisits } = await writeBatch(tx, batch);
          // "Visitors now" is live on the admin screen (ADR 037): a flush that opened visits publishes the
          // new count, on commit only (NOTIFY is transactional).
          if (newVisits > 0)
            await notifyRealtime(tx, { kind: 'visitors', count: await visitorsNow(tx, new Date()) });
        });
        failing = false;
      } catch (error) {
        failing = true;
        queue = batch.concat(queue);
        options.logger?.warn({ err: error, views: batch.length }, 'analytics: flush failed; will retry');
        throw error;
      }
    }
  }

  // At most one flush waits behind the running one: it writes whatever has queued up by the time it starts.
  let waiting = false;
  const flush = () => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (waiting) return running;
    waiting = true;
    running = running
      .catch(() => {})
      .then(() => {
        waiting = false;
        return writeOnce();
      });
    return running;
  };

  const schedule = () => {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = null;
      flush().catch(() => schedule());
    }, flushMs);
    timer.unref();
  };

  return {
    salts: createSaltCache(),
    add(view) {
      if (queue.length >= maxPending) return false;
      queue.push(view);
      if (queue.length >= batchSize && !failing) flush().catch(() => schedule());
      else schedule();
      return true;
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
    pending: () => queue.length,
  };
}
