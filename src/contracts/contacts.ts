import { z } from 'zod';
import { languageSchema } from './i18n';
import { leadFiltersSchema, leadSortKeys, leadStatusSchema } from './leads';
import { taskDateSchema, taskTimeSchema, taskTitleSchema } from './tasks';

/*
 * The CRM's contacts (/api/admin/leads, ADR 046): tags, bulk changes, merging, saved views, export and import.
 * Field errors carry zod's codes or these: same_contact, duplicate, not_found, too_many_rows, no_email_column.
 */

/**
 * The one normalisation of an e-mail for deduplication: trimmed and lower-case. Gmail's dots and "+tags" are
 * kept (ADR 046): folding them would join people wrongly on other domains; a merge joins them by hand.
 */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

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
export const tagColorSchema = z.enum(tagColors);
export type TagColor = z.infer<typeof tagColorSchema>;

export const contactTagSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color: tagColorSchema,
  /** Contacts carrying it. */
  count: z.number().int(),
});
export type ContactTag = z.infer<typeof contactTagSchema>;
export const contactTagListSchema = z.object({ tags: z.array(contactTagSchema) });

export const tagInputSchema = z.object({
  name: z.string().trim().min(1).max(40),
  color: tagColorSchema,
});
export type TagInput = z.infer<typeof tagInputSchema>;

/** The filters of the list without its paging: what "all matching the filter" selects. */
export const contactFilterSchema = leadFiltersSchema.omit({
  sort: true,
  order: true,
  limit: true,
  offset: true,
});
export type ContactFilters = z.infer<typeof contactFilterSchema>;

/** At most this many contacts change in one bulk request (one transaction). */
export const BULK_MAX = 20_000;

export const contactSelectionSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('ids'), ids: z.array(z.uuid()).min(1).max(BULK_MAX) }),
  z.object({ mode: z.literal('filter'), filters: contactFilterSchema }),
]);
export type ContactSelection = z.infer<typeof contactSelectionSchema>;

export const bulkInputSchema = z.object({
  selection: contactSelectionSchema,
  action: z.discriminatedUnion('type', [
    z.object({ type: z.literal('status'), status: leadStatusSchema }),
    z.object({ type: z.literal('tag'), tagId: z.uuid() }),
    z.object({ type: z.literal('untag'), tagId: z.uuid() }),
    /** One task per selected contact (ADR 048), due on a Mexico City date and optional time. */
    z.object({
      type: z.literal('task'),
      title: taskTitleSchema,
      dueDate: taskDateSchema,
      dueTime: taskTimeSchema.nullable().optional(),
    }),
  ]),
});
export type BulkInput = z.infer<typeof bulkInputSchema>;

export const bulkResultSchema = z.object({
  /** Contacts the selection matched. */
  matched: z.number().int(),
  /** Of those, the ones the action changed (the rest already had that status or tag; a task: every one). */
  changed: z.number().int(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** Merge `fromId` into `intoId`: the first keeps its e-mail, the second's becomes an alias, then goes. */
export const mergeInputSchema = z.object({ intoId: z.uuid(), fromId: z.uuid() });
export type MergeInput = z.infer<typeof mergeInputSchema>;

/** The list's columns a view can show (name is always shown). */
export const contactColumns = [
  'email',
  'phone',
  'company',
  'sources',
  'tags',
  'status',
  'firstTouch',
  'lastActivity',
  'events',
] as const;
export type ContactColumn = (typeof contactColumns)[number];

export const savedViewSchema = z.object({
  filters: z.object({
    q: z.string().max(120).default(''),
    source: z.string().max(40).default(''),
    status: z.string().max(20).default(''),
    tag: z.string().max(40).default(''),
    from: z.string().max(40).default(''),
    to: z.string().max(40).default(''),
  }),
  columns: z.array(z.enum(contactColumns)).max(contactColumns.length),
  sort: z.enum(leadSortKeys),
  order: z.enum(['asc', 'desc']),
});
export type SavedViewContent = z.infer<typeof savedViewSchema>;

export const viewInputSchema = z.object({ name: z.string().trim().min(1).max(60), view: savedViewSchema });
export type ViewInput = z.infer<typeof viewInputSchema>;

export const contactViewSchema = z.object({ id: z.uuid(), name: z.string(), view: savedViewSchema });
export type ContactView = z.infer<typeof contactViewSchema>;
export const contactViewListSchema = z.object({ views: z.array(contactViewSchema) });

/** GET /api/admin/leads/export: the filters (or ids, comma-separated), a format and a language. */
export const exportQuerySchema = contactFilterSchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  lang: languageSchema.default('es'),
  ids: z
    .string()
    .max(40 * 500)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : undefined))
    .pipe(z.array(z.uuid()).max(500).optional()),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** The CSV export's header keys, in order (their words come from the chosen language). */
export const exportColumns = [
  'name',
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'role',
  'status',
  'sources',
  'tags',
  'language',
  'firstTouch',
  'lastActivity',
  'events',
  'notes',
  'id',
] as const;
export type ExportColumn = (typeof exportColumns)[number];

/** Import: at most this many rows per file (the API's body limit is 1 MB). */
export const IMPORT_MAX_ROWS = 5_000;

export const importInputSchema = z.object({
  /** The CSV file's text (comma or semicolon separated, a header row first). */
  csv: z.string().min(1).max(1_000_000),
  /** Preview only reads; apply writes the valid rows (idempotent by e-mail). */
  apply: z.boolean().default(false),
});
export type ImportInput = z.infer<typeof importInputSchema>;

export const importRowSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  role: z.string().nullable(),
  status: leadStatusSchema.nullable(),
  /** What applying does: create a contact, fill an existing one, or nothing (errors). */
  outcome: z.enum(['create', 'update', 'error']),
  /** Codes: email_missing, email_invalid, duplicate_in_file, too_long, status_unknown. */
  errors: z.array(z.object({ column: z.string(), code: z.string() })),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importResultSchema = z.object({
  applied: z.boolean(),
  /** Which of the file's columns were understood, and as what. */
  columns: z.array(z.object({ header: z.string(), field: z.string().nullable() })),
  rows: z.array(importRowSchema),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
