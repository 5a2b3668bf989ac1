import { z } from 'zod';
import { dayRangeSchema, reportBuckets, reportQuerySchema } from './reports';

/*
 * First-party, cookie-free site analytics (/api/analytics, /api/admin/analytics). The browser reports only
 * page views; goals are recorded by the server where it knows them, so a goal cannot be forged. A visitor is a
 * hash of a daily-rotating secret salt, the IP and the user agent: nothing identifies a person across days.
 * Periods, presets and comparisons are the reports' (contracts/reports.ts), in whole Mexico City days.
 */

export const ANALYTICS_EVENT_PATH = '/api/analytics/event';
/** Largest beacon body the server reads (bytes); larger → 400, nothing stored. */
export const MAX_BEACON_BYTES = 2048;

/**
 * The page-view beacon (sendBeacon, text/plain JSON, so no CORS preflight). Short keys keep the script small.
 * u: the path with its query (UTM parameters are read from it; other parameters are dropped), ≤ 2000 chars;
 * p: the route pattern the app matched (e.g. /projects/:slug), ≤ 200; r: document.referrer, ≤ 2000;
 * w: the viewport width in CSS pixels; l: the page's language.
 */
export const beaconSchema = z
  .object({
    u: z.string().min(1).max(2000),
    p: z.string().max(200).optional(),
    r: z.string().max(2000).optional(),
    w: z.number().int().min(0).max(100_000).optional(),
    l: z.enum(['es', 'en']).optional(),
  })
  .strict();
export type Beacon = z.infer<typeof beaconSchema>;

/** Goals the server records (never the browser). */
export const analyticsGoals = [
  'diagnostic_started',
  'diagnostic_completed',
  'contact_sent',
  'cv_downloaded',
  'booking_made',
  'payment_paid',
  'stay_paid',
] as const;
export type AnalyticsGoal = (typeof analyticsGoals)[number];

export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** Screen width buckets (CSS px): < 576 phone, < 992 tablet, < 1440 laptop, else desktop. */
export const screenBuckets = ['phone', 'tablet', 'laptop', 'desktop'] as const;

/** Dimensions a screen can break down and filter by (click a row → filter; Plausible's model). */
export const analyticsDimensions = [
  'page',
  'entry_page',
  'exit_page',
  'source',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
  'browser',
  'language',
  'screen',
] as const;
export type AnalyticsDimension = (typeof analyticsDimensions)[number];

const filterValue = z.string().max(500).optional();

/** GET /api/admin/analytics: the report's period and comparison, plus any number of dimension filters. */
export const analyticsQuerySchema = reportQuerySchema.extend(
  Object.fromEntries(analyticsDimensions.map((d) => [d, filterValue])) as Record<
    AnalyticsDimension,
    typeof filterValue
  >,
);
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int().min(0);

/** Headline figures. bounceRate: visits with one page view / visits (0–1; null without visits). */
export const analyticsTotalsSchema = z.object({
  visitors: count,
  visits: count,
  pageviews: count,
  bounceRate: z.number().min(0).max(1).nullable(),
  /** Mean seconds from a visit's first to its last page view (null without visits). */
  visitDurationSeconds: z.number().min(0).nullable(),
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

export const analyticsRowSchema = z.object({
  /** '' = none: a direct visit (no referrer), no UTM value, an unknown browser or language, no width. */
  value: z.string(),
  visitors: count,
  visits: count,
  pageviews: count,
});
export type AnalyticsRow = z.infer<typeof analyticsRowSchema>;

export const analyticsGoalRowSchema = z.object({
  goal: z.enum(analyticsGoals),
  /** Distinct visitors who reached it, and conversions (how many times it happened). */
  visitors: count,
  conversions: count,
  /** visitors / all visitors of the period (0–1; null without visitors). */
  rate: z.number().min(0).max(1).nullable(),
});

/**
 * visit → diagnostic → lead → booking → paid: distinct visitors of the period's visits (matching the filters)
 * who reached each step **and every step before it** during the period or later, so no step exceeds the one
 * before (ADR 049's addendum); a step reached without the earlier ones (a booking without a diagnostic, the
 * payment of a booking made before the period) counts in the goals only. diagnostic: started or completed
 * one; lead: sent the contact form or completed a diagnostic (it always carries name and e-mail, and makes a
 * lead); booking: booked an appointment or a stay; paid: paid one (a webhook's payment counts for the visitor
 * who booked).
 */
export const funnelSteps = ['visit', 'diagnostic', 'lead', 'booking', 'paid'] as const;
export const analyticsFunnelStepSchema = z.object({ step: z.enum(funnelSteps), visitors: count });

export const analyticsPointSchema = z.object({
  /** The bucket's first day. */
  day: z.string(),
  visitors: count,
  visits: count,
  pageviews: count,
});

export const analyticsReportSchema = z.object({
  period: dayRangeSchema,
  comparison: dayRangeSchema.nullable(),
  bucket: z.enum(reportBuckets),
  filters: z.partialRecord(z.enum(analyticsDimensions), z.string()),
  totals: analyticsTotalsSchema,
  previousTotals: analyticsTotalsSchema.nullable(),
  series: z.array(analyticsPointSchema),
  previousSeries: z.array(analyticsPointSchema).nullable(),
  /** Top rows (at most 50 each), by visitors. */
  breakdowns: z.record(z.enum(analyticsDimensions), z.array(analyticsRowSchema)),
  goals: z.array(analyticsGoalRowSchema),
  funnel: z.array(analyticsFunnelStepSchema),
  /** Distinct visitors with a page view in the last 5 minutes (not bound to the period). */
  visitorsNow: count,
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/** GET /api/admin/analytics/now. */
export const analyticsNowSchema = z.object({ visitors: count });
export type AnalyticsNow = z.infer<typeof analyticsNowSchema>;

/** GET/PUT /api/admin/analytics/settings: raw events older than this are deleted; rollups stay. */
export const analyticsSettingsSchema = z.object({
  retentionDays: z.number().int().min(30).max(3650),
});
export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;
