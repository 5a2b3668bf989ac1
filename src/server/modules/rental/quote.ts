import type { Quote, quoteRequestSchema } from '@contracts/rental';
import type { z } from 'zod';
import { badRequest, type FieldErrors } from '../../platform/errors';
import type { DbOrTx } from '../../platform/jobs/queue';
import { unavailableNights } from './availability';
import { RentalConflict } from './conflicts';
import { daysBetween, zonedInstant } from './dates';
import { policyMilestones, toTermsDto } from './cancellation';
import { minNightsFor, planStay, priceStay } from './pricing';
import type { RentalSettingsRow } from './schema';
import { toProperty } from './settings';

export type QuoteInput = z.output<typeof quoteRequestSchema>;

/**
 * The rules a stay's dates and party must follow, from the owner's settings: not in the past (check-in today
 * or later, business zone), check-out after check-in, at least the minimum nights, ending within the horizon,
 * at most the maximum guests. A failure is a 400 with field codes.
 */
export function checkStayRules(settings: RentalSettingsRow, input: QuoteInput, now: Date): number {
  const { today, lastCheckOut } = toProperty(settings, now);
  const fields: FieldErrors = {};
  const add = (field: string, code: string) => (fields[field] ??= []).push(code);
  const nights = daysBetween(input.checkIn, input.checkOut);
  if (input.checkIn < today) add('checkIn', 'in_the_past');
  if (nights <= 0) add('checkOut', 'before_check_in');
  // The minimum stay is the check-in night's (its season's, else the property's; ADR 044).
  else if (nights < minNightsFor(settings, input.checkIn)) add('checkOut', 'min_nights');
  if (input.checkOut > lastCheckOut) add('checkOut', 'beyond_horizon');
  if (input.guests > settings.maxGuests) add('guests', 'max_guests');
  if (Object.keys(fields).length) throw badRequest('These dates cannot be booked', fields);
  return nights;
}

/** 409 nights_taken with the nights of the range that are no longer free (a friendly message; the database decides). */
export async function ensureFree(db: DbOrTx, input: QuoteInput, now: Date): Promise<void> {
  const taken = await unavailableNights(db, input.checkIn, input.checkOut, now);
  if (taken.length) throw new RentalConflict('nights_taken', 'Some of these nights are not available', taken);
}

/**
 * The price (each night priced on its own, ADR 044), how it is paid — the schedule of the option chosen,
 * counted to check-in (the check-in day at the check-in time, business zone) — and the cancellation policy a
 * booking now would be under. An option not offered for these dates is a 400 on `option`.
 */
export function quoteFor(settings: RentalSettingsRow, input: QuoteInput, now: Date): Quote {
  const breakdown = priceStay(settings, input.checkIn, input.checkOut);
  const startsAt = zonedInstant(input.checkIn, settings.checkInTime);
  const plan = planStay(settings, input.option, breakdown.totalMinor, startsAt, now);
  if (!plan)
    throw badRequest('This way of paying is not offered for these dates', { option: ['not_offered'] });
  const cancellation = toTermsDto(
    policyMilestones(settings.cancellationPolicy, input.checkIn, settings.checkInTime, now),
  );
  return {
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    guests: input.guests,
    ...breakdown,
    ...plan,
    cancellation,
  };
}

/** POST /quote: the rules, the price computed here from the settings, then the availability. */
export async function quote(
  db: DbOrTx,
  settings: RentalSettingsRow,
  input: QuoteInput,
  now: Date,
): Promise<Quote> {
  checkStayRules(settings, input, now);
  const priced = quoteFor(settings, input, now);
  await ensureFree(db, input, now);
  return priced;
}
