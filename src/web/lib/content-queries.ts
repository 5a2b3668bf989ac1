// Query options for the public content API, shared by every feature that shows it and by server rendering.
import {
  cvSchema,
  projectListSchema,
  projectSchema,
  serviceListSchema,
  siteProfileSchema,
} from '@contracts/content';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';

/** Query options shared by the screens and by server rendering (which prefetches them). */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['content', 'profile'],
    queryFn: () => apiGet(siteProfileSchema, '/api/content/profile'),
  });

export const servicesQuery = () =>
  queryOptions({
    queryKey: ['content', 'services'],
    queryFn: async () => (await apiGet(serviceListSchema, '/api/content/services')).services,
  });

export const projectsQuery = () =>
  queryOptions({
    queryKey: ['content', 'projects'],
    queryFn: async () => (await apiGet(projectListSchema, '/api/content/projects')).projects,
  });

export const projectQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'projects', slug],
    queryFn: () => apiGet(projectSchema, `/api/content/projects/${encodeURIComponent(slug)}`),
  });

/** The whole CV (both languages); the screen picks the current one. */
export const cvQuery = () =>
  queryOptions({
    queryKey: ['content', 'cv'],
    queryFn: () => apiGet(cvSchema, '/api/content/cv'),
  });
