/* The system module's door (health, version and the OpenAPI document). */
import { systemRoutes as systemContracts } from '@contracts/api/system';

// HTTP: the routes and their contracts (the OpenAPI document's entries), mounted by app.ts.
export { systemRoutes } from './routes';
export const systemOperations = Object.values(systemContracts);
