import { rentalSyncRoutes as api } from '@contracts/api/rental';
import { Hono } from 'hono';
import { z } from 'zod';
import { parseInput, type AppEnv } from '../../../platform/http';
import { mountRoutes, route } from '../../../platform/routes';
import { exportCalendar, exportFeedState, regenerateExportFeed } from './export';
import { addFeed, listConflicts, listFeeds, removeFeed, syncFeed, type SyncDeps } from './feeds';
import { commitReservations, previewReservations } from './reservations';

/** The export feed's secret as it appears in its URL (base64url, 32 characters from 24 random bytes). */
const tokenSchema = z.string().regex(/^[\w-]{20,100}$/);

/** /api/admin/rental/sync — the owner's feeds, the export feed and the CSV import (behind the admin gate). */
export function rentalSyncAdminRoutes(deps: SyncDeps) {
  const { env } = deps;
  return mountRoutes('/admin/rental/sync', [
    route(api.feeds, async () => ({ feeds: await listFeeds(env), conflicts: await listConflicts(env) })),
    route(api.addFeed, async ({ body }) => {
      const feed = await addFeed(env, body);
      // The first sync right away: the owner sees at once whether the address works.
      return syncFeed(deps, feed.id);
    }),
    route(api.removeFeed, async ({ params }) => {
      await removeFeed(env, params.id);
    }),
    route(api.syncFeed, ({ params }) => syncFeed(deps, params.id)),
    route(api.exportFeed, () => exportFeedState(env.db)),
    route(api.regenerateExportFeed, () => regenerateExportFeed(env)),
    route(api.previewReservations, ({ body }) => previewReservations(env.db, body.csv)),
    route(api.importReservations, ({ body }) => commitReservations(env, body.csv)),
  ]);
}

/** /api/rental/calendar/<secret>.ics — the private export feed a channel imports; the secret is the credential. */
export function rentalCalendarExportRoutes(deps: Pick<SyncDeps, 'env'>) {
  const feed = route(api.calendarFeed, async ({ params }, c) => {
    const token = parseInput(tokenSchema, params.file.slice(0, -'.ics'.length), 'token');
    const body = await exportCalendar(deps.env, token);
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      // Private: shared caches must not keep it; a channel polls it anyway.
      'cache-control': 'private, max-age=300',
    });
  });
  // Mounted by hand, not with mountRoutes: only a name ending in .ics is the feed (any other is the API's 404).
  return new Hono<AppEnv>().get('/:file{[^/]+\\.ics}', feed.handle);
}
