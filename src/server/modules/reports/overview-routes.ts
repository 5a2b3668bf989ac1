import { reportsRoutes as api } from '@contracts/api/reports';
import { mountRoutes, route } from '../../platform/routes';
import { overview } from './overview';
import type { ReportsDeps } from './routes';

/** /api/admin/overview (behind the admin gate in app.ts): the owner's day at a glance, never cached. */
export function overviewRoutes(deps: ReportsDeps) {
  return mountRoutes('/admin/overview', [
    route(api.overview, async (_, c) => {
      c.header('Cache-Control', 'no-store');
      return overview(deps.db, new Date());
    }),
  ]);
}
