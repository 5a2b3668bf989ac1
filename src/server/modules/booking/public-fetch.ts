import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { CalendarErrorCode } from '@contracts/calendar-errors';

/*
 * External calendars are URLs the owner types, fetched by the server every 15 minutes. Without a guard the
 * server could be pointed at itself, the database port or a cloud metadata endpoint (SSRF), and the error
 * messages would tell which ports answer. So only public addresses are fetched, redirects included.
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

async function assertPublicHost(url: URL): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new BlockedAddressError(
      'calendar_bad_protocol',
      'Only http and https calendar addresses are allowed',
    );
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (addresses.length === 0 || !addresses.every(isPublicAddress))
    throw new BlockedAddressError(
      'calendar_private_address',
      'The calendar address points to a private network',
    );
}

const MAX_REDIRECTS = 3;

/**
 * fetch for owner-supplied URLs: each hop's host must resolve to public addresses only, at most 3 redirects.
 * (A DNS answer that changes between this check and the connection is not covered; the owner is an
 * administrator, and the check stops the plain mistakes and the easy abuse.)
 */
export const publicOnlyFetch: typeof fetch = async (input, init) => {
  let url = new URL(input instanceof Request ? input.url : String(input));
  for (let hop = 0; ; hop++) {
    await assertPublicHost(url);
    const response = await fetch(url, { ...init, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    if (hop >= MAX_REDIRECTS)
      throw new BlockedAddressError(
        'calendar_too_many_redirects',
        'The calendar address redirects too many times',
      );
    await response.body?.cancel();
    url = new URL(location, url);
  }
};
