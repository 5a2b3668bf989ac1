import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { parseInput, type AppEnv } from '../../platform/http';
import { requireViewer, type Authenticate } from '../../platform/viewer';
import { myResult, myResults, ownerAccess, setSharing } from './sharing';

/**
 * /api/me/diagnostic — the signed-in person's own diagnostic results (for /dashboard and the results page on
 * any device), matched by confirmed e-mail; share and stop sharing each one.
 */
export function myDiagnosticRoutes(deps: { db: Db; authenticate: Authenticate }) {
  const { db } = deps;
  const idOf = (value: string | undefined) => parseInput(z.uuid(), value, 'id');
  return new Hono<AppEnv>()
    .use('*', requireViewer(deps.authenticate))
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/', async (c) => c.json(await myResults(db, c.get('viewer'))))
    .get('/:id', async (c) => c.json(await myResult(db, c.get('viewer'), idOf(c.req.param('id')))))
    .post('/:id/share', async (c) => {
      const id = idOf(c.req.param('id'));
      return c.json(await setSharing(db, id, await ownerAccess(db, c.get('viewer')), true));
    })
    .delete('/:id/share', async (c) => {
      const id = idOf(c.req.param('id'));
      return c.json(await setSharing(db, id, await ownerAccess(db, c.get('viewer')), false));
    });
}
