import { createHash } from 'node:crypto';
import type { Cv, CvSection, LocalizedText } from '@contracts/content';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { cvItems, cvSections, cvSettings } from './cv-schema';
import { getProfile } from './service';

type ItemRow = typeof cvItems.$inferSelect;
const empty: LocalizedText = { es: '', en: '' };
const hasText = (text: LocalizedText) => text.es.trim() !== '' || text.en.trim() !== '';

function toSection(
  kind: string,
  title: LocalizedText,
  body: LocalizedText,
  items: ItemRow[],
): CvSection | null {
  switch (kind) {
    case 'objective':
      return { kind, title, body };
    case 'experience':
      return {
        kind,
        title,
        items: items
          .filter((item) => item.starts !== null)
          .map((item) => ({
            id: item.id,
            role: item.title,
            organisation: item.organisation,
            place: item.place,
            start: item.starts!,
            end: item.ends,
            summary: item.summary,
            highlights: item.highlights,
          })),
      };
    case 'education':
      return {
        kind,
        title,
        items: items.map((item) => ({
          id: item.id,
          degree: item.title,
          institution: item.organisation,
          place: item.place,
          start: item.starts,
          end: item.ends,
          note: item.note,
        })),
      };
    case 'technical':
    case 'creative':
    case 'marketing':
    case 'interpersonal':
      return {
        kind,
        title,
        items: items.map((item) => ({ id: item.id, name: item.title, level: item.level, note: item.note })),
      };
    default:
      return null;
  }
}

/**
 * The public CV: visible sections in order with their items, the person from the site profile, the
 * location and (when shown) the salary expectation. `version` hashes the content, so the PDF's cache and
 * ETag follow every change.
 */
export async function getCv(db: Db): Promise<Cv> {
  const profile = await getProfile(db);
  const [settings] = await db.select().from(cvSettings).where(eq(cvSettings.id, 1));
  const sections = await db
    .select()
    .from(cvSections)
    .where(eq(cvSections.visible, true))
    .orderBy(asc(cvSections.sortOrder), asc(cvSections.createdAt));
  const items =
    sections.length === 0
      ? []
      : await db
          .select()
          .from(cvItems)
          .where(
            inArray(
              cvItems.sectionId,
              sections.map((s) => s.id),
            ),
          )
          .orderBy(asc(cvItems.sortOrder), asc(cvItems.createdAt));

  const content = {
    person: {
      name: profile.name,
      headline: profile.headline,
      contactEmail: profile.contactEmail,
      links: profile.socialLinks,
    },
    location: settings?.location ?? { es: profile.location, en: profile.location },
    salaryExpectation:
      settings?.showSalary && hasText(settings.salaryExpectation) ? settings.salaryExpectation : null,
    sections: sections
      .map((s) =>
        toSection(
          s.kind,
          s.title,
          s.body ?? empty,
          items.filter((item) => item.sectionId === s.id),
        ),
      )
      .filter((s): s is CvSection => s !== null),
  };
  const times = [settings?.updatedAt, ...sections.map((s) => s.updatedAt), ...items.map((i) => i.updatedAt)]
    .filter((t): t is Date => t instanceof Date)
    .map((t) => t.getTime());
  const updatedAt = new Date(times.length ? Math.max(...times) : 0).toISOString();
  const version = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 20);
  return { version, updatedAt, ...content };
}
