import { diagnosticRoutes as api } from '@contracts/api/diagnostic';
import type { Db } from '../../platform/db/client';
import { mountRoutes, route } from '../../platform/routes';
import { distribution, listResults, resultDetail, resultsCsv } from './admin-service';

/** /api/admin/diagnostic (behind the admin gate in app.ts): submissions, detail, CSV, distribution. */
export function diagnosticAdminRoutes(deps: { db: Db }) {
  const { db } = deps;
  return mountRoutes('/admin/diagnostic', [
    route(api.adminResults, async ({ query }, c) => {
      c.header('Cache-Control', 'no-store');
      return listResults(db, query);
    }),
    route(api.adminResultsCsv, async ({ query }, c) => {
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="diagnostic-results-${day}.csv"`);
      c.header('Cache-Control', 'no-store');
      return c.body(await resultsCsv(db, query));
    }),
    route(api.adminResult, async ({ params }, c) => {
      c.header('Cache-Control', 'no-store');
      return resultDetail(db, params.id);
    }),
    route(api.adminDistribution, ({ query }) => distribution(db, query)),
  ]);
}
