import { feedInputSchema, reservationsCsvRequestSchema } from '@contracts/rental-sync';
import { Hono } from 'hono';
import { z } from 'zod';
import { parseInput, readJson, type AppEnv } from '../../../platform/http';
import { exportCalendar, exportFeedState, regenerateExportFeed } from './export';
import { addFeed, listConflicts, listFeeds, removeFeed, syncFeed, type SyncDeps } from './feeds';
import { commitReservations, previewReservations } from './reservations';

const idSchema = z.uuid();
/** The export feed's secret as it appears in its URL (base64url, 32 characters from 24 random bytes). */
const tokenSchema = z.string().regex(/^[\w-]{20,100}$/);

/** /api/admin/rental/sync — the owner's feeds, the export feed and the CSV import (behind the admin gate). */
export function rentalSyncAdminRoutes(deps: SyncDeps) {
  const { env } = deps;
  return new Hono<AppEnv>()
    .get('/feeds', async (c) => c.json({ feeds: await listFeeds(env), conflicts: await listConflicts(env) }))
    .post('/feeds', async (c) => {
      const input = parseInput(feedInputSchema, await readJson(c));
      const feed = await addFeed(env, input);
      // The first sync right away: the owner sees at once whether the address works.
      return c.json(await syncFeed(deps, feed.id), 201);
    })
    .delete('/feeds/:id', async (c) => {
      await removeFeed(env, parseInput(idSchema, c.req.param('id'), 'id'));
      return c.body(null, 204);
    })
    .post('/feeds/:id/sync', async (c) =>
      c.json(await syncFeed(deps, parseInput(idSchema, c.req.param('id'), 'id'))),
    )
    .get('/export', async (c) => c.json(await exportFeedState(env.db)))
    .post('/export', async (c) => c.json(await regenerateExportFeed(env)))
    .post('/reservations/preview', async (c) => {
      const { csv } = parseInput(reservationsCsvRequestSchema, await readJson(c));
      return c.json(await previewReservations(env.db, csv));
    })
    .post('/reservations', async (c) => {
      const { csv } = parseInput(reservationsCsvRequestSchema, await readJson(c));
      return c.json(await commitReservations(env, csv));
    });
}

/** /api/rental/calendar/<secret>.ics — the private export feed a channel imports; the secret is the credential. */
export function rentalCalendarExportRoutes(deps: Pick<SyncDeps, 'env'>) {
  return new Hono<AppEnv>().get('/:file{[^/]+\\.ics}', async (c) => {
    const token = parseInput(tokenSchema, c.req.param('file').slice(0, -'.ics'.length), 'token');
    const body = await exportCalendar(deps.env, token);
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      // Private: shared caches must not keep it; a channel polls it anyway.
      'cache-control': 'private, max-age=300',
    });
  });
}
