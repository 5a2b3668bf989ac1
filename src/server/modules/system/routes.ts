import { systemRoutes as api, type Health } from '@contracts/api/system';
import type { Database } from '../../platform/db/client';
import { mountRoutes, route } from '../../platform/routes';

/**
 * GET /api/health: status, version and database connectivity (503 when the database does not answer or the
 * server drains); GET /api/openapi.json: the document app.ts builds from every module's contracts.
 */
export function systemRoutes(deps: {
  database: Database;
  version: string;
  lifecycle: { draining: boolean };
  openApi: Record<string, unknown>;
}) {
  return mountRoutes('', [
    route(api.health, async (_input, c) => {
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
      const health: Health = {
        status: deps.lifecycle.draining ? 'stopping' : ok ? 'ok' : 'degraded',
        version: deps.version,
        database: {
          engine: deps.database.engine,
          connected: ok,
          latencyMs: Math.round(performance.now() - started),
        },
      };
      return c.json(health, ok ? 200 : 503);
    }),
    route(api.openApi, () => deps.openApi),
  ]);
}
