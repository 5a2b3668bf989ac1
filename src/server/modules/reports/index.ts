/*
 * The owner's numbers: the admin overview, the reports and their exports. A read model over the other
 * modules' tables (through the other modules' doors), writing only its own export records.
 */
export { reportsAdminRoutes, type ReportsDeps } from './routes';
export { exportJobHandlers } from './exports/job';
export { reportForExport } from './exports/report-source';
export { computeReport } from './report';
export { revenueTotals } from './figures/revenue';
export { rentalFigures, rentalTotals, type RentalFigures } from './figures/rental';
export { exportOperations } from './export-operations';
export { overviewOperations } from './overview-operations';
export { reportOperations } from './report-operations';
export { rentalAnalyticsOperations } from './rental-operations';
