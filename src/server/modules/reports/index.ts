/*
 * The owner's numbers: the admin overview, the reports and their exports. A read model over the other
 * modules' tables (through platform/db/schema), writing only its own export records.
 */
export { reportsAdminRoutes, type ReportsDeps } from './routes';
