import { z } from 'zod';
import { calendarDaySchema } from './calendar-dates';
import { languageSchema } from './i18n';
import { cancellationRefundSchema } from './cancellation';
import { flexibleTermsSchema, planOptions } from './payment-plans';
import {
  losDiscountPercentSchema,
  rentalSeasonsSchema,
  stayCancellationPolicySchema,
  stayCancellationTermsSchema,
  weekendRateSchema,
} from './rental-pricing';

/*
 * The rental API (issue 7, "La Mansión"): public /api/rental (property, availability, quote, stays, the
 * manage link) and the owner's /api/admin/rental. A night is a calendar date (YYYY-MM-DD) in the business
 * zone America/Mexico_City: a stay from check-in 2027-03-01 to check-out 2027-03-04 holds the nights of
 * 03-01, 03-02 and 03-03; the check-out day is free for the next arrival. Money is integer centavos + currency.
 * 400 field errors carry the codes of `rentalFieldErrorCodes`; a 409 carries `rentalConflictCodes`.
 */

export const RENTAL_TIME_ZONE = 'America/Mexico_City';
/** How far ahead a stay may end, in months from today. */
export const RENTAL_HORIZON_MONTHS = 12;
/** The largest range /availability answers, in months. */
export const RENTAL_AVAILABILITY_MAX_MONTHS = 13;

/** A night: a calendar day, YYYY-MM-DD, that exists, in the years the API takes (see calendar-dates). */
export const nightDateSchema = calendarDaySchema;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid_time');
const localized = (max: number) =>
  z.object({
    es: z.string().trim().min(1, 'required').max(max, 'too_long'),
    en: z.string().trim().min(1, 'required').max(max, 'too_long'),
  });

/** A tax on the stay (e.g. IVA 16 %, ISH 3 %): basis points, 1600 = 16 %. */
export const rentalTaxSchema = z.object({
  name: localized(60),
  basisPoints: z.number().int('invalid_number').min(0, 'out_of_range').max(10_000, 'out_of_range'),
});
export type RentalTax = z.infer<typeof rentalTaxSchema>;

export const paymentOptions = planOptions;
/**
 * full: the whole total now; deposit: the deposit share now, the balance later; instalments: N payments on a
 * schedule (payments' plan). The schedule follows the terms in the settings (see planSchedule).
 */
export const paymentOptionSchema = z.enum(paymentOptions);
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

const minor = (max: number) =>
  z.number().int('invalid_number').min(0, 'out_of_range').max(max, 'out_of_range');

/** The owner's settings (PUT /api/admin/rental/settings). */
export const rentalSettingsSchema = z
  .object({
    propertyName: z.string().trim().min(1, 'required').max(80, 'too_long'),
    currency: z.literal('MXN'),
    nightlyRateMinor: minor(100_000_000).refine((v) => v > 0, 'out_of_range'),
    cleaningFeeMinor: minor(10_000_000),
    taxes: z.array(rentalTaxSchema).max(5, 'too_many'),
    minNights: z.number().int('invalid_number').min(1, 'out_of_range').max(60, 'out_of_range'),
    maxGuests: z.number().int('invalid_number').min(1, 'out_of_range').max(40, 'out_of_range'),
    checkInTime: clockTime,
    checkOutTime: clockTime,
    houseRules: localized(4000),
    depositOffered: flexibleTermsSchema.shape.depositOffered,
    depositPercent: flexibleTermsSchema.shape.depositPercent,
    instalmentsOffered: flexibleTermsSchema.shape.instalmentsOffered,
    instalmentCount: flexibleTermsSchema.shape.instalmentCount,
    instalmentIntervalDays: flexibleTermsSchema.shape.instalmentIntervalDays,
    /** Everything (the deposit's balance, the last instalment) is due this many days before check-in. */
    balanceDueDaysBefore: flexibleTermsSchema.shape.balanceDueDaysBefore,
    holdMinutes: z.number().int('invalid_number').min(5, 'out_of_range').max(120, 'out_of_range'),
    /** Friday and Saturday nights outside a season (null: the nightly rate). */
    weekendRateMinor: weekendRateSchema,
    /** Seasonal rates and minimum stays by date range (ADR 044). */
    seasons: rentalSeasonsSchema,
    /** Percent off the nights of a stay of 7+ nights, and of 28+ nights (the larger one that applies). */
    weeklyDiscountPercent: losDiscountPercentSchema,
    monthlyDiscountPercent: losDiscountPercentSchema,
    /** The cancellation policy new stays are booked under (ADR 044). */
    cancellationPolicy: stayCancellationPolicySchema,
  })
  .strict();
export type RentalSettings = z.infer<typeof rentalSettingsSchema>;

/** What visitors see of the settings (GET /api/rental/property), plus the calendar's bounds. */
export const rentalPropertySchema = rentalSettingsSchema.omit({ holdMinutes: true }).extend({
  holdMinutes: z.number().int(),
  /** Today in the business zone: the first night one can book. */
  today: nightDateSchema,
  /** The last check-out date allowed (today + the horizon). */
  lastCheckOut: nightDateSchema,
  /** Whether a new stay goes to an online checkout; false: it is held and the host arranges payment. */
  onlinePayment: z.boolean(),
});
export type RentalProperty = z.infer<typeof rentalPropertySchema>;

export const availabilityQuerySchema = z.object({ from: nightDateSchema, to: nightDateSchema });
export const availabilitySchema = z.object({
  from: nightDateSchema,
  to: nightDateSchema,
  /** Nights (dates) in [from, to) taken by a stay or blocked by the owner, ascending. */
  unavailable: z.array(nightDateSchema),
  /** The price of each night of [from, to), in order (before length-of-stay discounts and taxes). */
  prices: z.array(z.number().int()),
  /** The minimum stay of a check-in on each night of [from, to), in order. */
  minNights: z.array(z.number().int()),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const quoteRequestSchema = z.object({
  checkIn: nightDateSchema,
  checkOut: nightDateSchema,
  guests: z.number().int('invalid_number').min(1, 'out_of_range').max(100, 'out_of_range'),
  option: paymentOptionSchema.default('full'),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export const quoteSchema = z.object({
  checkIn: nightDateSchema,
  checkOut: nightDateSchema,
  nights: z.number().int(),
  guests: z.number().int(),
  currency: z.string(),
  nightlyRateMinor: z.number().int(),
  nightsSubtotalMinor: z.number().int(),
  /** The price of each night from check-in, in order (season, weekend or nightly rate). */
  nightPrices: z.array(z.number().int()),
  /** The length-of-stay discount: its percent (0: none) and amount off the nights' subtotal. */
  discountPercent: z.number().int(),
  discountMinor: z.number().int(),
  /** The cancellation policy the stay is (or would be) booked under, with its milestones. */
  cancellation: stayCancellationTermsSchema,
  cleaningFeeMinor: z.number().int(),
  taxes: z.array(rentalTaxSchema.extend({ amountMinor: z.number().int() })),
  totalMinor: z.number().int(),
  option: paymentOptionSchema,
  /** What the checkout charges now: the total, the deposit share or the first instalment. */
  dueNowMinor: z.number().int(),
  /** What remains for later (0 when paying in full). */
  balanceMinor: z.number().int(),
  /** The deposit's share of the total (deposit only). */
  depositPercent: z.number().int().nullable(),
  /** Every payment, the first one now; dueAt is an ISO instant. */
  schedule: z.array(z.object({ seq: z.number().int(), amountMinor: z.number().int(), dueAt: z.string() })),
});
export type Quote = z.infer<typeof quoteSchema>;

const phoneSchema = z
  .string()
  .trim()
  .max(40, 'too_long')
  .regex(/^\+?[0-9 ()-]{7,}$/, 'invalid_phone');

export const stayRequestSchema = quoteRequestSchema.extend({
  name: z.string().trim().min(1, 'required').max(120, 'too_long'),
  email: z.email('invalid_email').max(254, 'too_long'),
  phone: phoneSchema,
  language: languageSchema,
  /** The house rules were shown and accepted. */
  acceptRules: z.literal(true, 'rules_not_accepted'),
});
export type StayRequest = z.input<typeof stayRequestSchema>;

export const stayStatuses = ['held', 'pending_payment', 'confirmed', 'cancelled', 'expired'] as const;
/** held: nights kept while the visitor pays; pending_payment: sent to checkout; expired: never paid. */
export const stayStatusSchema = z.enum(stayStatuses);
export type StayStatus = z.infer<typeof stayStatusSchema>;

export const stayViewSchema = z.object({
  id: z.uuid(),
  status: stayStatusSchema,
  propertyName: z.string(),
  checkIn: nightDateSchema,
  checkOut: nightDateSchema,
  nights: z.number().int(),
  guests: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  language: languageSchema,
  option: paymentOptionSchema,
  currency: z.string(),
  nightlyRateMinor: z.number().int(),
  nightsSubtotalMinor: z.number().int(),
  /** The price of each night from check-in, in order (season, weekend or nightly rate). */
  nightPrices: z.array(z.number().int()),
  /** The length-of-stay discount: its percent (0: none) and amount off the nights' subtotal. */
  discountPercent: z.number().int(),
  discountMinor: z.number().int(),
  /** The cancellation policy the stay is (or would be) booked under, with its milestones. */
  cancellation: stayCancellationTermsSchema,
  cleaningFeeMinor: z.number().int(),
  taxes: z.array(rentalTaxSchema.extend({ amountMinor: z.number().int() })),
  totalMinor: z.number().int(),
  dueNowMinor: z.number().int(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  /** Until when unpaid nights are kept (held and pending_payment only). */
  holdExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StayView = z.infer<typeof stayViewSchema>;

export const stayResultSchema = z.object({
  stay: stayViewSchema,
  manageToken: z.string(),
  manageUrl: z.string(),
  /** Where to pay; null when online payment is not available (the stay stays held until its hold ends). */
  checkoutUrl: z.string().nullable(),
});
export type StayResult = z.infer<typeof stayResultSchema>;

/**
 * nights_taken: some nights are no longer free; not_changeable: the stay is not in a state for this;
 * too_late: the guest can no longer cancel online (check-in has come); refund_changed: the refund is less than
 * the one the guest confirmed (look again).
 */
export const rentalConflictCodes = [
  'nights_taken',
  'idempotency_reused',
  'not_changeable',
  'too_late',
  'refund_changed',
] as const;
export type RentalConflictCode = (typeof rentalConflictCodes)[number];
/** A 409: the standard error body plus, for nights_taken, the nights that are no longer free. */
export const rentalConflictBodySchema = z.object({
  error: z.object({ code: z.enum(rentalConflictCodes), message: z.string(), requestId: z.string() }),
  nights: z.array(nightDateSchema).optional(),
});
export type RentalConflictBody = z.infer<typeof rentalConflictBodySchema>;

/** The codes a 400's fields may carry (the UI translates them). */
export const rentalFieldErrorCodes = [
  'required',
  'too_long',
  'too_many',
  'invalid_email',
  'invalid_phone',
  'invalid_date',
  'invalid_time',
  'invalid_number',
  'out_of_range',
  'in_the_past',
  'before_check_in',
  'min_nights',
  'beyond_horizon',
  'max_guests',
  // option: this way of paying is not offered for these dates (or not at all).
  'not_offered',
  'rules_not_accepted',
  'range_too_long',
  // seasons: two seasons share a night.
  'overlaps',
] as const;

/** GET /api/rental/stays/:token/cancel: what the guest cancelling now would get back, under the stay's policy. */
export const stayCancelQuoteSchema = z.object({
  /** Whether the guest can still cancel online (before check-in, stay live). */
  cancellable: z.boolean(),
  terms: stayCancellationTermsSchema,
  refund: cancellationRefundSchema,
});
export type StayCancelQuote = z.infer<typeof stayCancelQuoteSchema>;

/** POST /api/rental/stays/:token/cancel: the refund the guest saw (less now → 409 refund_changed). */
export const guestCancelRequestSchema = z.object({
  quotedRefundMinor: z.number().int().min(0).max(100_000_000),
});
export const guestCancelResultSchema = z.object({
  stay: stayViewSchema,
  refund: cancellationRefundSchema,
});
export type GuestCancelResult = z.infer<typeof guestCancelResultSchema>;

/* ---------- Admin ---------- */

export const adminStaysQuerySchema = z.object({
  status: stayStatusSchema.optional(),
  /** Stays with a night on or after this date. */
  from: nightDateSchema.optional(),
  /** Stays with a night before this date. */
  to: nightDateSchema.optional(),
});
export const adminStaySchema = stayViewSchema.extend({
  paymentReference: z.string().nullable(),
  cancelReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminStay = z.infer<typeof adminStaySchema>;

export const blockRequestSchema = z.object({
  /** The first blocked night. */
  from: nightDateSchema,
  /** The day after the last blocked night (like a check-out). */
  to: nightDateSchema,
  note: z.string().trim().max(200, 'too_long').default(''),
});
export type BlockRequest = z.input<typeof blockRequestSchema>;
export const blockedRangeSchema = z.object({
  id: z.uuid(),
  from: nightDateSchema,
  to: nightDateSchema,
  note: z.string(),
});
export type BlockedRange = z.infer<typeof blockedRangeSchema>;

/** The owner confirms a stay paid outside the site (cash, transfer): the note says how. */
export const confirmStayRequestSchema = z.object({
  note: z.string().trim().max(500, 'too_long').default(''),
});

export const cancelStayRequestSchema = z.object({
  reason: z.string().trim().max(500, 'too_long').default(''),
});

/** The web page a stay's manage link opens. */
export const stayManagePath = (token: string) => `/lamansion-pago?estancia=${encodeURIComponent(token)}`;
