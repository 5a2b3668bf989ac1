import { contentAdminRoutes as api } from '@contracts/api/content-admin';
import type { AdminContentService, ProfileInput } from '@contracts/content-admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { contentAdminKeys, refreshAfterWrite } from './admin-keys';
import { useReorder } from './admin-reorder';

export const adminProfileQuery = () =>
  queryOptions({
    queryKey: contentAdminKeys.profile(),
    queryFn: () => apiCall(api.profile),
  });

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => apiCall(api.saveProfile, { body: input }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(contentAdminKeys.profile(), profile);
      await refreshAfterWrite(queryClient, contentAdminKeys.profile());
    },
  });
}

/* Services: content keeps only their order (booking's own panel edits every field). */

export const adminContentServicesQuery = () =>
  queryOptions({
    queryKey: contentAdminKeys.services(),
    queryFn: async () => (await apiCall(api.services)).services,
  });

export const useReorderServices = () =>
  useReorder<AdminContentService>({
    key: contentAdminKeys.services(),
    send: (ids) => apiCall(api.servicesOrder, { body: { ids } }),
  });
