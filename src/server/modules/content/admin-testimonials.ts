import type {
  AdminTestimonial,
  PublishInput,
  testimonialCreateSchema,
  testimonialUpdateSchema,
} from '@contracts/content-admin';
import { asc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { assertFresh, found, iso, nextUpdatedAt, planReorder } from './admin-common';
import { testimonials } from './schema';
import { toTestimonial, type TestimonialRow } from './service';

type TestimonialCreate = z.output<typeof testimonialCreateSchema>;
type TestimonialUpdate = z.output<typeof testimonialUpdateSchema>;

const NOT_FOUND = 'There is no testimonial with this id';

export function toAdminTestimonial(row: TestimonialRow): AdminTestimonial {
  return { ...toTestimonial(row), published: row.published, updatedAt: iso(row.updatedAt) };
}

/** Every testimonial, drafts included, in the site's order. */
export async function listAdminTestimonials(db: DbOrTx): Promise<AdminTestimonial[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.createdAt));
  return rows.map(toAdminTestimonial);
}

export async function getAdminTestimonial(db: Db, id: string): Promise<AdminTestimonial> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id));
  return toAdminTestimonial(found(row, NOT_FOUND));
}

const columns = (input: Omit<TestimonialCreate, 'published'>) => ({
  quote: input.quote,
  authorName: input.authorName,
  authorRole: input.authorRole,
  photo: input.photo,
});

/** A new testimonial, last in the order. */
export async function createTestimonial(db: Db, input: TestimonialCreate): Promise<AdminTestimonial> {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ order: max(testimonials.sortOrder) }).from(testimonials);
    const [row] = await tx
      .insert(testimonials)
      .values({ ...columns(input), published: input.published, sortOrder: (last?.order ?? 0) + 1 })
      .returning();
    return toAdminTestimonial(row!);
  });
}

export async function updateTestimonial(
  db: Db,
  id: string,
  input: TestimonialUpdate,
): Promise<AdminTestimonial> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
    assertFresh(found(current, NOT_FOUND).updatedAt, input.expectedUpdatedAt);
    const [row] = await tx
      .update(testimonials)
      .set({ ...columns(input), updatedAt: nextUpdatedAt(testimonials.updatedAt) })
      .where(eq(testimonials.id, id))
      .returning();
    return toAdminTestimonial(row!);
  });
}

export async function publishTestimonial(db: Db, id: string, input: PublishInput): Promise<AdminTestimonial> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
    assertFresh(found(current, NOT_FOUND).updatedAt, input.expectedUpdatedAt);
    const [row] = await tx
      .update(testimonials)
      .set({ published: input.published, updatedAt: nextUpdatedAt(testimonials.updatedAt) })
      .where(eq(testimonials.id, id))
      .returning();
    return toAdminTestimonial(row!);
  });
}

export async function deleteTestimonial(db: Db, id: string): Promise<void> {
  const deleted = await db
    .delete(testimonials)
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id });
  found(deleted[0], NOT_FOUND);
}

export async function reorderTestimonials(db: Db, ids: string[]): Promise<AdminTestimonial[]> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: testimonials.id, sortOrder: testimonials.sortOrder })
      .from(testimonials)
      .for('update');
    for (const change of planReorder(current, ids))
      await tx
        .update(testimonials)
        .set({ sortOrder: change.sortOrder, updatedAt: nextUpdatedAt(testimonials.updatedAt) })
        .where(eq(testimonials.id, change.id));
    return listAdminTestimonials(tx);
  });
}
