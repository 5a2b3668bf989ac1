// Decides the reason for one grid candidate. Built once per query: indexes of existing bookings
// and external busy time make each decision O(log n).
import { businessDateOf, parseDate, startOfDay } from './business-time';
import { IntervalIndex } from './interval-index';
import { OpeningHours, type GridStart } from './opening-hours';
import { type AvailabilityRules, type SlotQuery, type SlotReason } from './slot-types';
import { isoDateOfEpochDay, ZoneTimeline } from './zone-timeline';

const MINUTE = 60_000;

export type PointQuery = Omit<SlotQuery, 'from' | 'to'>;

function nonNegative(value: number, name: string): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a non-negative number`);
  return value;
}

export class SlotEvaluator {
  readonly hours: OpeningHours;
  /** Offsets of the business zone, tabulated on demand for the instants the query looks at. */
  readonly timeline: ZoneTimeline;
  readonly durationMs: number;
  readonly nowMs: number;
  /** First instant that is no longer bookable: 00:00 business time of today + horizonDays. */
  readonly horizonEndMs: number;
  private readonly noticeEndMs: number;
  private readonly dailyLimit: number | null;
  private readonly bookingsPerDate = new Map<string, number>();
  private readonly own: IntervalIndex;
  private readonly blocked: IntervalIndex;
  private readonly external: IntervalIndex;
  private readonly beforeMs: number;
  private readonly afterMs: number;

  constructor(rules: AvailabilityRules, query: PointQuery) {
    this.hours = new OpeningHours(rules);
    this.timeline = new ZoneTimeline(rules.timeZone);
    if (!Number.isInteger(query.durationMinutes) || query.durationMinutes <= 0) {
      throw new RangeError('durationMinutes must be a positive integer');
    }
    this.durationMs = query.durationMinutes * MINUTE;
    this.nowMs = query.now.getTime();
    this.noticeEndMs = this.nowMs + nonNegative(rules.minNoticeMinutes, 'minNoticeMinutes') * MINUTE;
    const today = parseDate(businessDateOf(query.now, rules.timeZone));
    const horizonDays = Math.floor(nonNegative(rules.horizonDays, 'horizonDays'));
    this.horizonEndMs = startOfDay(today.add({ days: horizonDays }), rules.timeZone);
    this.dailyLimit = rules.dailyLimit;
    this.beforeMs = nonNegative(rules.bufferBeforeMinutes, 'bufferBeforeMinutes') * MINUTE;
    this.afterMs = nonNegative(rules.bufferAfterMinutes, 'bufferAfterMinutes') * MINUTE;

    const blocking = query.existing.filter(
      (b) => query.ignoreBookingId === undefined || b.id !== query.ignoreBookingId,
    );
    const own = blocking.map((b) => ({ start: b.start.getTime(), end: b.end.getTime() }));
    this.own = new IntervalIndex(own);
    // The same blocked ranges the database exclusion constraint compares: as stored, else with today's buffers.
    this.blocked = new IntervalIndex(
      blocking.map((b) => ({
        start: b.blockedStart?.getTime() ?? b.start.getTime() - this.beforeMs,
        end: b.blockedEnd?.getTime() ?? b.end.getTime() + this.afterMs,
      })),
    );
    this.external = new IntervalIndex(
      query.external.map((b) => ({ start: b.start.getTime(), end: b.end.getTime() })),
    );
    if (this.dailyLimit !== null) {
      let earliest = Infinity;
      let latest = -Infinity;
      for (const { start } of own) {
        earliest = Math.min(earliest, start);
        latest = Math.max(latest, start);
      }
      this.timeline.cover(earliest, latest);
      for (const { start } of own) {
        const date = isoDateOfEpochDay(this.timeline.localDay(start));
        this.bookingsPerDate.set(date, (this.bookingsPerDate.get(date) ?? 0) + 1);
      }
    }
  }

  /** The first failing reason, in the documented order, or 'available'. */
  reasonFor(candidate: GridStart, businessDate: string): SlotReason {
    const start = candidate.start;
    const end = start + this.durationMs;
    if (start < this.nowMs) return 'past';
    if (start < this.noticeEndMs) return 'notice';
    if (start >= this.horizonEndMs) return 'horizon';
    if (end > candidate.openUntil) return 'outside_hours';
    if (this.dailyLimit !== null && (this.bookingsPerDate.get(businessDate) ?? 0) >= this.dailyLimit) {
      return 'daily_limit';
    }
    if (this.own.overlaps(start, end)) return 'busy';
    if (this.blocked.overlaps(start - this.beforeMs, end + this.afterMs)) return 'buffer';
    if (this.external.overlaps(start, end)) return 'external_calendar';
    return 'available';
  }
}
