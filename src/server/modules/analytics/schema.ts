import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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

/* Site analytics' tables (migration 0023, ADRs 038 and 039). */

const tz = (name: string) => timestamp(name, { withTimezone: true });
const day = () => date('day', { mode: 'string' }).notNull();
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const dim = (name: string) => text(name).notNull().default('');

/** One secret salt per Mexico City day, created on demand; past days' salts are deleted by a job. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: bytea('salt').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** One row per visit: page views of one visitor less than 30 minutes apart, within one day. */
export const analyticsVisits = pgTable(
  'analytics_visits',
  {
    id: uuid('id').primaryKey(),
    visitorId: bigint('visitor_id', { mode: 'bigint' }).notNull(),
    /** 1, 2, … among the visitor's visits (a visitor id lives one day); unique with it (migration 0026). */
    ordinal: integer('ordinal').notNull(),
    day: day(),
    startedAt: tz('started_at').notNull(),
    lastSeenAt: tz('last_seen_at').notNull(),
    pageviews: integer('pageviews').notNull(),
    entryPath: text('entry_path').notNull(),
    exitPath: text('exit_path').notNull(),
    /** Each page view's path in arrival order (repeats kept): two-filter reports read pages from here (ADR 060). */
    paths: text('paths')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: dim('source'),
    utmSource: dim('utm_source'),
    utmMedium: dim('utm_medium'),
    utmCampaign: dim('utm_campaign'),
    device: dim('device'),
    browser: dim('browser'),
    language: dim('language'),
    screen: dim('screen'),
  },
  (t) => [
    index('analytics_visits_day_idx').on(t.day),
    index('analytics_visits_visitor_idx').on(t.visitorId, t.lastSeenAt),
    index('analytics_visits_last_seen_idx').on(t.lastSeenAt),
    uniqueIndex('analytics_visits_visitor_ordinal_idx').on(t.visitorId, t.ordinal),
  ],
);

export const analyticsPageviews = pgTable(
  'analytics_pageviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitId: uuid('visit_id').notNull(),
    visitorId: bigint('visitor_id', { mode: 'bigint' }).notNull(),
    day: day(),
    at: tz('at').notNull(),
    path: text('path').notNull(),
    route: dim('route'),
  },
  (t) => [
    index('analytics_pageviews_day_idx').on(t.day, t.path),
    // (visit, path): a visit's pages from the index alone (migration 0033, ADR 055).
    index('analytics_pageviews_visit_path_idx').on(t.visitId, t.path),
  ],
);

/** Goals the server recorded; 'stay_booked' is an internal anchor a stay's payment inherits its visitor from. */
export const analyticsGoalsTable = pgTable(
  'analytics_goals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    goal: text('goal').notNull(),
    at: tz('at').notNull(),
    day: day(),
    visitorId: bigint('visitor_id', { mode: 'bigint' }),
    reference: text('reference'),
  },
  (t) => [
    check(
      'analytics_goals_goal',
      sql`${t.goal} in ('diagnostic_started', 'diagnostic_completed', 'contact_sent', 'cv_downloaded', 'booking_made', 'payment_paid', 'stay_paid', 'stay_booked')`,
    ),
    index('analytics_goals_day_idx').on(t.day),
    index('analytics_goals_reference_idx').on(t.reference),
  ],
);

/** A rollup row's day, dimension value ('' = the day's totals) and figures: the same in every rollup table. */
const dayFigures = () => ({
  day: day(),
  dimension: text('dimension').notNull(),
  value: text('value').notNull(),
  visitors: integer('visitors').notNull(),
  visits: integer('visits').notNull(),
  pageviews: integer('pageviews').notNull(),
  bounces: integer('bounces').notNull(),
  durationSeconds: bigint('duration_seconds', { mode: 'number' }).notNull(),
});

/** Per day and dimension ('' = the day's totals); kept when retention deletes raw rows. */
export const analyticsRollupDays = pgTable(
  'analytics_rollup_days',
  {
    ...dayFigures(),
  },
  (t) => [primaryKey({ name: 'analytics_rollup_days_pk', columns: [t.day, t.dimension, t.value] })],
);

/**
 * Per day, filter (a visit's dimension value, or a page it viewed) and dimension: the figures of the day's
 * visits that have the filter value (migration 0026, ADR 045). A one-filter report reads these.
 */
export const analyticsRollupFiltered = pgTable(
  'analytics_rollup_filtered',
  {
    filterDimension: text('filter_dimension').notNull(),
    filterValue: text('filter_value').notNull(),
    ...dayFigures(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_rollup_filtered_pk',
      columns: [t.filterDimension, t.filterValue, t.day, t.dimension, t.value],
    }),
  ],
);

/**
 * Filter combinations (two filters or more) a report has asked for, by a hash of their canonical form
 * (migration 0035, ADR 062): the job rolls their final days, and maintenance forgets those not asked for
 * in a while.
 */
export const analyticsCombinations = pgTable('analytics_combinations', {
  combination: text('combination').primaryKey(),
  filters: jsonb('filters').notNull(),
  requestedAt: tz('requested_at').notNull().defaultNow(),
});

/** The days of a combination already rolled (a day with no kept visit has a row here and none below). */
export const analyticsCombinationDays = pgTable(
  'analytics_combination_days',
  {
    combination: text('combination')
      .notNull()
      .references(() => analyticsCombinations.combination, { onDelete: 'cascade' }),
    day: day(),
  },
  (t) => [primaryKey({ name: 'analytics_combination_days_pk', columns: [t.combination, t.day] })],
);

/** Per combination, day and dimension: the figures of the day's visits that match every filter. */
export const analyticsRollupCombined = pgTable(
  'analytics_rollup_combined',
  {
    combination: text('combination')
      .notNull()
      .references(() => analyticsCombinations.combination, { onDelete: 'cascade' }),
    ...dayFigures(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_rollup_combined_pk',
      columns: [t.combination, t.day, t.dimension, t.value],
    }),
  ],
);

/** Days whose rollup is final; `filtered`: their per-filter rollup too (days rolled before 0026 lack it). */
export const analyticsRolledDays = pgTable('analytics_rolled_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  computedAt: tz('computed_at').notNull().defaultNow(),
  filtered: boolean('filtered').notNull().default(false),
});

export const analyticsSettingsTable = pgTable(
  'analytics_settings',
  {
    id: boolean('id').primaryKey().default(true),
    retentionDays: integer('retention_days').notNull().default(400),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('analytics_settings_one', sql`${t.id}`),
    check('analytics_settings_retention', sql`${t.retentionDays} between 30 and 3650`),
  ],
);
