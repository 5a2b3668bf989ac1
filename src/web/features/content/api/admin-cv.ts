import { contentAdminCvRoutes as api } from '@contracts/api/content-admin-cv';
import type {
  AdminCv,
  AdminCvItem,
  AdminCvSection,
  CvItemCreateInput,
  CvItemUpdateInput,
  CvSectionCreateInput,
  CvSectionUpdateInput,
  CvSettingsInput,
} from '@contracts/content-admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { contentAdminKeys, refreshAfterWrite } from './admin-keys';
import { useReorder } from './admin-reorder';

export const adminCvQuery = () =>
  queryOptions({
    queryKey: contentAdminKeys.cv(),
    queryFn: () => apiCall(api.cv),
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
  useCvWrite((input: CvSettingsInput) => apiCall(api.saveSettings, { body: input }));

export const useSaveCvSection = () =>
  useCvWrite(
    (
      args: { id: null; input: CvSectionCreateInput } | { id: string; input: CvSectionUpdateInput },
    ): Promise<AdminCvSection> =>
      args.id === null
        ? apiCall(api.createSection, { body: args.input })
        : apiCall(api.saveSection, { params: { id: args.id }, body: args.input }),
  );

export const useDeleteCvSection = () =>
  useCvWrite((id: string) => apiCall(api.deleteSection, { params: { id } }));

export const useSaveCvItem = () =>
  useCvWrite(
    (
      args:
        { id: null; sectionId: string; input: CvItemCreateInput } | { id: string; input: CvItemUpdateInput },
    ): Promise<AdminCvItem> =>
      args.id === null
        ? apiCall(api.createItem, { params: { sectionId: args.sectionId }, body: args.input })
        : apiCall(api.saveItem, { params: { id: args.id }, body: args.input }),
  );

export const useDeleteCvItem = () => useCvWrite((id: string) => apiCall(api.deleteItem, { params: { id } }));

export const useReorderCvSections = () =>
  useReorder<AdminCvSection>({
    key: contentAdminKeys.cv(),
    send: (ids) => apiCall(api.sectionsOrder, { body: { ids } }),
    select: {
      get: (data) => (data as AdminCv).sections,
      set: (data, sections) => ({ ...(data as AdminCv), sections }),
    },
  });

/** Items move inside their section. */
export const useReorderCvItems = (sectionId: string) =>
  useReorder<AdminCvItem>({
    key: contentAdminKeys.cv(),
    send: (ids) => apiCall(api.itemsOrder, { params: { sectionId }, body: { ids } }),
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
