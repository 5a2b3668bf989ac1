import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { AppError } from '../../platform/errors';
import type { AppEnv } from '../../platform/http';

/*
 * The local mailbox shows every sign-in link, and "local" is only what SITE_URL says: a tunnel client
 * (ngrok, cloudflared) or a LAN reaches the same server, and a tunnel even connects from 127.0.0.1. So the
 * mailbox opens only with a key the server prints in its log at start (ADR 032). Opening
 * /dev/mailbox?key=… leaves a cookie that only the mailbox's API receives; scripts and tests send the key
 * in a header instead.
 */
export const MAILBOX_COOKIE = 'estudio_mailbox';
export const MAILBOX_KEY_HEADER = 'X-Mailbox-Key';
/** The cookie goes only to the mailbox's API (the page itself is the web app and needs none). */
export const MAILBOX_COOKIE_PATH = '/api/dev/mailbox';
export const MAILBOX_PAGE = '/dev/mailbox';

const digest = (value: string) => createHash('sha256').update(value).digest();
/**
 * Whether a given key is the mailbox's: compared as digests (equal lengths for timingSafeEqual, no early
 * exit on the first wrong byte); the key's own digest is computed once.
 */
function keyChecker(key: string) {
  const expected = digest(key);
  return (given: string | undefined) => !!given && timingSafeEqual(digest(given), expected);
}

/** The address that opens the mailbox, as the log prints it at start. */
export function mailboxAddress(siteUrl: URL, key: string): string {
  const url = new URL(MAILBOX_PAGE, siteUrl);
  url.searchParams.set('key', key);
  return url.href;
}

/** The mailbox's API answers only to its key: in the cookie left by the page, or in X-Mailbox-Key. */
export function requireMailboxKey(key: string): MiddlewareHandler<AppEnv> {
  const isKey = keyChecker(key);
  return async (c, next) => {
    if (isKey(c.req.header(MAILBOX_KEY_HEADER)) || isKey(getCookie(c, MAILBOX_COOKIE))) return next();
    throw new AppError(
      401,
      'unauthorized',
      'The local mailbox opens with the address the server printed in its log at start (/dev/mailbox?key=…)',
    );
  };
}

/**
 * GET /dev/mailbox?key=…: with the right key, leaves the cookie (HttpOnly, SameSite=Strict, only for the
 * mailbox's API); with any key, sends the browser on to the same address without it, so the key does not
 * stay in the address bar, the history or a shared screenshot. Without a key the page is served as usual.
 */
export function openMailboxPage(options: { key: string; secure: boolean }) {
  const isKey = keyChecker(options.key);
  return async (c: Context, next: () => Promise<void>) => {
    const given = c.req.query('key');
    if (given === undefined) return next();
    if (isKey(given))
      setCookie(c, MAILBOX_COOKIE, options.key, {
        path: MAILBOX_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'Strict',
        secure: options.secure,
      });
    const url = new URL(c.req.url);
    url.searchParams.delete('key');
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(`${url.pathname}${url.search}`, 303);
  };
}
