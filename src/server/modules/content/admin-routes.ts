import {
  profileInputSchema,
  projectCreateSchema,
  projectUpdateSchema,
  publishInputSchema,
  reorderInputSchema,
  testimonialCreateSchema,
  testimonialUpdateSchema,
} from '@contracts/content-admin';
import { Hono } from 'hono';
import type { Db } from '../../platform/db/client';
import type { AppEnv } from '../../platform/http';
import { adminCvRoutes } from './admin-cv-routes';
import { bodyOf, idParam } from './admin-http';
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
 * (drafts too), testimonials and the CV. Contract: src/contracts/content-admin.ts. The public endpoints
 * read the same tables on every request, so an edit shows on the next page load.
 */
export function contentAdminRoutes(deps: { db: Db }) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/profile', async (c) => c.json(await getAdminProfile(db)))
    .put('/profile', async (c) => c.json(await saveProfile(db, await bodyOf(c, profileInputSchema))))

    .get('/services', async (c) => c.json({ services: await listAdminContentServices(db) }))
    .put('/services/order', async (c) => {
      const { ids } = await bodyOf(c, reorderInputSchema);
      return c.json({ services: await reorderServices(db, ids) });
    })

    .get('/projects', async (c) => c.json({ projects: await listAdminProjects(db) }))
    .post('/projects', async (c) =>
      c.json(await createProject(db, await bodyOf(c, projectCreateSchema)), 201),
    )
    .put('/projects/order', async (c) => {
      const { ids } = await bodyOf(c, reorderInputSchema);
      return c.json({ projects: await reorderProjects(db, ids) });
    })
    .get('/projects/:id', async (c) => c.json(await getAdminProject(db, idParam(c))))
    .put('/projects/:id', async (c) => {
      const id = idParam(c);
      return c.json(await updateProject(db, id, await bodyOf(c, projectUpdateSchema)));
    })
    .post('/projects/:id/publish', async (c) => {
      const id = idParam(c);
      return c.json(await publishProject(db, id, await bodyOf(c, publishInputSchema)));
    })
    .delete('/projects/:id', async (c) => {
      await deleteProject(db, idParam(c));
      return c.json({ deleted: true as const });
    })

    .get('/testimonials', async (c) => c.json({ testimonials: await listAdminTestimonials(db) }))
    .post('/testimonials', async (c) =>
      c.json(await createTestimonial(db, await bodyOf(c, testimonialCreateSchema)), 201),
    )
    .put('/testimonials/order', async (c) => {
      const { ids } = await bodyOf(c, reorderInputSchema);
      return c.json({ testimonials: await reorderTestimonials(db, ids) });
    })
    .get('/testimonials/:id', async (c) => c.json(await getAdminTestimonial(db, idParam(c))))
    .put('/testimonials/:id', async (c) => {
      const id = idParam(c);
      return c.json(await updateTestimonial(db, id, await bodyOf(c, testimonialUpdateSchema)));
    })
    .post('/testimonials/:id/publish', async (c) => {
      const id = idParam(c);
      return c.json(await publishTestimonial(db, id, await bodyOf(c, publishInputSchema)));
    })
    .delete('/testimonials/:id', async (c) => {
      await deleteTestimonial(db, idParam(c));
      return c.json({ deleted: true as const });
    })

    .route('/cv', adminCvRoutes(deps));
}
