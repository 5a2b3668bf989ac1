import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { SqlRunner } from './db/client';

/**
 * Rendered public pages kept in memory (ADR 050). An entry is served only while the content version it was
 * rendered at is still the database's (migration 0032 bumps it in the transaction of every write to a table a
 * public page prints) and it is younger than its time to live (the footer's year, the booking page's month).
 * Bounded by the bytes it holds: the least recently used entries go first.
 */
export interface CachedPage {
  /** The HTML up to the state script's JSON, the state's JSON, and the rest. */
  before: string;
  state: string;
  after: string;
  status: number;
  /** Weak ETag of this rendering (a hash of its bytes, the query times excepted). */
  etag: string;
  version: string;
  expiresAt: number;
  bytes: number;
  /** The page gzipped (with its data time), made again when older than GZIP_FRESH_MS. */
  gzip?: { body: Uint8Array; at: number };
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

export interface PageCache {
  get(key: string, version: string, now?: number): CachedPage | null;
  set(key: string, page: Omit<CachedPage, 'bytes' | 'etag'>): CachedPage;
  stats(): PageCacheStats;
  clear(): void;
}

export function createPageCache(options: { maxBytes: number }): PageCache {
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, CachedPage>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    get(key, version, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry || entry.version !== version || entry.expiresAt <= now) {
        if (entry) drop(key);
        misses++;
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      hits++;
      return entry;
    },
    set(key, page) {
      // UTF-16 in memory: two bytes a character, plus the key.
      const size = 2 * (page.before.length + page.state.length + page.after.length + key.length);
      const etag = `W/"${createHash('sha256')
        .update(page.before)
        .update(withoutQueryTimes(page.state))
        .update(page.after)
        .update(String(page.status))
        .digest('base64url')
        .slice(0, 27)}"`;
      const entry: CachedPage = { ...page, etag, bytes: size };
      drop(key);
      if (size > options.maxBytes) return entry;
      entries.set(key, entry);
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= options.maxBytes) break;
        drop(oldest);
      }
      return entry;
    },
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}

const QUERY_TIME = /"dataUpdatedAt":\d+/g;
const withoutQueryTimes = (state: string) => state.replace(QUERY_TIME, '"dataUpdatedAt":0');

/**
 * The dehydrated queries' fetch time set to now: the data is the database's current content (its version was
 * checked for this request), so the browser need not refetch it as soon as the entry is older than its
 * staleTime. (JSON escapes quotes inside strings, so only the queries' own field matches.)
 */
export const freshState = (state: string, now = Date.now()) =>
  state.replace(QUERY_TIME, `"dataUpdatedAt":${now}`);

/**
 * How old the data time of a gzipped page may be. Compressing is most of the cost of an answer from the
 * cache, so the compressed bytes are reused for this long: well under the browser's 30 s staleTime, after
 * which it would refetch the page's data.
 */
export const GZIP_FRESH_MS = 10_000;

/** The page's bytes gzipped, reused while fresh enough (see GZIP_FRESH_MS). */
export function gzippedPage(page: CachedPage, now = Date.now()): Uint8Array {
  if (!page.gzip || now - page.gzip.at > GZIP_FRESH_MS)
    page.gzip = { at: now, body: gzipSync(page.before + freshState(page.state, now) + page.after) };
  return page.gzip.body;
}

/** Whether an Accept-Encoding header takes gzip (named with q > 0, or "*" with q > 0 and gzip unnamed). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const q = (name: string) => {
    const entry = header
      .split(',')
      .map((part) => part.trim().split(';'))
      .find(([coding]) => coding!.trim().toLowerCase() === name);
    if (!entry) return null;
    const weight = entry.slice(1).find((param) => param.trim().startsWith('q='));
    return weight ? Number(weight.trim().slice(2)) || 0 : 1;
  };
  return (q('gzip') ?? q('*') ?? 0) > 0;
}

/**
 * The content version of public pages, read from the database for each page request: one primary-key read,
 * right on every instance the moment a write commits. Read again only after an earlier read has finished,
 * so concurrent requests share a read that started after they arrived (never one that could predate a write
 * committed before them).
 */
export function contentVersionReader(sql: Pick<SqlRunner, 'query'>): () => Promise<string> {
  let running: Promise<string> | null = null;
  let queued: Promise<string> | null = null;
  const read = () => {
    const started = sql
      .query<{ version: string | number }>('select version from page_cache_version where id = 1')
      .then((rows) => String(rows[0]?.version ?? 'none'))
      .finally(() => {
        if (running === started) running = null;
      });
    running = started;
    return started;
  };
  return () => {
    if (!running) return read();
    if (!queued) {
      const after = running.then(
        () => undefined,
        () => undefined,
      );
      queued = after.then(() => {
        queued = null;
        return read();
      });
    }
    return queued;
  };
}
