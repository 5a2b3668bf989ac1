import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, monthGrid, nightsOf } from './dates';

describe('rental calendar dates', () => {
  it('lays a month out in weeks from Monday or Sunday', () => {
    const monday = monthGrid('2027-03', 1); // 1 March 2027 is a Monday
    expect(monday[0]![0]).toBe('2027-03-01');
    const sunday = monthGrid('2027-03', 7);
    expect(sunday[0]![0]).toBeNull();
    expect(sunday[0]![1]).toBe('2027-03-01');
    expect(monday.flat().filter(Boolean)).toHaveLength(31);
  });

  it('counts nights as [check-in, check-out)', () => {
    expect(nightsOf('2027-02-27', '2027-03-02')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
    expect(daysBetween('2027-02-27', '2027-03-02')).toBe(3);
    expect(addMonths('2027-12', 1)).toBe('2028-01');
  });
});
