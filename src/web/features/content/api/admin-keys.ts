// Query keys of the content admin API, and what a write must refresh: the admin lists and the public
// content queries (src/web/lib/content-queries.ts, all under ['content']) so the site shows the change.
import type { QueryClient } from '@tanstack/react-query';

export const contentAdminKeys = {
  all: ['admin', 'content'] as const,
  profile: () => [...contentAdminKeys.all, 'profile'] as const,
  services: () => [...contentAdminKeys.all, 'services'] as const,
  projects: () => [...contentAdminKeys.all, 'projects'] as const,
  project: (id: string) => [...contentAdminKeys.all, 'project', id] as const,
  testimonials: () => [...contentAdminKeys.all, 'testimonials'] as const,
  cv: () => [...contentAdminKeys.all, 'cv'] as const,
};

/** The public content queries (profile, services, projects, testimonials, CV). */
export const publicContentKey = ['content'] as const;

/** After a write: the admin query it touched and every public content query. */
export async function refreshAfterWrite(queryClient: QueryClient, key: readonly unknown[]): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: key }),
    queryClient.invalidateQueries({ queryKey: publicContentKey }),
  ]);
}
