import type { AdminContentService, AdminProfile, profileInputSchema } from '@contracts/content-admin';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { assertFresh, found, iso, nextUpdatedAt, planReorder } from './admin-common';
import { services, siteProfile } from './schema';

type ProfileInput = z.output<typeof profileInputSchema>;
type ProfileRow = typeof siteProfile.$inferSelect;
type ServiceRow = typeof services.$inferSelect;

const NO_PROFILE = 'The site profile has not been set up';

function toAdminProfile(row: ProfileRow): AdminProfile {
  return {
    name: row.name,
    headline: row.headline,
    shortBio: row.shortBio,
    longBio: row.longBio,
    portrait: row.portrait ?? null,
    location: row.location,
    contactEmail: row.contactEmail,
    socialLinks: row.socialLinks,
    updatedAt: iso(row.updatedAt),
  };
}

export async function getAdminProfile(db: Db): Promise<AdminProfile> {
  const [row] = await db.select().from(siteProfile).where(eq(siteProfile.id, 1));
  return toAdminProfile(found(row, NO_PROFILE));
}

/** Saves the whole profile (the CV shows part of it, so its version follows). */
export async function saveProfile(db: Db, input: ProfileInput): Promise<AdminProfile> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(siteProfile).where(eq(siteProfile.id, 1)).for('update');
    assertFresh(found(current, NO_PROFILE).updatedAt, input.expectedUpdatedAt);
    const { expectedUpdatedAt: _, ...values } = input;
    const [row] = await tx
      .update(siteProfile)
      .set({ ...values, updatedAt: nextUpdatedAt(siteProfile.updatedAt) })
      .where(eq(siteProfile.id, 1))
      .returning();
    return toAdminProfile(row!);
  });
}

function toAdminService(row: ServiceRow): AdminContentService {
  return {
    id: row.id,
    updatedAt: iso(row.updatedAt),
    slug: row.slug,
    kind: row.kind,
    name: row.name,
    description: row.description,
    includes: row.includes,
    active: row.active,
    bookable: row.bookable,
    order: row.sortOrder,
  };
}

/**
 * Every service (inactive and rentals too) in the site's order. Their fields are edited through
 * booking's admin API; content owns only the order here.
 */
export async function listAdminContentServices(db: DbOrTx): Promise<AdminContentService[]> {
  const rows = await db.select().from(services).orderBy(asc(services.sortOrder), asc(services.createdAt));
  return rows.map(toAdminService);
}

export async function reorderServices(db: Db, ids: string[]): Promise<AdminContentService[]> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: services.id, sortOrder: services.sortOrder })
      .from(services)
      .for('update');
    for (const change of planReorder(current, ids))
      await tx
        .update(services)
        .set({ sortOrder: change.sortOrder, updatedAt: nextUpdatedAt(services.updatedAt) })
        .where(eq(services.id, change.id));
    return listAdminContentServices(tx);
  });
}
