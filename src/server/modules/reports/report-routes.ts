import { REPORT_TIME_ZONE, reportQuerySchema } from '@contracts/reports';
import { dateInZone } from '@contracts/zone-time';
import { Hono } from 'hono';
import { parseInput, type AppEnv } from '../../platform/http';
import { computeReport } from './report';
import type { ReportsDeps } from './routes';

/** GET /api/admin/reports?preset=&from=&to=&compare= — every figure of the period (contracts/reports.ts). */
export function reportRoutes(deps: ReportsDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const query = parseInput(reportQuerySchema, c.req.query());
    // Presets end today in Mexico City, whatever the server's own zone.
    const report = await computeReport(deps.db, query, dateInZone(new Date(), REPORT_TIME_ZONE));
    c.header('Cache-Control', 'no-store');
    return c.json(report);
  });
}
