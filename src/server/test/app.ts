import { createApp, type Lifecycle } from '../app';
import { loadConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { createLogger } from '../platform/logging';
import type { Pages } from '../platform/pages';

export function createTestApp(
  database: Database,
  options: {
    env?: NodeJS.ProcessEnv;
    web?: { clientDir: string; pages: Pages };
    lifecycle?: Lifecycle;
  } = {},
) {
  return createApp({
    config: loadConfig({ NODE_ENV: 'test', ...options.env }),
    database,
    logger: createLogger('silent'),
    version: '0.0.0-test',
    web: options.web ?? null,
    lifecycle: options.lifecycle,
  });
}
