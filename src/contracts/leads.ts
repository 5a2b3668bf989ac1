import { z } from 'zod';
import { dayOrInstantSchema } from './calendar-dates';
import { languageSchema } from './i18n';

/*
 * The owner's leads (/api/admin/leads): one lead per e-mail with its history (lead_events), a CRM status
 * and private notes. Field errors carry zod's codes or these: invalid_date, invalid_value.
 */

/** The CRM stages, in pipeline order: won and lost both close a lead. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export const leadStatusSchema = z.enum(leadStatuses);
export type LeadStatus = z.infer<typeof leadStatusSchema>;

/** The sources the site records today (a lead keeps every one it came through, in order). */
export const knownLeadSources = [
  'diagnostic',
  'contact',
  'launch-list',
  'booking',
  'stay',
  'payment',
  'import',
] as const;
export const leadSourceSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/, 'invalid_value')
  .max(40);

export const leadSortKeys = ['lastActivityAt', 'createdAt', 'name', 'email', 'status', 'eventCount'] as const;
export type LeadSortKey = (typeof leadSortKeys)[number];

export const leadFiltersSchema = z.object({
  /** Part of the name, e-mail or company (case-insensitive). */
  q: z.string().trim().max(120).optional(),
  source: leadSourceSchema.optional(),
  status: leadStatusSchema.optional(),
  /** Last activity from / to: a YYYY-MM-DD day in Mexico City (inclusive) or an instant with its offset. */
  from: dayOrInstantSchema.optional(),
  to: dayOrInstantSchema.optional(),
  /** Contacts carrying this tag. */
  tag: z.uuid().optional(),
  sort: z.enum(leadSortKeys).default('lastActivityAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type LeadFilters = z.infer<typeof leadFiltersSchema>;

export const leadRowSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string(),
  company: z.string().nullable(),
  role: z.string().nullable(),
  language: languageSchema,
  sources: z.array(z.string()),
  status: leadStatusSchema,
  createdAt: z.string(),
  /** The newest thing the person did (the owner's own status changes and notes do not count). */
  lastActivityAt: z.string(),
  /** How many things the person did (diagnostics, messages, sign-ups). */
  eventCount: z.number().int(),
  lastEventKind: z.string().nullable(),
  /** The newest phone the person gave anywhere (ADR 046). */
  phone: z.string().nullable(),
  /** When the person first did something on the site. */
  firstTouchAt: z.string(),
  tags: z.array(z.object({ id: z.uuid(), name: z.string(), color: z.string() })),
});
export type LeadRow = z.infer<typeof leadRowSchema>;

export const leadListSchema = z.object({ leads: z.array(leadRowSchema), total: z.number().int() });
export type LeadList = z.infer<typeof leadListSchema>;

/** An event's data shaped for display, by kind; unknown kinds keep their fields as text. */
export const leadEventDetailsSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('diagnostic'),
    resultId: z.string().nullable(),
    version: z.string().nullable(),
    overall: z.number().nullable(),
    level: z.string().nullable(),
  }),
  z.object({
    type: z.literal('contact'),
    topic: z.string().nullable(),
    /** The topic as people read it: the service's name in both languages, or "other" (null: a service since removed). */
    topicName: z.object({ es: z.string(), en: z.string() }).nullable().optional(),
    phone: z.string().nullable(),
    message: z.string(),
  }),
  z.object({ type: z.literal('launch'), area: z.string().nullable() }),
  z.object({
    type: z.literal('status'),
    from: leadStatusSchema.nullable(),
    to: leadStatusSchema,
    by: z.string().nullable(),
  }),
  z.object({ type: z.literal('note'), notes: z.string(), by: z.string().nullable() }),
  /**
   * The owner's pipeline (ADR 047): a deal created, moved between stages (won included), given a payment or
   * deleted; from is null on creation, to null on deletion.
   */
  z.object({
    type: z.literal('deal'),
    action: z.enum(['created', 'stage', 'payment', 'deleted']),
    dealId: z.string(),
    title: z.string(),
    from: leadStatusSchema.nullable(),
    to: leadStatusSchema.nullable(),
    valueMinor: z.number().int().nullable(),
    by: z.string().nullable(),
  }),
  /** A follow-up (ADR 048): created (one by one or in bulk), done or reopened; due is the due instant. */
  z.object({
    type: z.literal('task'),
    action: z.enum(['created', 'done', 'reopened']),
    title: z.string(),
    due: z.string().nullable(),
    bulk: z.boolean(),
    by: z.string().nullable(),
  }),
  /** Another contact (this e-mail) was merged into this one. */
  z.object({ type: z.literal('merge'), email: z.string(), by: z.string().nullable() }),
  z.object({
    type: z.literal('other'),
    fields: z.array(z.object({ key: z.string(), value: z.string() })),
  }),
]);
export type LeadEventDetails = z.infer<typeof leadEventDetailsSchema>;

export const leadTimelineEventSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  source: z.string(),
  createdAt: z.string(),
  details: leadEventDetailsSchema,
});
export type LeadTimelineEvent = z.infer<typeof leadTimelineEventSchema>;

export const leadAppointmentSchema = z.object({
  id: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.string(),
  serviceName: z.object({ es: z.string(), en: z.string() }),
  createdAt: z.string(),
});
export type LeadAppointment = z.infer<typeof leadAppointmentSchema>;

const localizedName = z.object({ es: z.string(), en: z.string() });

/**
 * One line of a contact's timeline (ADR 046), read from the module that owns it: the leads module's own events
 * (messages, diagnostic results with scores, sign-ups, the owner's status and note changes), appointments,
 * stays, payments and refunds, and e-mails sent to the person.
 */
export const contactTimelineItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('lead'), at: z.string(), event: leadTimelineEventSchema }),
  z.object({
    type: z.literal('appointment'),
    at: z.string(),
    id: z.uuid(),
    startsAt: z.string(),
    status: z.string(),
    serviceName: localizedName,
  }),
  z.object({
    type: z.literal('stay'),
    at: z.string(),
    id: z.uuid(),
    checkIn: z.string(),
    checkOut: z.string(),
    guests: z.number().int(),
    status: z.string(),
    totalMinor: z.number().int(),
    currency: z.string(),
  }),
  z.object({
    type: z.literal('payment'),
    at: z.string(),
    id: z.uuid(),
    /** appointment, stay or plan_instalment. */
    purpose: z.string(),
    status: z.string(),
    amountMinor: z.number().int(),
    currency: z.string(),
    method: z.string().nullable(),
    receiptNumber: z.string().nullable(),
  }),
  z.object({
    type: z.literal('refund'),
    at: z.string(),
    id: z.uuid(),
    status: z.string(),
    amountMinor: z.number().int(),
    currency: z.string(),
  }),
  z.object({ type: z.literal('mail'), at: z.string(), id: z.string(), subject: z.string() }),
]);
export type ContactTimelineItem = z.infer<typeof contactTimelineItemSchema>;

export const leadDetailSchema = leadRowSchema.extend({
  notes: z.string().nullable(),
  /** E-mails of contacts merged into this one. */
  aliases: z.array(z.string()),
  updatedAt: z.string(),
  /** Newest first, the owner's status changes and notes included. */
  events: z.array(leadTimelineEventSchema),
  /** Bookings under the same e-mail, newest start first. */
  appointments: z.array(leadAppointmentSchema),
  /** Everything from every module (contacts.ts), newest first. */
  timeline: z.array(contactTimelineItemSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadStatusInputSchema = z.object({ status: leadStatusSchema });
export type LeadStatusInput = z.infer<typeof leadStatusInputSchema>;

export const LEAD_NOTES_MAX = 10_000;
export const leadNotesInputSchema = z.object({
  notes: z.string().max(LEAD_NOTES_MAX, 'too_long'),
});
export type LeadNotesInput = z.infer<typeof leadNotesInputSchema>;

/** Figures over the filtered leads: KPIs, the status funnel and activity per source over time. */
export const leadStatsSchema = z.object({
  total: z.number().int(),
  /** First contact within the last 7 days. */
  newThisWeek: z.number().int(),
  bySource: z.record(z.string(), z.number().int()),
  byStatus: z.record(leadStatusSchema, z.number().int()),
  /** Leads that ever reached each stage (from their status history): new ≥ contacted ≥ qualified ≥ won. */
  reached: z.record(leadStatusSchema, z.number().int()),
  /** Activity (the person's own events) per source, per week or month in Mexico City. */
  activity: z.object({
    unit: z.enum(['week', 'month']),
    periods: z.array(
      z.object({
        /** YYYY-MM-DD: the Monday of the week or the first of the month. */
        start: z.string(),
        counts: z.record(z.string(), z.number().int()),
      }),
    ),
  }),
});
export type LeadStats = z.infer<typeof leadStatsSchema>;

/** Columns of GET /api/admin/leads/leads.csv, in order. */
export const leadCsvColumns = [
  'id',
  'created_at',
  'last_activity_at',
  'name',
  'email',
  'company',
  'role',
  'language',
  'sources',
  'status',
  'events',
  'last_event',
  'notes',
] as const;
