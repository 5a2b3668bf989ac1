import { z } from 'zod';
import { BUSINESS_TIME_ZONE, languageSchema } from './i18n';
import { dateInZone, zonedWallTime } from './zone-time';
import {
  paymentAppointmentSummarySchema,
  paymentModeSchema,
  paymentStaySummarySchema,
  paymentVoucherSchema,
} from './payments';

/*
 * Flexible payments (issue 7): for the services and the stays the owner enables it for, the customer chooses
 * to pay in full, a deposit now and the balance by a due date, or N instalments on a schedule. The schedule is
 * computed here (one pure function for the server, which decides, and the web, which previews): the client
 * sends only its choice, never an amount. Each instalment is paid through its own checkout (an order of the
 * payments module); the plan is read by an opaque reference at /flexible-payment-success.
 */

export const planOptions = ['full', 'deposit', 'instalments'] as const;
export const planOptionSchema = z.enum(planOptions);
export type PlanOption = z.infer<typeof planOptionSchema>;

/** The owner's terms for one service, or for the rental. Stored per service / in the rental settings. */
export const flexibleTermsSchema = z.object({
  depositOffered: z.boolean(),
  /** The deposit's share of the total, charged now. */
  depositPercent: z.number().int('invalid_number').min(1, 'out_of_range').max(99, 'out_of_range'),
  instalmentsOffered: z.boolean(),
  /** How many payments, the first one now. */
  instalmentCount: z.number().int('invalid_number').min(2, 'out_of_range').max(12, 'out_of_range'),
  /** Days between two instalments. */
  instalmentIntervalDays: z.number().int('invalid_number').min(7, 'out_of_range').max(90, 'out_of_range'),
  /** Everything must be paid this many days before the appointment or the check-in. */
  balanceDueDaysBefore: z.number().int('invalid_number').min(0, 'out_of_range').max(60, 'out_of_range'),
});
export type FlexibleTerms = z.infer<typeof flexibleTermsSchema>;

export const defaultFlexibleTerms: FlexibleTerms = {
  depositOffered: false,
  depositPercent: 30,
  instalmentsOffered: false,
  instalmentCount: 3,
  instalmentIntervalDays: 30,
  balanceDueDaysBefore: 2,
};

/** A deposit's balance (or the last instalment) must leave the customer at least this long to pay. */
export const MIN_BALANCE_WINDOW_DAYS = 2;

const DAY_MS = 86_400_000;

/** The last second of the business day (America/Mexico_City) that contains the instant. */
export function endOfBusinessDay(ms: number): number {
  const day = dateInZone(new Date(ms), BUSINESS_TIME_ZONE);
  return zonedWallTime(day, '23:59:59', BUSINESS_TIME_ZONE).getTime();
}

export interface PlannedInstalment {
  /** 1-based; 1 is paid now, at booking. */
  seq: number;
  amountMinor: number;
  /** ISO instant (UTC). */
  dueAt: string;
}

/**
 * The payments of one choice, or null when the option is not offered for this total and date:
 * - full: the total now.
 * - deposit: depositPercent of the total now (rounded half up, at least 1 centavo), the rest due by the end of
 *   the day (Mexico City) balanceDueDaysBefore days before `startsAt` — offered only when that leaves at
 *   least 2 days.
 * - instalments: N payments every instalmentIntervalDays days from now (each due by the end of its day), the
 *   first one carrying the centavos that do not divide evenly — offered only when the last falls by the same
 *   deadline.
 */
export function planSchedule(
  terms: FlexibleTerms | null,
  option: PlanOption,
  totalMinor: number,
  startsAt: Date,
  now: Date,
): PlannedInstalment[] | null {
  if (!Number.isInteger(totalMinor) || totalMinor <= 0) return null;
  const at = (ms: number) => new Date(ms).toISOString();
  if (option === 'full') return [{ seq: 1, amountMinor: totalMinor, dueAt: at(now.getTime()) }];
  if (!terms) return null;
  const deadline = startsAt.getTime() - terms.balanceDueDaysBefore * DAY_MS;
  // A later payment is due by the end of its day in Mexico City (what mails and pages show is a date), and
  // never after what it pays for begins.
  const dueBy = (ms: number) => Math.min(endOfBusinessDay(ms), startsAt.getTime());
  if (option === 'deposit') {
    if (!terms.depositOffered) return null;
    if (deadline - now.getTime() < MIN_BALANCE_WINDOW_DAYS * DAY_MS) return null;
    const deposit = Math.max(1, Math.round((totalMinor * terms.depositPercent) / 100));
    if (deposit >= totalMinor) return null;
    return [
      { seq: 1, amountMinor: deposit, dueAt: at(now.getTime()) },
      { seq: 2, amountMinor: totalMinor - deposit, dueAt: at(dueBy(deadline)) },
    ];
  }
  if (!terms.instalmentsOffered) return null;
  const n = terms.instalmentCount;
  if (totalMinor < n) return null;
  const last = now.getTime() + (n - 1) * terms.instalmentIntervalDays * DAY_MS;
  if (last > deadline) return null;
  const base = Math.floor(totalMinor / n);
  return Array.from({ length: n }, (_, i) => ({
    seq: i + 1,
    amountMinor: i === 0 ? totalMinor - base * (n - 1) : base,
    dueAt: at(i === 0 ? now.getTime() : dueBy(now.getTime() + i * terms.instalmentIntervalDays * DAY_MS)),
  }));
}

/** The options offered for this total and date ('full' always, when there is anything to pay). */
export function offeredPlanOptions(
  terms: FlexibleTerms | null,
  totalMinor: number,
  startsAt: Date,
  now: Date,
): PlanOption[] {
  return planOptions.filter((option) => planSchedule(terms, option, totalMinor, startsAt, now) !== null);
}

/* ---------- Public plan: GET /api/payment-plans/:reference ---------- */

/**
 * awaiting_first: the first payment's checkout is open (or its voucher pending); active: paid so far on
 * time; overdue: an instalment's due date passed unpaid; completed: everything paid; cancelled: the first
 * payment failed or expired, or what the plan paid for was cancelled.
 */
export const planStatuses = ['awaiting_first', 'active', 'overdue', 'completed', 'cancelled'] as const;
export const planStatusSchema = z.enum(planStatuses);
export type PlanStatus = z.infer<typeof planStatusSchema>;

/** due: not paid yet; overdue: due date passed unpaid; paid; cancelled: no longer asked for. */
export const instalmentStatuses = ['due', 'overdue', 'paid', 'cancelled'] as const;
export const instalmentStatusSchema = z.enum(instalmentStatuses);

export const publicInstalmentSchema = z.object({
  seq: z.number().int(),
  amountMinor: z.number().int(),
  dueAt: z.string(),
  status: instalmentStatusSchema,
  paidAt: z.string().nullable(),
  /** The paid order's reference: its receipt is at /payment-success?ref=… */
  receiptReference: z.string().nullable(),
  /** A checkout opened for it and still live: open (url to resume) or pending (a voucher to pay). */
  checkout: z
    .object({
      status: z.enum(['open', 'pending']),
      url: z.string().nullable(),
      voucher: paymentVoucherSchema.nullable(),
    })
    .nullable(),
  /** True for the earliest unpaid instalment of a live plan: POST …/instalments/:seq/checkout opens it. */
  payable: z.boolean(),
});
export type PublicInstalment = z.infer<typeof publicInstalmentSchema>;

export const publicPlanSchema = z.object({
  reference: z.string(),
  option: z.enum(['deposit', 'instalments']),
  status: planStatusSchema,
  totalMinor: z.number().int(),
  paidMinor: z.number().int(),
  remainingMinor: z.number().int(),
  currency: z.string(),
  language: languageSchema,
  /** test: the sandbox or test keys (the page says so). */
  mode: paymentModeSchema,
  appointment: paymentAppointmentSummarySchema.nullable(),
  stay: paymentStaySummarySchema.nullable(),
  instalments: z.array(publicInstalmentSchema),
  /** The earliest unpaid instalment of a live plan, or null. */
  nextDue: z.object({ seq: z.number().int(), amountMinor: z.number().int(), dueAt: z.string() }).nullable(),
  /** Where to book again when the plan was cancelled (its first payment failed or expired). */
  retryPath: z.string().nullable(),
  updatedAt: z.string(),
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;

/** POST /api/payment-plans/:reference/instalments/:seq/checkout → where to pay it. */
export const instalmentCheckoutSchema = z.object({ checkoutUrl: z.string() });
export type InstalmentCheckout = z.infer<typeof instalmentCheckoutSchema>;

/* ---------- Owner: GET /api/admin/payment-plans ---------- */

export const adminPlanFiltersSchema = z.object({
  status: planStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AdminPlanFilters = z.input<typeof adminPlanFiltersSchema>;

export const adminPlanSchema = publicPlanSchema.omit({ language: true, mode: true, retryPath: true }).extend({
  id: z.uuid(),
  purpose: z.enum(['appointment', 'stay']),
  customerName: z.string(),
  customerEmail: z.string(),
  createdAt: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlanListSchema = z.object({
  plans: z.array(adminPlanSchema),
  total: z.number().int(),
  /** How many plans are overdue right now (whatever the filter): the owner's badge. */
  overdue: z.number().int(),
});
export type AdminPlanList = z.infer<typeof adminPlanListSchema>;

const enc = encodeURIComponent;

export const paymentPlanPagePaths = {
  status: (reference: string) => `/flexible-payment-success?ref=${enc(reference)}`,
} as const;

/** What a booking (or a stay) asks payments to collect: the choice, the whole price and its schedule. */
export interface CheckoutPlan {
  option: PlanOption;
  totalMinor: number;
  /** From planSchedule; instalment 1 is charged by the checkout opened now. */
  instalments: PlannedInstalment[];
}
