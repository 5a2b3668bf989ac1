import { analyticsRoutes as api } from '@contracts/api/analytics';
import type { Db } from '../../platform/db/client';
import { mountRoutes, route } from '../../platform/routes';
import { computeAnalytics, visitorsNow } from './report';
import { loadAnalyticsSettings, saveAnalyticsSettings } from './settings';

/**
 * /api/admin/analytics (behind app.ts's admin gate): GET / the period's report (contracts/analytics.ts),
 * GET /now the visitors of the last 5 minutes, GET and PUT /settings the retention of raw rows.
 */
export function analyticsAdminRoutes(deps: { db: Db; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  return mountRoutes('/admin/analytics', [
    route(api.report, async ({ query }, c) => {
      c.header('Cache-Control', 'no-store');
      return computeAnalytics(deps.db, query, clock(), {
        onAskFailed: (err) =>
          c.get('log')?.warn({ err }, 'analytics: a filter combination was not asked for'),
      });
    }),
    route(api.now, async (_input, c) => {
      c.header('Cache-Control', 'no-store');
      return { visitors: await visitorsNow(deps.db, clock()) };
    }),
    route(api.settings, async (_input, c) => {
      c.header('Cache-Control', 'no-store');
      return loadAnalyticsSettings(deps.db);
    }),
    route(api.saveSettings, ({ body }) => saveAnalyticsSettings(deps.db, body)),
  ]);
}
