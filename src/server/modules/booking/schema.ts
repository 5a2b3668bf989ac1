import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  customType,
  date,
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
import type { CancellationPolicy } from '@contracts/cancellation';
import { authUsers } from '../auth';
import { services } from '../content';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** PostgreSQL's tstzrange, written as '[start,end)' text; only the database compares them. */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

/** The owner's booking policy: exactly one row (id = 1). Weekly hours and overrides have tables of their own. */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    id: integer('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull().default('America/Mexico_City'),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(15),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
    horizonDays: integer('horizon_days').notNull().default(60),
    slotStepMinutes: integer('slot_step_minutes').notNull().default(30),
    dailyLimit: integer('daily_limit'),
    holdMinutes: integer('hold_minutes').notNull().default(15),
    cancelCutoffHours: integer('cancel_cutoff_hours').notNull().default(12),
    reminderOffsetsMinutes: jsonb('reminder_offsets_minutes').$type<number[]>().notNull().default([1440, 60]),
    /** The private ICS feed's secret: shown to the owner in the feed URL; rotating it revokes the old URL. */
    feedSecret: text('feed_secret')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    feedRotatedAt: tz('feed_rotated_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('booking_settings_single_row', sql`${t.id} = 1`)],
);

/** Weekly opening hours in the business zone: several ranges per ISO weekday (1 = Monday … 7 = Sunday). */
export const bookingWeeklyHours = pgTable(
  'booking_weekly_hours',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    weekday: integer('weekday').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [
    check('booking_weekly_hours_weekday', sql`${t.weekday} between 1 and 7`),
    check('booking_weekly_hours_order', sql`${t.startTime} < ${t.endTime}`),
  ],
);

/** A date with special hours: `ranges` replace the weekly hours of that day; an empty list is a day off. */
export const bookingDateOverrides = pgTable('booking_date_overrides', {
  date: date('date', { mode: 'string' }).primaryKey(),
  ranges: jsonb('ranges').$type<{ start: string; end: string }[]>().notNull(),
});

/**
 * One appointment. `blocked` is [start − buffer before, end + buffer after) with the buffers of the moment it
 * was written; the exclusion constraint of migration 0004 forbids two live (held, pending_payment,
 * confirmed) appointments whose blocked ranges overlap — the database, not the code, prevents double booking.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    status: text('status').notNull(),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    blocked: tstzrange('blocked').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    customerNotes: text('customer_notes'),
    language: text('language').notNull(),
    timeZone: text('time_zone').notNull(),
    userId: uuid('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    /** The invite's UID (stable for the appointment's life) and SEQUENCE (+1 on every change). */
    icsUid: text('ics_uid').notNull().unique(),
    sequence: integer('sequence').notNull().default(0),
    /** Unpaid holds keep the slot until then; the hold-expiry job (or the next booking) expires them. */
    holdExpiresAt: tz('hold_expires_at'),
    paymentReference: text('payment_reference'),
    cancelReason: text('cancel_reason'),
    /** The service's refund policy when booked (what the client was shown); null: booked before, full refund. */
    cancellationPolicy: jsonb('cancellation_policy').$type<CancellationPolicy>(),
    /**
     * The start the refund window is measured from once the client moved the appointment after its full-refund
     * deadline (the start they had then); null: the current start. Moving late never buys a full refund.
     */
    refundWindowStartsAt: tz('refund_window_starts_at'),
    internalNotes: text('internal_notes'),
    /** A double submit with the same key returns this appointment; requestHash tells a retry from a reuse. */
    idempotencyKey: text('idempotency_key').unique(),
    requestHash: text('request_hash'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'appointments_status',
      sql`${t.status} in ('held', 'pending_payment', 'confirmed', 'cancelled', 'completed', 'no_show', 'expired')`,
    ),
    check('appointments_order', sql`${t.startsAt} < ${t.endsAt}`),
    check('appointments_language', sql`${t.language} in ('es', 'en')`),
    index('appointments_starts_idx').on(t.startsAt),
    index('appointments_email_idx').on(t.customerEmail),
    index('appointments_user_idx').on(t.userId),
    // The reports (migration 0016, ADR 027): a diagnostic taker's later bookings, by e-mail in any case.
    index('appointments_email_lower_created_idx').on(sql`lower(${t.customerEmail})`, t.createdAt),
  ],
);

/** Hashes of the secrets in manage links (one per booking answer; a replayed booking adds one). */
export const appointmentManageTokens = pgTable(
  'appointment_manage_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('appointment_manage_tokens_appointment_idx').on(t.appointmentId)],
);

/** The history of an appointment: who changed what, when. */
export const appointmentEvents = pgTable(
  'appointment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actor: text('actor').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('appointment_events_appointment_idx').on(t.appointmentId, t.id)],
);

/**
 * Reminders that went out: one row per appointment, start time and offset. The reminder handler inserts
 * here and enqueues the mail in one transaction, so a reminder can never be sent twice.
 */
export const appointmentRemindersSent = pgTable(
  'appointment_reminders_sent',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    startsAt: tz('starts_at').notNull(),
    offsetMinutes: integer('offset_minutes').notNull(),
    sentAt: tz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.startsAt, t.offsetMinutes] })],
);

/** An external calendar (ICS URL) whose busy times block slots; refreshed every 15 minutes by a job. */
export const externalCalendars = pgTable(
  'external_calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** Busy intervals of the last good refresh (ISO instants), within the booking horizon. */
    busy: jsonb('busy').$type<{ start: string; end: string }[]>().notNull().default([]),
    lastAttemptAt: tz('last_attempt_at'),
    lastSuccessAt: tz('last_success_at'),
    lastError: text('last_error'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('external_calendars_url').on(t.url)],
);

export type AppointmentRow = typeof appointments.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
