import { z } from 'zod';

/*
 * The CRM's tasks (/api/admin/tasks, ADR 048): a follow-up ("call back on Thursday") on a contact and optionally
 * one of its deals. The due date (and optional time) is Mexico City wall time; a task without a time is due at
 * the end of its Mexico City day. A task is overdue once its due instant has passed, "today" when it falls on
 * today's Mexico City date and has not passed, otherwise upcoming (or done).
 */

export const TASK_ZONE = 'America/Mexico_City';
export const TASK_TITLE_MAX = 200;
export const TASK_NOTES_MAX = 2000;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' });
/** A real calendar date (2026-02-30 is refused). */
export const taskDateSchema = day.refine(
  (value) => {
    const d = new Date(`${value}T12:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
  },
  { error: 'invalid_date' },
);
export const taskTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid_time' });

export const taskTitleSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(TASK_TITLE_MAX, { error: 'too_long' });

/** When a task falls due, as entered: a Mexico City date and, optionally, a time (null: all day). */
export const taskDueSchema = z.object({
  dueDate: taskDateSchema,
  dueTime: taskTimeSchema.nullable().optional(),
});

export const taskFieldsSchema = taskDueSchema.extend({
  title: taskTitleSchema,
  notes: z
    .string()
    .trim()
    .max(TASK_NOTES_MAX, { error: 'too_long' })
    .nullable()
    .optional()
    .transform((notes) => (notes ? notes : null)),
  /** One of the contact's deals (another contact's → 400 `dealId: deal_of_another_contact`). */
  dealId: z.uuid().nullable().optional(),
});

export const taskInputSchema = taskFieldsSchema.extend({ leadId: z.uuid() });
export type TaskInput = z.input<typeof taskInputSchema>;

export const taskUpdateSchema = taskFieldsSchema;
export type TaskUpdate = z.input<typeof taskUpdateSchema>;

export const taskDoneInputSchema = z.object({ done: z.boolean() });

export const taskStates = ['overdue', 'today', 'upcoming', 'done'] as const;
export type TaskState = (typeof taskStates)[number];

export const taskSchema = z.object({
  id: z.uuid(),
  leadId: z.uuid(),
  leadName: z.string().nullable(),
  leadEmail: z.string(),
  dealId: z.uuid().nullable(),
  dealTitle: z.string().nullable(),
  title: z.string(),
  notes: z.string().nullable(),
  /** The due instant (ISO); for an all-day task the end of its Mexico City day. */
  dueAt: z.string(),
  dueDate: z.string(),
  /** HH:MM in Mexico City; null: all day. */
  dueTime: z.string().nullable(),
  doneAt: z.string().nullable(),
  state: z.enum(taskStates),
  createdAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** GET /api/admin/tasks: a contact's tasks (leadId), the open ones (scope=open) or only those due (scope=due). */
export const taskListQuerySchema = z.object({
  leadId: z.uuid().optional(),
  scope: z.enum(['open', 'due', 'all']).default('open'),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

export const taskListSchema = z.object({
  /** Today's Mexico City date. */
  today: z.string(),
  /** Counts of the open tasks in scope (the contact's when leadId is given). */
  overdue: z.number().int(),
  dueToday: z.number().int(),
  upcoming: z.number().int(),
  /** Open first, by due time; done ones after (newest first) when the scope includes them. */
  tasks: z.array(taskSchema),
});
export type TaskList = z.infer<typeof taskListSchema>;
