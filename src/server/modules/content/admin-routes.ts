import { contentAdminRoutes as api } from '@contracts/api/content-admin';
import { Hono } from 'hono';
import type { Db } from '../../platform/db/client';
import type { AppEnv } from '../../platform/http';
import { mountRoutes, route } from '../../platform/routes';
import { adminCvRoutes } from './admin-cv-routes';
import { getAdminProfile, listAdminContentServices, reorderServices, saveProfile } from './admin-profile';
import {
  createProject,
  deleteProject,
  getAdminProject,
  listAdminProjects,
  publishProject,
  reorderProjects,
  updateProject,
} from './admin-projects';
import {
  createTestimonial,
  deleteTestimonial,
  getAdminTestimonial,
  listAdminTestimonials,
  publishTestimonial,
  reorderTestimonials,
  updateTestimonial,
} from './admin-testimonials';

/**
 * /api/admin/content (behind the admin gate in app.ts): the profile, the services' order, projects
 * (drafts too), testimonials and the CV. Contracts: src/contracts/api/content-admin.ts and
 * content-admin-cv.ts. The public endpoints read the same tables on every request, so an edit shows on the
 * next page load.
 */
export function contentAdminRoutes(deps: { db: Db }) {
  const { db } = deps;
  // Never cached, errors included (set after the handler, so it holds for every answer).
  const app = new Hono<AppEnv>().use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return mountRoutes(
    '/admin/content',
    [
      route(api.profile, () => getAdminProfile(db)),
      route(api.saveProfile, ({ body }) => saveProfile(db, body)),

      route(api.services, async () => ({ services: await listAdminContentServices(db) })),
      route(api.servicesOrder, async ({ body }) => ({ services: await reorderServices(db, body.ids) })),

      // Fixed paths (…/order) before the {id} ones that would match them.
      route(api.projects, async () => ({ projects: await listAdminProjects(db) })),
      route(api.createProject, ({ body }) => createProject(db, body)),
      route(api.projectsOrder, async ({ body }) => ({ projects: await reorderProjects(db, body.ids) })),
      route(api.project, ({ params }) => getAdminProject(db, params.id)),
      route(api.saveProject, ({ params, body }) => updateProject(db, params.id, body)),
      route(api.publishProject, ({ params, body }) => publishProject(db, params.id, body)),
      route(api.deleteProject, async ({ params }) => {
        await deleteProject(db, params.id);
        return { deleted: true as const };
      }),

      route(api.testimonials, async () => ({ testimonials: await listAdminTestimonials(db) })),
      route(api.createTestimonial, ({ body }) => createTestimonial(db, body)),
      route(api.testimonialsOrder, async ({ body }) => ({
        testimonials: await reorderTestimonials(db, body.ids),
      })),
      route(api.testimonial, ({ params }) => getAdminTestimonial(db, params.id)),
      route(api.saveTestimonial, ({ params, body }) => updateTestimonial(db, params.id, body)),
      route(api.publishTestimonial, ({ params, body }) => publishTestimonial(db, params.id, body)),
      route(api.deleteTestimonial, async ({ params }) => {
        await deleteTestimonial(db, params.id);
        return { deleted: true as const };
      }),

      ...adminCvRoutes(deps),
    ],
    app,
  );
}
