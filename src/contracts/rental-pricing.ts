import { z } from 'zod';
import { calendarDaySchema } from './calendar-dates';

/*
 * La Mansión's prices and cancellation policy (issue 20, ADR 044). Seasons are date ranges [from, to) of nights
 * (Mexico City calendar days, `to` is the day after the last night, like a check-out) with their own nightly
 * rate, optional weekend rate and optional minimum stay; they never overlap. A weekend night is a Friday or
 * Saturday night. Length-of-stay discounts are whole percents of the nights' subtotal.
 */

const minorAmount = z.number().int('invalid_number').min(1, 'out_of_range').max(100_000_000, 'out_of_range');
const percent = z.number().int('invalid_number').min(0, 'out_of_range').max(90, 'out_of_range');

export const rentalSeasonSchema = z
  .object({
    /** The owner's name for it ("Semana Santa", "Temporada alta"); guests see the prices, not the name. */
    name: z.string().trim().min(1, 'required').max(60, 'too_long'),
    from: calendarDaySchema,
    to: calendarDaySchema,
    nightlyRateMinor: minorAmount,
    weekendRateMinor: minorAmount.nullable(),
    minNights: z.number().int('invalid_number').min(1, 'out_of_range').max(60, 'out_of_range').nullable(),
  })
  .strict();
export type RentalSeason = z.infer<typeof rentalSeasonSchema>;

/**
 * The owner's seasons: each a non-empty range, and no two sharing a night (the later one in the list carries
 * the `overlaps` error on `from`, so the form marks the row to fix).
 */
export const rentalSeasonsSchema = z
  .array(rentalSeasonSchema)
  .max(30, 'too_many')
  .superRefine((seasons, ctx) => {
    seasons.forEach((season, index) => {
      if (season.to <= season.from)
        ctx.addIssue({ code: 'custom', message: 'before_check_in', path: [index, 'to'] });
    });
    seasons.forEach((season, index) => {
      const clash = seasons.findIndex(
        (other, j) => j < index && other.from < season.to && season.from < other.to && other.to > other.from,
      );
      if (clash >= 0 && season.to > season.from)
        ctx.addIssue({ code: 'custom', message: 'overlaps', path: [index, 'from'] });
    });
  });

export const weekendRateSchema = minorAmount.nullable();
export const losDiscountPercentSchema = percent;

/** Nights from which the length-of-stay discounts apply. */
export const WEEKLY_NIGHTS = 7;
export const MONTHLY_NIGHTS = 28;

/**
 * Airbnb's three standard policies, as ADR 044 writes them down (times are the check-in day at the check-in
 * time, Mexico City): flexible — full refund until 24 h before check-in, then all but the first night;
 * moderate — full refund until 5 days before, then the first night and half of the other nights are kept;
 * strict — full refund within 48 h of booking when check-in was 14+ days away, half of the nights until 7 days
 * before, nothing of the nights after. The cleaning fee always goes back before check-in.
 */
export const cancellationPolicies = ['flexible', 'moderate', 'strict'] as const;
export const stayCancellationPolicySchema = z.enum(cancellationPolicies);
export type StayCancellationPolicy = z.infer<typeof stayCancellationPolicySchema>;

/**
 * The policy's milestones for one stay (ISO instants): until `fullRefundUntil` everything goes back; until
 * `partialUntil` the partial refund; `checkInAt` ends cancelling online. Computed on the server.
 */
export const stayCancellationTermsSchema = z.object({
  policy: stayCancellationPolicySchema,
  fullRefundUntil: z.string().nullable(),
  partialUntil: z.string().nullable(),
  checkInAt: z.string(),
});
export type StayCancellationTerms = z.infer<typeof stayCancellationTermsSchema>;
