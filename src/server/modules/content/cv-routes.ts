import { contentRoutes as api } from '@contracts/api/content';
import type { Language } from '@contracts/i18n';
import type { Db } from '../../platform/db/client';
import { goalVisitorOf, noGoals, type RecordGoal } from '../../platform/goals';
import { ifNoneMatchHits } from '../../platform/http';
import { route } from '../../platform/routes';
import { renderCvPdf } from './cv-pdf';
import { getCv } from './cv-service';

/** A file-name-safe slug of the owner's name: "Álex Rivera" → "alex-rivera". */
export function nameSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'estudio';
}

const PDF_CACHE_SIZE = 8;

/**
 * GET /cv (the whole CV, both languages) and GET /cv.pdf?lang=es|en (the PDF). A missing `lang` means
 * Spanish, the site's default; any other value is a 400. PDFs are kept in memory per (CV version,
 * language, site address), so a change to the CV or profile makes a new one on the next request.
 */
export function cvRoutes(deps: { db: Db; siteUrl?: URL; goals?: RecordGoal; trustProxy?: boolean }) {
  const pdfs = new Map<string, Promise<Buffer>>();
  const pdfFor = (cv: Awaited<ReturnType<typeof getCv>>, lang: Language, siteUrl: string) => {
    const key = `${cv.version}:${lang}:${siteUrl}`;
    let pdf = pdfs.get(key);
    if (!pdf) {
      // Versions other than the current one are stale: drop them.
      for (const old of pdfs.keys()) if (!old.startsWith(`${cv.version}:`)) pdfs.delete(old);
      if (pdfs.size >= PDF_CACHE_SIZE) pdfs.delete(pdfs.keys().next().value!);
      pdf = renderCvPdf(cv, lang, { siteUrl });
      pdf.catch(() => pdfs.delete(key));
      pdfs.set(key, pdf);
    }
    return pdf;
  };

  return [
    route(api.cv, async (_, c) => {
      const cv = await getCv(deps.db);
      const etag = `"cv-${cv.version}"`;
      c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300');
      c.header('ETag', etag);
      if (ifNoneMatchHits(c.req.header('if-none-match'), etag)) return c.body(null, 304);
      return cv;
    }),
    route(api.cvPdf, async ({ query }, c) => {
      const { lang } = query;
      const cv = await getCv(deps.db);
      const etag = `"cv-${cv.version}-${lang}"`;
      c.header('Cache-Control', 'public, max-age=0, must-revalidate');
      c.header('ETag', etag);
      if (ifNoneMatchHits(c.req.header('if-none-match'), etag)) return c.body(null, 304);
      const siteUrl = (deps.siteUrl ?? new URL(c.req.url)).origin;
      const pdf = await pdfFor(cv, lang, siteUrl);
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="cv-${nameSlug(cv.person.name)}-${lang}.pdf"`);
      c.header('Content-Length', String(pdf.length));
      // A download (not a 304 revalidation) is analytics' CV goal.
      await (deps.goals ?? noGoals)(deps.db, {
        goal: 'cv_downloaded',
        visitor: goalVisitorOf(c, deps.trustProxy ?? false),
      });
      return c.body(new Uint8Array(pdf));
    }),
  ];
}
