import { badRequest } from '../../../platform/errors';
import type { BookingEnv } from '../context';
import { BookingConflict } from '../appointments/conflicts';
import { checkSlot, nearestAvailable, type AvailabilityRules } from '../engine/slots';
import { occupancy } from './occupancy';
import type { ServiceRow } from '../schema';

const MINUTE_MS = 60_000;
const NEAREST_COUNT = 6;

/** Reasons a start time is refused as bad input (400 on `start`); busy and buffer are 409s. */
const inputReasons = new Set([
  'off_grid',
  'past',
  'notice',
  'horizon',
  'outside_hours',
  'daily_limit',
  'external_calendar',
]);

/**
 * Checks a start time with the slot engine and answers the visitor's way: a 400 on `start` naming the
 * reason, or a 409 slot_taken with the nearest free times. `ignoreBookingId` lets a reschedule move past
 * its own old time.
 */
export async function ensureBookable(
  env: BookingEnv,
  rules: AvailabilityRules,
  service: ServiceRow,
  start: Date,
  options: { ignoreBookingId?: string; ignoreNotice?: boolean } = {},
): Promise<void> {
  const now = env.clock();
  const effective = options.ignoreNotice ? { ...rules, minNoticeMinutes: 0 } : rules;
  const end = new Date(start.getTime() + service.durationMinutes * MINUTE_MS);
  const busy = await occupancy(env.db, {
    from: start,
    to: end,
    now,
    ...(options.ignoreBookingId ? { ignoreBookingId: options.ignoreBookingId } : {}),
  });
  const query = {
    durationMinutes: service.durationMinutes,
    now,
    ...busy,
    ...(options.ignoreBookingId ? { ignoreBookingId: options.ignoreBookingId } : {}),
  };
  const reason = checkSlot(effective, query, start);
  if (reason === 'available') return;
  if (inputReasons.has(reason)) throw badRequest('This time cannot be booked', { start: [reason] });
  throw await slotTaken(env, rules, service, start, options.ignoreBookingId);
}

/** The 409 of a taken time, with the free times nearest to the one asked for. */
export async function slotTaken(
  env: BookingEnv,
  rules: AvailabilityRules,
  service: ServiceRow,
  around: Date,
  ignoreBookingId?: string,
): Promise<BookingConflict> {
  const now = env.clock();
  const horizonEnd = new Date(now.getTime() + (rules.horizonDays + 1) * 1440 * MINUTE_MS);
  const busy = await occupancy(env.db, {
    from: now,
    to: horizonEnd,
    now,
    ...(ignoreBookingId ? { ignoreBookingId } : {}),
  });
  const nearest = nearestAvailable(
    rules,
    {
      durationMinutes: service.durationMinutes,
      now,
      ...busy,
      ...(ignoreBookingId ? { ignoreBookingId } : {}),
    },
    around,
    NEAREST_COUNT,
  );
  return new BookingConflict('slot_taken', 'This time is no longer available', nearest);
}
