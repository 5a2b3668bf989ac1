import type { Language } from '@contracts/i18n';

/*
 * The page-view beacon (contracts/analytics.ts, beaconSchema): on every public page, sent after idle. It is in
 * the public entry, so it stays tiny and imports no zod: the endpoint's path is written here (a test checks it
 * against the contract). No cookie or storage is read or written; the server counts visitors by a daily hash.
 */

export const PAGE_VIEW_PATH = '/api/analytics/event';

/** What the browser says about tracking: Do Not Track, and Global Privacy Control. */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** True when the visitor asked not to be tracked (DNT "1", on the navigator or the window, or GPC on). */
export const optedOut = (navigator: PrivacySignals, window: { doNotTrack?: string | null } = {}) =>
  navigator.doNotTrack === '1' || window.doNotTrack === '1' || navigator.globalPrivacyControl === true;

/** The beacon's body (short keys: see beaconSchema). */
export interface PageViewBody {
  u: string;
  p?: string;
  r?: string;
  w: number;
  l: Language;
}

export interface PageViewInput {
  pathname: string;
  search: string;
  /** The route the app matched, or null (not-found). */
  route: { path: string; admin: boolean; secret: boolean } | null;
  /** The first page of this document: only it has a referrer (an in-app page is never a source). */
  first: boolean;
  referrer: string;
  width: number;
  lang: Language;
  isAdmin: boolean;
  optedOut: boolean;
}

// The body must stay under the server's 2 KB limit (MAX_BEACON_BYTES): URLs here are ASCII (percent-encoded).
const MAX_URL = 1000;
const MAX_REFERRER = 800;

/** Only UTM parameters are kept: a query can carry tokens or e-mails, and nothing else is measured. */
function utmQuery(search: string): string {
  const kept = new URLSearchParams();
  new URLSearchParams(search).forEach((value, key) => {
    if (key.startsWith('utm_')) kept.append(key, value);
  });
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/**
 * The beacon for a page, or null when none is sent: the visitor opted out, an admin is signed in, the page
 * is in the admin area, or no route matched. A route with a secret in its path (a management link's token)
 * is reported by its pattern, so the secret never reaches the analytics tables.
 */
export function pageViewBody(input: PageViewInput): PageViewBody | null {
  const { route } = input;
  if (input.optedOut || input.isAdmin || !route || route.admin) return null;
  const body: PageViewBody = {
    u: ((route.secret ? route.path : input.pathname) + utmQuery(input.search)).slice(0, MAX_URL),
    p: route.path.slice(0, 200),
    w: Math.max(0, Math.round(input.width)),
    l: input.lang,
  };
  if (input.first && input.referrer) body.r = input.referrer.slice(0, MAX_REFERRER);
  return body;
}

type Sender = { sendBeacon?: (url: string, data: string) => boolean };
type Fetch = (url: string, init: RequestInit) => Promise<unknown>;

/** sendBeacon (text/plain, so no preflight), or fetch with keepalive where it is missing or refuses. */
export function sendPageView(body: PageViewBody, navigator: Sender, fetcher: Fetch | undefined): void {
  const data = JSON.stringify(body);
  if (navigator.sendBeacon?.(PAGE_VIEW_PATH, data)) return;
  void fetcher?.(PAGE_VIEW_PATH, {
    method: 'POST',
    body: data,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'text/plain' },
  }).catch(() => undefined);
}

type IdleHost = {
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => unknown;
  setTimeout: (run: () => void, ms: number) => unknown;
};

/** Runs once the page is idle (at most 3 s later), so the beacon never competes with rendering. */
export function whenIdle(run: () => void, host: IdleHost): void {
  if (host.requestIdleCallback) host.requestIdleCallback(run, { timeout: 3000 });
  else host.setTimeout(run, 500);
}
