import { notificationRoutes } from '@contracts/api/notifications';
import type { OwnerNotificationSettings } from '@contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';

export const notificationKeys = { settings: ['admin', 'notifications'] as const };

export const ownerNotificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: () => apiCall(notificationRoutes.settings),
  });

export const saveOwnerNotifications = (input: OwnerNotificationSettings) =>
  apiCall(notificationRoutes.save, { body: input });
