import { contentAdminRoutes as api } from '@contracts/api/content-admin';
import type {
  AdminTestimonial,
  TestimonialCreateInput,
  TestimonialUpdateInput,
} from '@contracts/content-admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { contentAdminKeys, refreshAfterWrite } from './admin-keys';
import { useReorder } from './admin-reorder';

export const adminTestimonialsQuery = () =>
  queryOptions({
    queryKey: contentAdminKeys.testimonials(),
    queryFn: async () => (await apiCall(api.testimonials)).testimonials,
  });

export function useSaveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      args: { id: null; input: TestimonialCreateInput } | { id: string; input: TestimonialUpdateInput },
    ): Promise<AdminTestimonial> =>
      args.id === null
        ? apiCall(api.createTestimonial, { body: args.input })
        : apiCall(api.saveTestimonial, { params: { id: args.id }, body: args.input }),
    onSuccess: () => refreshAfterWrite(queryClient, contentAdminKeys.testimonials()),
  });
}

export function usePublishTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { id: string; published: boolean }) =>
      apiCall(api.publishTestimonial, { params: { id: args.id }, body: { published: args.published } }),
    onSuccess: () => refreshAfterWrite(queryClient, contentAdminKeys.testimonials()),
  });
}

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(api.deleteTestimonial, { params: { id } }),
    onSuccess: () => refreshAfterWrite(queryClient, contentAdminKeys.testimonials()),
  });
}

export const useReorderTestimonials = () =>
  useReorder<AdminTestimonial>({
    key: contentAdminKeys.testimonials(),
    send: (ids) => apiCall(api.testimonialsOrder, { body: { ids } }),
  });
