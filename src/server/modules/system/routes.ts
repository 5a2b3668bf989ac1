import { Hono } from 'hono';
import type { Database } from '../../platform/db/client';
import type { AppEnv } from '../../platform/http';

/** GET /api/health: status, version and database connectivity (503 when the database does not answer). */
export function systemRoutes(deps: {
  database: Database;
  version: string;
  lifecycle: { draining: boolean };
}) {
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
    if (deps.lifecycle.draining) ok = false;
    return c.json(
      {
        status: deps.lifecycle.draining ? 'stopping' : ok ? 'ok' : 'degraded',
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
