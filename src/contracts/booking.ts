import { appointmentMeetingSchema, meetingUrlSchema } from './meeting';
import { z } from 'zod';
import { calendarDaySchema, instantSchema } from './calendar-dates';
import { cancellationPolicySchema, FULL_REFUND_POLICY } from './cancellation';
import { localizedTextSchema, slugSchema } from './content';
import { languageSchema } from './i18n';
import { dateTimeFormat } from './intl';
import { flexibleTermsSchema, planOptionSchema } from './payment-plans';

/*
 * The booking API (issue 6): public /api/booking, the signed-in person's /api/me/appointments and the
 * owner's /api/admin/booking. Times on the wire are ISO 8601 instants in UTC ("2026-03-09T15:00:00.000Z");
 * days are YYYY-MM-DD calendar dates in the time zone the request names. Field errors (400) carry the codes
 * listed in `bookingFieldErrorCodes`, keyed by the field's path (e.g. `start`, `email`, `weekly.1.0.end`).
 */

/** The business time zone: availability is defined here; visitors see times in their own zone. */
export const BOOKING_BUSINESS_TIME_ZONE = 'America/Mexico_City';

/** The web page a confirmation e-mail links to: `/calendar-booking/manage/<token>`. */
export const manageLinkPath = (token: string) => `/calendar-booking/manage/${encodeURIComponent(token)}`;

/** An IANA time zone the runtime knows ("America/New_York"); anything else is `invalid_time_zone`. */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      dateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'invalid_time_zone');

/** A wall-clock time in the business zone, "HH:MM" (24 h; "24:00" only as a range's end). */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'invalid_time');
export const timeRangeSchema = z
  .object({ start: clockTimeSchema, end: clockTimeSchema })
  .refine((r) => r.start < r.end, { message: 'end_before_start', path: ['end'] });
export type TimeRangeDto = z.infer<typeof timeRangeSchema>;

export const serviceKinds = ['consultation', 'session', 'rental'] as const;
/** consultation: the free first call; session: a paid working session; rental: La Mansión visits. */
export const serviceKindSchema = z.enum(serviceKinds);
export type ServiceKind = z.infer<typeof serviceKindSchema>;

export const appointmentStatuses = [
  'held',
  'pending_payment',
  'confirmed',
  'cancelled',
  'completed',
  'no_show',
  'expired',
] as const;
/**
 * held: reserved while the visitor pays (not used by free services); pending_payment: sent to checkout,
 * the slot is kept until holdExpiresAt; confirmed; cancelled; completed / no_show: marked by the owner
 * after the fact; expired: a hold that was never paid (the slot is free again).
 */
export const appointmentStatusSchema = z.enum(appointmentStatuses);
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;

/** The codes a 400's `error.fields` may carry for booking input (the UI translates them). */
export const bookingFieldErrorCodes = [
  'required',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'invalid_time_zone',
  'invalid_date',
  'invalid_datetime',
  'invalid_time',
  'end_before_start',
  'window_too_long',
  'unknown_service',
  'inactive_service',
  'not_bookable',
  // Slot reasons: why `start` cannot be booked (see SlotReason).
  'past',
  'notice',
  'horizon',
  'outside_hours',
  'off_grid',
  'daily_limit',
  'external_calendar',
  'busy',
  'buffer',
  // paymentOption: the plan chosen is not offered for this service, price or date.
  'not_offered',
  // A service's flexible-payment terms (see flexibleTermsSchema).
  'out_of_range',
  'invalid_number',
] as const;

/** 409 codes: `slot_taken` (body also has `nearest`), `cancel_cutoff`, `not_changeable`, `idempotency_reused`. */
export const bookingConflictCodes = [
  'slot_taken',
  'cancel_cutoff',
  'not_changeable',
  'idempotency_reused',
  /** "Pay now" while another click is opening the same first checkout: try again in a moment. */
  'checkout_in_progress',
  'outside_availability',
  /** The refund at cancel time is lower than the quote the client confirmed (ADR 022): review the new one. */
  'refund_changed',
] as const;
export type BookingConflictCode = (typeof bookingConflictCodes)[number];

/** The body of a 409 from booking: the usual error shape, plus free times near the one asked for. */
export const bookingConflictBodySchema = z.object({
  error: z.object({
    code: z.enum(bookingConflictCodes),
    message: z.string(),
    requestId: z.string(),
  }),
  /** Only with slot_taken: up to 6 available slots nearest the requested time. */
  nearest: z.array(z.object({ start: z.string(), end: z.string() })).optional(),
  /** Only with outside_availability (the owner's create): why the time is outside the service's availability. */
  reasons: z.array(z.string()).optional(),
});
export type BookingConflictBody = z.infer<typeof bookingConflictBodySchema>;

/* ---------- Public: services and slots ---------- */

/** GET /api/booking/services: what a visitor can book (active and bookable services). */
export const bookableServiceSchema = z.object({
  slug: slugSchema,
  kind: serviceKindSchema,
  name: localizedTextSchema,
  description: localizedTextSchema,
  durationMinutes: z.number().int().positive(),
  /** Full price in minor units (centavos); 0 = free. */
  priceMinor: z.number().int().nonnegative(),
  currency: z.string().length(3),
  /** True: booking goes through the payment step (pending_payment until paid or the hold expires). */
  requiresPayment: z.boolean(),
  /** The owner's flexible-payment terms; null = pay in full only. */
  flexiblePayments: flexibleTermsSchema.nullable(),
  /** The refund on cancelling (contracts/cancellation.ts), shown before paying. */
  cancellationPolicy: cancellationPolicySchema,
  /** Held online (a meeting link is sent once confirmed); the link itself is never in a public answer. */
  online: z.boolean().default(false),
});
export type BookableService = z.infer<typeof bookableServiceSchema>;
export const bookableServiceListSchema = z.object({
  services: z.array(bookableServiceSchema),
  businessTimeZone: z.string(),
  /** How far ahead one can book, and how long a payment hold lasts: for the UI's copy. */
  horizonDays: z.number().int(),
  minNoticeMinutes: z.number().int(),
  holdMinutes: z.number().int(),
  cancelCutoffHours: z.number().int(),
});
export type BookableServiceList = z.infer<typeof bookableServiceListSchema>;

/**
 * GET /api/booking/slots?service=&from=&to=&tz= — from/to are days in `tz` (inclusive); default from today
 * for the whole horizon; at most 93 days per request (`window_too_long`). tz defaults to the business zone.
 */
export const slotsQuerySchema = z.object({
  service: slugSchema,
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  tz: timeZoneSchema.optional(),
});
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

export const slotSchema = z.object({ start: z.string(), end: z.string() });
export type Slot = z.infer<typeof slotSchema>;

export const slotsAnswerSchema = z.object({
  service: slugSchema,
  /** The zone the days are grouped in (the `tz` asked for). */
  timeZone: z.string(),
  businessTimeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** Only days with at least one free slot, in order; slots in order. */
  days: z.array(z.object({ date: z.string(), slots: z.array(slotSchema) })),
});
export type SlotsAnswer = z.infer<typeof slotsAnswerSchema>;

/* ---------- Public: booking ---------- */

const nameSchema = z.string().trim().min(1, 'required').max(120, 'too_long');
export const bookingEmailSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(254, 'too_long')
  .pipe(z.email('invalid_email'))
  .transform((value) => value.toLowerCase());
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, 'invalid_phone');
/** Notes: up to 2000 characters. */
export const NOTES_MAX = 2000;

/**
 * POST /api/booking/appointments. A double submit creates one appointment: send the same
 * `Idempotency-Key` header (8–100 of [A-Za-z0-9_.:-]) or the same `requestId`; the repeat answers like the
 * first (a new manage token each time). A signed-in caller (Authorization: Bearer) gets the appointment
 * linked to their account.
 */
export const bookingRequestSchema = z.object({
  service: slugSchema,
  /** The slot's start, as given by /slots. */
  start: instantSchema,
  name: nameSchema,
  email: bookingEmailSchema,
  phone: z.union([phoneSchema, z.literal('')]).optional(),
  notes: z.string().trim().max(NOTES_MAX, 'too_long').optional(),
  language: languageSchema,
  /** The visitor's zone: e-mails show times in it. */
  timeZone: timeZoneSchema,
  /** How a paid service is paid (see offeredPlanOptions); ignored for free bookings. */
  paymentOption: planOptionSchema.default('full'),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/)
    .optional(),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;

export const appointmentServiceSchema = z.object({
  slug: z.string(),
  kind: serviceKindSchema,
  name: localizedTextSchema,
  durationMinutes: z.number().int(),
  priceMinor: z.number().int(),
  currency: z.string(),
});

/** An appointment as its customer sees it (manage page, /dashboard). */
export const customerAppointmentSchema = z.object({
  id: z.uuid(),
  service: appointmentServiceSchema,
  status: appointmentStatusSchema,
  start: z.string(),
  end: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  language: languageSchema,
  timeZone: z.string(),
  /** Until when an unpaid hold keeps the slot (pending_payment only). */
  holdExpiresAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** After this instant a visitor can no longer cancel or reschedule (contact the owner instead). */
  changeableUntil: z.string(),
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  createdAt: z.string(),
  /** Confirmed appointments of an online service: where to meet (only the client and the owner see it). */
  meeting: appointmentMeetingSchema.nullable().default(null),
  /** A voucher (OXXO) waiting to be paid: its status page (the manage page shows it instead of "Pay now"). */
  voucherPageUrl: z.string().nullable().default(null),
});
export type CustomerAppointment = z.infer<typeof customerAppointmentSchema>;

export const bookingResultSchema = z.object({
  appointment: customerAppointmentSchema,
  /** The secret of the manage link; also e-mailed. Shown once: only its hash is stored. */
  manageToken: z.string(),
  manageUrl: z.string(),
  /** Only for pending_payment: where to pay (the payment step). */
  checkoutUrl: z.string().nullable(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

/** POST …/reschedule (manage link, /api/me, admin). */
export const rescheduleInputSchema = z.object({ start: instantSchema });
export type RescheduleInput = z.infer<typeof rescheduleInputSchema>;
/** POST …/cancel. The reason goes to the owner (visitor) or to the client (admin `message`). */
export const cancelInputSchema = z.object({
  reason: z.string().trim().max(1000, 'too_long').optional(),
  /** The refund the cancel dialog showed (its quote's refundMinor): a lower one at cancel time is a 409. */
  quotedRefundMinor: z.number().int().nonnegative().optional(),
});
export type CancelInput = z.infer<typeof cancelInputSchema>;

/** GET /api/me/appointments. */
export const myAppointmentsSchema = z.object({
  upcoming: z.array(customerAppointmentSchema),
  past: z.array(customerAppointmentSchema),
});
export type MyAppointments = z.infer<typeof myAppointmentsSchema>;

/* ---------- Admin: appointments ---------- */

export const appointmentTabs = ['upcoming', 'unconfirmed', 'past', 'cancelled'] as const;
/**
 * upcoming: confirmed, not yet ended; unconfirmed: held or pending payment; past: ended and not cancelled
 * (confirmed, completed, no-show); cancelled: cancelled or expired.
 */
export const appointmentTabSchema = z.enum(appointmentTabs);
export type AppointmentTab = z.infer<typeof appointmentTabSchema>;

/** GET /api/admin/booking/appointments (and .csv): every filter optional; from/to are business-zone days. */
export const adminAppointmentFiltersSchema = z.object({
  tab: appointmentTabSchema.optional(),
  q: z.string().trim().max(200).optional(),
  service: slugSchema.optional(),
  kind: serviceKindSchema.optional(),
  status: appointmentStatusSchema.optional(),
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AdminAppointmentFilters = z.infer<typeof adminAppointmentFiltersSchema>;

export const adminAppointmentSchema = customerAppointmentSchema.extend({
  userId: z.uuid().nullable(),
  internalNotes: z.string().nullable(),
  sequence: z.number().int(),
  updatedAt: z.string(),
});
export type AdminAppointment = z.infer<typeof adminAppointmentSchema>;
export const adminAppointmentListSchema = z.object({
  appointments: z.array(adminAppointmentSchema),
  total: z.number().int(),
});

export const appointmentEventSchema = z.object({
  id: z.number().int(),
  /** created, confirmed, rescheduled, cancelled, completed, no_show, expired, notes, payment_started. */
  kind: z.string(),
  /** 'visitor', 'customer' (signed in), 'admin:<email>', 'system'. */
  actor: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const adminAppointmentDetailSchema = adminAppointmentSchema.extend({
  events: z.array(appointmentEventSchema),
});
export type AdminAppointmentDetail = z.infer<typeof adminAppointmentDetailSchema>;

/** How the owner settles a paid service's appointment they enter (ADR 024 addendum). */
export const adminBookingPaymentSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('none') }),
  z.object({ mode: z.literal('link') }),
  z.object({
    mode: z.literal('paid'),
    method: z.enum(['cash', 'transfer'], { error: 'invalid_value' }),
    note: z.string().trim().min(1, 'required').max(1000, 'too_long'),
  }),
]);
export type AdminBookingPayment = z.infer<typeof adminBookingPaymentSchema>;

/** POST /api/admin/booking/appointments: create by hand, same rules; the owner may skip the notice only. */
export const adminBookingRequestSchema = bookingRequestSchema.omit({ requestId: true }).extend({
  ignoreNotice: z.boolean().default(false),
  /** Send the client the confirmation e-mail (default yes). */
  notifyCustomer: z.boolean().default(true),
  /**
   * Book a time outside the service's availability (hours, buffers, notice, days off, busy calendars): without
   * it such a time answers 409 outside_availability with its reasons. A clash with an appointment never passes.
   */
  allowOutsideAvailability: z.boolean().default(false),
  /**
   * For a service that requires payment: 'none' confirms with nothing to pay (as before); 'link' holds the time
   * and e-mails the client a payment link; 'paid' confirms with an order paid by hand (cash/transfer + note).
   */
  payment: adminBookingPaymentSchema.default({ mode: 'none' }),
});
export type AdminBookingRequest = z.input<typeof adminBookingRequestSchema>;
export const adminRescheduleInputSchema = rescheduleInputSchema.extend({
  ignoreNotice: z.boolean().default(false),
});
/** POST /api/admin/booking/appointments/:id/cancel: `reason` is the message e-mailed to the client. */
export const adminCancelInputSchema = cancelInputSchema;
/** PUT /api/admin/booking/appointments/:id/notes: private to the owner. */
export const internalNotesInputSchema = z.object({
  internalNotes: z.string().max(5000, 'too_long'),
});

/* ---------- Admin: settings ---------- */

/** Weekly hours by ISO weekday, "1" (Monday) … "7" (Sunday); a missing day or one with no ranges is closed. */
export const weeklyHoursSchema = z.partialRecord(
  z.enum(['1', '2', '3', '4', '5', '6', '7']),
  z.array(timeRangeSchema).max(8),
);

/** One day's special hours: `ranges: []` is a day off. */
export const dateOverrideSchema = z.object({
  date: calendarDaySchema,
  ranges: z.array(timeRangeSchema).max(8),
});

/** GET/PUT /api/admin/booking/settings/availability. */
export const availabilitySettingsSchema = z.object({
  /** Always the business zone; read-only. */
  timeZone: z.string(),
  weekly: weeklyHoursSchema,
  overrides: z.array(dateOverrideSchema).max(400),
  bufferBeforeMinutes: z.number().int().min(0).max(240),
  bufferAfterMinutes: z.number().int().min(0).max(240),
  minNoticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 30),
  horizonDays: z.number().int().min(1).max(365),
  slotStepMinutes: z.number().int().min(5).max(240),
  /** At most this many appointments per business day; null = no limit. */
  dailyLimit: z.number().int().min(1).max(100).nullable(),
  /** How long an unpaid hold keeps a slot. */
  holdMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  /** Visitors cannot cancel or reschedule within this many hours of the start. */
  cancelCutoffHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 14),
  /** Reminder offsets before the start, in minutes (default 1440 and 60). */
  reminderOffsetsMinutes: z
    .array(
      z
        .number()
        .int()
        .min(5)
        .max(60 * 24 * 14),
    )
    .max(5),
});
export type AvailabilitySettings = z.infer<typeof availabilitySettingsSchema>;
export const availabilitySettingsInputSchema = availabilitySettingsSchema.omit({ timeZone: true });
export type AvailabilitySettingsInput = z.infer<typeof availabilitySettingsInputSchema>;

/** A service with its booking fields, as the owner edits it (GET /api/admin/booking/services). */
export const adminServiceSchema = bookableServiceSchema.extend({
  includes: z.object({ es: z.array(z.string()), en: z.array(z.string()) }),
  active: z.boolean(),
  /** Shown on /calendar-booking (false: on the site but not bookable online). */
  bookable: z.boolean(),
  order: z.number().int(),
  /** The fixed meeting link of an online service (contracts/meeting.ts); only the owner's answers carry it. */
  meetingUrl: z.string().nullable().default(null),
});
export type AdminService = z.infer<typeof adminServiceSchema>;
export const adminServiceListSchema = z.object({ services: z.array(adminServiceSchema) });

const localizedInputSchema = z.object({
  es: z.string().trim().min(1, 'required').max(2000, 'too_long'),
  en: z.string().trim().min(1, 'required').max(2000, 'too_long'),
});
const includesSchema = z.object({
  es: z.array(z.string().max(300)).max(20),
  en: z.array(z.string().max(300)).max(20),
});
const serviceFields = {
  kind: serviceKindSchema,
  name: localizedInputSchema,
  description: localizedInputSchema,
  includes: includesSchema,
  durationMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  priceMinor: z.number().int().min(0).max(100_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/),
  active: z.boolean(),
  bookable: z.boolean(),
  requiresPayment: z.boolean(),
  /** null: pay in full only. */
  flexiblePayments: flexibleTermsSchema.nullable(),
  cancellationPolicy: cancellationPolicySchema,
  online: z.boolean(),
  meetingUrl: meetingUrlSchema.nullable(),
  order: z.number().int().min(0).max(1000),
};
/** An online service needs its meeting link (field error `required` on meetingUrl). */
const onlineNeedsMeetingUrl = (service: {
  online?: boolean | undefined;
  meetingUrl?: string | null | undefined;
}) => !(service.online === true && service.meetingUrl === null);
const meetingUrlRequired = { message: 'required', path: ['meetingUrl'] };
/** POST /api/admin/booking/services (all required but those with a default). */
export const serviceInputSchema = z
  .object({
    ...serviceFields,
    slug: slugSchema,
    includes: includesSchema.default({ es: [], en: [] }),
    currency: serviceFields.currency.default('MXN'),
    active: z.boolean().default(true),
    bookable: z.boolean().default(true),
    requiresPayment: z.boolean().default(false),
    flexiblePayments: serviceFields.flexiblePayments.default(null),
    cancellationPolicy: serviceFields.cancellationPolicy.default(FULL_REFUND_POLICY),
    online: z.boolean().default(false),
    meetingUrl: serviceFields.meetingUrl.default(null),
    order: serviceFields.order.default(100),
  })
  .refine(onlineNeedsMeetingUrl, meetingUrlRequired);
export type ServiceInput = z.input<typeof serviceInputSchema>;
/** PUT /api/admin/booking/services/:slug: every field optional, and one left out is left as it is (no defaults). */
export const serviceUpdateSchema = z
  .object(serviceFields)
  .partial()
  .refine(onlineNeedsMeetingUrl, meetingUrlRequired);
export type ServiceUpdate = z.input<typeof serviceUpdateSchema>;

/* ---------- Admin: availability tester ---------- */

export const slotReasons = [
  'available',
  'past',
  'notice',
  'horizon',
  'outside_hours',
  'busy',
  'buffer',
  'external_calendar',
  'daily_limit',
] as const;
export const slotReasonSchema = z.enum(slotReasons);
export type SlotReasonDto = z.infer<typeof slotReasonSchema>;

/** GET /api/admin/booking/explain?service=&from=&to=&tz= (same query and window cap as /slots). */
export const explainAnswerSchema = z.object({
  service: slugSchema,
  timeZone: z.string(),
  businessTimeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** Every candidate on the slot grid, grouped by day in `timeZone`, each with why it is (not) bookable. */
  days: z.array(
    z.object({
      date: z.string(),
      candidates: z.array(
        z.object({ start: z.string(), end: z.string(), reason: slotReasonSchema, businessDate: z.string() }),
      ),
    }),
  ),
  counts: z.record(slotReasonSchema, z.number().int()),
});
export type ExplainAnswer = z.infer<typeof explainAnswerSchema>;

/* ---------- Admin: calendars ---------- */

/** An external calendar whose busy times block slots (refreshed every 15 minutes). */
export const externalCalendarSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The ICS URL; it often holds a secret, so only the owner sees it. */
  url: z.string(),
  lastSuccessAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** The last refresh's error (null when it worked): shown, never silently ignored. */
  lastError: z.string().nullable(),
  busyCount: z.number().int(),
  createdAt: z.string(),
});
export type ExternalCalendar = z.infer<typeof externalCalendarSchema>;
export const externalCalendarListSchema = z.object({ calendars: z.array(externalCalendarSchema) });
/** POST /api/admin/booking/calendars. */
export const externalCalendarInputSchema = z.object({
  name: z.string().trim().min(1, 'required').max(120, 'too_long'),
  url: z
    .string()
    .trim()
    .max(2000, 'too_long')
    .transform((value) => value.replace(/^webcal:\/\//i, 'https://'))
    .pipe(z.url({ protocol: /^https?$/, error: 'invalid_url' })),
});
export type ExternalCalendarInput = z.input<typeof externalCalendarInputSchema>;

/** GET /api/admin/booking/feed and POST …/feed/rotate: the private ICS feed of every appointment. */
export const feedUrlSchema = z.object({
  /** https://…/api/booking/feed/<secret>.ics — rotating makes the old URL answer 404. */
  url: z.string(),
  /** The same as webcal:// for one-click subscription. */
  webcalUrl: z.string(),
  rotatedAt: z.string(),
});
export type FeedUrl = z.infer<typeof feedUrlSchema>;
