import { describe, expect, it } from 'vitest';
import { dayRangeProblem, daysBetween, isCalendarDay, isInstant } from './calendar-day';
import { calendarDaySchema, dayOrInstantSchema, instantSchema } from './calendar-dates';
import { sameDayLastYear } from './report-period';

const codeOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('calendarDaySchema', () => {
  it('takes real days in 1900–2199, leap days included', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2026-12-31', '1900-01-01', '2199-12-31', '2026-04-30'])
      expect(calendarDaySchema.safeParse(day).success, day).toBe(true);
  });

  it('refuses days that do not exist or fall outside the range, with invalid_date', () => {
    for (const day of [
      '2025-02-29', // not a leap year
      '1900-02-29', // a century that is not a leap year
      '2100-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01', // year 0: PostgreSQL has none
      '-000001-01-01',
      '+002026-01-01',
      '275760-09-13', // JavaScript's last day
      '9999-12-31',
      '1899-12-31',
      '2200-01-01',
      '2026-01-01x', // trailing garbage
      ' 2026-01-01',
      '2026-01-01T00:00:00Z',
      '2026-1-1',
      '20260101',
      '',
    ])
      expect(codeOf(calendarDaySchema.safeParse(day)), day).toBe('invalid_date');
    expect(codeOf(calendarDaySchema.safeParse(20260101))).toBe('invalid_date');
    expect(codeOf(calendarDaySchema.safeParse(null))).toBe('invalid_date');
  });

  it('is the same rule as the zod-free isCalendarDay', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay(undefined)).toBe(false);
  });
});

describe('instantSchema', () => {
  it('takes Z and the offsets real zones use (−12:00 to +14:00)', () => {
    for (const instant of [
      '2026-03-09T15:00:00Z',
      '2026-03-09T15:00:00.000Z',
      '2026-03-09T15:00:00.123456789Z',
      '2026-03-09T09:00:00-06:00',
      '2026-03-09T09:00:00+14:00',
      '2026-03-09T09:00:00-12:00',
      '2026-03-09T09:00:00+05:45',
      '2024-02-29T23:59:59+01:00',
      '1900-01-01T00:00:00Z',
      '2199-12-31T23:59:59Z',
    ])
      expect(instantSchema.safeParse(instant).success, instant).toBe(true);
  });

  it('refuses impossible dates, times, offsets and years outside the range, with invalid_datetime', () => {
    for (const instant of [
      '2025-02-29T00:00:00Z',
      '2026-02-30T10:00:00Z',
      '0000-01-01T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '275760-09-13T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '1899-12-31T23:59:59Z',
      '2200-01-01T00:00:00Z',
      '2026-03-09T24:00:00Z',
      '2026-03-09T23:60:00Z',
      '2026-03-09T23:59:60Z', // leap seconds: JavaScript cannot read them
      '2026-03-09T09:00:00+14:01',
      '2026-03-09T09:00:00-12:30',
      '2026-03-09T09:00:00+99:00',
      '2026-03-09T09:00:00+05:60',
      '2026-03-09T09:00:00+0530',
      '2026-03-09T09:00:00', // no offset: which instant is meant?
      '2026-03-09T09:00Z', // no seconds
      '2026-03-09 09:00:00Z',
      '2026-03-09t09:00:00z',
      '2026-03-09T09:00:00.1234567890Z',
      '2026-03-09T09:00:00Zjunk',
      '2026-03-09',
      'Mon, 09 Mar 2026 09:00:00 GMT',
    ])
      expect(codeOf(instantSchema.safeParse(instant)), instant).toBe('invalid_datetime');
    expect(codeOf(instantSchema.safeParse(1_741_510_800_000))).toBe('invalid_datetime');
  });

  it('reads the instant JavaScript reads', () => {
    expect(isInstant('2026-03-09T09:00:00-06:00')).toBe(true);
    expect(new Date('2026-03-09T09:00:00-06:00').toISOString()).toBe('2026-03-09T15:00:00.000Z');
    expect(new Date('2026-01-01T00:00:00+14:00').toISOString()).toBe('2025-12-31T10:00:00.000Z');
  });
});

describe('dayOrInstantSchema', () => {
  it('takes a day or an instant and refuses the rest with invalid_date', () => {
    expect(dayOrInstantSchema.safeParse('2026-03-09').success).toBe(true);
    expect(dayOrInstantSchema.safeParse('2026-03-09T09:00:00-06:00').success).toBe(true);
    for (const value of ['2026-02-30', '0000-01-01', '9999-12-31T23:59:59Z', 'yesterday', '1741510800000'])
      expect(codeOf(dayOrInstantSchema.safeParse(value)), value).toBe('invalid_date');
  });
});

describe('day ranges', () => {
  it('counts both ends and says what is wrong with a run of days', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(3);
    expect(daysBetween('1900-01-01', '2199-12-31')).toBe(109_573);
    expect(dayRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(dayRangeProblem('2026-03-02', '2026-03-01')).toBe('inverted_range');
    expect(dayRangeProblem('2026-01-01', '2026-01-31', 30)).toBe('range_too_long');
    expect(dayRangeProblem('2026-01-01', '2026-01-30', 30)).toBeNull();
  });

  it('compares with the same day a year earlier, also at the range’s first year', () => {
    expect(sameDayLastYear('2024-02-29')).toBe('2023-02-28');
    expect(sameDayLastYear('2026-03-15')).toBe('2025-03-15');
    expect(sameDayLastYear('1900-03-15')).toBe('1899-03-15');
  });
});
