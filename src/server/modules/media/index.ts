/* The media module's door (uploaded images and files). */

// HTTP: public and admin routes, the upload body check app.ts applies, and the OpenAPI entries.
export { isMediaUpload, mediaAdminRoutes, mediaPublicRoutes } from './routes';
export { mediaOperations } from './operations';
