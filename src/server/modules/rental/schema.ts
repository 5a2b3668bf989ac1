import type { LocalizedText } from '@contracts/content';
import type { RentalSeason, StayCancellationPolicy } from '@contracts/rental-pricing';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** PostgreSQL's daterange, written as '[from,to)' text; only the database compares them. */
const daterange = customType<{ data: string; driverData: string }>({ dataType: () => 'daterange' });

export interface StoredTax {
  name: LocalizedText;
  basisPoints: number;
}

/** The owner's rental settings: exactly one row (id = 1), created by migration 0009, filled by seed rental-v1. */
export const rentalSettings = pgTable(
  'rental_settings',
  {
    id: integer('id').primaryKey().default(1),
    propertyName: text('property_name').notNull().default('La Mansión'),
    currency: text('currency').notNull().default('MXN'),
    nightlyRateMinor: integer('nightly_rate_minor').notNull().default(250_000),
    cleaningFeeMinor: integer('cleaning_fee_minor').notNull().default(0),
    taxes: jsonb('taxes').$type<StoredTax[]>().notNull().default([]),
    minNights: integer('min_nights').notNull().default(1),
    maxGuests: integer('max_guests').notNull().default(2),
    checkInTime: text('check_in_time').notNull().default('15:00'),
    checkOutTime: text('check_out_time').notNull().default('11:00'),
    houseRules: jsonb('house_rules').$type<LocalizedText>().notNull().default({ es: '', en: '' }),
    depositOffered: boolean('deposit_offered').notNull().default(false),
    depositPercent: integer('deposit_percent').notNull().default(30),
    // Flexible payments (migration 0010): N instalments every interval, everything paid this many days
    // before check-in (the deposit's balance too).
    instalmentsOffered: boolean('instalments_offered').notNull().default(false),
    instalmentCount: integer('instalment_count').notNull().default(3),
    instalmentIntervalDays: integer('instalment_interval_days').notNull().default(30),
    balanceDueDaysBefore: integer('balance_due_days_before').notNull().default(7),
    holdMinutes: integer('hold_minutes').notNull().default(20),
    // Prices and policy (migration 0025, ADR 044).
    weekendRateMinor: integer('weekend_rate_minor'),
    seasons: jsonb('seasons').$type<RentalSeason[]>().notNull().default([]),
    weeklyDiscountPercent: integer('weekly_discount_percent').notNull().default(0),
    monthlyDiscountPercent: integer('monthly_discount_percent').notNull().default(0),
    cancellationPolicy: text('cancellation_policy')
      .$type<StayCancellationPolicy>()
      .notNull()
      .default('flexible'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('rental_settings_single_row', sql`${t.id} = 1`),
    check(
      'rental_settings_prices',
      sql`(${t.weekendRateMinor} IS NULL OR ${t.weekendRateMinor} > 0) AND ${t.weeklyDiscountPercent} BETWEEN 0 AND 90 AND ${t.monthlyDiscountPercent} BETWEEN 0 AND 90 AND jsonb_typeof(${t.seasons}) = 'array'`,
    ),
    check('rental_settings_policy', sql`${t.cancellationPolicy} IN ('flexible', 'moderate', 'strict')`),
  ],
);
export type RentalSettingsRow = typeof rentalSettings.$inferSelect;

/**
 * One stay. `nights` is [check_in, check_out): the check-out day is free for the next arrival. The exclusion
 * constraint of migration 0009 forbids two live (held, pending_payment, confirmed) stays sharing a night —
 * the database, not the code, prevents double booking. Amounts are fixed when the stay is made.
 */
export const stays = pgTable(
  'stays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    nights: daterange('nights').notNull(),
    guests: integer('guests').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    nightlyRateMinor: integer('nightly_rate_minor').notNull(),
    nightsSubtotalMinor: integer('nights_subtotal_minor').notNull(),
    // Each night's price from check-in (migration 0025; empty for stays booked before: all at nightlyRateMinor).
    nightPrices: jsonb('night_prices').$type<number[]>().notNull().default([]),
    discountPercent: integer('discount_percent').notNull().default(0),
    discountMinor: integer('discount_minor').notNull().default(0),
    // The policy in force when booked (stays booked before 0025: flexible).
    cancellationPolicy: text('cancellation_policy')
      .$type<StayCancellationPolicy>()
      .notNull()
      .default('flexible'),
    cleaningFeeMinor: integer('cleaning_fee_minor').notNull(),
    taxes: jsonb('taxes').$type<(StoredTax & { amountMinor: number })[]>().notNull(),
    totalMinor: integer('total_minor').notNull(),
    dueNowMinor: integer('due_now_minor').notNull(),
    paymentOption: text('payment_option').notNull(),
    holdExpiresAt: tz('hold_expires_at'),
    paymentReference: text('payment_reference'),
    cancelReason: text('cancel_reason'),
    idempotencyKey: text('idempotency_key').unique(),
    requestHash: text('request_hash'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'stays_status',
      sql`${t.status} in ('held', 'pending_payment', 'confirmed', 'cancelled', 'expired')`,
    ),
    check('stays_order', sql`${t.checkIn} < ${t.checkOut}`),
    check('stays_language', sql`${t.language} in ('es', 'en')`),
    check('stays_option', sql`${t.paymentOption} in ('full', 'deposit', 'instalments')`),
    check('stays_guests', sql`${t.guests} >= 1`),
    check(
      'stays_discount',
      sql`${t.discountPercent} BETWEEN 0 AND 90 AND ${t.discountMinor} >= 0 AND ${t.discountMinor} <= ${t.nightsSubtotalMinor}`,
    ),
    check('stays_policy', sql`${t.cancellationPolicy} IN ('flexible', 'moderate', 'strict')`),
    index('stays_check_in_idx').on(t.checkIn),
    index('stays_email_idx').on(t.customerEmail),
  ],
);
export type StayRow = typeof stays.$inferSelect;

/** Hashes of the secrets in a stay's manage links (one per answer; a replayed request adds one). */
export const stayManageTokens = pgTable(
  'stay_manage_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    stayId: uuid('stay_id')
      .notNull()
      .references(() => stays.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('stay_manage_tokens_stay_idx').on(t.stayId)],
);

/** Nights the owner keeps off the calendar, [from, to) like a stay; ranges never overlap each other. */
export const rentalBlockedNights = pgTable('rental_blocked_nights', {
  id: uuid('id').primaryKey().defaultRandom(),
  nights: daterange('nights').notNull(),
  note: text('note').notNull().default(''),
  createdBy: text('created_by').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** The history of a stay: who changed what, when. */
export const stayEvents = pgTable(
  'stay_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stayId: uuid('stay_id')
      .notNull()
      .references(() => stays.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actor: text('actor').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('stay_events_stay_idx').on(t.stayId, t.id)],
);
