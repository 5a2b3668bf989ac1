import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** One person who got in touch (diagnostic, contact form, …): one row per e-mail, kept lower-case. */
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
