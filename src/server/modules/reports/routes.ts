import type { Db } from '../../platform/db/client';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http';
import type { Storage } from '../../platform/storage';
import { exportRoutes } from './export-routes';
import { overviewRoutes } from './overview-routes';
import { rentalAnalyticsRoutes } from './rental-routes';
import { reportRoutes } from './report-routes';

export interface ReportsDeps {
  db: Db;
  /** Where finished exports are kept until their link expires. */
  storage: Storage;
}

/** /api/admin/overview, /api/admin/reports (and /reports/rental), /api/admin/exports (behind the admin gate in app.ts). */
export function reportsAdminRoutes(deps: ReportsDeps) {
  return (
    new Hono<AppEnv>()
      .route('/overview', overviewRoutes(deps))
      // Before /reports: its own paths under it.
      .route('/reports/rental', rentalAnalyticsRoutes(deps))
      .route('/reports', reportRoutes(deps))
      .route('/exports', exportRoutes(deps))
  );
}
