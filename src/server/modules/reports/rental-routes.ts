import { reportsRoutes as api } from '@contracts/api/reports';
import { REPORT_TIME_ZONE } from '@contracts/reports';
import { dateInZone } from '@contracts/zone-time';
import { mountRoutes, route } from '../../platform/routes';
import { rentalAnalytics, rentalCalendar } from './rental-analytics';
import type { ReportsDeps } from './routes';

/** GET /api/admin/reports/rental?from=&to= and /rental/calendar?month= (contracts/rental-analytics.ts). */
export function rentalAnalyticsRoutes(deps: ReportsDeps) {
  return mountRoutes('/admin/reports/rental', [
    route(api.rentalAnalytics, async ({ query }, c) => {
      const now = new Date();
      const answer = await rentalAnalytics(deps.db, query, dateInZone(now, REPORT_TIME_ZONE), now);
      c.header('Cache-Control', 'no-store');
      return answer;
    }),
    route(api.rentalCalendar, async ({ query }, c) => {
      const answer = await rentalCalendar(deps.db, query.month, dateInZone(new Date(), REPORT_TIME_ZONE));
      c.header('Cache-Control', 'no-store');
      return answer;
    }),
  ]);
}
