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

/** Records console errors and failed requests while a test runs. */
export function watchForProblems(page: Page, allow: { status404Urls?: RegExp[] } = {}) {
  const problems: string[] = [];
  const allowed = (url: string) => (allow.status404Urls ?? []).some((re) => re.test(url));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // Chromium logs an expected 404 response as a console error too; those are checked by status below.
    if (/Failed to load resource/.test(msg.text()) && allowed(msg.location().url)) return;
    problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`failed request: ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400 && !(response.status() === 404 && allowed(response.url())))
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return {
    expectNone: () => expect(problems, problems.join('\n')).toEqual([]),
  };
}

/** Waits until the app is interactive (hydrated or rendered in the browser). */
export async function waitForApp(page: Page) {
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
}
