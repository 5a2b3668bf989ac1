import {
  adminProjectListSchema,
  adminProjectSchema,
  contentAdminPaths,
  deletedSchema,
  type AdminProject,
  type AdminProjectSummary,
  type ProjectCreateInput,
  type ProjectUpdateInput,
} from '@contracts/content-admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@web/lib/api';
import { contentAdminKeys, refreshAfterWrite } from './admin-keys';
import { useReorder } from './admin-reorder';

export const adminProjectsQuery = () =>
  queryOptions({
    queryKey: contentAdminKeys.projects(),
    queryFn: async () => (await apiGet(adminProjectListSchema, contentAdminPaths.projects())).projects,
  });

/** One project with every field (drafts too): the editor and the preview. */
export const adminProjectQuery = (id: string) =>
  queryOptions({
    queryKey: contentAdminKeys.project(id),
    queryFn: () => apiGet(adminProjectSchema, contentAdminPaths.project(id)),
    enabled: id !== '',
  });

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      args: { id: null; input: ProjectCreateInput } | { id: string; input: ProjectUpdateInput },
    ): Promise<AdminProject> =>
      args.id === null
        ? apiSend(adminProjectSchema, 'POST', contentAdminPaths.projects(), args.input)
        : apiSend(adminProjectSchema, 'PUT', contentAdminPaths.project(args.id), args.input),
    onSuccess: async (project) => {
      queryClient.setQueryData(contentAdminKeys.project(project.id), project);
      await refreshAfterWrite(queryClient, contentAdminKeys.projects());
    },
  });
}

export function usePublishProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { id: string; published: boolean }) =>
      apiSend(adminProjectSchema, 'POST', contentAdminPaths.projectPublish(args.id), {
        published: args.published,
      }),
    onSuccess: async (project) => {
      queryClient.setQueryData(contentAdminKeys.project(project.id), project);
      await refreshAfterWrite(queryClient, contentAdminKeys.projects());
    },
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(deletedSchema, 'DELETE', contentAdminPaths.project(id)),
    onSuccess: async (_done, id) => {
      queryClient.removeQueries({ queryKey: contentAdminKeys.project(id) });
      await refreshAfterWrite(queryClient, contentAdminKeys.projects());
    },
  });
}

export const useReorderProjects = () =>
  useReorder<AdminProjectSummary>({
    key: contentAdminKeys.projects(),
    send: async (ids) =>
      (await apiSend(adminProjectListSchema, 'PUT', contentAdminPaths.projectsOrder(), { ids })).projects,
  });
