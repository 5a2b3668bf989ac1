import type { MutationReactions } from '@web/lib/mutation-reactions';
import { notificationRoutes } from '@contracts/api/notifications';
import type { OwnerNotificationSettings } from '@contracts/notifications';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';

export const notificationKeys = { settings: ['admin', 'notifications'] as const };

export const ownerNotificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: () => apiCall(notificationRoutes.settings),
  });

export const saveOwnerNotifications = (input: OwnerNotificationSettings) =>
  apiCall(notificationRoutes.save, { body: input });

type Saved = Awaited<ReturnType<typeof saveOwnerNotifications>>;

/** Saves the settings and keeps the answer as the settings' query data; the screen's reactions run after. */
export function useSaveOwnerNotifications(
  reactions: MutationReactions<Saved, OwnerNotificationSettings> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: saveOwnerNotifications,
    onSuccess: (...args) => {
      queryClient.setQueryData(notificationKeys.settings, args[0]);
      void reactions.onSuccess?.(...args);
    },
  });
}
