import { ownerNotificationsAnswerSchema, type OwnerNotificationSettings } from '@contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend } from '@web/lib/api';

const path = '/api/admin/notifications';

export const notificationKeys = { settings: ['admin', 'notifications'] as const };

export const ownerNotificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: () => apiGet(ownerNotificationsAnswerSchema, path),
  });

export const saveOwnerNotifications = (input: OwnerNotificationSettings) =>
  apiSend(ownerNotificationsAnswerSchema, 'PUT', path, input);
