import { createApp } from '../app';
import { createAnalyticsCollector, type AnalyticsCollector } from '../modules/analytics';
import { loadConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { createLogger } from '../platform/logging';

export const ANALYTICS_ENV = { AUTH_AUTOCONFIRM: 'true', SITE_URL: 'https://estudio.test' };

/** The whole app with a collector the test flushes itself (a long timer, so nothing flushes by surprise). */
export function createAnalyticsApp(database: Database): {
  app: ReturnType<typeof createApp>;
  collector: AnalyticsCollector;
} {
  const collector = createAnalyticsCollector({ db: database.db, flushMs: 60_000 });
  const app = createApp({
    config: loadConfig({ NODE_ENV: 'test', ...ANALYTICS_ENV }),
    database,
    logger: createLogger('silent'),
    version: '0.0.0-test',
    web: null,
    analytics: collector,
  });
  return { app, collector };
}

export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Posts a beacon as a browser's sendBeacon does (text/plain). */
export function sendBeacon(
  app: { request(path: string, init?: RequestInit): Response | Promise<Response> },
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request('/api/analytics/event', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER_UA, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
