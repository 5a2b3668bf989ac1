import { describe, expect, it } from 'vitest';
import { monthGrid, shiftMonth, windowMonths } from './months';

describe('the analytics months', () => {
  it('offers windows around today, across years', () => {
    expect(windowMonths('around', '2026-11-27')).toEqual({ from: '2026-06', to: '2027-05' });
    expect(windowMonths('next12', '2026-11-27')).toEqual({ from: '2026-11', to: '2027-10' });
    expect(windowMonths('last12', '2026-01-05')).toEqual({ from: '2025-02', to: '2026-01' });
    expect(windowMonths('lastYear', '2026-01-05')).toEqual({ from: '2025-01', to: '2025-12' });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });

  it('lays a month out in weeks starting on Monday', () => {
    // 1 Nov 2026 is a Sunday: six blanks, then 30 days, then five blanks to close the last week.
    const weeks = monthGrid('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    // February 2027 starts on a Monday: four full weeks.
    expect(monthGrid('2027-02')).toHaveLength(4);
    expect(monthGrid('2024-02').flat().filter(Boolean)).toHaveLength(29);
  });
});
