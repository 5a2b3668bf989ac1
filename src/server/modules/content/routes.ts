import { contentRoutes as api } from '@contracts/api/content';
import type { Db } from '../../platform/db/client';
import type { RecordGoal } from '../../platform/goals';
import { mountRoutes, route } from '../../platform/routes';
import { cvRoutes } from './cv-routes';
import {
  getProfile,
  getPublishedProject,
  listActiveServices,
  listPublishedProjects,
  listPublishedTestimonials,
} from './service';

/**
 * Public, read-only content. Cached briefly by browsers (a minute, then revalidated); the admin editor
 * (/api/admin/content) changes it and the server itself keeps no copy, so the next request reads the edit.
 */
export function contentRoutes(deps: { db: Db; siteUrl?: URL; goals?: RecordGoal; trustProxy?: boolean }) {
  const cache = 'public, max-age=60, stale-while-revalidate=300';
  return mountRoutes('/content', [
    route(api.profile, async (_, c) => {
      c.header('Cache-Control', cache);
      return getProfile(deps.db);
    }),
    route(api.services, async (_, c) => {
      c.header('Cache-Control', cache);
      return { services: await listActiveServices(deps.db) };
    }),
    route(api.projects, async (_, c) => {
      c.header('Cache-Control', cache);
      return { projects: await listPublishedProjects(deps.db) };
    }),
    route(api.testimonials, async (_, c) => {
      c.header('Cache-Control', cache);
      return { testimonials: await listPublishedTestimonials(deps.db) };
    }),
    route(api.project, async ({ params }, c) => {
      c.header('Cache-Control', cache);
      return getPublishedProject(deps.db, params.slug);
    }),
    // The CV and its PDF (cv-routes.ts).
    ...cvRoutes(deps),
  ]);
}
