/**
 * The owner entering an appointment by hand (issue 14 point 6, ADR 024 addendum) may pick any time. This names
 * every way the time falls outside the service's availability — the slot evaluator's reasons, all of them
 * rather than the first — and tells a clash with another appointment (never allowed) from the rest.
 */
import { badRequest } from '../../../platform/errors';
import type { BookingEnv } from '../context';
import { BookingConflict } from '../appointments/conflicts';
import { businessDateOf, type AvailabilityRules } from '../engine/slots';
import { parseDate } from '../engine/business-time';
import { SlotEvaluator } from '../engine/slot-evaluator';
import type { GridStart } from '../engine/opening-hours';
import { occupancy } from './occupancy';
import type { ServiceRow } from '../schema';
import { slotTaken } from './slot-check';

const MINUTE_MS = 60_000;

/** Why a time is outside availability, in the order the owner reads them. */
export const OUTSIDE_REASONS = [
  'day_off',
  'outside_hours',
  'off_grid',
  'notice',
  'horizon',
  'daily_limit',
  'buffer',
  'external_calendar',
] as const;
export type OutsideReason = (typeof OUTSIDE_REASONS)[number];

export type AdminTimeCheck = { kind: 'clash' } | { kind: 'past' } | { kind: 'ok'; reasons: OutsideReason[] };

/** Pure: every reason `start` is outside the rules, or a clash (another appointment's blocked time). */
export function adminTimeCheck(
  rules: AvailabilityRules,
  query: ConstructorParameters<typeof SlotEvaluator>[1],
  start: Date,
): AdminTimeCheck {
  const startMs = start.getTime();
  if (startMs < query.now.getTime()) return { kind: 'past' };
  const reasons: OutsideReason[] = [];
  const businessDate = businessDateOf(start, rules.timeZone);
  const grid = new SlotEvaluator(rules, query).hours.gridOf(parseDate(businessDate));
  let candidate: GridStart | undefined = grid.find((g) => g.start === startMs);
  if (!candidate) {
    const inside = grid.find((g) => g.start <= startMs && startMs < g.openUntil);
    if (inside) {
      reasons.push('off_grid');
      candidate = { start: startMs, openUntil: inside.openUntil };
    } else {
      const override = rules.overrides.filter((o) => o.date === businessDate);
      const dayOff = grid.length === 0 && override.length > 0 && override.every((o) => o.ranges.length === 0);
      reasons.push(dayOff ? 'day_off' : 'outside_hours');
      candidate = { start: startMs, openUntil: Number.POSITIVE_INFINITY };
    }
  }
  let relaxed: AvailabilityRules = { ...rules };
  let external = query.external;
  for (let round = 0; round < 10; round++) {
    const reason = new SlotEvaluator(relaxed, { ...query, external }).reasonFor(candidate, businessDate);
    if (reason === 'available') break;
    if (reason === 'past') return { kind: 'past' };
    // Its own time over another's (or over another's stored buffers, with none of its own): the database's
    // exclusion constraint would refuse it anyway.
    if (reason === 'busy') return { kind: 'clash' };
    if (reason === 'buffer' && reasons.includes('buffer')) return { kind: 'clash' };
    if (reason === 'notice') relaxed = { ...relaxed, minNoticeMinutes: 0 };
    else if (reason === 'horizon') relaxed = { ...relaxed, horizonDays: 100_000 };
    else if (reason === 'outside_hours') {
      if (!reasons.includes('outside_hours')) reasons.push('outside_hours');
      candidate = { ...candidate, openUntil: Number.POSITIVE_INFINITY };
      continue;
    } else if (reason === 'daily_limit') relaxed = { ...relaxed, dailyLimit: null };
    else if (reason === 'buffer') relaxed = { ...relaxed, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 };
    else if (reason === 'external_calendar') external = [];
    if (!reasons.includes(reason)) reasons.push(reason);
  }
  return { kind: 'ok', reasons: OUTSIDE_REASONS.filter((r) => reasons.includes(r)) };
}

/**
 * The owner's time check: 400 `past` for a time already gone, 409 slot_taken for a clash, 409
 * outside_availability with the reasons unless `allowOutside`; answers the reasons it let through.
 */
export async function ensureAdminBookable(
  env: BookingEnv,
  rules: AvailabilityRules,
  service: ServiceRow,
  start: Date,
  options: { ignoreNotice: boolean; allowOutside: boolean },
): Promise<OutsideReason[]> {
  const now = env.clock();
  const effective = options.ignoreNotice ? { ...rules, minNoticeMinutes: 0 } : rules;
  const end = new Date(start.getTime() + service.durationMinutes * MINUTE_MS);
  const busy = await occupancy(env.db, { from: start, to: end, now });
  const check = adminTimeCheck(effective, { durationMinutes: service.durationMinutes, now, ...busy }, start);
  if (check.kind === 'past') throw badRequest('This time has already passed', { start: ['past'] });
  if (check.kind === 'clash') throw await slotTaken(env, rules, service, start);
  if (check.reasons.length > 0 && !options.allowOutside)
    throw new BookingConflict(
      'outside_availability',
      'This time is outside the service availability',
      undefined,
      check.reasons,
    );
  return check.reasons;
}
