import { analyticsQuerySchema, analyticsSettingsSchema } from '@contracts/analytics';
import { Hono } from 'hono';
import type { Db } from '../../platform/db/client';
import { parseInput, readJson, type AppEnv } from '../../platform/http';
import { computeAnalytics, visitorsNow } from './report';
import { loadAnalyticsSettings, saveAnalyticsSettings } from './settings';

/**
 * /api/admin/analytics (behind app.ts's admin gate): GET / the period's report (contracts/analytics.ts),
 * GET /now the visitors of the last 5 minutes, GET and PUT /settings the retention of raw rows.
 */
export function analyticsAdminRoutes(deps: { db: Db; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const query = parseInput(analyticsQuerySchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json(await computeAnalytics(deps.db, query, clock()));
    })
    .get('/now', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ visitors: await visitorsNow(deps.db, clock()) });
    })
    .get('/settings', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await loadAnalyticsSettings(deps.db));
    })
    .put('/settings', async (c) => {
      const input = parseInput(analyticsSettingsSchema, await readJson(c));
      return c.json(await saveAnalyticsSettings(deps.db, input));
    });
}
