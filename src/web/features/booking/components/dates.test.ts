import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateKeyIn,
  groupByDay,
  isoWeekday,
  monthBounds,
  monthGrid,
  startOfWeek,
} from './dates';

describe('day keys', () => {
  it('puts an instant on the day of the zone asked', () => {
    // 02:30 UTC on 10 March is still 9 March in Mexico City and New York.
    expect(dateKeyIn('2026-03-10T02:30:00Z', 'America/Mexico_City')).toBe('2026-03-09');
    expect(dateKeyIn('2026-03-10T02:30:00Z', 'Europe/Madrid')).toBe('2026-03-10');
  });
  it('adds days and months across year ends and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2027-02').to).toBe('2027-02-28');
  });
});

describe('month grid', () => {
  it('starts Monday-first weeks on the right weekday and pads with nulls', () => {
    // 1 March 2026 is a Sunday.
    expect(isoWeekday('2026-03-01')).toBe(7);
    const weeks = monthGrid('2026-03', 1);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.at(-1)?.[1]).toBe('2026-03-31');
  });
  it('starts Sunday-first weeks on Sunday', () => {
    const weeks = monthGrid('2026-03', 7);
    expect(weeks[0]?.[0]).toBe('2026-03-01');
    expect(weeks).toHaveLength(5);
  });
  it('finds the start of a week', () => {
    expect(startOfWeek('2026-03-04', 1)).toBe('2026-03-02');
    expect(startOfWeek('2026-03-04', 7)).toBe('2026-03-01');
    expect(startOfWeek('2026-03-01', 1)).toBe('2026-02-23');
  });
});

describe('grouping by day', () => {
  it('groups instants by the day of the zone, in order', () => {
    const items = [
      { at: '2026-03-10T16:00:00Z' },
      { at: '2026-03-10T02:00:00Z' },
      { at: '2026-03-09T15:00:00Z' },
    ];
    const groups = groupByDay(items, (item) => item.at, 'America/Mexico_City');
    expect([...groups.keys()]).toEqual(['2026-03-09', '2026-03-10']);
    expect(groups.get('2026-03-09')?.map((item) => item.at)).toEqual([
      '2026-03-09T15:00:00Z',
      '2026-03-10T02:00:00Z',
    ]);
  });
});
