import { reportsRoutes as api } from '@contracts/api/reports';
import { REPORT_TIME_ZONE } from '@contracts/reports';
import { dateInZone } from '@contracts/zone-time';
import { mountRoutes, route } from '../../platform/routes';
import { computeReport } from './report';
import type { ReportsDeps } from './routes';

/** GET /api/admin/reports?preset=&from=&to=&compare= — every figure of the period (contracts/reports.ts). */
export function reportRoutes(deps: ReportsDeps) {
  return mountRoutes('/admin/reports', [
    route(api.report, async ({ query }, c) => {
      // Presets end today in Mexico City, whatever the server's own zone.
      const report = await computeReport(deps.db, query, dateInZone(new Date(), REPORT_TIME_ZONE));
      c.header('Cache-Control', 'no-store');
      return report;
    }),
  ]);
}
