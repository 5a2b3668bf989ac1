// The browser's client of our GoTrue-compatible auth API (/auth/v1), created once, on demand.
// Its behaviour (30 s refresh ticks, refresh when ≤ 3 ticks remain, retry backoff, events) is the
// library's default and is the product specification: do not tune it here.
import type { GoTrueClient } from '@supabase/auth-js';

/**
 * Sent as the `apikey` header because the client library expects a project key. There is no API gateway
 * in front of /auth/v1: our server accepts the header and ignores it, so this value is not a secret.
 */
export const AUTH_API_KEY = 'estudio-public';

/** Where the session is kept (localStorage), as the product specification names it. */
export function authStorageKey(hostname: string) {
  return `sb-${hostname}-auth-token`;
}

/** What an e-mail link brought in the address (its fragment), read before the client clears it. */
export interface AuthUrlCallback {
  /** The path the link opened (the screen the callback belongs to). */
  pathname: string;
  /** GoTrue's link type: signup, recovery, magiclink, email_change… */
  type: string | null;
  /** True when the fragment carries a session (implicit flow). */
  hasSession: boolean;
  /** GoTrue's error code when the link failed (otp_expired, …). */
  errorCode: string | null;
  errorDescription: string | null;
}

/** Reads an auth callback from a URL's fragment (and query, as the client does); null when there is none. */
export function parseAuthCallback(href: string): AuthUrlCallback | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const params = new URLSearchParams(url.hash.startsWith('#') ? url.hash.slice(1) : url.hash);
  const hasSession = Boolean(params.get('access_token'));
  const errorCode = params.get('error_code') ?? url.searchParams.get('error_code');
  const error = params.get('error') ?? url.searchParams.get('error');
  if (!hasSession && !errorCode && !error) return null;
  return {
    pathname: url.pathname,
    type: params.get('type'),
    hasSession,
    errorCode: errorCode ?? (error ? 'unspecified_code' : null),
    errorDescription: params.get('error_description') ?? url.searchParams.get('error_description'),
  };
}

const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

// Captured when the app's code first runs, before the client reads the fragment and removes it.
const initialCallback: AuthUrlCallback | null = inBrowser ? parseAuthCallback(window.location.href) : null;

/** The auth callback the page was opened with (an e-mail link), if any. */
export function initialAuthCallback(): AuthUrlCallback | null {
  return initialCallback;
}

// The address parameters the client reads when it starts (query and fragment): a session or an error.
const callbackParams = ['access_token', 'error', 'error_description', 'error_code'];
const hasCallbackParams = (href: string) => {
  try {
    const url = new URL(href);
    const hash = new URLSearchParams(url.hash.startsWith('#') ? url.hash.slice(1) : url.hash);
    return callbackParams.some((key) => url.searchParams.has(key) || hash.has(key));
  } catch {
    return false;
  }
};
// Captured with the callback above, before the client reads the address and clears it.
const initialHasCallbackParams = inBrowser && hasCallbackParams(window.location.href);

/** True when this browser keeps anything of the client's (a session above all) under its storage key. */
function hasStoredAuthState(): boolean {
  try {
    const prefix = authStorageKey(window.location.hostname);
    for (let i = 0; i < window.localStorage.length; i++)
      if (window.localStorage.key(i)?.startsWith(prefix)) return true;
    return false;
  } catch {
    return true; // Storage unreadable: let the client decide.
  }
}

/**
 * Whether the page needs the auth client as soon as it starts: a session (or other client state) is stored,
 * or the address is an auth callback (an e-mail link). A visitor who has never signed in needs neither: the
 * client then loads on first use (signing in, another tab signing in), and is signed out until then.
 */
export function authClientNeededAtStart(): boolean {
  return inBrowser && (initialHasCallbackParams || hasStoredAuthState());
}

const wantedListeners = new Set<() => void>();

/**
 * Calls `listener` when the auth client is wanted after all: its first load (a screen signing in, say) or
 * another tab storing a session. Returns the unsubscribe function.
 */
export function whenAuthClientWanted(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(authStorageKey(window.location.hostname)) && event.newValue !== null)
      listener();
  };
  wantedListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    wantedListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let lastRefusal: { seconds: number; at: number } | null = null;

/**
 * The client's fetch: the same request, noting a 429's Retry-After, which auth-js errors do not carry, so a
 * screen can say how long to wait ("try again in 30 s").
 */
export async function authFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    lastRefusal = Number.isFinite(seconds) && seconds > 0 ? { seconds, at: Date.now() } : null;
  }
  return response;
}

/** Seconds left of the wait the last refused auth request was told (null when unknown or over). */
export function authRetryAfterSeconds(now = Date.now()): number | null {
  if (!lastRefusal) return null;
  const left = Math.ceil(lastRefusal.seconds - (now - lastRefusal.at) / 1000);
  return left > 0 ? left : null;
}

let client: Promise<GoTrueClient> | null = null;

/**
 * The one auth client of this browser tab. Its code is loaded on first use (public pages do not wait
 * for it); it is never created during server rendering.
 */
export function loadAuthClient(): Promise<GoTrueClient> {
  if (!inBrowser) return Promise.reject(new Error('The auth client runs in the browser only.'));
  if (client) return client;
  client = import('@supabase/auth-js').then(
    ({ GoTrueClient }) =>
      new GoTrueClient({
        url: `${window.location.origin}/auth/v1`,
        headers: { apikey: AUTH_API_KEY },
        storageKey: authStorageKey(window.location.hostname),
        autoRefreshToken: true,
        persistSession: true,
        detectSessionInUrl: true,
        flowType: 'implicit',
        fetch: authFetch,
      }),
    (error: unknown) => {
      client = null; // A failed chunk load (flaky connection) may succeed next time.
      throw error;
    },
  );
  const loading = client;
  for (const listener of [...wantedListeners]) listener();
  return loading;
}

/** Absolute, percent-encoded address of a page of this site (the target of an e-mail link). */
export function siteUrl(path: string) {
  return new URL(path, window.location.origin).href;
}

/** Quiet diagnostics: end-to-end tests treat console errors as failures, and these are expected. */
export function logAuthProblem(what: string, error: unknown) {
  console.info(`[auth] ${what}:`, error instanceof Error ? error.message : error);
}
