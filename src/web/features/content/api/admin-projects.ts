import { contentAdminRoutes as api } from '@contracts/api/content-admin';
import type {
  AdminProject,
  AdminProjectSummary,
  ProjectCreateInput,
  ProjectUpdateInput,
} from '@contracts/content-admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { contentAdminKeys, refreshAfterWrite } from './admin-keys';
import { useReorder } from './admin-reorder';

export const adminProjectsQuery = () =>
  queryOptions({
    queryKey: contentAdminKeys.projects(),
    queryFn: async () => (await apiCall(api.projects)).projects,
  });

/** One project with every field (drafts too): the editor and the preview. */
export const adminProjectQuery = (id: string) =>
  queryOptions({
    queryKey: contentAdminKeys.project(id),
    queryFn: () => apiCall(api.project, { params: { id } }),
    enabled: id !== '',
  });

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      args: { id: null; input: ProjectCreateInput } | { id: string; input: ProjectUpdateInput },
    ): Promise<AdminProject> =>
      args.id === null
        ? apiCall(api.createProject, { body: args.input })
        : apiCall(api.saveProject, { params: { id: args.id }, body: args.input }),
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
      apiCall(api.publishProject, { params: { id: args.id }, body: { published: args.published } }),
    onSuccess: async (project) => {
      queryClient.setQueryData(contentAdminKeys.project(project.id), project);
      await refreshAfterWrite(queryClient, contentAdminKeys.projects());
    },
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(api.deleteProject, { params: { id } }),
    onSuccess: async (_done, id) => {
      queryClient.removeQueries({ queryKey: contentAdminKeys.project(id) });
      await refreshAfterWrite(queryClient, contentAdminKeys.projects());
    },
  });
}

export const useReorderProjects = () =>
  useReorder<AdminProjectSummary>({
    key: contentAdminKeys.projects(),
    send: async (ids) => (await apiCall(api.projectsOrder, { body: { ids } })).projects,
  });
