/* The notifications module's door: the owner's notification settings and the mails sent to the owner. */

// HTTP: the admin settings route and its OpenAPI entry, mounted by app.ts.
export { notificationAdminRoutes } from './routes';
export { notificationOperations } from './operations';

// Owner mails: queue one if the owner wants that kind, the settings and the sender name they carry.
export {
  defaultOwnerNotifications,
  enqueueOwnerMail,
  loadOwnerNotifications,
  ownerSenderName,
  saveOwnerNotifications,
} from './settings';
