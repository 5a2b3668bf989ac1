import {
  adminContentServiceListSchema,
  adminProfileSchema,
  contentAdminPaths,
  type AdminContentService,
  type ProfileInput,
} from '@contracts/content-admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@web/lib/api';
import { contentAdminKeys, refreshAfterWrite } from './admin-keys';
import { useReorder } from './admin-reorder';

export const adminProfileQuery = () =>
  queryOptions({
    queryKey: contentAdminKeys.profile(),
    queryFn: () => apiGet(adminProfileSchema, contentAdminPaths.profile()),
  });

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      apiSend(adminProfileSchema, 'PUT', contentAdminPaths.profile(), input),
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
    queryFn: async () => (await apiGet(adminContentServiceListSchema, contentAdminPaths.services())).services,
  });

export const useReorderServices = () =>
  useReorder<AdminContentService>({
    key: contentAdminKeys.services(),
    send: (ids) => apiSend(adminContentServiceListSchema, 'PUT', contentAdminPaths.servicesOrder(), { ids }),
  });
