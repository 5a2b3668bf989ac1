/* The diagnostic module's door: the only file other modules and the composition root import from diagnostic. */

// HTTP: public, signed-in and admin routes and their OpenAPI entries, mounted by app.ts.
export { diagnosticRoutes } from './routes';
export { myDiagnosticRoutes } from './me-routes';
export { diagnosticAdminRoutes } from './admin-routes';
export { diagnosticOperations } from './operations';

// The questionnaire as published (test fixtures answer it).
export { questionnaireV1 } from './questionnaire-v1';

// Sample data the composition root seeds (src/server/seeds.ts).
export { diagnosticSeedSet } from './seed';
