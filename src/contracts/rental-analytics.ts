import { z } from 'zod';
import { isCalendarDay } from './calendar-day';
import { isoDaySchema } from './reports';

/*
 * La Mansión's analytics (/api/admin/reports/rental, the owner's /projects/airbnb). The same computation as the
 * reports' rental figures (reports/figures/rental-nights.ts); definitions in ADR 042:
 *
 * - A night belongs to the Mexico City day it starts; each night is one of: sold (a confirmed direct stay, a
 *   channel's reservation, or a night an imported calendar shows reserved), blocked (the owner's, or an
 *   imported "not available") or free. When two sources claim a night, the first of that list wins: a night counts once.
 * - available = the period's nights − blocked; occupancy = sold / available.
 * - room revenue: each sold night's equal share of its stay's nights subtotal (an Airbnb reservation's
 *   earnings), the remainder centavos on its first nights; fees (cleaning), taxes and gross (what the guest
 *   paid) are shared the same way; net = gross − taxes. Imported calendar nights carry no money: "priced"
 *   nights are the others, and ADR = room revenue / priced nights sold; RevPAR = room revenue / available.
 * - arrivals, average length of stay (nights per arrival), lead time (days from booking to check-in) and
 *   cancellations (stays once confirmed, then cancelled) count by check-in day.
 */

/** direct: this site's stays; airbnb: Airbnb's reservations and calendars; other: any other channel's. */
export const rentalChannels = ['direct', 'airbnb', 'other'] as const;
export type RentalChannel = (typeof rentalChannels)[number];

/** A calendar month, YYYY-MM, 1900–2199. */
export const monthSchema = z
  .string({ error: 'invalid_month' })
  .refine((value) => /^\d{4}-\d{2}$/.test(value) && isCalendarDay(`${value}-01`), 'invalid_month')
  .meta({ format: 'month', description: 'A calendar month, YYYY-MM', example: '2026-11' });

/** The longest window the analytics read: three years of months. */
export const MAX_ANALYTICS_MONTHS = 36;

/**
 * from–to months inclusive, at most 36. Without them: the five months before today's, today's and the six after
 * (one of them alone: twelve months from or up to it). Field errors: to — inverted_range, range_too_long;
 * from/to — invalid_month.
 */
export const rentalAnalyticsQuerySchema = z.object({
  from: monthSchema.optional(),
  to: monthSchema.optional(),
});
export type RentalAnalyticsQuery = z.infer<typeof rentalAnalyticsQuerySchema>;

const count = z.number().int().min(0);
const minor = z.number().int();

/** Every figure of a run of nights, for the property or for one channel (then its share of the property's). */
export const rentalPerformanceSchema = z.object({
  nightsAvailable: count,
  nightsSold: count,
  /** Sold nights with a price known (all but imported calendar nights). */
  nightsPriced: count,
  occupancy: z.number().min(0).max(1).nullable(),
  roomRevenueMinor: minor,
  feesMinor: minor,
  taxesMinor: minor,
  grossMinor: minor,
  netMinor: minor,
  adrMinor: minor.nullable(),
  revparMinor: minor.nullable(),
  arrivals: count,
  /** Nights per arrival (one decimal), null without arrivals. */
  averageStayNights: z.number().nullable(),
  /** Days from booking to check-in per arrival with a booking date (one decimal), null without one. */
  averageLeadDays: z.number().nullable(),
  cancellations: count,
  cancelledNights: count,
});
export type RentalPerformance = z.infer<typeof rentalPerformanceSchema>;

const byChannel = z.object({
  direct: rentalPerformanceSchema,
  airbnb: rentalPerformanceSchema,
  other: rentalPerformanceSchema,
});

export const rentalMonthSchema = z.object({
  month: z.string(),
  figures: rentalPerformanceSchema,
  /** The same month one year earlier, as it ended (or stands today). */
  lastYear: rentalPerformanceSchema,
  byChannel,
});

/** Nights and room revenue on the books for a run of nights. */
const booked = z.object({ nightsSold: count, roomRevenueMinor: minor });

/**
 * On-the-books pace: the nights from today to the same day N months later, as sold now; the same nights a year
 * earlier as they were sold on today's date last year (stays by when they were confirmed and cancelled,
 * reservations by their booking day, imported nights by when they were first imported), and as they ended.
 */
export const rentalPaceSchema = z.object({
  months: z.union([z.literal(3), z.literal(6), z.literal(12)]),
  from: isoDaySchema,
  to: isoDaySchema,
  nightsAvailable: count,
  onTheBooks: booked,
  lastYearSameDate: booked,
  lastYearFinal: booked,
});
export type RentalPace = z.infer<typeof rentalPaceSchema>;

export const rentalAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  today: isoDaySchema,
  currency: z.literal('MXN'),
  timeZone: z.literal('America/Mexico_City'),
  totals: rentalPerformanceSchema,
  lastYear: rentalPerformanceSchema,
  byChannel,
  months: z.array(rentalMonthSchema),
  pace: z.array(rentalPaceSchema),
});
export type RentalAnalytics = z.infer<typeof rentalAnalyticsSchema>;

/* ---------- The calendar ---------- */

export const rentalCalendarQuerySchema = z.object({ month: monthSchema });

/**
 * What holds a night: a direct stay, a channel's reservation (from its CSV), a night an imported calendar shows
 * reserved (no price), or a block (the owner's, or a channel's "not available").
 */
export const calendarNightKinds = ['direct', 'reservation', 'imported', 'block'] as const;
export type CalendarNightKind = (typeof calendarNightKinds)[number];

export const rentalCalendarSchema = z.object({
  month: z.string(),
  today: isoDaySchema,
  /** Only the nights something holds, in order; one entry per night. */
  nights: z.array(
    z.object({
      date: isoDaySchema,
      kind: z.enum(calendarNightKinds),
      /** Whose sale the night is; null for a block. */
      channel: z.enum(rentalChannels).nullable(),
      /** The guest's name, the block's note or the imported event's summary (may be empty). */
      label: z.string(),
      /** The first night of its stay, reservation or block (the grid starts a bar there). */
      starts: z.boolean(),
    }),
  ),
});
export type RentalCalendar = z.infer<typeof rentalCalendarSchema>;
