import {
  adminCvItemSchema,
  adminCvSchema,
  adminCvSectionSchema,
  adminCvSettingsSchema,
  contentAdminPaths,
  deletedSchema,
  type AdminCv,
  type AdminCvItem,
  type AdminCvSection,
  type CvItemCreateInput,
  type CvItemUpdateInput,
  type CvSectionCreateInput,
  type CvSectionUpdateInput,
  type CvSettingsInput,
} from '@contracts/content-admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '@web/lib/api';
import { contentAdminKeys, refreshAfterWrite } from './admin-keys';
import { useReorder } from './admin-reorder';

export const adminCvQuery = () =>
  queryOptions({
    queryKey: contentAdminKeys.cv(),
    queryFn: () => apiGet(adminCvSchema, contentAdminPaths.cv()),
  });

/** Every CV write refreshes the whole CV (sections, items and settings come in one answer). */
function useCvWrite<Args, Result>(fn: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => refreshAfterWrite(queryClient, contentAdminKeys.cv()),
  });
}

export const useSaveCvSettings = () =>
  useCvWrite((input: CvSettingsInput) =>
    apiSend(adminCvSettingsSchema, 'PUT', contentAdminPaths.cvSettings(), input),
  );

export const useSaveCvSection = () =>
  useCvWrite(
    (
      args: { id: null; input: CvSectionCreateInput } | { id: string; input: CvSectionUpdateInput },
    ): Promise<AdminCvSection> =>
      args.id === null
        ? apiSend(adminCvSectionSchema, 'POST', contentAdminPaths.cvSections(), args.input)
        : apiSend(adminCvSectionSchema, 'PUT', contentAdminPaths.cvSection(args.id), args.input),
  );

export const useDeleteCvSection = () =>
  useCvWrite((id: string) => apiSend(deletedSchema, 'DELETE', contentAdminPaths.cvSection(id)));

export const useSaveCvItem = () =>
  useCvWrite(
    (
      args:
        { id: null; sectionId: string; input: CvItemCreateInput } | { id: string; input: CvItemUpdateInput },
    ): Promise<AdminCvItem> =>
      args.id === null
        ? apiSend(adminCvItemSchema, 'POST', contentAdminPaths.cvSectionItems(args.sectionId), args.input)
        : apiSend(adminCvItemSchema, 'PUT', contentAdminPaths.cvItem(args.id), args.input),
  );

export const useDeleteCvItem = () =>
  useCvWrite((id: string) => apiSend(deletedSchema, 'DELETE', contentAdminPaths.cvItem(id)));

export const useReorderCvSections = () =>
  useReorder<AdminCvSection>({
    key: contentAdminKeys.cv(),
    send: (ids) => apiSend(z.unknown(), 'PUT', contentAdminPaths.cvSectionsOrder(), { ids }),
    select: {
      get: (data) => (data as AdminCv).sections,
      set: (data, sections) => ({ ...(data as AdminCv), sections }),
    },
  });

/** Items move inside their section. */
export const useReorderCvItems = (sectionId: string) =>
  useReorder<AdminCvItem>({
    key: contentAdminKeys.cv(),
    send: (ids) => apiSend(z.unknown(), 'PUT', contentAdminPaths.cvSectionItemsOrder(sectionId), { ids }),
    select: {
      get: (data) => (data as AdminCv).sections.find((section) => section.id === sectionId)?.items ?? [],
      set: (data, items) => ({
        ...(data as AdminCv),
        sections: (data as AdminCv).sections.map((section) =>
          section.id === sectionId ? { ...section, items } : section,
        ),
      }),
    },
  });
