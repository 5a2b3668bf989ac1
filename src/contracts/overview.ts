import { z } from 'zod';
import { levelIdSchema } from './diagnostic';
import { leadStatusSchema } from './leads';
import { dayRangeSchema, isoDaySchema, REPORT_TIME_ZONE, revenueTotalsSchema } from './reports';

/*
 * GET /api/admin/overview — what needs the owner today (/admin). Every card is a few counts and a short list
 * (at most OVERVIEW_ITEMS rows, ids included so each row links to its item). Days are Mexico City days; the
 * week is Monday–Sunday around today; money is integer centavos (MXN).
 */

export const OVERVIEW_ITEMS = 5;

const count = z.number().int().min(0);
const minor = z.number().int();
const instant = z.string();
const names = z.object({ es: z.string(), en: z.string() });

/**
 * Confirmed appointments starting today and not yet over (as the appointments list's upcoming tab shows them),
 * confirmed ones in the next 7 days (tomorrow … today + 7), and bookings still
 * awaiting payment (held or pending_payment, hold not lapsed) in the same 8 days. items: those not yet over,
 * by start.
 */
export const overviewAppointmentsSchema = z.object({
  today: count,
  next7Days: count,
  awaitingPayment: count,
  items: z.array(
    z.object({
      id: z.uuid(),
      startsAt: instant,
      endsAt: instant,
      customerName: z.string(),
      service: names,
      status: z.enum(['confirmed', 'held', 'pending_payment']),
    }),
  ),
});

export const overviewPaymentKinds = ['overdue_instalment', 'manual_refund', 'failed', 'pending'] as const;
export type OverviewPaymentKind = (typeof overviewPaymentKinds)[number];

/**
 * pending / failed: orders created in the last 30 days (from paymentsFrom) still pending (an OXXO voucher
 * unpaid) or failed. overduePlans: active plans with an instalment due and unpaid past its due date
 * (overdueMinor: those instalments' amounts). manualRefunds: refunds the owner still has to return by hand.
 * items: the most urgent first (overdue instalments, refunds owed, failed, pending), oldest first within a kind.
 * id: the order (failed, pending, manual_refund) or the plan (overdue_instalment: one row per plan, its overdue
 * instalments summed, dated by the earliest).
 */
export const overviewPaymentsSchema = z.object({
  paymentsFrom: isoDaySchema,
  pending: count,
  pendingMinor: minor,
  failed: count,
  overduePlans: count,
  overdueMinor: minor,
  manualRefunds: count,
  manualRefundsMinor: minor,
  items: z.array(
    z.object({
      kind: z.enum(overviewPaymentKinds),
      id: z.uuid(),
      customerName: z.string(),
      amountMinor: minor,
      /** When it happened or falls due: the order's creation, the refund's, the instalment's due date. */
      at: instant,
    }),
  ),
});

/** newThisWeek: leads first seen this week. awaitingContact: leads still 'new'; items: those, newest first. */
export const overviewLeadsSchema = z.object({
  newThisWeek: count,
  awaitingContact: count,
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string().nullable(),
      email: z.string(),
      sources: z.array(z.string()),
      status: leadStatusSchema,
      createdAt: instant,
    }),
  ),
});

/** thisWeek: results submitted this week; items: the latest results, newest first. */
export const overviewDiagnosticSchema = z.object({
  thisWeek: count,
  total: count,
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      company: z.string().nullable(),
      overall: z.number().int().min(0).max(100),
      level: levelIdSchema,
      createdAt: instant,
    }),
  ),
});

/**
 * Confirmed stays arriving (check-in) and leaving (check-out) this week. items: one row per movement, by day
 * (a stay that arrives and leaves this week has two).
 */
export const overviewStaysSchema = z.object({
  arriving: count,
  leaving: count,
  items: z.array(
    z.object({
      id: z.uuid(),
      movement: z.enum(['arriving', 'leaving']),
      day: isoDaySchema,
      customerName: z.string(),
      guests: z.number().int().min(1),
      nights: z.number().int().min(1),
    }),
  ),
});

/**
 * Month to date (the 1st … today) against the same days of last month (the 1st … the same day of the month,
 * cut at last month's end), with the reports' revenue figures (contracts/reports.ts revenueTotalsSchema).
 */
export const overviewRevenueSchema = z.object({
  period: dayRangeSchema,
  comparison: dayRangeSchema,
  current: revenueTotalsSchema,
  previous: revenueTotalsSchema,
});

export const overviewSchema = z.object({
  /** Today in Mexico City and this week (Monday–Sunday). */
  today: isoDaySchema,
  week: z.object({ from: isoDaySchema, to: isoDaySchema }),
  timeZone: z.literal(REPORT_TIME_ZONE),
  currency: z.literal('MXN'),
  generatedAt: instant,
  appointments: overviewAppointmentsSchema,
  payments: overviewPaymentsSchema,
  leads: overviewLeadsSchema,
  diagnostic: overviewDiagnosticSchema,
  stays: overviewStaysSchema,
  revenue: overviewRevenueSchema,
});
export type Overview = z.infer<typeof overviewSchema>;
export type OverviewAppointments = z.infer<typeof overviewAppointmentsSchema>;
export type OverviewPayments = z.infer<typeof overviewPaymentsSchema>;
export type OverviewLeads = z.infer<typeof overviewLeadsSchema>;
export type OverviewDiagnostic = z.infer<typeof overviewDiagnosticSchema>;
export type OverviewStays = z.infer<typeof overviewStaysSchema>;
export type OverviewRevenue = z.infer<typeof overviewRevenueSchema>;
