import type { Beacon, DeviceClass } from '@contracts/analytics';
import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';

/*
 * What the server derives from a beacon and its request headers (pure; tests drive it directly). Nothing
 * here keeps the query string, the IP or the user agent: only the few dimensions the report shows.
 */

export const MAX_PATH = 300;
const MAX_HOST = 200;
const MAX_UTM = 100;

export interface PageFacts {
  path: string;
  route: string;
  source: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: DeviceClass;
  browser: string;
  language: string;
  screen: string;
}

/** Headers that decide whether a request is counted at all. */
export interface RequestSignals {
  userAgent: string | undefined;
  dnt: string | undefined;
  gpc: string | undefined;
}

/** Bots (isbot's maintained list; no user agent is a bot too), Do Not Track and Global Privacy Control. */
export function excludedReason(signals: RequestSignals): 'bot' | 'dnt' | 'gpc' | null {
  if (signals.dnt?.trim() === '1') return 'dnt';
  if (signals.gpc?.trim() === '1') return 'gpc';
  if (!signals.userAgent || isbot(signals.userAgent)) return 'bot';
  return null;
}

/** A path as the report groups it: no query or fragment, no repeated or trailing slashes, capped. */
export function normalisePath(raw: string): string {
  let path = raw.split(/[?#]/, 1)[0] ?? '';
  try {
    // A full URL (some clients send location.href): keep its path only.
    if (/^[a-z][a-z0-9+.-]*:/i.test(path)) path = new URL(path).pathname;
  } catch {
    return '/';
  }
  path = `/${path}`.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return (path || '/').slice(0, MAX_PATH);
}

const cap = (value: string | null | undefined, max: number) => (value ?? '').trim().slice(0, max);

/** UTM source / medium / campaign from the beacon's path-with-query (lower case, capped); others ignored. */
export function utmOf(raw: string): { utmSource: string; utmMedium: string; utmCampaign: string } {
  const query = raw.includes('?') ? raw.slice(raw.indexOf('?') + 1).split('#', 1)[0]! : '';
  const params = new URLSearchParams(query);
  const get = (name: string) => cap(params.get(name)?.toLowerCase(), MAX_UTM);
  return { utmSource: get('utm_source'), utmMedium: get('utm_medium'), utmCampaign: get('utm_campaign') };
}

/**
 * The referrer's host without "www." — '' for no referrer, a non-web one, or our own host (moving inside
 * the site is not a source).
 */
export function referrerHost(referrer: string | undefined, ownHost: string): string {
  if (!referrer) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (host === ownHost.toLowerCase().replace(/^www\./, '')) return '';
  return host.slice(0, MAX_HOST);
}

// Browsers repeat the same few hundred user agents: parsing each once per process saves most of a beacon's CPU.
const UA_CACHE_SIZE = 2000;
const devices = new Map<string, { device: DeviceClass; browser: string }>();

/** Device class and browser family from the user agent (ua-parser-js), remembered per user agent. */
export function deviceOf(userAgent: string | undefined): { device: DeviceClass; browser: string } {
  const key = userAgent ?? '';
  const known = devices.get(key);
  if (known) return known;
  const parsed = parseDevice(key);
  // Real user agents are a few hundred characters; longer ones are parsed but not kept.
  if (key.length > 512) return parsed;
  if (devices.size >= UA_CACHE_SIZE) devices.delete(devices.keys().next().value!);
  devices.set(key, parsed);
  return parsed;
}

function parseDevice(userAgent: string): { device: DeviceClass; browser: string } {
  const result = new UAParser(userAgent).getResult();
  const type = result.device.type;
  const device: DeviceClass = type === 'mobile' ? 'mobile' : type === 'tablet' ? 'tablet' : 'desktop';
  // "Mobile Safari" and "Safari" are one family on the screen; so are "Chrome" and "Mobile Chrome".
  const browser = cap(result.browser.name?.replace(/^Mobile /, ''), 50);
  return { device, browser };
}

/** contracts/analytics.ts's buckets: < 576 phone, < 992 tablet, < 1440 laptop, else desktop. */
export function screenBucket(width: number | undefined): string {
  if (width === undefined || width === 0) return '';
  if (width < 576) return 'phone';
  if (width < 992) return 'tablet';
  if (width < 1440) return 'laptop';
  return 'desktop';
}

/** The page's language from the beacon, else the first of Accept-Language the site speaks. */
export function languageOf(beacon: Beacon, acceptLanguage: string | undefined): string {
  if (beacon.l) return beacon.l;
  const first = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'es' || first === 'en' ? first : '';
}

export function pageFacts(
  beacon: Beacon,
  headers: { userAgent: string | undefined; acceptLanguage: string | undefined },
  ownHost: string,
): PageFacts {
  return {
    path: normalisePath(beacon.u),
    route: cap(beacon.p, 200),
    source: referrerHost(beacon.r, ownHost),
    ...utmOf(beacon.u),
    ...deviceOf(headers.userAgent),
    language: languageOf(beacon, headers.acceptLanguage),
    screen: screenBucket(beacon.w),
  };
}
