/* The content module's door: the only file other modules and the composition root import from content. */

import { contentRoutes as publicContracts } from '@contracts/api/content';
import { contentAdminRoutes as adminContracts } from '@contracts/api/content-admin';
import { contentAdminCvRoutes as adminCvContracts } from '@contracts/api/content-admin-cv';

// HTTP: public and admin routes, mounted by app.ts.
export { contentRoutes } from './routes';
export { contentAdminRoutes } from './admin-routes';

// The routes' contracts (@contracts/api/content*) for /api/openapi.json: the public content, then its editor.
export const contentOperations = [
  ...Object.values(publicContracts),
  ...Object.values(adminContracts),
  ...Object.values(adminCvContracts),
];

// Tables other modules join against (a booking is for a service; mails sign with the site profile).
export { services, siteProfile } from './schema';

// The site owner's public profile (the contact form answers with it).
export { getProfile } from './service';

// Sample data the composition root seeds (src/server/seeds.ts), and the services' sample rows tests read.
export { contentSeedSet, cvSeedSet, testimonialsSeedSet } from './seed';
export { seedServices } from './seed-content';

// The content's pages and last changes for sitemap.xml (app.ts passes it to the platform's seo routes).
export { contentSitemap } from './sitemap';
