import type { LocalizedText } from '@contracts/content';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
const localizedOptional = (name: string) =>
  jsonb(name).$type<LocalizedText>().notNull().default({ es: '', en: '' });

/**
 * The CV's sections, one per kind, in the owner's order. `body` is the objective's paragraph (empty for
 * the other kinds, whose content is their items).
 */
export const cvSections = pgTable(
  'cv_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull().unique(),
    title: localized('title'),
    body: localizedOptional('body'),
    visible: boolean('visible').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check(
      'cv_sections_kind',
      sql`${t.kind} in ('objective', 'experience', 'education', 'technical', 'creative', 'marketing', 'interpersonal')`,
    ),
  ],
);

/**
 * One entry of a section. Experience: title = role, organisation, place, starts/ends as YYYY-MM, summary,
 * highlights. Education: title = degree, organisation = institution, starts/ends as YYYY. Skills: title =
 * the skill, an optional level (1–5) and a short note. `ends` null with `starts` set means "present".
 */
export const cvItems = pgTable(
  'cv_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => cvSections.id, { onDelete: 'cascade' }),
    title: localized('title'),
    organisation: localizedOptional('organisation'),
    place: localizedOptional('place'),
    starts: text('starts'),
    ends: text('ends'),
    summary: localizedOptional('summary'),
    highlights: jsonb('highlights')
      .$type<{ es: string[]; en: string[] }>()
      .notNull()
      .default({ es: [], en: [] }),
    level: integer('level'),
    note: localizedOptional('note'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('cv_items_section_order').on(t.sectionId, t.sortOrder),
    check(
      'cv_items_starts_format',
      sql`${t.starts} is null or ${t.starts} ~ '^[0-9]{4}(-(0[1-9]|1[0-2]))?$'`,
    ),
    check('cv_items_ends_format', sql`${t.ends} is null or ${t.ends} ~ '^[0-9]{4}(-(0[1-9]|1[0-2]))?$'`),
    check('cv_items_level', sql`${t.level} is null or ${t.level} between 1 and 5`),
  ],
);

/** CV settings: exactly one row (id = 1). */
export const cvSettings = pgTable(
  'cv_settings',
  {
    id: integer('id').primaryKey().default(1),
    location: localized('location'),
    salaryExpectation: localizedOptional('salary_expectation'),
    showSalary: boolean('show_salary').notNull().default(false),
    ...timestamps,
  },
  (t) => [check('cv_settings_single_row', sql`${t.id} = 1`)],
);
