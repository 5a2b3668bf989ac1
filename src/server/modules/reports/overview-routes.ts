import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http';
import { overview } from './overview';
import type { ReportsDeps } from './routes';

/** /api/admin/overview (behind the admin gate in app.ts): the owner's day at a glance, never cached. */
export function overviewRoutes(deps: ReportsDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await overview(deps.db, new Date()));
  });
}
