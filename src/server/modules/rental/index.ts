/* The rental module's door: the only file other modules and the composition root import from rental. */
import { rentalRoutes as rentalContracts, rentalSyncRoutes } from '@contracts/api/rental';

// HTTP: public and admin routes and their contracts (the OpenAPI document's entries), mounted by app.ts.
export { rentalRoutes, type RentalLimits } from './routes';
export { rentalAdminRoutes } from './admin-routes';
export const rentalOperations = Object.values(rentalContracts);
export const rentalSyncOperations = Object.values(rentalSyncRoutes);
// Channel sync (ADR 043): the owner's feeds, export and CSV import; the public export feed.
export { rentalCalendarExportRoutes, rentalSyncAdminRoutes } from './sync/routes';

// Wiring: the module's environment and job handlers (app.ts, jobs.ts).
export type { RentalEnv, StayPaymentGateway } from './context';
export { createRentalEnv, rentalJobHandlers } from './env';
export { feedsSyncJobHandlers, planFeedsSync } from './sync/jobs';

// What payments' hooks call on a stay's order (wired in app.ts).
export { cancelStay, confirmPaidStay, extendStayHold, releaseStay } from './lifecycle';
export { stayCheckoutDetails, stayOrderSummaries } from './payments';

// Read access: the stays table and the calendar-day helpers stays are counted in.
export { stays, type StayRow } from './schema';
export { addDays, todayIn } from './dates';
export { staysForEmails } from './lead-stays';

// Sample data the composition root seeds (src/server/seeds.ts).
export { rentalSeedSet } from './seed';
