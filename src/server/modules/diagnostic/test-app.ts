import { Hono } from 'hono';
import type { Database } from '../../platform/db/client';
import { handleApiError, requestContext, type AppEnv } from '../../platform/http';
import { createLogger } from '../../platform/logging';
import { diagnosticAdminRoutes } from './admin-routes';
import { diagnosticRoutes, type DiagnosticLimits } from './routes';

export const testSiteUrl = new URL('http://estudio.test');

/** The diagnostic's routes on a small app, mounted where app.ts mounts them (without the admin gate). */
export function diagnosticTestApp(database: Database, limits?: DiagnosticLimits) {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(createLogger('silent')));
  app.route(
    '/api/diagnostic',
    diagnosticRoutes({
      db: database.db,
      siteUrl: testSiteUrl,
      trustProxy: true,
      ...(limits ? { limits } : {}),
    }),
  );
  app.route('/api/admin/diagnostic', diagnosticAdminRoutes({ db: database.db }));
  app.onError(handleApiError);
  return app;
}
