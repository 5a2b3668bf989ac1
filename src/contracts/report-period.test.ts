import { describe, expect, it } from 'vitest';
import {
  addDays,
  bucketFor,
  bucketStart,
  bucketStarts,
  daysBetween,
  isCalendarDay,
  resolvePeriod,
  sameDayLastYear,
} from './report-period';

const resolve = (query: Parameters<typeof resolvePeriod>[0], today: string) => {
  const result = resolvePeriod(query, today);
  if (!result.ok) throw new Error(`expected a period, got ${JSON.stringify(result.fields)}`);
  return result.value;
};
const preset = (
  name: Parameters<typeof resolvePeriod>[0]['preset'],
  today: string,
  compare: 'none' | 'previous' | 'last_year' = 'none',
) => resolve({ preset: name, compare }, today);

describe('report periods', () => {
  it('counts days with both ends included, across month, year and leap days', () => {
    expect(daysBetween('2026-11-26', '2026-11-26')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(3);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
  });

  it('resolves the rolling presets as the last N days including today (a leap February counts 29)', () => {
    expect(preset('7d', '2026-03-03').period).toEqual({ from: '2026-02-25', to: '2026-03-03', days: 7 });
    expect(preset('30d', '2028-03-01').period).toEqual({ from: '2028-02-01', to: '2028-03-01', days: 30 });
    expect(preset('90d', '2027-01-01').period).toEqual({ from: '2026-10-04', to: '2027-01-01', days: 90 });
  });

  it('runs month, quarter and year from their first day to today, on their boundaries too', () => {
    expect(preset('month', '2026-11-01').period).toEqual({ from: '2026-11-01', to: '2026-11-01', days: 1 });
    expect(preset('month', '2028-02-29').period).toEqual({ from: '2028-02-01', to: '2028-02-29', days: 29 });
    expect(preset('quarter', '2026-03-31').period).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      days: 90,
    });
    expect(preset('quarter', '2026-04-01').period).toEqual({ from: '2026-04-01', to: '2026-04-01', days: 1 });
    expect(preset('quarter', '2026-12-31').period.from).toBe('2026-10-01');
    expect(preset('year', '2026-01-01').period).toEqual({ from: '2026-01-01', to: '2026-01-01', days: 1 });
    expect(preset('year', '2028-12-31').period.days).toBe(366);
  });

  it('takes last_month as the whole previous calendar month (January → December, March → a leap February)', () => {
    expect(preset('last_month', '2027-01-15').period).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
      days: 31,
    });
    expect(preset('last_month', '2028-03-01').period).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
      days: 29,
    });
    expect(preset('last_month', '2026-03-31').period).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      days: 28,
    });
  });

  it('compares with the same number of days just before, or the same days a year earlier', () => {
    const previous = preset('month', '2026-03-10', 'previous');
    expect(previous.comparison).toEqual({ from: '2026-02-19', to: '2026-02-28', days: 10 });
    const lastYear = resolve({ preset: 'last_month', compare: 'last_year' }, '2028-03-05');
    // 29 February has no twin a year earlier: the comparison ends on the 28th.
    expect(lastYear.comparison).toEqual({ from: '2027-02-01', to: '2027-02-28', days: 28 });
    expect(sameDayLastYear('2028-02-29')).toBe('2027-02-28');
    expect(sameDayLastYear('2027-03-01')).toBe('2026-03-01');
    expect(preset('7d', '2026-11-26').comparison).toBeNull();
  });

  it('buckets by day up to 62 days, by Monday week up to 366, else by month', () => {
    expect([bucketFor(62), bucketFor(63), bucketFor(366), bucketFor(367)]).toEqual([
      'day',
      'week',
      'week',
      'month',
    ]);
    expect(bucketStart('2026-11-26', 'week')).toBe('2026-11-23'); // a Thursday → its Monday
    expect(bucketStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-29', 'week')).toBe('2026-11-23'); // Sunday ends the week
    expect(bucketStart('2026-11-26', 'month')).toBe('2026-11-01');
    expect(bucketStarts({ from: '2026-12-30', to: '2027-01-02', days: 4 }, 'day')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    // The first week starts before the period (the week it cuts); every week is there, in order.
    expect(bucketStarts({ from: '2026-11-26', to: '2026-12-14', days: 19 }, 'week')).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
    ]);
    expect(bucketStarts({ from: '2026-11-15', to: '2027-02-01', days: 79 }, 'month')).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
  });

  it('refuses a custom period without dates, with impossible dates, inverted or over five years', () => {
    const custom = (from?: string, to?: string) =>
      resolvePeriod({ preset: 'custom', from, to, compare: 'previous' }, '2026-11-26');
    expect(custom()).toEqual({ ok: false, fields: { from: 'required', to: 'required' } });
    expect(custom('2026-02-30', '2026-03-01')).toEqual({ ok: false, fields: { from: 'invalid_date' } });
    expect(custom('2026-03-01', '2026-02-01')).toEqual({ ok: false, fields: { to: 'inverted_range' } });
    // 1827 days is the longest period; one more is refused.
    expect(custom('2022-01-01', '2026-12-31')).toMatchObject({ ok: true });
    expect(daysBetween('2022-01-01', '2027-01-01')).toBe(1827);
    expect(custom('2022-01-01', '2027-01-01')).toMatchObject({ ok: true });
    expect(custom('2022-01-01', '2027-01-02')).toEqual({ ok: false, fields: { to: 'range_too_long' } });
    expect(
      resolve({ preset: 'custom', from: '2026-11-01', to: '2026-11-10', compare: 'previous' }, '2026-11-26'),
    ).toEqual({
      period: { from: '2026-11-01', to: '2026-11-10', days: 10 },
      comparison: { from: '2026-10-22', to: '2026-10-31', days: 10 },
      bucket: 'day',
    });
  });
});
