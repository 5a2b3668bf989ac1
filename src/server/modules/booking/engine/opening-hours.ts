// Turns the weekly hours and date overrides into the grid of candidate start instants of one
// business date. Grid = wall-clock labels rangeStart, rangeStart + step, … (< rangeEnd) of each range.
import { type Temporal } from 'temporal-polyfill';
import { boundaryInstant, gridInstant, parseDate, parseWallTime } from './business-time';
import { type AvailabilityRules, type TimeRange, type Weekday } from './slot-types';
import { DAY_MS, weekdayOfEpochDay, type ZoneTimeline } from './zone-timeline';

const MINUTE_MS = 60_000;

interface WallRange {
  startMinutes: number;
  endMinutes: number;
}

/** A grid start and the end of the opening block it lies in (overlapping/touching ranges merged). */
export interface GridStart {
  start: number;
  openUntil: number;
}

function parseRange(range: TimeRange): WallRange {
  const startMinutes = parseWallTime(range.start, false);
  const endMinutes = parseWallTime(range.end, true);
  if (startMinutes >= endMinutes) {
    throw new RangeError(`Opening range ${range.start}–${range.end} must start before it ends`);
  }
  return { startMinutes, endMinutes };
}

function positiveInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive integer`);
  return value;
}

export class OpeningHours {
  readonly timeZone: string;
  private readonly stepMinutes: number;
  private readonly weekly = new Map<number, WallRange[]>();
  private readonly overrides = new Map<string, WallRange[]>();
  /** Grids of a day without transitions, per ranges list (the weekly lists and the overrides'). */
  private readonly templates = new Map<WallRange[], GridStart[]>();

  constructor(rules: AvailabilityRules) {
    this.timeZone = rules.timeZone;
    this.stepMinutes = positiveInteger(rules.slotStepMinutes, 'slotStepMinutes');
    for (const day of [1, 2, 3, 4, 5, 6, 7] as const satisfies Weekday[]) {
      this.weekly.set(day, (rules.weekly[day] ?? []).map(parseRange));
    }
    for (const override of rules.overrides) {
      const date = parseDate(override.date).toString();
      const ranges = this.overrides.get(date) ?? [];
      this.overrides.set(date, [...ranges, ...override.ranges.map(parseRange)]);
    }
  }

  /** The day's grid starts, ascending, without duplicates (overlapping ranges may share labels). */
  gridOf(date: Temporal.PlainDate): GridStart[] {
    const ranges = this.rangesOf(date.toString(), date.dayOfWeek);
    if (ranges.length === 0) return [];
    return buildGrid(
      ranges,
      this.stepMinutes,
      (minutes) => gridInstant(date, minutes, this.timeZone),
      (minutes) => boundaryInstant(date, minutes, this.timeZone),
    );
  }

  /**
   * gridOf for a day counted from 1970-01-01 whose 'YYYY-MM-DD' is `businessDate`. When one offset
   * holds all around the day (every day but those near a transition), the grid is the ranges' grid
   * laid out from local midnight, shifted by that offset: no Temporal call at all.
   */
  gridOfDay(day: number, businessDate: string, timeline: ZoneTimeline): GridStart[] {
    const ranges = this.rangesOf(businessDate, weekdayOfEpochDay(day));
    if (ranges.length === 0) return [];
    const offsetMs = timeline.steadyOffset(day);
    if (offsetMs === null) return this.gridOf(parseDate(businessDate));
    const midnight = day * DAY_MS - offsetMs;
    return this.templateOf(ranges).map((g) => ({
      start: midnight + g.start,
      openUntil: midnight + g.openUntil,
    }));
  }

  private rangesOf(date: string, weekday: number): WallRange[] {
    return this.overrides.get(date) ?? this.weekly.get(weekday) ?? [];
  }

  /** The grid of `ranges` on a day without transitions, in ms after its local midnight. */
  private templateOf(ranges: WallRange[]): GridStart[] {
    let template = this.templates.get(ranges);
    if (!template) {
      const atMinutes = (minutes: number) => minutes * MINUTE_MS;
      template = buildGrid(ranges, this.stepMinutes, atMinutes, atMinutes);
      this.templates.set(ranges, template);
    }
    return template;
  }
}

/**
 * Grid labels rangeStart + k·step (< rangeEnd) of every range as instants (`gridAt` null = the label
 * does not exist), each with the opening block it lies in; ranges as instants via `boundaryAt`,
 * merged when they overlap or touch (a slot may run across the seam).
 */
function buildGrid(
  ranges: WallRange[],
  stepMinutes: number,
  gridAt: (minutes: number) => number | null,
  boundaryAt: (minutes: number) => number,
): GridStart[] {
  const intervals = ranges
    .map((r) => ({ start: boundaryAt(r.startMinutes), end: boundaryAt(r.endMinutes) }))
    .sort((a, b) => a.start - b.start);
  const blocks: { start: number; end: number }[] = [];
  for (const interval of intervals) {
    const last = blocks.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else blocks.push({ ...interval });
  }
  const starts = new Set<number>();
  for (const range of ranges) {
    for (let minutes = range.startMinutes; minutes < range.endMinutes; minutes += stepMinutes) {
      const instant = gridAt(minutes);
      if (instant !== null) starts.add(instant);
    }
  }
  const grid: GridStart[] = [];
  for (const start of [...starts].sort((a, b) => a - b)) {
    const block = blocks.find((b) => start >= b.start && start < b.end);
    if (block) grid.push({ start, openUntil: block.end });
  }
  return grid;
}
