import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  boolean,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every export the owner asked for (who, what, when), kept after its file expires so the history stays whole.
 * The file lives in storage under `object_name` from `finished_at` until `expires_at`; the expiry job deletes
 * it and sets `file_deleted_at`.
 */
export const reportExports = pgTable(
  'report_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dataset: text('dataset').notNull(),
    format: text('format').notNull(),
    lang: text('lang').notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('queued'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    /** The job attempt that claimed the export last: a late, older attempt's result changes nothing. */
    attempt: integer('attempt').notNull().default(0),
    objectName: text('object_name'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    createdBy: text('created_by').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    startedAt: tz('started_at'),
    finishedAt: tz('finished_at'),
    expiresAt: tz('expires_at'),
    fileDeletedAt: tz('file_deleted_at'),
  },
  (t) => [
    check(
      'report_exports_dataset',
      sql`${t.dataset} in ('appointments', 'payments', 'instalments', 'leads', 'diagnostic', 'stays', 'summary')`,
    ),
    check('report_exports_format', sql`${t.format} in ('csv', 'xlsx', 'pdf')`),
    check('report_exports_lang', sql`${t.lang} in ('es', 'en')`),
    check('report_exports_status', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('report_exports_period', sql`${t.fromDay} <= ${t.toDay}`),
    index('report_exports_created_idx').on(t.createdAt),
  ],
);

export type ReportExportRow = typeof reportExports.$inferSelect;

const day = () => date('day', { mode: 'string' }).notNull();

/** The days each report rollup family has computed at least once (ADR 035, migration 0020). */
export const reportRollupDays = pgTable(
  'report_rollup_days',
  {
    family: text('family').notNull(),
    day: day(),
  },
  (t) => [
    primaryKey({ name: 'report_rollup_days_pk', columns: [t.family, t.day] }),
    check(
      'report_rollup_days_family',
      sql`${t.family} in ('revenue', 'appointments', 'leads', 'diagnostic')`,
    ),
  ],
);

/** A day whose facts a write changed since its rollup was computed (inserted by migration 0020's triggers). */
export const reportRollupMarks = pgTable(
  'report_rollup_marks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    family: text('family').notNull(),
    day: day(),
  },
  (t) => [index('report_rollup_marks_day_idx').on(t.family, t.day)],
);

/** The fingerprint of the statements each family's computed days were made with (rollups/days.ts). */
export const reportRollupVersions = pgTable('report_rollup_versions', {
  family: text('family').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
});

/** Revenue per day, provider, purpose and service key ('stay', a service id or 'none'). */
export const reportRevenueDays = pgTable(
  'report_revenue_days',
  {
    day: day(),
    provider: text('provider').notNull(),
    purpose: text('purpose').notNull(),
    serviceKey: text('service_key').notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull(),
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull(),
    payments: integer('payments').notNull(),
    refunds: integer('refunds').notNull(),
  },
  (t) => [
    primaryKey({ name: 'report_revenue_days_pk', columns: [t.day, t.provider, t.purpose, t.serviceKey] }),
  ],
);

/** Booked appointments per start day, service, status and hour. */
export const reportAppointmentDays = pgTable(
  'report_appointment_days',
  {
    day: day(),
    serviceId: uuid('service_id').notNull(),
    status: text('status').notNull(),
    hour: integer('hour').notNull(),
    booked: integer('booked').notNull(),
  },
  (t) => [
    primaryKey({ name: 'report_appointment_days_pk', columns: [t.day, t.serviceId, t.status, t.hour] }),
  ],
);

/** Per start day, the lead time in hours of each booked appointment not cancelled. */
export const reportAppointmentLeadDays = pgTable('report_appointment_lead_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  leadHours: doublePrecision('lead_hours').array().notNull(),
});

/** Leads per creation day, first source, status and furthest stage, with each won lead's days to win. */
export const reportLeadDays = pgTable(
  'report_lead_days',
  {
    day: day(),
    source: text('source').notNull(),
    status: text('status').notNull(),
    reached: integer('reached').notNull(),
    created: integer('created').notNull(),
    daysToWin: doublePrecision('days_to_win').array().notNull(),
  },
  (t) => [primaryKey({ name: 'report_lead_days_pk', columns: [t.day, t.source, t.status, t.reached] })],
);

/** Diagnostic results per submission day, level, score bin (tens) and whether the taker booked later. */
export const reportDiagnosticDays = pgTable(
  'report_diagnostic_days',
  {
    day: day(),
    level: text('level').notNull(),
    bin: integer('bin').notNull(),
    booked: boolean('booked').notNull(),
    submissions: integer('submissions').notNull(),
    overallSum: bigint('overall_sum', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'report_diagnostic_days_pk', columns: [t.day, t.level, t.bin, t.booked] })],
);

/** Per submission day and dimension, the exact sum of its scores and how many results scored it. */
export const reportDiagnosticDimensionDays = pgTable(
  'report_diagnostic_dimension_days',
  {
    day: day(),
    key: text('key').notNull(),
    valueSum: numeric('value_sum').notNull(),
    scored: integer('scored').notNull(),
  },
  (t) => [primaryKey({ name: 'report_diagnostic_dimension_days_pk', columns: [t.day, t.key] })],
);
