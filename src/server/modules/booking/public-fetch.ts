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
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) is checked as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return !privateRanges.check(mapped, 'ipv4');
  return !privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
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
const NULL_BODY = new Set([101, 204, 205, 304]);

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
      const answerHeaders = new Headers();
      for (let i = 0; i + 1 < incoming.rawHeaders.length; i += 2)
        answerHeaders.append(incoming.rawHeaders[i]!, incoming.rawHeaders[i + 1]!);
      const status = incoming.statusCode ?? 502;
      const empty = NULL_BODY.has(status) || request.method === 'HEAD';
      if (empty) incoming.resume();
      resolvePromise(
        new Response(empty ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>), {
          status,
          statusText: incoming.statusMessage ?? '',
          headers: answerHeaders,
        }),
      );
    });
    request.end();
  });
}

const MAX_REDIRECTS = 3;

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
      const addresses = isIP(host) ? [host] : (await resolve(host)).map((a) => a.address);
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
