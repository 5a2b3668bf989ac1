import type {
  AdminCv,
  AdminCvItem,
  AdminCvSection,
  AdminCvSettings,
  cvItemCreateSchema,
  cvSectionCreateSchema,
  cvSectionUpdateSchema,
  cvSettingsInputSchema,
} from '@contracts/content-admin';
import type { CvSectionKind } from '@contracts/content';
import { and, asc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import type { DbOrTx } from '../../platform/jobs/queue';
import { assertFresh, conflict, found, iso, nextUpdatedAt, planReorder } from './admin-common';
import { cvItems, cvSections, cvSettings } from './cv-schema';
import { getCv } from './cv-service';

type SectionRow = typeof cvSections.$inferSelect;
type ItemRow = typeof cvItems.$inferSelect;
type SectionCreate = z.output<typeof cvSectionCreateSchema>;
type SectionUpdate = z.output<typeof cvSectionUpdateSchema>;
type ItemInput = z.output<typeof cvItemCreateSchema> & { expectedUpdatedAt?: string };
type SettingsInput = z.output<typeof cvSettingsInputSchema>;

const NO_SECTION = 'There is no CV section with this id';
const NO_ITEM = 'There is no CV entry with this id';
/** The updatedAt of settings that were never saved (a database seeded without them). */
const NEVER = new Date(0);

function toAdminItem(row: ItemRow): AdminCvItem {
  return {
    id: row.id,
    updatedAt: iso(row.updatedAt),
    sectionId: row.sectionId,
    title: row.title,
    organisation: row.organisation,
    place: row.place,
    start: row.starts,
    end: row.ends,
    summary: row.summary,
    highlights: row.highlights,
    level: row.level,
    note: row.note,
    order: row.sortOrder,
  };
}

function toAdminSection(row: SectionRow, items: ItemRow[]): AdminCvSection {
  return {
    id: row.id,
    updatedAt: iso(row.updatedAt),
    kind: row.kind as CvSectionKind,
    title: row.title,
    body: row.body,
    visible: row.visible,
    order: row.sortOrder,
    items: items.filter((item) => item.sectionId === row.id).map(toAdminItem),
  };
}

async function sectionsWithItems(db: DbOrTx, sectionId?: string): Promise<AdminCvSection[]> {
  const sections = await db
    .select()
    .from(cvSections)
    .where(sectionId ? eq(cvSections.id, sectionId) : undefined)
    .orderBy(asc(cvSections.sortOrder), asc(cvSections.createdAt));
  const items = await db
    .select()
    .from(cvItems)
    .where(sectionId ? eq(cvItems.sectionId, sectionId) : undefined)
    .orderBy(asc(cvItems.sortOrder), asc(cvItems.createdAt));
  return sections.map((section) => toAdminSection(section, items));
}

async function sectionWithItems(db: DbOrTx, id: string): Promise<AdminCvSection> {
  const [section] = await sectionsWithItems(db, id);
  return found(section, NO_SECTION);
}

export async function getAdminCvSettings(db: DbOrTx): Promise<AdminCvSettings> {
  const [row] = await db.select().from(cvSettings).where(eq(cvSettings.id, 1));
  if (!row)
    return {
      updatedAt: iso(NEVER),
      location: { es: '', en: '' },
      salaryExpectation: { es: '', en: '' },
      showSalary: false,
    };
  return {
    updatedAt: iso(row.updatedAt),
    location: row.location,
    salaryExpectation: row.salaryExpectation,
    showSalary: row.showSalary,
  };
}

/** Every section (hidden ones too) with its entries, the settings and the public CV's version. */
export async function getAdminCv(db: Db): Promise<AdminCv> {
  const sections = await sectionsWithItems(db);
  const settings = await getAdminCvSettings(db);
  const { version } = await getCv(db);
  return { version, sections, settings };
}

export async function saveCvSettings(db: Db, input: SettingsInput): Promise<AdminCvSettings> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(cvSettings).where(eq(cvSettings.id, 1)).for('update');
    assertFresh(current?.updatedAt ?? NEVER, input.expectedUpdatedAt);
    const { expectedUpdatedAt: _, ...values } = input;
    if (current)
      await tx
        .update(cvSettings)
        .set({ ...values, updatedAt: nextUpdatedAt(cvSettings.updatedAt) })
        .where(eq(cvSettings.id, 1));
    else {
      // Two first saves at once: the second finds the row taken and is told it is stale.
      const inserted = await tx
        .insert(cvSettings)
        .values({ id: 1, ...values })
        .onConflictDoNothing()
        .returning({ id: cvSettings.id });
      if (inserted.length === 0)
        throw conflict(
          'This was changed elsewhere since you opened it. Reload to see the latest version.',
          'expectedUpdatedAt',
          'stale',
        );
    }
    return getAdminCvSettings(tx);
  });
}

export async function createCvSection(db: Db, input: SectionCreate): Promise<AdminCvSection> {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ order: max(cvSections.sortOrder) }).from(cvSections);
    const [row] = await tx
      .insert(cvSections)
      .values({ ...input, sortOrder: (last?.order ?? 0) + 1 })
      .onConflictDoNothing({ target: cvSections.kind })
      .returning();
    if (!row) throw conflict('The CV already has a section of this kind', 'kind', 'kind_taken');
    return toAdminSection(row, []);
  });
}

export async function updateCvSection(db: Db, id: string, input: SectionUpdate): Promise<AdminCvSection> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(cvSections).where(eq(cvSections.id, id)).for('update');
    assertFresh(found(current, NO_SECTION).updatedAt, input.expectedUpdatedAt);
    await tx
      .update(cvSections)
      .set({
        title: input.title,
        body: input.body,
        visible: input.visible,
        updatedAt: nextUpdatedAt(cvSections.updatedAt),
      })
      .where(eq(cvSections.id, id));
    return sectionWithItems(tx, id);
  });
}

/** Removes a section with its entries. */
export async function deleteCvSection(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(cvSections).where(eq(cvSections.id, id)).returning({ id: cvSections.id });
  found(deleted[0], NO_SECTION);
}

export async function reorderCvSections(db: Db, ids: string[]): Promise<AdminCv> {
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: cvSections.id, sortOrder: cvSections.sortOrder })
      .from(cvSections)
      .for('update');
    for (const change of planReorder(current, ids))
      await tx
        .update(cvSections)
        .set({ sortOrder: change.sortOrder, updatedAt: nextUpdatedAt(cvSections.updatedAt) })
        .where(eq(cvSections.id, change.id));
  });
  return getAdminCv(db);
}

/** What a section's kind needs of an entry: experience is dated (the public CV skips undated ones). */
function checkItemForKind(kind: string, input: ItemInput) {
  if (kind === 'objective')
    throw badRequest('The objective has no entries: write its text in the section', {
      sectionId: ['invalid_kind'],
    });
  if (kind === 'experience' && input.start === null)
    throw badRequest('An experience entry needs a start date', { start: ['required'] });
}

function itemColumns(input: ItemInput) {
  return {
    title: input.title,
    organisation: input.organisation,
    place: input.place,
    starts: input.start,
    ends: input.end,
    summary: input.summary,
    highlights: input.highlights,
    level: input.level,
    note: input.note,
  };
}

/** A new entry, last in its section. */
export async function createCvItem(db: Db, sectionId: string, input: ItemInput): Promise<AdminCvItem> {
  return db.transaction(async (tx) => {
    const [section] = await tx.select().from(cvSections).where(eq(cvSections.id, sectionId)).for('update');
    checkItemForKind(found(section, NO_SECTION).kind, input);
    const [last] = await tx
      .select({ order: max(cvItems.sortOrder) })
      .from(cvItems)
      .where(eq(cvItems.sectionId, sectionId));
    const [row] = await tx
      .insert(cvItems)
      .values({ ...itemColumns(input), sectionId, sortOrder: (last?.order ?? 0) + 1 })
      .returning();
    return toAdminItem(row!);
  });
}

export async function updateCvItem(db: Db, id: string, input: ItemInput): Promise<AdminCvItem> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(cvItems).where(eq(cvItems.id, id)).for('update');
    const item = found(current, NO_ITEM);
    assertFresh(item.updatedAt, input.expectedUpdatedAt);
    const [section] = await tx.select().from(cvSections).where(eq(cvSections.id, item.sectionId));
    checkItemForKind(found(section, NO_SECTION).kind, input);
    const [row] = await tx
      .update(cvItems)
      .set({ ...itemColumns(input), updatedAt: nextUpdatedAt(cvItems.updatedAt) })
      .where(eq(cvItems.id, id))
      .returning();
    return toAdminItem(row!);
  });
}

export async function deleteCvItem(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(cvItems).where(eq(cvItems.id, id)).returning({ id: cvItems.id });
  found(deleted[0], NO_ITEM);
}

export async function reorderCvItems(db: Db, sectionId: string, ids: string[]): Promise<AdminCvSection> {
  return db.transaction(async (tx) => {
    const [section] = await tx.select().from(cvSections).where(eq(cvSections.id, sectionId)).for('update');
    found(section, NO_SECTION);
    const current = await tx
      .select({ id: cvItems.id, sortOrder: cvItems.sortOrder })
      .from(cvItems)
      .where(eq(cvItems.sectionId, sectionId))
      .for('update');
    for (const change of planReorder(current, ids))
      await tx
        .update(cvItems)
        .set({ sortOrder: change.sortOrder, updatedAt: nextUpdatedAt(cvItems.updatedAt) })
        .where(and(eq(cvItems.id, change.id), eq(cvItems.sectionId, sectionId)));
    return sectionWithItems(tx, sectionId);
  });
}
