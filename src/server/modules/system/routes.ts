import { Hono } from 'hono';
import type { Database } from '../../platform/db/client';
import type { AppEnv } from '../../platform/http';

/** GET /api/health: status, version and database connectivity (503 when the database does not answer). */
export function systemRoutes(deps: { database: Database; version: string }) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    const started = performance.now();
    let ok = true;
    try {
      await deps.database.sql.query('select 1');
    } catch (error) {
      ok = false;
      c.get('log').warn({ err: error }, 'health check: database unreachable');
    }
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        status: ok ? 'ok' : 'degraded',
        version: deps.version,
        database: {
          engine: deps.database.engine,
          connected: ok,
          latencyMs: Math.round(performance.now() - started),
        },
      },
      ok ? 200 : 503,
    );
  });
}
