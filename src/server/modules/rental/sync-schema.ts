import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { stays } from './schema';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** PostgreSQL's daterange, written as '[from,to)' text; only the database compares them. */
const daterange = customType<{ data: string; driverData: string }>({ dataType: () => 'daterange' });

/*
 * Channel sync (migration 0024, ADR 043). Imported nights block the calendar like stays and blocks: a stay
 * that becomes live on one of them is refused by the trigger `stays_not_on_imported_nights`, under the same
 * advisory lock every calendar writer takes.
 */

/** An iCal feed the owner imports (Airbnb's export or another channel's), with its last sync's result. */
export const rentalCalendarFeeds = pgTable(
  'rental_calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    channel: text('channel').notNull().default('airbnb'),
    url: text('url').notNull().unique('rental_calendar_feeds_url_unique'),
    createdAt: tz('created_at').notNull().defaultNow(),
    lastSyncedAt: tz('last_synced_at'),
    /** 'ok' | 'error'; null until the first sync. */
    lastStatus: text('last_status'),
    /** A code of contracts/calendar-errors.ts (or 'calendar_unreadable' for text that is not iCal). */
    lastErrorCode: text('last_error_code'),
    lastErrorDetail: text('last_error_detail'),
    lastEventCount: integer('last_event_count'),
  },
  (t) => [
    check('rental_calendar_feeds_status', sql`${t.lastStatus} is null or ${t.lastStatus} in ('ok', 'error')`),
    check('rental_calendar_feeds_channel', sql`${t.channel} in ('airbnb', 'booking', 'vrbo', 'other')`),
  ],
);
export type RentalCalendarFeedRow = typeof rentalCalendarFeeds.$inferSelect;

/**
 * One imported event, after merging the feed's overlapping events: nights [from, to). `kind` 'reserved' is a
 * booking on the channel; 'unavailable' is nights the channel only shows as closed (its own blocks, or our
 * export echoed back). Both block the calendar; only reservations count as sold nights or raise conflicts.
 */
export const rentalImportedNights = pgTable(
  'rental_imported_nights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => rentalCalendarFeeds.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    nights: daterange('nights').notNull(),
    summary: text('summary').notNull().default(''),
    kind: text('kind').notNull().default('reserved'),
  },
  (t) => [
    index('rental_imported_nights_feed_idx').on(t.feedId),
    check('rental_imported_nights_kind', sql`${t.kind} in ('reserved', 'unavailable')`),
  ],
);
export type RentalImportedNightsRow = typeof rentalImportedNights.$inferSelect;

/** A live direct stay on nights an import shows as reserved: recorded once per (stay, feed, event). */
export const rentalSyncConflicts = pgTable(
  'rental_sync_conflicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stayId: uuid('stay_id')
      .notNull()
      .references(() => stays.id, { onDelete: 'cascade' }),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => rentalCalendarFeeds.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    nights: daterange('nights').notNull(),
    detectedAt: tz('detected_at').notNull().defaultNow(),
  },
  (t) => [unique('rental_sync_conflicts_once').on(t.stayId, t.feedId, t.uid)],
);

/** The private export feed's secret, as its SHA-256 (one row; regenerating replaces it). */
export const rentalCalendarExport = pgTable(
  'rental_calendar_export',
  {
    id: integer('id').primaryKey().default(1),
    tokenHash: text('token_hash').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [check('rental_calendar_export_single_row', sql`${t.id} = 1`)],
);

/** A reservation from a channel's own export (Airbnb's reservations CSV), one per confirmation code. */
export const rentalChannelReservations = pgTable(
  'rental_channel_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    confirmationCode: text('confirmation_code').notNull(),
    /** As the channel wrote it, lower-cased (e.g. 'confirmed', 'canceled by guest', 'past guest'). */
    status: text('status').notNull(),
    guestName: text('guest_name').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    nights: integer('nights').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }),
    /** The host's earnings in minor units (centavos for MXN) of `currency`. */
    earningsMinor: integer('earnings_minor').notNull(),
    currency: text('currency').notNull().default('MXN'),
    importedAt: tz('imported_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('rental_channel_reservations_code').on(t.channel, t.confirmationCode),
    check('rental_channel_reservations_order', sql`${t.checkIn} < ${t.checkOut} and ${t.nights} >= 1`),
    index('rental_channel_reservations_check_in_idx').on(t.checkIn),
  ],
);
export type RentalChannelReservationRow = typeof rentalChannelReservations.$inferSelect;
