/* The media module's door (uploaded images and files). */
import { mediaRoutes } from '@contracts/api/media';

// HTTP: public and admin routes, the upload body check app.ts applies, and the contracts (the OpenAPI entries).
export { isMediaUpload, mediaAdminRoutes, mediaPublicRoutes } from './routes';
export const mediaOperations = Object.values(mediaRoutes);
