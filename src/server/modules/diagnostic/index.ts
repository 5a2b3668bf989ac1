/* The diagnostic module's door: the only file other modules and the composition root import from diagnostic. */
import { diagnosticRoutes as diagnosticContracts } from '@contracts/api/diagnostic';

// HTTP: public, signed-in and admin routes, mounted by app.ts, and their contracts for /api/openapi.json.
export { diagnosticRoutes } from './routes';
export { myDiagnosticRoutes } from './me-routes';
export { diagnosticAdminRoutes } from './admin-routes';
export const diagnosticOperations = Object.values(diagnosticContracts);

// The questionnaire as published (test fixtures answer it).
export { questionnaireV1 } from './questionnaire-v1';

// Sample data the composition root seeds (src/server/seeds.ts).
export { diagnosticSeedSet } from './seed';
