import { z } from 'zod';
import { calendarDaySchema } from './calendar-dates';

/*
 * The owner's reports (/api/admin/reports). A period is a run of whole Mexico City days; money is integer
 * centavos (MXN); every figure is defined here once, so the server, the screens, the exports and the
 * reconciliation test agree on what a number means.
 *
 * Field errors (400): from/to — required (a custom period without them), invalid_date; to — inverted_range
 * (ends before it starts), range_too_long (over 5 years, 1827 days); preset/compare — invalid_value.
 */

export const REPORT_TIME_ZONE = 'America/Mexico_City';
/** The longest period a report or an export may cover: five years of days. */
export const MAX_REPORT_DAYS = 1827;

/**
 * Ends today (Mexico City) except last_month: 7d/30d/90d are the last N days including today; month, quarter
 * and year run from their first day to today; last_month is the whole previous calendar month; custom is
 * from–to inclusive.
 */
export const reportPresets = [
  '7d',
  '30d',
  '90d',
  'month',
  'last_month',
  'quarter',
  'year',
  'custom',
] as const;
export type ReportPreset = (typeof reportPresets)[number];

/** previous: the same number of days just before; last_year: the same days one year earlier. */
export const reportComparisons = ['previous', 'last_year', 'none'] as const;
export type ReportComparison = (typeof reportComparisons)[number];

/**
 * A day as the server writes it in an answer. Only its shape: a comparison or a week's Monday may fall just
 * before the first day requests take (calendarDaySchema, which the query uses).
 */
export const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');

export const reportQuerySchema = z.object({
  preset: z.enum(reportPresets, { error: 'invalid_value' }).default('30d'),
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  compare: z.enum(reportComparisons, { error: 'invalid_value' }).default('previous'),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** Whole days, both ends included (YYYY-MM-DD in Mexico City). */
export const dayRangeSchema = z.object({ from: isoDaySchema, to: isoDaySchema, days: z.number().int() });
export type DayRange = z.infer<typeof dayRangeSchema>;

/** How the series group days: by day up to 62 days, by ISO week (starting Monday) up to 366, else by month. */
export const reportBuckets = ['day', 'week', 'month'] as const;
export type ReportBucket = (typeof reportBuckets)[number];

const count = z.number().int().min(0);
const minor = z.number().int();
/** A share between 0 and 1, or null when its denominator is 0 (shown as "—", never as 0 %). */
const ratio = z.number().min(0).max(1).nullable();
const names = z.object({ es: z.string(), en: z.string() });

/* ---------- Revenue ---------- */

/**
 * paid: the amount of every order paid (paid_at) in the period, whatever happened to it later.
 * refunded: every refund that succeeded, on the day it was created (payment_refunds, the one refund ledger: a
 * manual refund the owner records is written there too, at the recording time and the recorded amount, and is
 * counted once). net = paid − refunded (may be negative in a quiet period).
 */
export const revenueTotalsSchema = z.object({
  paidMinor: minor,
  refundedMinor: minor,
  netMinor: minor,
  /** Orders paid in the period. */
  payments: count,
  /** Refunds (provider and recorded manual ones) counted in refunded. */
  refunds: count,
});
export type RevenueTotals = z.infer<typeof revenueTotalsSchema>;

export const revenueRowSchema = revenueTotalsSchema.extend({ key: z.string() });
export type RevenueRow = z.infer<typeof revenueRowSchema>;

/** By service: an appointment's service (also for its plan's later instalments); `kind: 'stay'` for the rental. */
export const revenueServiceRowSchema = revenueRowSchema.extend({
  kind: z.enum(['service', 'stay']),
  /** The service's name (for a stay: the rental's, "La Mansión"); a deleted service keeps "—". */
  name: names,
});

export const revenuePointSchema = z.object({
  /** The bucket's first day (YYYY-MM-DD). */
  start: isoDaySchema,
  paidMinor: minor,
  refundedMinor: minor,
  netMinor: minor,
});

export const revenueReportSchema = z.object({
  totals: revenueTotalsSchema,
  /** The comparison period's totals; null when compare=none. */
  previous: revenueTotalsSchema.nullable(),
  /** key: sandbox | stripe | mercadopago (refunds count under their order's provider). */
  byProvider: z.array(revenueRowSchema),
  byService: z.array(revenueServiceRowSchema),
  /** key: appointment | stay | plan_instalment (the order's purpose). */
  byPurpose: z.array(revenueRowSchema),
  /** One point per bucket, every bucket of the period present (zeros included), in order. */
  series: z.array(revenuePointSchema),
});

/* ---------- Appointments ---------- */

/**
 * Counted by start (a Mexico City day in the period), never-booked ones left out (held, pending_payment,
 * expired, and a hold cancelled before it was ever confirmed: a cancelled appointment counts only if it has a
 * 'confirmed' event). booked = confirmed + completed + no_show + cancelled. noShowRate = no_show / (completed + no_show).
 * medianLeadTimeHours: start − created_at over booked appointments not cancelled.
 */
export const appointmentTotalsSchema = z.object({
  booked: count,
  confirmed: count,
  completed: count,
  cancelled: count,
  noShow: count,
  noShowRate: ratio,
  medianLeadTimeHours: z.number().min(0).nullable(),
});
export type AppointmentTotals = z.infer<typeof appointmentTotalsSchema>;

export const appointmentReportSchema = z.object({
  totals: appointmentTotalsSchema,
  previous: appointmentTotalsSchema.nullable(),
  byService: z.array(
    z.object({
      key: z.string(),
      name: names,
      booked: count,
      completed: count,
      cancelled: count,
      noShow: count,
    }),
  ),
  /** Booked appointments per bucket (by start). */
  series: z.array(z.object({ start: isoDaySchema, booked: count, cancelled: count })),
  /**
   * Booked, not cancelled, by the start's Mexico City weekday (1 = Monday … 7 = Sunday) and hour (0–23); only
   * the cells with a count.
   */
  heatmap: z.array(
    z.object({ weekday: z.number().int().min(1).max(7), hour: z.number().int().min(0).max(23), count }),
  ),
});

/* ---------- Leads ---------- */

/**
 * Leads created in the period. bySource: the first source each came through. byStatus: their status now.
 * funnel: of those leads, how many reached each stage (now at it or beyond, or passed through it by a status
 * change; lost leads count for the stages they reached); rate = this stage / the stage before (null for new).
 * medianDaysToWin: created_at → the first change to won, over those won.
 */
export const leadTotalsSchema = z.object({
  created: count,
  /** The funnel's won: leads that reached won, whatever their status now. */
  won: count,
  /** won / created. */
  conversionRate: ratio,
  medianDaysToWin: z.number().min(0).nullable(),
});

export const funnelStages = ['new', 'contacted', 'qualified', 'won'] as const;

export const leadReportSchema = z.object({
  totals: leadTotalsSchema,
  previous: leadTotalsSchema.nullable(),
  bySource: z.array(z.object({ key: z.string(), count })),
  /** key: new | contacted | qualified | won | lost, all five present. */
  byStatus: z.array(z.object({ key: z.string(), count })),
  funnel: z.array(z.object({ stage: z.enum(funnelStages), count, rate: ratio })),
  series: z.array(z.object({ start: isoDaySchema, created: count })),
});

/* ---------- Diagnostic ---------- */

/**
 * Results submitted in the period. becameBookings: of those, how many takers (same e-mail, any case) booked an
 * appointment after submitting (created after the result, never-booked ones left out as in appointments).
 */
export const diagnosticTotalsSchema = z.object({
  submissions: count,
  averageOverall: z.number().min(0).max(100).nullable(),
  becameBookings: count,
});

export const diagnosticReportSchema = z.object({
  totals: diagnosticTotalsSchema,
  previous: diagnosticTotalsSchema.nullable(),
  /** Ten bins of the overall score: 0–9, 10–19, … 90–100 (from = 0, 10, … 90), all ten present. */
  distribution: z.array(z.object({ from: z.number().int(), count })),
  /** The average score per dimension of the results that have it (0–100, one decimal). */
  dimensions: z.array(z.object({ key: z.string(), name: names, average: z.number().min(0).max(100), count })),
  /** key: the result's level. */
  levels: z.array(z.object({ key: z.string(), count })),
  series: z.array(z.object({ start: isoDaySchema, submissions: count })),
});

/* ---------- Rental ---------- */

/**
 * Nights of the period (a night belongs to the day it starts). sold: nights of confirmed stays. available: the
 * period's nights less the owner's blocked ones. roomRevenue: each sold night's share of its stay's nights
 * subtotal (cleaning fee and taxes left out; a stay's remainder centavos go to its first nights), so a stay
 * across a month boundary splits exactly. adr = roomRevenue / sold; revpar = roomRevenue / available (rounded
 * half up to the centavo; null when the divisor is 0).
 */
export const rentalTotalsSchema = z.object({
  nightsSold: count,
  nightsAvailable: count,
  occupancy: ratio,
  roomRevenueMinor: minor,
  adrMinor: minor.nullable(),
  revparMinor: minor.nullable(),
  stays: count,
});
export type RentalTotals = z.infer<typeof rentalTotalsSchema>;

export const rentalReportSchema = z.object({
  totals: rentalTotalsSchema,
  previous: rentalTotalsSchema.nullable(),
  series: z.array(z.object({ start: isoDaySchema, nightsSold: count, nightsAvailable: count })),
});

/* ---------- The whole report ---------- */

export const reportSchema = z.object({
  period: dayRangeSchema,
  comparison: dayRangeSchema.nullable(),
  preset: z.enum(reportPresets),
  compare: z.enum(reportComparisons),
  bucket: z.enum(reportBuckets),
  currency: z.literal('MXN'),
  timeZone: z.literal(REPORT_TIME_ZONE),
  generatedAt: z.string(),
  revenue: revenueReportSchema,
  appointments: appointmentReportSchema,
  leads: leadReportSchema,
  diagnostic: diagnosticReportSchema,
  rental: rentalReportSchema,
});
export type Report = z.infer<typeof reportSchema>;
