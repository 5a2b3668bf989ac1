import { describe, expect, it } from 'vitest';
import {
  bucketLabel,
  deltaOf,
  formatDayRange,
  formatDelta,
  formatMxn,
  formatRatio,
  hourLabel,
  weekdayNames,
} from './format';

describe('report deltas', () => {
  it('is a relative change for counts and money, measured against the size of the previous value', () => {
    expect(deltaOf(12, 10)).toEqual({ direction: 'up', size: 0.2, unit: 'relative' });
    expect(deltaOf(5, 10)).toEqual({ direction: 'down', size: 0.5, unit: 'relative' });
    expect(deltaOf(10, 10)).toEqual({ direction: 'flat', size: 0, unit: 'relative' });
    // A net that was negative and is now less negative went up.
    expect(deltaOf(-50, -100)).toEqual({ direction: 'up', size: 0.5, unit: 'relative' });
  });

  it('has no size from nothing, nor without a comparison', () => {
    expect(deltaOf(7, 0)).toBeNull();
    expect(deltaOf(7, null)).toBeNull();
    expect(deltaOf(7, undefined)).toBeNull();
    expect(deltaOf(null, 0.5, 'points')).toBeNull();
    expect(formatDelta(null, 'es')).toBe('—');
  });

  it('moves ratios in percentage points, including from 0', () => {
    expect(deltaOf(0.45, 0, 'points')).toEqual({ direction: 'up', size: 45, unit: 'points' });
    expect(formatDelta(deltaOf(0.4, 0.525, 'points'), 'en')).toBe('▼ 12.5 pp');
    expect(formatDelta(deltaOf(0.4, 0.525, 'points'), 'es')).toBe('▼ 12.5 p. p.');
  });

  it('writes the arrow and the percentage in the language', () => {
    expect(formatDelta(deltaOf(1234, 1000), 'en')).toBe('▲ 23.4%');
    expect(formatDelta(deltaOf(1234, 1000), 'es')).toMatch(/^▲ 23\.4\s?%$/);
    expect(formatDelta(deltaOf(3, 3), 'en')).toBe('= 0%');
  });
});

describe('report formatting', () => {
  it('writes centavos as MXN and a missing ratio as a dash', () => {
    expect(formatMxn(123450, 'en')).toBe('MX$1,234.50');
    expect(formatMxn(150000, 'es')).toBe('$1,500');
    expect(formatRatio(null, 'es')).toBe('—');
    expect(formatRatio(0.125, 'en')).toBe('12.5%');
  });

  it('labels days, weeks, months and periods without shifting the day', () => {
    expect(bucketLabel('2026-11-01', 'day', 'en')).toBe('Nov 1');
    expect(bucketLabel('2026-11-01', 'month', 'en')).toBe('Nov 2026');
    expect(formatDayRange('2026-11-01', '2026-11-30', 'en').replace(/\s/g, ' ')).toBe('Nov 1 – 30, 2026');
    expect(formatDayRange('2026-11-01', '2026-11-01', 'es')).toBe('1 nov 2026');
  });

  it('names weekdays Monday first and hours in each language', () => {
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('es', 'long')[0]).toBe('lunes');
    expect(hourLabel(9, 'en')).toBe('9 AM');
    expect(hourLabel(15, 'es')).toMatch(/^3\sp\.\s?m\.$/);
  });
});
