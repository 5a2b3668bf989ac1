import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The owner's notification settings: one row (id 1). Defaults are the behaviour before the settings existed:
 * every owner e-mail on, no daily digest, MAIL_FROM's own display name (docs/decisions/025).
 */
export const ownerNotificationSettings = pgTable(
  'owner_notification_settings',
  {
    id: integer('id').primaryKey().default(1),
    newBooking: boolean('new_booking').notNull().default(true),
    cancellation: boolean('cancellation').notNull().default(true),
    payment: boolean('payment').notNull().default(true),
    lead: boolean('lead').notNull().default(true),
    dailyDigest: boolean('daily_digest').notNull().default(false),
    /** The digest's hour in the business time zone (America/Mexico_City). */
    digestHour: integer('digest_hour').notNull().default(8),
    /** The daily e-mail of tasks due (overdue or due today), at the digest hour; off by default (migration 0030). */
    taskDigest: boolean('task_digest').notNull().default(false),
    /** The display name of MAIL_FROM on every mail; null keeps MAIL_FROM's own. */
    senderName: text('sender_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('owner_notification_settings_one_row', sql`${t.id} = 1`),
    check('owner_notification_settings_digest_hour', sql`${t.digestHour} between 0 and 23`),
    check(
      'owner_notification_settings_sender_name',
      sql`${t.senderName} is null or length(${t.senderName}) between 1 and 60`,
    ),
  ],
);
