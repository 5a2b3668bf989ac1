import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One contact of the CRM (ADR 046): every person who got in touch, signed up, took the diagnostic, booked, paid
 * or stayed — one row per normalised e-mail (trimmed, lower-case). Other modules' rows are not copied here.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name'),
    company: text('company'),
    role: text('role'),
    language: text('language').notNull().default('es'),
    /** Every way this lead came in, each once, in order of first appearance. */
    sources: text('sources')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The owner's CRM stage (migration 0006, written by hand): new → contacted → qualified → won / lost. */
    status: text('status').notNull().default('new'),
    /** The owner's private notes; never shown to the lead. */
    notes: text('notes'),
    /** The newest phone the person gave anywhere (contact form, booking, stay, import). Migration 0027. */
    phone: text('phone'),
    /** When the person first and last did something on the site (the owner's own changes do not count). */
    firstTouchAt: tz('first_touch_at').notNull().defaultNow(),
    lastTouchAt: tz('last_touch_at').notNull().defaultNow(),
    /** E-mails of contacts merged into this one: a later touch under one of them lands here. */
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('leads_email_lower', sql`${t.email} = lower(${t.email})`),
    check('leads_language', sql`${t.language} in ('es', 'en')`),
    check('leads_status', sql`${t.status} in ('new', 'contacted', 'qualified', 'won', 'lost')`),
    // The reports and the overview (migration 0016, ADR 027): leads by creation; new ones, latest first.
    index('leads_created_idx').on(t.createdAt),
    index('leads_status_created_idx').on(t.status, t.createdAt),
    index('leads_last_touch_idx').on(t.lastTouchAt),
    index('leads_aliases_idx').using('gin', t.aliases),
  ],
);

/** The lead's history: what they did, from where, with what (e.g. a diagnostic result id). */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.createdAt)],
);

export const tagColors = [
  'gray',
  'red',
  'orange',
  'amber',
  'green',
  'teal',
  'blue',
  'violet',
  'pink',
] as const;

/** The owner's tags for contacts, each with a colour; names are unique case-insensitively. */
export const contactTags = pgTable(
  'contact_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('contact_tags_color', sql`${t.color} in (${sql.raw(tagColors.map((c) => `'${c}'`).join(', '))})`),
    uniqueIndex('contact_tags_name_idx').on(sql`lower(${t.name})`),
  ],
);

export const leadTags = pgTable(
  'lead_tags',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => contactTags.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.tagId] }), index('lead_tags_tag_idx').on(t.tagId)],
);

/** Saved views of the contact list: filters, columns and sort under a name (unique case-insensitively). */
export const contactViews = pgTable(
  'contact_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    view: jsonb('view').$type<Record<string, unknown>>().notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contact_views_name_idx').on(sql`lower(${t.name})`)],
);
