import { slugSchema } from '@contracts/content';
import { Hono } from 'hono';
import type { Db } from '../../platform/db/client';
import type { RecordGoal } from '../../platform/goals';
import { parseInput, type AppEnv } from '../../platform/http';
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
  return (
    new Hono<AppEnv>()
      .get('/profile', async (c) => {
        c.header('Cache-Control', cache);
        return c.json(await getProfile(deps.db));
      })
      .get('/services', async (c) => {
        c.header('Cache-Control', cache);
        return c.json({ services: await listActiveServices(deps.db) });
      })
      .get('/projects', async (c) => {
        c.header('Cache-Control', cache);
        return c.json({ projects: await listPublishedProjects(deps.db) });
      })
      .get('/testimonials', async (c) => {
        c.header('Cache-Control', cache);
        return c.json({ testimonials: await listPublishedTestimonials(deps.db) });
      })
      .get('/projects/:slug', async (c) => {
        const slug = parseInput(slugSchema, c.req.param('slug'), 'slug');
        c.header('Cache-Control', cache);
        return c.json(await getPublishedProject(deps.db, slug));
      })
      // The CV and its PDF (cv-routes.ts).
      .route('/', cvRoutes(deps))
  );
}
