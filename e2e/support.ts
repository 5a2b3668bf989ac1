import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export type Lang = 'es' | 'en';
export const langs: Lang[] = ['es', 'en'];
export const locales: Record<Lang, string> = { es: 'es-MX', en: 'en-US' };

const localesDir = path.join(import.meta.dirname, '..', 'src', 'web', 'locales');

/** The text of a message key ("home.hero.title") in a language, read from the same files the app uses. */
export function message(lang: Lang, key: string): string {
  const [namespace, ...rest] = key.split('.');
  let node: unknown = JSON.parse(fs.readFileSync(path.join(localesDir, lang, `${namespace}.json`), 'utf8'));
  for (const part of rest) node = (node as Record<string, unknown>)?.[part];
  if (typeof node !== 'string') throw new Error(`no message ${key} in ${lang}`);
  return node;
}

/** A message with its `{n, plural, one {…} other {…}}` and `{name}` parts filled, as the app's t() does. */
export function fillMessage(lang: Lang, key: string, vars: Record<string, string | number>): string {
  const rules = new Intl.PluralRules(lang);
  return message(lang, key)
    .replace(/\{(\w+), plural,((?:[^{}]|\{[^{}]*\})*)\}/g, (_whole, name: string, body: string) => {
      const count = Number(vars[name]);
      const options = new Map([...body.matchAll(/(=\d+|\w+)\s*\{([^{}]*)\}/g)].map((o) => [o[1]!, o[2]!]));
      const chosen =
        options.get(`=${count}`) ?? options.get(rules.select(count)) ?? options.get('other') ?? '';
      return chosen.replace(/#/g, String(count));
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * Records console errors and failed requests while a test runs. `status404Urls` are expected 404s;
 * `failingUrls` are requests expected to fail with any 4xx (a wrong password, say).
 */
export function watchForProblems(
  page: Page,
  allow: { status404Urls?: RegExp[]; failingUrls?: RegExp[] } = {},
) {
  const problems: string[] = [];
  const allowed = (url: string) => (allow.status404Urls ?? []).some((re) => re.test(url));
  const mayFail = (url: string) => (allow.failingUrls ?? []).some((re) => re.test(url));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // Chromium logs an expected error response as a console error too; those are checked by status below.
    const url = msg.location().url;
    if (/Failed to load resource/.test(msg.text()) && (allowed(url) || mayFail(url))) return;
    problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A read still running when the page itself moves on (a live update's refetch as "try again" navigates
  // to the checkout) is aborted by the browser: not a fault. Judged when asked, as the abort and the
  // navigation's event arrive in either order.
  const navigations: number[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(Date.now());
  });
  const abortedReads: { at: number; text: string }[] = [];
  page.on('requestfailed', (request) => {
    const text = `failed request: ${request.url()} ${request.failure()?.errorText}`;
    // The analytics beacon is fire and forget (keepalive): a page view recorded as the page moves on may be
    // cut off by the navigation, like a read.
    const beacon = new URL(request.url()).pathname === '/api/analytics/event';
    if ((request.method() === 'GET' || beacon) && request.failure()?.errorText === 'net::ERR_ABORTED')
      abortedReads.push({ at: Date.now(), text });
    else problems.push(text);
  });
  const leftByNavigation = (at: number) => navigations.some((nav) => Math.abs(nav - at) <= 2_000);
  page.on('response', (response) => {
    const status = response.status();
    const expected = (status === 404 && allowed(response.url())) || (status < 500 && mayFail(response.url()));
    if (status >= 400 && !expected) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  // Requests still running: leaving the page (page.goto) would abort them and count as failures.
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  return {
    expectNone: () => {
      const all = [...problems, ...abortedReads.filter((r) => !leftByNavigation(r.at)).map((r) => r.text)];
      expect(all, all.join('\n')).toEqual([]);
    },
    /** Waits until no request has been running for half a second (after an in-app navigation). */
    settle: async () => {
      let quietSince = Date.now();
      await expect
        .poll(() => {
          if (inFlight > 0) quietSince = Date.now();
          return Date.now() - quietSince >= 500;
        })
        .toBe(true);
    },
  };
}

/** Waits until the app is interactive (hydrated or rendered in the browser). */
export async function waitForApp(page: Page) {
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
}
