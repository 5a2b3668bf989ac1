import { isCalendarDay, isInstant } from '@contracts/calendar-day';
import {
  dimensionIds,
  levelIds,
  type AdminResultDetail,
  type AdminResultFilters,
  type AdminResultRow,
  type DimensionId,
  type Distribution,
  type LevelId,
} from '@contracts/diagnostic';
import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import { leadWithEvents } from '../leads';
import { diagnosticResults as r } from './schema';
import { versionById } from './service';
import { csvDocument, csvField } from '../../platform/csv';

// The tests check the field rules through this module.
export { csvField };

const BUSINESS_TZ = 'America/Mexico_City';

const dimensionScore = (dimension: DimensionId) =>
  sql<number>`((${r.scores}->'dimensions'->>${dimension})::int)`;

/**
 * from/to: a YYYY-MM-DD day (in Mexico City, inclusive) or an instant, as the filters' schema
 * (dayOrInstantSchema) let it through; anything else is a 400 here too, for callers that skip the schema.
 */
function dateBound(value: string, field: 'from' | 'to'): SQL {
  if (isCalendarDay(value))
    return field === 'from'
      ? sql`${r.createdAt} >= (${value}::date::timestamp at time zone ${BUSINESS_TZ})`
      : sql`${r.createdAt} < ((${value}::date + 1)::timestamp at time zone ${BUSINESS_TZ})`;
  if (!isInstant(value)) throw badRequest('Not a valid date', { [field]: ['invalid_date'] });
  const iso = new Date(value).toISOString();
  return field === 'from'
    ? sql`${r.createdAt} >= ${iso}::timestamptz`
    : sql`${r.createdAt} <= ${iso}::timestamptz`;
}

function conditions(filters: AdminResultFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.level) where.push(eq(r.level, filters.level));
  if (filters.from) where.push(dateBound(filters.from, 'from'));
  if (filters.to) where.push(dateBound(filters.to, 'to'));
  if (filters.minScore !== undefined) where.push(gte(r.overall, filters.minScore));
  if (filters.maxScore !== undefined) where.push(lte(r.overall, filters.maxScore));
  if (filters.dimensionMin !== undefined && !filters.dimension)
    throw badRequest('dimensionMin needs a dimension', { dimension: ['required'] });
  if (filters.dimension && filters.dimensionMin !== undefined)
    where.push(sql`${dimensionScore(filters.dimension)} >= ${filters.dimensionMin}`);
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(or(ilike(r.name, like), ilike(r.email, like), ilike(r.company, like)));
  }
  return and(...where);
}

function orderBy(filters: AdminResultFilters): SQL[] {
  const direction = filters.order === 'asc' ? asc : desc;
  const key = filters.sort;
  const column: SQL | AnyPgColumn =
    key === 'createdAt'
      ? r.createdAt
      : key === 'overall'
        ? r.overall
        : key === 'name'
          ? sql`lower(${r.name})`
          : key === 'email'
            ? r.email
            : key === 'level'
              ? sql`array_position(array['emerging','developing','established','leading']::text[], ${r.level})`
              : dimensionScore(key);
  // A stable order for pages: newest first, then id.
  return [direction(column), desc(r.createdAt), asc(r.id)];
}

type Row = typeof r.$inferSelect;

function toRow(row: Row): AdminResultRow {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    name: row.name,
    email: row.email,
    company: row.company,
    role: row.role,
    language: row.language as 'es' | 'en',
    overall: row.overall,
    level: row.level as LevelId,
    dimensions: row.scores.dimensions,
    leadId: row.leadId,
    shared: row.sharedAt !== null,
  };
}

export async function listResults(
  db: Db,
  filters: AdminResultFilters,
): Promise<{ results: AdminResultRow[]; total: number }> {
  const where = conditions(filters);
  const rows = await db
    .select()
    .from(r)
    .where(where)
    .orderBy(...orderBy(filters))
    .limit(filters.limit)
    .offset(filters.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(r)
    .where(where);
  return { results: rows.map(toRow), total: Number(count?.total ?? 0) };
}

export async function resultDetail(db: Db, id: string): Promise<AdminResultDetail> {
  const [row] = await db.select().from(r).where(eq(r.id, id));
  if (!row) throw notFound('There is no such result');
  const version = await versionById(db, row.version);
  const questions = version?.definition.questions ?? [];
  const answers = questions
    .filter((q) => q.id in row.answers)
    .map((q) => {
      const value = row.answers[q.id]!;
      const chosen = q.kind === 'likert' ? [String(value)] : Array.isArray(value) ? value : [String(value)];
      return {
        questionId: q.id,
        dimension: q.dimension,
        prompt: q.prompt,
        value,
        labels: q.options.filter((o) => chosen.includes(o.id)).map((o) => o.label),
      };
    });
  const lead = row.leadId ? await leadWithEvents(db, row.leadId) : null;
  return {
    ...toRow(row),
    strongest: row.scores.strongest,
    weakest: row.scores.weakest,
    recommendations: row.scores.recommendations,
    shareId: row.shareId,
    showName: row.showName,
    answers,
    lead: lead
      ? {
          id: lead.id,
          email: lead.email,
          name: lead.name,
          sources: lead.sources,
          events: lead.events.map((e) => ({
            id: e.id,
            kind: e.kind,
            source: e.source,
            data: e.data,
            createdAt: e.createdAt.toISOString(),
          })),
        }
      : null,
  };
}

/** The filtered results as CSV: UTF-8 with a BOM (Excel), CRLF line ends, every matching row. */
export async function resultsCsv(db: Db, filters: AdminResultFilters): Promise<string> {
  const { results } = await listResults(db, { ...filters, limit: 100_000, offset: 0 });
  const header = [
    'id',
    'created_at',
    'name',
    'email',
    'company',
    'role',
    'language',
    'version',
    'overall',
    'level',
    ...dimensionIds,
    'shared',
  ];
  const lines = [header.join(',')];
  for (const row of results)
    lines.push(
      [
        row.id,
        row.createdAt,
        row.name,
        row.email,
        row.company,
        row.role,
        row.language,
        row.version,
        row.overall,
        row.level,
        ...dimensionIds.map((d) => row.dimensions[d]),
        row.shared ? 'yes' : 'no',
      ]
        .map(csvField)
        .join(','),
    );
  return csvDocument(lines);
}

/** Counts per 10-point bucket (0–9 … 90–100) and per level, over the filtered results. */
export async function distribution(db: Db, filters: AdminResultFilters): Promise<Distribution> {
  const where = conditions(filters);
  const bucket = sql<number>`least(${r.overall} / 10, 9)`;
  const byBucket = await db
    .select({ bucket, count: sql<number>`count(*)::int` })
    .from(r)
    .where(where)
    .groupBy(bucket);
  const byLevel = await db
    .select({ level: r.level, count: sql<number>`count(*)::int` })
    .from(r)
    .where(where)
    .groupBy(r.level);
  const buckets = Array.from({ length: 10 }, (_, i) => ({
    from: i * 10,
    to: i === 9 ? 100 : i * 10 + 9,
    count: Number(byBucket.find((b) => Number(b.bucket) === i)?.count ?? 0),
  }));
  const levels = Object.fromEntries(
    levelIds.map((id) => [id, Number(byLevel.find((l) => l.level === id)?.count ?? 0)]),
  ) as Record<LevelId, number>;
  return { total: buckets.reduce((acc, b) => acc + b.count, 0), buckets, levels };
}
