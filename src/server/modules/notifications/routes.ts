import { notificationRoutes as api } from '@contracts/api/notifications';
import type { OwnerNotificationsAnswer } from '@contracts/notifications';
import { Hono } from 'hono';
import type { Db } from '../../platform/db/client';
import type { AppEnv } from '../../platform/http';
import { splitFrom } from '../../platform/mail/from';
import { mountRoutes, route } from '../../platform/routes';
import { loadOwnerNotifications, saveOwnerNotifications } from './settings';

/**
 * /api/admin/notifications (behind the admin gate in app.ts): the owner's notification settings. The booking's
 * reminder offsets are shown beside them; app.ts passes booking's reader so this module does not depend on it.
 */
export function notificationAdminRoutes(deps: {
  db: Db;
  mailFrom: string;
  reminderOffsetsMinutes: () => Promise<readonly number[]>;
}) {
  const from = splitFrom(deps.mailFrom);
  const answer = async (
    settings: OwnerNotificationsAnswer['settings'],
  ): Promise<OwnerNotificationsAnswer> => {
    const offsets = await deps.reminderOffsetsMinutes();
    return {
      settings,
      fromAddress: from.address,
      defaultSenderName: from.name,
      reminderOffsetsMinutes: [...offsets].sort((a, b) => b - a),
    };
  };
  const app = new Hono<AppEnv>().use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return mountRoutes(
    '/admin/notifications',
    [
      route(api.settings, async () => answer(await loadOwnerNotifications(deps.db))),
      route(api.save, async ({ body }) =>
        answer(await deps.db.transaction((tx) => saveOwnerNotifications(tx, body))),
      ),
    ],
    app,
  );
}
