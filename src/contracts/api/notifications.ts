import { ownerNotificationSettingsSchema, ownerNotificationsAnswerSchema } from '../notifications';
import { defineRoute } from '../route';

/** /api/admin/notifications: the owner's notification settings (module notifications). */
export const notificationRoutes = {
  settings: defineRoute({
    method: 'get',
    path: '/admin/notifications',
    tag: 'admin',
    summary:
      "The owner's notification settings: owner e-mails on or off, the daily digest and its hour, the daily e-mail of due tasks, the sender name",
    response: ownerNotificationsAnswerSchema,
    errors: [401, 403],
  }),
  save: defineRoute({
    method: 'put',
    path: '/admin/notifications',
    tag: 'admin',
    summary: "Save the owner's notification settings (field error code: sender_name_invalid)",
    body: ownerNotificationSettingsSchema,
    response: ownerNotificationsAnswerSchema,
    errors: [400, 401, 403],
  }),
};
