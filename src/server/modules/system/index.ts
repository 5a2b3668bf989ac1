/* The system module's door (health and version). */

// HTTP: the routes and their OpenAPI entries, mounted by app.ts.
export { systemRoutes } from './routes';
export { systemOperations } from './operations';
