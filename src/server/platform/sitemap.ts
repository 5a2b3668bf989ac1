import { Hono } from 'hono';
import type { Db } from './db/client';
import type { AppEnv } from './http';
import { INDEXABLE_PATHS, robotsTxt, sitemapXml, type SitemapPage } from './seo';

const CACHE = 'public, max-age=3600';

/**
 * What a module adds to the sitemap: the last change of fixed pages it knows (by path) and pages of its own.
 * Modules define sources and app.ts passes them in, so the platform knows no module.
 */
export type SitemapSource = (
  db: Db,
) => Promise<{ lastmod?: Record<string, Date | undefined>; pages?: SitemapPage[] }>;

/** Every indexable page with its last change where the data knows it, then the sources' own pages. */
export async function sitemapPages(db: Db, sources: readonly SitemapSource[]): Promise<SitemapPage[]> {
  const found = await Promise.all(sources.map((source) => source(db)));
  const known: Record<string, Date | undefined> = Object.assign({}, ...found.map((f) => f.lastmod ?? {}));
  return [
    ...INDEXABLE_PATHS.map((path) => ({ path, lastmod: known[path] })),
    ...found.flatMap((f) => f.pages ?? []),
  ];
}

/** GET /robots.txt and GET /sitemap.xml, both naming SITE_URL (never the request's Host). */
export function seoRoutes(deps: { db: Db; siteUrl: URL; sitemapSources: readonly SitemapSource[] }) {
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', CACHE);
      return c.text(robotsTxt(deps.siteUrl));
    })
    .get('/sitemap.xml', async (c) => {
      const xml = sitemapXml(deps.siteUrl, await sitemapPages(deps.db, deps.sitemapSources));
      c.header('Cache-Control', CACHE);
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(xml);
    });
}
