import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import type { CalendarErrorCode } from '@contracts/calendar-errors';

/*
 * External calendars are URLs the owner types, fetched by the server every 15 minutes. Without a guard the
 * server could be pointed at itself, the database port or a cloud metadata endpoint (SSRF), and the error
 * messages would tell which ports answer. So only public addresses are fetched, redirects included, and
 * the check is made on the address the connection actually uses (ADR 032).
 */
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 3], // multicast, reserved, broadcast
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible ::a.b.c.d
  ['64:ff9b:1::', 48], // NAT64 for local use: what it reaches is the operator's own network
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which tunnels to any IPv4 address, private ones included
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the old site-local
  ['ff00::', 8], // multicast
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv6');
// The well-known NAT64 prefix reaches the IPv4 address in its last 32 bits: that address decides.
const nat64 = new BlockList();
nat64.addSubnet('64:ff9b::', 96, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (any notation: compressed, with a dotted IPv4 tail). */
function ipv6Groups(address: string): number[] {
  // The URL parser writes the address in its canonical compressed, hexadecimal form.
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  if (tail === undefined) return groups(head);
  const [before, after] = [groups(head), groups(tail)];
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !privateRanges.check(address, 'ipv4');
  // A zone (fe80::1%eth0) only exists on link-local addresses.
  if (address.includes('%')) return false;
  // IPv4-mapped addresses (::ffff:127.0.0.1) are checked by BlockList against the IPv4 ranges.
  if (privateRanges.check(address, 'ipv6')) return false;
  if (nat64.check(address, 'ipv6')) {
    const [high = 0, low = 0] = ipv6Groups(address).slice(6);
    return isPublicAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  return true;
}

/** A calendar fetch that failed for a reason the owner is told, as a code (contracts/calendar-errors.ts). */
export class CalendarFetchError extends Error {
  constructor(
    readonly code: CalendarErrorCode,
    message: string,
    readonly detail?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export class BlockedAddressError extends CalendarFetchError {}

/** Every address a name resolves to (as `dns.lookup` with `all`); tests inject answers of their own. */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

const privateNetwork = () =>
  new BlockedAddressError('calendar_private_address', 'The calendar address points to a private network');

function assertWebUrl(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new BlockedAddressError(
      'calendar_bad_protocol',
      'Only http and https calendar addresses are allowed',
    );
}

/**
 * The `lookup` the connection itself uses (net.connect calls it): it resolves the name and hands back only
 * addresses that passed the check, or fails if any did not. So the address checked is the address connected
 * to; an answer that changes between a check and the connection (DNS rebinding) cannot slip through.
 */
function guardedLookup(resolve: Resolver, allowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (answers) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = answers.filter((a) => family === 0 || a.family === family);
        if (usable.length === 0 || !answers.every((a) => allowed(a.address)))
          return callback(privateNetwork(), '', 0);
        if (options.all) return (callback as unknown as AllCallback)(null, usable);
        callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
type AllCallback = (error: Error | null, addresses: { address: string; family: number }[]) => void;

/** Statuses whose answer has no body (fetch's Response refuses one). */
const NULL_BODY = new Set([204, 205, 304]);

/** Sent unless the caller names itself: some calendar hosts refuse requests without one. */
const USER_AGENT = 'Estudio-calendar/1';

/**
 * One HTTP(S) request whose connection goes through the guarded lookup (a literal IP is checked here, as
 * no lookup happens for it), on a socket of its own (no keep-alive pool that could hold a socket opened
 * before), and whose connected peer is checked once more. Answers as fetch would, with a streamed body.
 */
function guardedRequest(
  url: URL,
  init: RequestInit | undefined,
  resolve: Resolver,
  allowed: (address: string) => boolean,
): Promise<Response> {
  const signal = init?.signal ?? undefined;
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowed(host)) return Promise.reject(privateNetwork());
  const headers = Object.fromEntries(new Headers(init?.headers).entries());
  headers['user-agent'] ??= USER_AGENT;
  const requester = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<Response>((resolvePromise, reject) => {
    const request = requester(url, {
      method: init?.method ?? 'GET',
      headers,
      agent: false,
      lookup: guardedLookup(resolve, allowed),
    });
    const abort = () => request.destroy(signal?.reason as Error);
    signal?.addEventListener('abort', abort, { once: true });
    // fetch rejects with the signal's reason (a TimeoutError for AbortSignal.timeout); so does this.
    request.on('error', (error) => reject(signal?.aborted ? (signal.reason as Error) : error));
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        if (!socket.remoteAddress || !allowed(socket.remoteAddress)) request.destroy(privateNetwork());
      });
    });
    request.on('response', (incoming) => {
      incoming.once('close', () => signal?.removeEventListener('abort', abort));
      // Nothing thrown in this listener may escape: it would be uncaught and end the process.
      const status = incoming.statusCode ?? 0;
      // node:http takes any three digits as a status; a Response takes only 200-599.
      if (status < 200 || status > 599) {
        incoming.destroy();
        return reject(
          new CalendarFetchError(
            'calendar_http_status',
            `The calendar answered HTTP ${status}`,
            String(status),
          ),
        );
      }
      try {
        const answerHeaders = new Headers();
        for (let i = 0; i + 1 < incoming.rawHeaders.length; i += 2)
          answerHeaders.append(incoming.rawHeaders[i]!, incoming.rawHeaders[i + 1]!);
        const empty = NULL_BODY.has(status) || request.method === 'HEAD';
        const response = new Response(
          empty ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>),
          { status, statusText: incoming.statusMessage ?? '', headers: answerHeaders },
        );
        if (empty) incoming.resume();
        resolvePromise(response);
      } catch (error) {
        incoming.destroy();
        reject(
          new CalendarFetchError('calendar_unreadable', 'The calendar answer could not be read', undefined, {
            cause: error,
          }),
        );
      }
    });
    request.end();
  });
}

const MAX_REDIRECTS = 3;

/** The promise, or the signal's reason once it aborts (a DNS lookup cannot be cancelled, only left behind). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * A fetch for owner-supplied URLs (GET, no body): every hop — redirects included, at most 3 — connects only
 * to public addresses, checked at the moment of connecting. The name is also checked first, so a private
 * address fails fast with a clear reason before any socket is opened. `resolve` and `allowed` are for tests.
 */
export function createPublicOnlyFetch(
  options: { resolve?: Resolver; allowed?: (address: string) => boolean } = {},
): typeof fetch {
  const resolve = options.resolve ?? systemResolver;
  const allowed = options.allowed ?? isPublicAddress;
  return async (input, init) => {
    if (init?.body != null) throw new TypeError('publicOnlyFetch sends no request body');
    let url = new URL(input instanceof Request ? input.url : String(input));
    for (let hop = 0; ; hop++) {
      assertWebUrl(url);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      const addresses = isIP(host)
        ? [host]
        : (await untilAborted(resolve(host), init?.signal ?? undefined)).map((a) => a.address);
      if (addresses.length === 0 || !addresses.every(allowed)) throw privateNetwork();
      const response = await guardedRequest(url, init, resolve, allowed);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return response;
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS)
        throw new BlockedAddressError(
          'calendar_too_many_redirects',
          'The calendar address redirects too many times',
        );
      url = new URL(location, url);
    }
  };
}

export const publicOnlyFetch: typeof fetch = createPublicOnlyFetch();

/** A calendar larger than this is refused rather than parsed (protects memory and the job's time). */
export const MAX_CALENDAR_BYTES = 5 * 1024 * 1024;
export const CALENDAR_FETCH_TIMEOUT_MS = 10_000;

/**
 * Fetches a calendar (.ics) URL as text: 10 s at most, 5 MB at most, only 2xx answers; errors are
 * CalendarFetchErrors whose code says what went wrong. Booking's busy-time import and rental's channel sync
 * both read their feeds through it.
 */
export async function fetchCalendarText(
  url: string,
  fetcher: typeof fetch = publicOnlyFetch,
): Promise<string> {
  let response: Response;
  try {
    response = await fetcher(url, {
      signal: AbortSignal.timeout(CALENDAR_FETCH_TIMEOUT_MS),
      headers: { accept: 'text/calendar, */*;q=0.5' },
      redirect: 'follow',
    });
  } catch (error) {
    // The fetch's own reasons (a private address, a status it cannot represent) are already said.
    if (error instanceof CalendarFetchError) throw error;
    const timedOut = (error as Error).name === 'TimeoutError';
    throw timedOut
      ? new CalendarFetchError(
          'calendar_timeout',
          'The calendar did not answer within 10 seconds',
          undefined,
          {
            cause: error,
          },
        )
      : new CalendarFetchError(
          'calendar_unreachable',
          `Could not reach the calendar: ${(error as Error).message}`,
          undefined,
          { cause: error },
        );
  }
  if (!response.ok)
    throw new CalendarFetchError(
      'calendar_http_status',
      `The calendar answered HTTP ${response.status}`,
      String(response.status),
    );
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_CALENDAR_BYTES)
    throw new CalendarFetchError('calendar_too_large', 'The calendar is larger than 5 MB');
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_CALENDAR_BYTES) {
      await reader.cancel();
      throw new CalendarFetchError('calendar_too_large', 'The calendar is larger than 5 MB');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The guarded fetch with some exact addresses allowed besides the public ones (CALENDAR_FETCH_ALLOW_ADDRESSES:
 * a channel manager on the LAN, or the e2e's own feed on 127.0.0.1); without any, the plain guarded fetch.
 */
export function calendarFetchAllowing(addresses: readonly string[]): typeof fetch {
  if (addresses.length === 0) return publicOnlyFetch;
  const allowed = new Set(addresses);
  return createPublicOnlyFetch({ allowed: (address) => isPublicAddress(address) || allowed.has(address) });
}
