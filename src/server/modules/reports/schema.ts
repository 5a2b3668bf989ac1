import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
