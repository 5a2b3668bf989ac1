import {
  adminTestimonialListSchema,
  adminTestimonialSchema,
  contentAdminPaths,
  deletedSchema,
  type AdminTestimonial,
  type TestimonialCreateInput,
  type TestimonialUpdateInput,
} from '@contracts/content-admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@web/lib/api';
import { contentAdminKeys, refreshAfterWrite } from './admin-keys';
import { useReorder } from './admin-reorder';

export const adminTestimonialsQuery = () =>
  queryOptions({
    queryKey: contentAdminKeys.testimonials(),
    queryFn: async () =>
      (await apiGet(adminTestimonialListSchema, contentAdminPaths.testimonials())).testimonials,
  });

export function useSaveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      args: { id: null; input: TestimonialCreateInput } | { id: string; input: TestimonialUpdateInput },
    ): Promise<AdminTestimonial> =>
      args.id === null
        ? apiSend(adminTestimonialSchema, 'POST', contentAdminPaths.testimonials(), args.input)
        : apiSend(adminTestimonialSchema, 'PUT', contentAdminPaths.testimonial(args.id), args.input),
    onSuccess: () => refreshAfterWrite(queryClient, contentAdminKeys.testimonials()),
  });
}

export function usePublishTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { id: string; published: boolean }) =>
      apiSend(adminTestimonialSchema, 'POST', contentAdminPaths.testimonialPublish(args.id), {
        published: args.published,
      }),
    onSuccess: () => refreshAfterWrite(queryClient, contentAdminKeys.testimonials()),
  });
}

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(deletedSchema, 'DELETE', contentAdminPaths.testimonial(id)),
    onSuccess: () => refreshAfterWrite(queryClient, contentAdminKeys.testimonials()),
  });
}

export const useReorderTestimonials = () =>
  useReorder<AdminTestimonial>({
    key: contentAdminKeys.testimonials(),
    send: (ids) => apiSend(adminTestimonialListSchema, 'PUT', contentAdminPaths.testimonialsOrder(), { ids }),
  });
