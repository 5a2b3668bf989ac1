import { diagnosticRoutes as api } from '@contracts/api/diagnostic';
import { Hono } from 'hono';
import type { Db } from '../../platform/db/client';
import type { AppEnv } from '../../platform/http';
import { mountRoutes, route } from '../../platform/routes';
import { requireViewer, type Authenticate } from '../../platform/viewer';
import { myResult, myResults, ownerAccess, setSharing } from './sharing';

/**
 * /api/me/diagnostic — the signed-in person's own diagnostic results (for /dashboard and the results page on
 * any device), matched by confirmed e-mail; share and stop sharing each one.
 */
export function myDiagnosticRoutes(deps: { db: Db; authenticate: Authenticate }) {
  const { db } = deps;
  const app = new Hono<AppEnv>().use('*', requireViewer(deps.authenticate)).use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return mountRoutes(
    '/me/diagnostic',
    [
      route(api.mine, (_, c) => myResults(db, c.get('viewer'))),
      route(api.myResult, ({ params }, c) => myResult(db, c.get('viewer'), params.id)),
      route(api.myShare, async ({ params }, c) =>
        setSharing(db, params.id, await ownerAccess(db, c.get('viewer')), true),
      ),
      route(api.myUnshare, async ({ params }, c) =>
        setSharing(db, params.id, await ownerAccess(db, c.get('viewer')), false),
      ),
    ],
    app,
  );
}
