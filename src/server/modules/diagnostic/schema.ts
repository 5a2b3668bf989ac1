import type { Answers, DiagnosticDefinition, ScoreSummary } from '@contracts/diagnostic';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { leads } from '../leads';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** Questionnaire versions as data; a version never changes once results point to it. The newest is current. */
export const diagnosticVersions = pgTable('diagnostic_versions', {
  id: text('id').primaryKey(),
  definition: jsonb('definition').$type<DiagnosticDefinition>().notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Server drafts, one per e-mail and version; read back only with the draft token (its hash is kept). */
export const diagnosticDrafts = pgTable(
  'diagnostic_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    version: text('version')
      .notNull()
      .references(() => diagnosticVersions.id),
    answers: jsonb('answers').$type<Answers>().notNull(),
    tokenHash: text('token_hash').notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('diagnostic_drafts_email_version').on(t.email, t.version)],
);

export const diagnosticResults = pgTable(
  'diagnostic_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: text('version')
      .notNull()
      .references(() => diagnosticVersions.id),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    role: text('role'),
    language: text('language').notNull(),
    answers: jsonb('answers').$type<Answers>().notNull(),
    /** The scoring's whole output, so a result keeps the meaning of its version. */
    scores: jsonb('scores').$type<ScoreSummary>().notNull(),
    overall: integer('overall').notNull(),
    level: text('level').notNull(),
    shareId: text('share_id').notNull().unique(),
    /** Set when the taker shares the result; null = private (the default, ADR 023). */
    sharedAt: tz('shared_at'),
    /** Set when the taker stops sharing (sharedAt goes back to null; sharing again gets a new shareId). */
    shareRevokedAt: tz('share_revoked_at'),
    /** The stop-sharing token of e-mails sent before ADR 023 (newer results have none). */
    revokeTokenHash: text('revoke_token_hash'),
    /** The hash of the private link's token in the results e-mail (null for results from before it). */
    linkTokenHash: text('link_token_hash'),
    /** Hashes of the tokens that read the result (one per answered submit, a retry adds one). */
    resultTokenHashes: text('result_token_hashes').array().notNull(),
    showName: boolean('show_name').notNull().default(false),
    /** A double submit (same key) returns this result; requestHash tells a retry from a key reused. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('diagnostic_results_overall', sql`${t.overall} between 0 and 100`),
    check('diagnostic_results_language', sql`${t.language} in ('es', 'en')`),
    check('diagnostic_results_share_state', sql`${t.sharedAt} is null or ${t.shareRevokedAt} is null`),
    index('diagnostic_results_created_idx').on(t.createdAt),
    index('diagnostic_results_email_idx').on(t.email),
    index('diagnostic_results_email_lower_idx').on(sql`lower(${t.email})`, t.createdAt),
    uniqueIndex('diagnostic_results_link_token_idx').on(t.linkTokenHash),
  ],
);
