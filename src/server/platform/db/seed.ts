import type { Db } from './client';
import { seedHistory } from './meta-schema';
import { projects, services, siteProfile } from '../../modules/content/schema';
import { seedProfile, seedProjects, seedServices } from './seed-content';
import { checkDefinition } from '../../modules/diagnostic/definition';
import { questionnaireV1 } from '../../modules/diagnostic/questionnaire-v1';
import { diagnosticVersions } from '../../modules/diagnostic/schema';
import { seedBooking } from '../../modules/booking/seed';
import { seedRental } from '../../modules/rental/seed';
import { seedCv } from '../../modules/content/cv-seed';
import { seedTestimonialsSet } from '../../modules/content/testimonials-seed';

interface SeedSet {
  name: string;
  apply: (tx: Db) => Promise<void>;
}

/** Sample content the owner replaces. Later issues append sets; a set never changes once shipped. */
const seedSets: SeedSet[] = [
  {
    name: 'content-v1',
    async apply(tx) {
      await tx
        .insert(siteProfile)
        .values({ id: 1, ...seedProfile })
        .onConflictDoNothing();
      await tx
        .insert(services)
        .values(seedServices.map(({ order, ...service }) => ({ ...service, sortOrder: order })))
        .onConflictDoNothing();
      await tx
        .insert(projects)
        .values(
          seedProjects.map(({ order, ...project }) => ({ ...project, sortOrder: order, published: true })),
        )
        .onConflictDoNothing();
    },
  },
  {
    // The personal-brand diagnostic, version 1: questions, weights, levels and recommendations as data.
    name: 'diagnostic-v1',
    async apply(tx) {
      await tx
        .insert(diagnosticVersions)
        .values({ id: questionnaireV1.version, definition: checkDefinition(questionnaireV1) })
        .onConflictDoNothing();
    },
  },
  {
    // Booking: weekly hours, the free consultation, paid sessions and the La Mansión property visit.
    name: 'booking-v1',
    apply: seedBooking,
  },
  {
    // The CV: sections, items and settings (salary shown), sample content in both languages.
    name: 'cv-v1',
    apply: seedCv,
  },
  {
    // Sample testimonials, as drafts: the owner writes and publishes real ones (issue 5).
    name: 'testimonials-v1',
    apply: seedTestimonialsSet,
  },
  {
    // La Mansión's terms: nightly rate, cleaning fee, taxes, minimum nights, house rules (issue 7).
    name: 'rental-v1',
    apply: seedRental,
  },
];

/**
 * Applies each seed set once, recorded in seed_history in the same transaction: running it again
 * changes nothing, and content the owner deleted does not come back on the next start.
 */
export async function seed(db: Db): Promise<string[]> {
  const applied: string[] = [];
  for (const set of seedSets) {
    const done = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(seedHistory)
        .values({ name: set.name })
        .onConflictDoNothing()
        .returning({ name: seedHistory.name });
      if (inserted.length === 0) return false;
      await set.apply(tx as unknown as Db);
      return true;
    });
    if (done) applied.push(set.name);
  }
  return applied;
}
