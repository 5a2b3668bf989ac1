import { z } from 'zod';
import { dayRangeProblem, isCalendarDay } from './calendar-day';
import { dayRangeSchema, MAX_REPORT_DAYS } from './reports';

/*
 * Exports of the owner's data (/api/admin/exports): a data set over a period of Mexico City days, as CSV, XLSX
 * or (the report summary only) PDF. Every export runs as a background job; the file is kept 24 hours.
 *
 * Field errors (400), all told at once: dataset — unknown_dataset; format — unknown_format, unsupported_format
 * (PDF of anything but the summary); from/to — required, invalid_date (not a calendar day, or a year outside
 * 1900–2199: see calendar-day.ts); to — inverted_range, range_too_long (the report period's rules and codes); lang — invalid_value.
 */

export const exportDatasets = [
  'appointments',
  'payments',
  'instalments',
  'leads',
  'diagnostic',
  'stays',
  'summary',
] as const;
export type ExportDataset = (typeof exportDatasets)[number];

export const exportFormats = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** The formats each data set comes in (PDF is the typeset report summary). */
export const formatsOf = (dataset: ExportDataset): readonly ExportFormat[] =>
  dataset === 'summary' ? exportFormats : ['csv', 'xlsx'];

export const exportStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

/** How long a finished file can be downloaded. */
export const EXPORT_TTL_HOURS = 24;

export const exportLanguages = ['es', 'en'] as const;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

export const exportRequestSchema = z
  .object({
    dataset: z.enum(exportDatasets, { error: 'unknown_dataset' }),
    format: z.enum(exportFormats, { error: 'unknown_format' }),
    from: z.string({ error: 'required' }).min(1, 'required'),
    to: z.string({ error: 'required' }).min(1, 'required'),
    /** The language of the headers and of the PDF; Spanish unless told. */
    lang: z.enum(exportLanguages, { error: 'invalid_value' }).default('es'),
  })
  .superRefine(
    (value, ctx) => {
      // Runs even when a field failed (`when` below), so every problem is told at once: the value is then
      // the raw input, and each check looks only at the fields it can read.
      if (typeof value !== 'object' || value === null) return;
      const raw = value as Record<string, unknown>;
      if (
        isOneOf(exportDatasets, raw.dataset) &&
        isOneOf(exportFormats, raw.format) &&
        !formatsOf(raw.dataset).includes(raw.format)
      )
        ctx.addIssue({ code: 'custom', path: ['format'], message: 'unsupported_format' });
      const given = (day: unknown) => typeof day === 'string' && day.length > 0; // else 'required' is said
      const { from, to } = raw;
      const fromOk = isCalendarDay(from);
      const toOk = isCalendarDay(to);
      if (given(from) && !fromOk) ctx.addIssue({ code: 'custom', path: ['from'], message: 'invalid_date' });
      if (given(to) && !toOk) ctx.addIssue({ code: 'custom', path: ['to'], message: 'invalid_date' });
      if (!fromOk || !toOk) return;
      const problem = dayRangeProblem(from, to, MAX_REPORT_DAYS);
      if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
    },
    { when: () => true },
  );
export type ExportRequest = z.output<typeof exportRequestSchema>;
export type ExportRequestInput = z.input<typeof exportRequestSchema>;

/** One export as the history shows it. */
export const exportRecordSchema = z.object({
  id: z.uuid(),
  dataset: z.enum(exportDatasets),
  format: z.enum(exportFormats),
  lang: z.enum(exportLanguages),
  period: dayRangeSchema,
  status: z.enum(exportStatuses),
  /** Rows written so far and rows to write (known once the job starts; the summary counts its lines). */
  rowsDone: z.number().int().min(0),
  rowsTotal: z.number().int().min(0).nullable(),
  /** estudio-<dataset>-<from>-<to>.<ext> */
  fileName: z.string(),
  /** Bytes of the finished file. */
  size: z.number().int().min(0).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the download stops working (24 h after finishing); null until done. */
  expiresAt: z.string().nullable(),
  /** The link no longer works: past expiresAt (the file is deleted). */
  expired: z.boolean(),
  /** The admin who asked for it. */
  createdBy: z.string(),
});
export type ExportRecord = z.infer<typeof exportRecordSchema>;

export const exportHistorySchema = z.object({ items: z.array(exportRecordSchema) });
export type ExportHistory = z.infer<typeof exportHistorySchema>;

export const exportFileName = (dataset: ExportDataset, from: string, to: string, format: ExportFormat) =>
  `estudio-${dataset}-${from}-${to}.${format}`;

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};
