// Shared builders for the slot engine tests (instants from wall-clock times, labels for assertions).
import { Temporal } from 'temporal-polyfill';
import {
  type AvailabilityRules,
  type Candidate,
  type ExistingBooking,
  type SlotQuery,
  type TimeRange,
} from './slot-types';

export const MX = 'America/Mexico_City';
export const NY = 'America/New_York';
export const MADRID = 'Europe/Madrid';

/** The instant of a wall-clock 'YYYY-MM-DDTHH:MM' in a zone (the earlier one if repeated). */
export function at(wallTime: string, timeZone: string = MX): Date {
  const zoned = Temporal.PlainDateTime.from(wallTime).toZonedDateTime(timeZone);
  return new Date(zoned.epochMilliseconds);
}

/** 'HH:MM' wall-clock label of an instant in a zone. */
export function label(instant: Date, timeZone: string = MX): string {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);
  return zoned.toPlainTime().toString({ smallestUnit: 'minute' });
}

export function labels(candidates: { start: Date }[], timeZone: string = MX): string[] {
  return candidates.map((c) => label(c.start, timeZone));
}

/** 'HH:MM reason' lines: the most readable way to assert a day of candidates. */
export function reasons(candidates: Candidate[], timeZone: string = MX): string[] {
  return candidates.map((c) => `${label(c.start, timeZone)} ${c.reason}`);
}

const weekdayHours: TimeRange[] = [
  { start: '09:00', end: '13:00' },
  { start: '15:00', end: '18:00' },
];

/** Mon–Fri 09–13 and 15–18 in Mexico City, 30-min grid, no buffers, 120-min notice, 60-day horizon. */
export function officeRules(overrides: Partial<AvailabilityRules> = {}): AvailabilityRules {
  return {
    timeZone: MX,
    weekly: { 1: weekdayHours, 2: weekdayHours, 3: weekdayHours, 4: weekdayHours, 5: weekdayHours },
    overrides: [],
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minNoticeMinutes: 120,
    horizonDays: 60,
    slotStepMinutes: 30,
    dailyLimit: null,
    ...overrides,
  };
}

/** Open every day over the given ranges. */
export function everyDay(ranges: TimeRange[], overrides: Partial<AvailabilityRules> = {}): AvailabilityRules {
  return officeRules({
    weekly: { 1: ranges, 2: ranges, 3: ranges, 4: ranges, 5: ranges, 6: ranges, 7: ranges },
    ...overrides,
  });
}

/** A Sunday noon in Mexico City: the `now` of most tests. */
export const now = at('2026-03-01T12:00');

/** Candidates of Monday 2026-03-02 (Mexico City), 60-min service, nothing booked. */
export function monday(overrides: Partial<SlotQuery> = {}): SlotQuery {
  return {
    durationMinutes: 60,
    from: at('2026-03-02T00:00'),
    to: at('2026-03-03T00:00'),
    now,
    existing: [],
    external: [],
    ...overrides,
  };
}

export const booking = (id: string, start: string, end: string): ExistingBooking => ({
  id,
  start: at(start),
  end: at(end),
});
