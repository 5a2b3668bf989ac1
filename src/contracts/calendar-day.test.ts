import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './calendar-day';

describe('addDays (calendar-day arithmetic on YYYY-MM-DD)', () => {
  it('adds and subtracts within a month, and zero is the same day', () => {
    expect(addDays('2026-03-09', 1)).toBe('2026-03-10');
    expect(addDays('2026-03-09', -8)).toBe('2026-03-01');
    expect(addDays('2026-03-09', 0)).toBe('2026-03-09');
  });

  it('crosses month and year ends both ways', () => {
    expect(addDays('2026-04-30', 1)).toBe('2026-05-01');
    expect(addDays('2026-05-01', -1)).toBe('2026-04-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
  });

  it('knows leap days: 29 February in leap years only (2000 yes, 1900 and 2100 no)', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('1900-02-28', 1)).toBe('1900-03-01');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2028-02-29', 365)).toBe('2029-02-28');
    expect(addDays('2024-01-01', 366)).toBe('2025-01-01');
  });

  it('ignores daylight-saving changes (no time zone takes part)', () => {
    // Mexico City kept DST until 2022 (first Sunday of April); the US changes in March and November.
    expect(addDays('2022-04-02', 1)).toBe('2022-04-03');
    expect(addDays('2022-04-03', 1)).toBe('2022-04-04');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });

  it('agrees with daysBetween over long runs', () => {
    for (const [from, n] of [
      ['1999-12-31', 1],
      ['2026-01-31', 400],
      ['2199-12-31', -80_000],
    ] as const)
      expect(daysBetween(from, addDays(from, n))).toBe(n + 1);
  });

  it('counts a day past its month on, as Date reads it, and throws on anything that is not a day', () => {
    expect(addDays('2026-02-30', 0)).toBe('2026-03-02');
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
    expect(() => addDays('soon', 1)).toThrow(RangeError);
    expect(() => addDays('', 1)).toThrow(RangeError);
  });
});
