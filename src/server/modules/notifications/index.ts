/* The notifications module's door: the owner's notification settings and the mails sent to the owner. */
import { notificationRoutes } from '@contracts/api/notifications';

// HTTP: the admin settings routes, mounted by app.ts, and their contracts for /api/openapi.json.
export { notificationAdminRoutes } from './routes';
export const notificationOperations = Object.values(notificationRoutes);

// Owner mails: queue one if the owner wants that kind, the settings and the sender name they carry.
export {
  defaultOwnerNotifications,
  enqueueOwnerMail,
  loadOwnerNotifications,
  ownerSenderName,
  saveOwnerNotifications,
} from './settings';
