import { ownerNotificationSettingsSchema, type OwnerNotificationsAnswer } from '@contracts/notifications';
import { Hono } from 'hono';
import type { Db } from '../../platform/db/client';
import { parseInput, readJson, type AppEnv } from '../../platform/http';
import { splitFrom } from '../../platform/mail/from';
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
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/', async (c) => c.json(await answer(await loadOwnerNotifications(deps.db))))
    .put('/', async (c) => {
      const input = parseInput(ownerNotificationSettingsSchema, await readJson(c));
      return c.json(await answer(await deps.db.transaction((tx) => saveOwnerNotifications(tx, input))));
    });
}
