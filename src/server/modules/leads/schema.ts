import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentOrders } from '../payments';

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

export const dealStages = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export const dealOrigins = ['manual', 'lead', 'diagnostic'] as const;

/**
 * An opportunity with one contact (migration 0028, ADR 047): a value in MXN, a service, an expected close date and
 * a stage — the contact statuses are the stages. `position` orders the cards within a stage's column; a won
 * deal links the payment that won it.
 */
export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    valueMinor: integer('value_minor').notNull().default(0),
    currency: text('currency').notNull().default('MXN'),
    service: text('service'),
    stage: text('stage').notNull().default('new'),
    expectedCloseOn: date('expected_close_on'),
    origin: text('origin').notNull().default('manual'),
    /** What it was created from, e.g. the diagnostic result's id. */
    originRef: text('origin_ref'),
    paymentOrderId: uuid('payment_order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    position: doublePrecision('position').notNull().default(0),
    stageChangedAt: tz('stage_changed_at').notNull().defaultNow(),
    closedAt: tz('closed_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('deals_stage', sql`${t.stage} in ('new', 'contacted', 'qualified', 'won', 'lost')`),
    check('deals_origin', sql`${t.origin} in ('manual', 'lead', 'diagnostic')`),
    check('deals_value', sql`${t.valueMinor} >= 0`),
    check('deals_currency', sql`${t.currency} = 'MXN'`),
    index('deals_lead_idx').on(t.leadId),
    index('deals_stage_position_idx').on(t.stage, t.position),
  ],
);

/**
 * A follow-up ("call back on Thursday", migration 0028): on a contact and optionally one of its deals. An all-day
 * task is due at the end of its Mexico City day; open tasks are those without `done_at`.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    dealId: uuid('deal_id').references(() => deals.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    notes: text('notes'),
    dueAt: tz('due_at').notNull(),
    allDay: boolean('all_day').notNull().default(true),
    doneAt: tz('done_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('tasks_lead_idx').on(t.leadId),
    index('tasks_deal_idx').on(t.dealId),
    index('tasks_open_due_idx')
      .on(t.dueAt)
      .where(sql`${t.doneAt} is null`),
  ],
);
