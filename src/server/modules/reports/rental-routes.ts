import { rentalAnalyticsQuerySchema, rentalCalendarQuerySchema } from '@contracts/rental-analytics';
import { REPORT_TIME_ZONE } from '@contracts/reports';
import { dateInZone } from '@contracts/zone-time';
import { Hono } from 'hono';
import { parseInput, type AppEnv } from '../../platform/http';
import { rentalAnalytics, rentalCalendar } from './rental-analytics';
import type { ReportsDeps } from './routes';

/** GET /api/admin/reports/rental?from=&to= and /rental/calendar?month= (contracts/rental-analytics.ts). */
export function rentalAnalyticsRoutes(deps: ReportsDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const query = parseInput(rentalAnalyticsQuerySchema, c.req.query());
      const now = new Date();
      const answer = await rentalAnalytics(deps.db, query, dateInZone(now, REPORT_TIME_ZONE), now);
      c.header('Cache-Control', 'no-store');
      return c.json(answer);
    })
    .get('/calendar', async (c) => {
      const { month } = parseInput(rentalCalendarQuerySchema, c.req.query());
      const answer = await rentalCalendar(deps.db, month, dateInZone(new Date(), REPORT_TIME_ZONE));
      c.header('Cache-Control', 'no-store');
      return c.json(answer);
    });
}
