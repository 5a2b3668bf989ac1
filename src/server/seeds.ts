import type { Db } from './platform/db/client';
import { applySeedSets, type SeedSet } from './platform/db/seed';
import { bookingSeedSet } from './modules/booking';
import { contentSeedSet, cvSeedSet, testimonialsSeedSet } from './modules/content';
import { diagnosticSeedSet } from './modules/diagnostic';
import { rentalSeedSet } from './modules/rental';

/** Every module's sample data, in the order they shipped (booking's services come from content's). */
export const seedSets: readonly SeedSet[] = [
  contentSeedSet,
  diagnosticSeedSet,
  bookingSeedSet,
  cvSeedSet,
  testimonialsSeedSet,
  rentalSeedSet,
];

/** Applies the sets not yet applied; answers the names it applied. */
export function seed(db: Db): Promise<string[]> {
  return applySeedSets(db, seedSets);
}
