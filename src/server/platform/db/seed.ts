import type { Db } from './client';
import { seedHistory } from './meta-schema';

/**
 * One named set of sample data. Modules define their sets; the composition root (src/server/seeds.ts) lists
 * them in order, so the platform knows no module. A set never changes once shipped; later ones are appended.
 */
export interface SeedSet {
  name: string;
  apply: (tx: Db) => Promise<void>;
}

/**
 * Applies each seed set once, recorded in seed_history in the same transaction: running it again
 * changes nothing, and content the owner deleted does not come back on the next start.
 */
export async function applySeedSets(db: Db, seedSets: readonly SeedSet[]): Promise<string[]> {
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
