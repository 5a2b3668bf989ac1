import type { SeedSet } from '../../platform/db/seed';
import { seedCv } from './cv-seed';
import { projects, services, siteProfile } from './schema';
import { seedProfile, seedProjects, seedServices } from './seed-content';
import { seedTestimonialsSet } from './testimonials-seed';

/** The site profile, services and projects the owner replaces. */
export const contentSeedSet: SeedSet = {
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
};

/** The CV: sections, items and settings (salary shown), sample content in both languages. */
export const cvSeedSet: SeedSet = { name: 'cv-v1', apply: seedCv };

/** Sample testimonials, as drafts: the owner writes and publishes real ones (issue 5). */
export const testimonialsSeedSet: SeedSet = { name: 'testimonials-v1', apply: seedTestimonialsSet };
