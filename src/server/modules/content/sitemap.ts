import { desc, eq } from 'drizzle-orm';
import type { SitemapSource } from '../../platform/sitemap';
import { getCv } from './cv-service';
import { projects, siteProfile } from './schema';

/** The content's part of the sitemap: when projects, the profile and the CV last changed; published projects. */
export const contentSitemap: SitemapSource = async (db) => {
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
  return {
    lastmod: {
      '/': latestProject,
      '/projects': latestProject,
      '/app': profile?.updatedAt,
      '/biography': profile?.updatedAt,
      '/cv': cv && Date.parse(cv.updatedAt) > 0 ? new Date(cv.updatedAt) : undefined,
    },
    pages: published.map((project) => ({ path: `/projects/${project.slug}`, lastmod: project.updatedAt })),
  };
};
