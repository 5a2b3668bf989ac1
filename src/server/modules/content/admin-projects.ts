import type {
  AdminProject,
  AdminProjectSummary,
  projectCreateSchema,
  projectUpdateSchema,
  PublishInput,
} from '@contracts/content-admin';
import { and, asc, eq, max, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import {
  assertFresh,
  conflict,
  found,
  isUniqueViolation,
  iso,
  nextUpdatedAt,
  planReorder,
} from './admin-common';
import { projects } from './schema';
import { toProject, toSummary, type ProjectRow } from './service';

type ProjectCreate = z.output<typeof projectCreateSchema>;
type ProjectUpdate = z.output<typeof projectUpdateSchema>;

const NOT_FOUND = 'There is no project with this id';
const slugTaken = () => conflict('Another project already uses this address', 'slug', 'slug_taken');

export function toAdminSummary(row: ProjectRow): AdminProjectSummary {
  return { ...toSummary(row), id: row.id, published: row.published, updatedAt: iso(row.updatedAt) };
}

export function toAdminProject(row: ProjectRow): AdminProject {
  return {
    ...toProject(row),
    id: row.id,
    published: row.published,
    updatedAt: iso(row.updatedAt),
    createdAt: iso(row.createdAt),
  };
}

/** Every project, drafts included, in the site's order. */
export async function listAdminProjects(db: DbOrTx): Promise<AdminProjectSummary[]> {
  const rows = await db.select().from(projects).orderBy(asc(projects.sortOrder), asc(projects.createdAt));
  return rows.map(toAdminSummary);
}

export async function getAdminProject(db: Db, id: string): Promise<AdminProject> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return toAdminProject(found(row, NOT_FOUND));
}

async function assertSlugFree(tx: DbOrTx, slug: string, exceptId?: string) {
  const [other] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(exceptId ? and(eq(projects.slug, slug), ne(projects.id, exceptId)) : eq(projects.slug, slug));
  if (other) throw slugTaken();
}

/** A unique violation that slipped past the check (two saves at once) is the same 409. */
async function mappingSlugRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

function columns(input: Omit<ProjectCreate, 'published'>) {
  return {
    slug: input.slug,
    category: input.category,
    year: input.year,
    tags: input.tags,
    title: input.title,
    summary: input.summary,
    cover: input.cover,
    challenge: input.challenge,
    solution: input.solution,
    results: input.results,
    gallery: input.gallery,
    links: input.links,
  };
}

/** A new project, last in the order. */
export async function createProject(db: Db, input: ProjectCreate): Promise<AdminProject> {
  return mappingSlugRace(() =>
    db.transaction(async (tx) => {
      await assertSlugFree(tx, input.slug);
      const [last] = await tx.select({ order: max(projects.sortOrder) }).from(projects);
      const [row] = await tx
        .insert(projects)
        .values({ ...columns(input), published: input.published, sortOrder: (last?.order ?? 0) + 1 })
        .returning();
      return toAdminProject(row!);
    }),
  );
}

export async function updateProject(db: Db, id: string, input: ProjectUpdate): Promise<AdminProject> {
  return mappingSlugRace(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
      assertFresh(found(current, NOT_FOUND).updatedAt, input.expectedUpdatedAt);
      await assertSlugFree(tx, input.slug, id);
      const [row] = await tx
        .update(projects)
        .set({ ...columns(input), updatedAt: nextUpdatedAt(projects.updatedAt) })
        .where(eq(projects.id, id))
        .returning();
      return toAdminProject(row!);
    }),
  );
}

export async function publishProject(db: Db, id: string, input: PublishInput): Promise<AdminProject> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
    assertFresh(found(current, NOT_FOUND).updatedAt, input.expectedUpdatedAt);
    const [row] = await tx
      .update(projects)
      .set({ published: input.published, updatedAt: nextUpdatedAt(projects.updatedAt) })
      .where(eq(projects.id, id))
      .returning();
    return toAdminProject(row!);
  });
}

export async function deleteProject(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
  found(deleted[0], NOT_FOUND);
}

/** Puts every project in the order of `ids` (the whole list); answers the new list. */
export async function reorderProjects(db: Db, ids: string[]): Promise<AdminProjectSummary[]> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: projects.id, sortOrder: projects.sortOrder })
      .from(projects)
      .for('update');
    for (const change of planReorder(current, ids))
      await tx
        .update(projects)
        .set({ sortOrder: change.sortOrder, updatedAt: nextUpdatedAt(projects.updatedAt) })
        .where(eq(projects.id, change.id));
    return listAdminProjects(tx);
  });
}
