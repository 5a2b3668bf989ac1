// The slot engine's input and output shapes. Pure data: instants are `Date`s (UTC),
// opening hours are wall-clock strings in the business time zone.

/** ISO weekday: 1 = Monday … 7 = Sunday (Temporal's `dayOfWeek`). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** 'HH:MM' 24 h local business time; start < end; end may be '24:00' (the next midnight). */
export interface TimeRange {
  start: string;
  end: string;
}

export interface AvailabilityRules {
  /** IANA business zone, e.g. 'America/Mexico_City'. */
  timeZone: string;
  /** Several ranges per day; a missing or empty day is closed. */
  weekly: Partial<Record<Weekday, TimeRange[]>>;
  /**
   * 'YYYY-MM-DD' business dates whose ranges REPLACE the weekly hours; `ranges: []` = day off.
   * Several overrides for the same date are combined.
   */
  overrides: { date: string; ranges: TimeRange[] }[];
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** A slot must start at or after now + minNoticeMinutes. */
  minNoticeMinutes: number;
  /**
   * Bookable business dates are today … today + horizonDays − 1 (today = the business date of `now`):
   * a slot must start before 00:00 business time of (today + horizonDays). 0 = nothing bookable.
   */
  horizonDays: number;
  /** Start times are wall-clock times rangeStart + k·step, counted from each range's start. */
  slotStepMinutes: number;
  /** Max appointments per business date (existing ones counted, by their start), null = no limit. */
  dailyLimit: number | null;
}

/** An appointment's own time (WITHOUT buffers) that still blocks (held, pending_payment, confirmed). */
export interface ExistingBooking {
  id?: string;
  start: Date;
  end: Date;
  /**
   * The range it blocks as stored when it was booked (with the buffers of that moment). The database's
   * exclusion constraint compares stored ranges, so the engine must too once the owner changes the buffers;
   * without it, [start − before, end + after) with today's buffers.
   */
  blockedStart?: Date;
  blockedEnd?: Date;
}

/** External calendar busy time. */
export interface BusyInterval {
  start: Date;
  end: Date;
}

export interface SlotQuery {
  durationMinutes: number;
  /** Window of candidate START instants to consider: [from, to). */
  from: Date;
  to: Date;
  now: Date;
  existing: ExistingBooking[];
  external: BusyInterval[];
  /** For a reschedule: the appointment being moved does not block itself (nor count for the daily limit). */
  ignoreBookingId?: string;
}

/** Why a candidate is (not) bookable; when several apply, the first in this order wins. */
export const SLOT_REASONS = [
  'available',
  'past',
  'notice',
  'horizon',
  'outside_hours',
  'daily_limit',
  'busy',
  'buffer',
  'external_calendar',
] as const;
export type SlotReason = (typeof SLOT_REASONS)[number];

export interface Candidate {
  start: Date;
  end: Date;
  reason: SlotReason;
  /** 'YYYY-MM-DD' business date of `start`. */
  businessDate: string;
}

export interface Slot {
  start: Date;
  end: Date;
}
