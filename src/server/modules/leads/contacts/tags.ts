import type { ContactTag, ContactView, TagInput, ViewInput } from '@contracts/contacts';
import { savedViewSchema } from '@contracts/contacts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { AppError, notFound } from '../../../platform/errors';
import { contactTags, contactViews, leadTags } from '../schema';

/** A unique-name clash (a tag or a view) is a field error, not a 500. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505');

const duplicate = (what: string) =>
  new AppError(409, 'conflict', `A ${what} with this name already exists`, { name: ['duplicate'] });

export async function listTags(db: Db): Promise<ContactTag[]> {
  const rows = await db
    .select({
      id: contactTags.id,
      name: contactTags.name,
      color: contactTags.color,
      count: sql<number>`(select count(*)::int from lead_tags lt where lt.tag_id = ${contactTags.id})`,
    })
    .from(contactTags)
    .orderBy(asc(sql`lower(${contactTags.name})`));
  return rows.map((r) => ({ ...r, color: r.color as ContactTag['color'], count: Number(r.count) }));
}

export async function createTag(db: Db, input: TagInput): Promise<ContactTag> {
  try {
    const [row] = await db.insert(contactTags).values(input).returning();
    return { id: row!.id, name: row!.name, color: input.color, count: 0 };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('tag');
    throw error;
  }
}

export async function updateTag(db: Db, id: string, input: TagInput): Promise<ContactTag> {
  try {
    const [row] = await db.update(contactTags).set(input).where(eq(contactTags.id, id)).returning();
    if (!row) throw notFound('There is no such tag');
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('tag');
    throw error;
  }
  return (await listTags(db)).find((t) => t.id === id)!;
}

/** Deletes a tag; the contacts keep everything else. */
export async function deleteTag(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(contactTags).where(eq(contactTags.id, id)).returning({ id: contactTags.id });
  if (!row) throw notFound('There is no such tag');
}

/** Removes one tag from one contact (the detail sheet's chip). */
export async function untagContact(db: Db, leadId: string, tagId: string): Promise<void> {
  await db.delete(leadTags).where(sql`${leadTags.leadId} = ${leadId} and ${leadTags.tagId} = ${tagId}`);
}

export async function listViews(db: Db): Promise<ContactView[]> {
  const rows = await db
    .select()
    .from(contactViews)
    .orderBy(asc(sql`lower(${contactViews.name})`));
  // A view saved by an older screen that no longer parses is left out, not a 500.
  return rows.flatMap((r) => {
    const view = savedViewSchema.safeParse(r.view);
    return view.success ? [{ id: r.id, name: r.name, view: view.data }] : [];
  });
}

/** Saves a view under its name; the same name (any case) replaces that view. */
export async function saveView(db: Db, input: ViewInput): Promise<ContactView> {
  const [existing] = await db
    .select({ id: contactViews.id })
    .from(contactViews)
    .where(sql`lower(${contactViews.name}) = lower(${input.name})`);
  if (existing) {
    await db
      .update(contactViews)
      .set({ name: input.name, view: input.view, updatedAt: sql`now()` })
      .where(eq(contactViews.id, existing.id));
    return { id: existing.id, name: input.name, view: input.view };
  }
  try {
    const [row] = await db.insert(contactViews).values({ name: input.name, view: input.view }).returning();
    return { id: row!.id, name: row!.name, view: input.view };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('view');
    throw error;
  }
}

export async function deleteView(db: Db, id: string): Promise<void> {
  const [row] = await db
    .delete(contactViews)
    .where(eq(contactViews.id, id))
    .returning({ id: contactViews.id });
  if (!row) throw notFound('There is no such view');
}
