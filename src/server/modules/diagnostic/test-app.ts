import { Hono } from 'hono';
import type { Database } from '../../platform/db/client';
import { handleApiError, requestContext, type AppEnv } from '../../platform/http';
import { AppError } from '../../platform/errors';
import { createLogger } from '../../platform/logging';
import type { Authenticate } from '../../platform/viewer';
import { diagnosticAdminRoutes } from './admin-routes';
import { myDiagnosticRoutes } from './me-routes';
import { diagnosticRoutes, type DiagnosticLimits } from './routes';

export const testSiteUrl = new URL('http://estudio.test');

/** Signs in as `Bearer viewer:<user id>:<e-mail>` (the real check is the accounts module's, tested there). */
const fakeAuthenticate: Authenticate = async (authorization) => {
  const match = /^Bearer viewer:([^:]+):([^:]+)$/.exec(authorization ?? '');
  if (!match) throw new AppError(401, 'unauthorized', 'Sign in to continue');
  return { userId: match[1]!, email: match[2]!, sessionId: 'test', role: 'visitor' };
};

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
  app.route('/api/me/diagnostic', myDiagnosticRoutes({ db: database.db, authenticate: fakeAuthenticate }));
  app.route('/api/admin/diagnostic', diagnosticAdminRoutes({ db: database.db }));
  app.onError(handleApiError);
  return app;
}
