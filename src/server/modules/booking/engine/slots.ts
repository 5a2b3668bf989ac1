/**
 * The slot engine: which appointment start times are bookable, and why the others are not.
 * Pure and deterministic — no I/O, no clock (`now` is part of the query).
 *
 * Grid: for each opening range of a business date (the date's override if any, else its weekday's
 * hours), the candidates are the wall-clock labels rangeStart + k·slotStepMinutes that are < rangeEnd,
 * turned into instants in the business zone. A label that does not exist (spring-forward gap) is
 * skipped; a repeated label (fall-back) is its earlier occurrence — one slot per label. Closed days
 * and times off the grid are never candidates.
 *
 * A candidate [s, s + duration) gets the FIRST failing reason of:
 *   past (s < now) · notice (s < now + minNotice) · horizon (business date of s > today + horizonDays − 1)
 *   · outside_hours (the end runs past the opening block; touching/overlapping ranges form one block)
 *   · daily_limit (bookings starting on that business date ≥ dailyLimit)
 *   · busy (overlaps a booking's own time) · buffer (blocked ranges [start − before, end + after) overlap)
 *   · external_calendar (overlaps an external busy interval)
 * All intervals are half-open, so back-to-back appointments do not conflict.
 */
import { businessDateOf, parseDate } from './business-time';
import { SlotEvaluator, type PointQuery } from './slot-evaluator';
import {
  type AvailabilityRules,
  type Candidate,
  type Slot,
  type SlotQuery,
  type SlotReason,
} from './slot-types';
import { DAY_MS, isoDateOfEpochDay } from './zone-timeline';

export * from './slot-types';
export { businessDateOf } from './business-time';
export { groupByLocalDate } from './local-dates';

/** Longest window explainSlots/availableSlots accept, in business dates (guards against huge queries). */
export const MAX_WINDOW_DAYS = 400;

function candidatesIn(evaluator: SlotEvaluator, fromMs: number, toMs: number): Candidate[] {
  if (!(toMs > fromMs)) return [];
  const timeline = evaluator.timeline;
  // Days are counted from 1970-01-01; a grid is read a couple of days around its date.
  timeline.cover(fromMs - 3 * DAY_MS, toMs + 3 * DAY_MS);
  const first = timeline.localDay(fromMs);
  const last = timeline.localDay(toMs - 1);
  const candidates: Candidate[] = [];
  for (let day = first; day <= last; day++) {
    const businessDate = isoDateOfEpochDay(day);
    for (const gridStart of evaluator.hours.gridOfDay(day, businessDate, timeline)) {
      if (gridStart.start < fromMs || gridStart.start >= toMs) continue;
      candidates.push({
        start: new Date(gridStart.start),
        end: new Date(gridStart.start + evaluator.durationMs),
        reason: evaluator.reasonFor(gridStart, businessDate),
        businessDate,
      });
    }
  }
  return candidates;
}

function checkedWindow(query: SlotQuery): [number, number] {
  const fromMs = query.from.getTime();
  const toMs = query.to.getTime();
  if (Number.isNaN(fromMs) || Number.isNaN(toMs)) throw new RangeError('from and to must be valid dates');
  if (toMs - fromMs > MAX_WINDOW_DAYS * DAY_MS) {
    throw new RangeError(`The window may span at most ${MAX_WINDOW_DAYS} days`);
  }
  return [fromMs, toMs];
}

/** Every grid candidate whose start is in [from, to), ascending, each with its first failing reason. */
export function explainSlots(rules: AvailabilityRules, query: SlotQuery): Candidate[] {
  const [fromMs, toMs] = checkedWindow(query);
  return candidatesIn(new SlotEvaluator(rules, query), fromMs, toMs);
}

/** The bookable slots whose start is in [from, to), ascending. */
export function availableSlots(rules: AvailabilityRules, query: SlotQuery): Slot[] {
  return explainSlots(rules, query)
    .filter((c) => c.reason === 'available')
    .map(({ start, end }) => ({ start, end }));
}

/**
 * Validates one requested start: 'off_grid' when it is not exactly a grid time of an opening range of
 * its business date (checked first: such a time is not a candidate at all), else its SlotReason.
 */
export function checkSlot(rules: AvailabilityRules, query: PointQuery, start: Date): SlotReason | 'off_grid' {
  const evaluator = new SlotEvaluator(rules, query);
  const startMs = start.getTime();
  if (Number.isNaN(startMs)) return 'off_grid';
  const businessDate = businessDateOf(start, rules.timeZone);
  const gridStart = evaluator.hours.gridOf(parseDate(businessDate)).find((g) => g.start === startMs);
  return gridStart ? evaluator.reasonFor(gridStart, businessDate) : 'off_grid';
}

/**
 * The `count` free slots nearest to `around`, before and after it, sorted by distance then time
 * (for a 409 answer). Searches a window around `around` that doubles until it holds `count` free
 * slots or covers everything bookable ([now, horizon end)).
 */
export function nearestAvailable(
  rules: AvailabilityRules,
  query: PointQuery,
  around: Date,
  count: number,
): Slot[] {
  if (!(count > 0)) return [];
  const evaluator = new SlotEvaluator(rules, query);
  const aroundMs = around.getTime();
  const lowest = evaluator.nowMs;
  const highest = evaluator.horizonEndMs;
  if (highest <= lowest || Number.isNaN(aroundMs)) return [];
  for (let radius = DAY_MS; ; radius *= 2) {
    const fromMs = Math.max(lowest, aroundMs - radius);
    const toMs = Math.min(highest, aroundMs + radius);
    const free = candidatesIn(evaluator, fromMs, toMs).filter((c) => c.reason === 'available');
    // Every slot closer than `radius` is inside the window, so `count` found here are the nearest.
    if (free.length >= count || (fromMs === lowest && toMs === highest)) {
      return free
        .sort(
          (a, b) =>
            Math.abs(a.start.getTime() - aroundMs) - Math.abs(b.start.getTime() - aroundMs) ||
            a.start.getTime() - b.start.getTime(),
        )
        .slice(0, count)
        .map(({ start, end }) => ({ start, end }));
    }
  }
}
