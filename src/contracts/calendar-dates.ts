import { z } from 'zod';
import { isCalendarDay, isDayOrInstant, isInstant } from './calendar-day';

/*
 * The one way the API reads a date (ADR 030): every day, instant or from/to bound a request carries goes
 * through these schemas, so year 0, negative or five-digit years, 30 February or 9999-12-31 are a 400 with a
 * field error, never a value PostgreSQL or the day arithmetic cannot take. The rule itself (real days in
 * 1900–2199, real offsets) is in the zod-free `calendar-day.ts`, shared with the web.
 */

/** A calendar day, YYYY-MM-DD, that exists, in 1900–2199; anything else is `invalid_date`. */
export const calendarDaySchema = z
  .string({ error: 'invalid_date' })
  .refine((value) => isCalendarDay(value), 'invalid_date')
  .meta({
    format: 'date',
    description: 'A calendar day, 1900-01-01 to 2199-12-31',
    examples: ['2026-03-09'],
  });

/**
 * An instant with Z or an explicit offset ("2026-03-09T09:00:00-06:00", "2026-03-09T15:00:00.000Z"), its date
 * a calendar day in 1900–2199 and its offset between −12:00 and +14:00; anything else is `invalid_datetime`.
 */
export const instantSchema = z
  .string({ error: 'invalid_datetime' })
  .refine((value) => isInstant(value), 'invalid_datetime')
  .meta({
    format: 'date-time',
    description: 'An instant with Z or an offset (−12:00 to +14:00), its date in 1900–2199',
    examples: ['2026-03-09T09:00:00-06:00'],
  });

/**
 * A list's from/to bound that may be a whole day (in the business zone, inclusive) or an instant; anything
 * else is `invalid_date`.
 */
export const dayOrInstantSchema = z
  .string({ error: 'invalid_date' })
  .refine((value) => isDayOrInstant(value), 'invalid_date')
  .meta({
    description: 'A calendar day (1900-01-01 to 2199-12-31) or an instant with Z or an offset',
    examples: ['2026-03-09', '2026-03-09T09:00:00-06:00'],
  });
