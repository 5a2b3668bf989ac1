/*
 * The owner's numbers: the admin overview, the reports and their exports. A read model over the other
 * modules' tables (through the other modules' doors), writing only its own export records.
 */
import { reportsRoutes } from '@contracts/api/reports';

export { reportsAdminRoutes, type ReportsDeps } from './routes';
export { exportJobHandlers } from './exports/job';
export { reportForExport } from './exports/report-source';
export { computeReport } from './report';
export { revenueTotals } from './figures/revenue';
export { rentalFigures, rentalTotals, type RentalFigures } from './figures/rental';

// The routes' contracts (@contracts/api/reports) for /api/openapi.json, in the groups app.ts lists.
const { overview, report, rentalAnalytics, rentalCalendar, ...exports } = reportsRoutes;
export const overviewOperations = [overview];
export const reportOperations = [report];
export const rentalAnalyticsOperations = [rentalAnalytics, rentalCalendar];
export const exportOperations = Object.values(exports);
