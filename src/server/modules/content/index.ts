/* The content module's door: the only file other modules and the composition root import from content. */

// HTTP: public and admin routes and their OpenAPI entries, mounted by app.ts.
export { contentRoutes } from './routes';
export { contentAdminRoutes } from './admin-routes';
export { contentOperations } from './operations';

// Tables other modules join against (a booking is for a service; mails sign with the site profile).
export { services, siteProfile } from './schema';

// The site owner's public profile (the contact form answers with it).
export { getProfile } from './service';

// Sample data the composition root seeds (src/server/seeds.ts), and the services' sample rows tests read.
export { contentSeedSet, cvSeedSet, testimonialsSeedSet } from './seed';
export { seedServices } from './seed-content';

// The content's pages and last changes for sitemap.xml (app.ts passes it to the platform's seo routes).
export { contentSitemap } from './sitemap';
