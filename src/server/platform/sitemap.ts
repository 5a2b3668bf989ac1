import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { getCv } from '../modules/content/cv-service';
import { projects, siteProfile } from '../modules/content/schema';
import type { Db } from './db/client';
import type { AppEnv } from './http';
import { INDEXABLE_PATHS, robotsTxt, sitemapXml, type SitemapPage } from './seo';

const CACHE = 'public, max-age=3600';

/** Every indexable page with its last change where the data knows it (projects, profile, CV). */
export async function sitemapPages(db: Db): Promise<SitemapPage[]> {
  const [published, [profile], cv] = await Promise.all([
    db
      .select({ slug: projects.slug, updatedAt: projects.updatedAt })
      .from(projects)
      .where(eq(projects.published, true))
      .orderBy(desc(projects.updatedAt)),
    db.select({ updatedAt: siteProfile.updatedAt }).from(siteProfile).where(eq(siteProfile.id, 1)),
    getCv(db).catch(() => null),
  ]);
  const latestProject = published[0]?.updatedAt;
  const known: Record<string, Date | undefined> = {
    '/': latestProject,
    '/projects': latestProject,
    '/app': profile?.updatedAt,
    '/biography': profile?.updatedAt,
    '/cv': cv && Date.parse(cv.updatedAt) > 0 ? new Date(cv.updatedAt) : undefined,
  };
  return [
    ...INDEXABLE_PATHS.map((path) => ({ path, lastmod: known[path] })),
    ...published.map((project) => ({ path: `/projects/${project.slug}`, lastmod: project.updatedAt })),
  ];
}

/** GET /robots.txt and GET /sitemap.xml, both naming SITE_URL (never the request's Host). */
export function seoRoutes(deps: { db: Db; siteUrl: URL }) {
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', CACHE);
      return c.text(robotsTxt(deps.siteUrl));
    })
    .get('/sitemap.xml', async (c) => {
      const xml = sitemapXml(deps.siteUrl, await sitemapPages(deps.db));
      c.header('Cache-Control', CACHE);
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(xml);
    });
}
