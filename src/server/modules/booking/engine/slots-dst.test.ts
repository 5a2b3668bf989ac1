// The engine across the 2026 DST transitions of zones that have them (Mexico City has none since 2022).
import { describe, expect, it } from 'vitest';
import { at, everyDay, labels, MADRID, NY } from './slot-test-helpers';
import { checkSlot, explainSlots, type AvailabilityRules, type SlotQuery } from './slots';

function rulesIn(timeZone: string, start: string, end: string): AvailabilityRules {
  return everyDay([{ start, end }], { timeZone, minNoticeMinutes: 0, horizonDays: 400 });
}

function dayQuery(date: string, timeZone: string, durationMinutes = 30): SlotQuery {
  return {
    durationMinutes,
    from: at(`${date}T00:00`, timeZone),
    to: at(`${date}T23:59`, timeZone),
    now: at('2026-01-01T00:00', timeZone),
    existing: [],
    external: [],
  };
}

const iso = (candidates: { start: Date }[]) => candidates.map((c) => c.start.toISOString());

describe('New York, spring forward 2026-03-08 (02:00 → 03:00)', () => {
  const rules = rulesIn(NY, '00:00', '06:00');
  const candidates = explainSlots(rules, dayQuery('2026-03-08', NY));

  it('skips the nonexistent labels instead of shifting them onto existing ones', () => {
    expect(labels(candidates, NY)).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
      '05:00',
      '05:30',
    ]);
    expect(new Set(iso(candidates)).size).toBe(candidates.length);
    expect(iso(candidates).slice(3, 5)).toEqual(['2026-03-08T06:30:00.000Z', '2026-03-08T07:00:00.000Z']);
    expect(candidates.every((c) => c.reason === 'available')).toBe(true);
  });

  it('checks a start by its instant: a wall time in the gap has no slot of its own', () => {
    const shifted = at('2026-03-08T02:30', NY); // 'compatible' → 03:30 EDT, the real 03:30 label
    expect(checkSlot(rules, dayQuery('2026-03-08', NY), shifted)).toBe('available');
    expect(checkSlot(rules, dayQuery('2026-03-08', NY), new Date('2026-03-08T07:30:00Z'))).toBe('available');
    expect(checkSlot(rules, dayQuery('2026-03-08', NY), new Date('2026-03-08T06:45:00Z'))).toBe('off_grid');
  });

  it('closes a range that ends inside the gap at the transition, not 30 minutes later', () => {
    const shortDay = rulesIn(NY, '00:00', '02:30');
    const hour = explainSlots(shortDay, dayQuery('2026-03-08', NY, 60));
    expect(hour.map((c) => `${c.start.toISOString()} ${c.reason}`)).toEqual([
      '2026-03-08T05:00:00.000Z available',
      '2026-03-08T05:30:00.000Z available',
      '2026-03-08T06:00:00.000Z available', // 01:00 EST → 03:00 EDT
      '2026-03-08T06:30:00.000Z outside_hours', // 01:30 EST + 60 min = 03:30 EDT > close at 03:00 EDT
    ]);
  });
});

describe('New York, fall back 2026-11-01 (02:00 → 01:00)', () => {
  it('gives each repeated label one slot, at its first occurrence', () => {
    const candidates = explainSlots(rulesIn(NY, '00:00', '03:00'), dayQuery('2026-11-01', NY));
    expect(labels(candidates, NY)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30']);
    expect(iso(candidates)).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T04:30:00.000Z',
      '2026-11-01T05:00:00.000Z', // 01:00 EDT
      '2026-11-01T05:30:00.000Z', // 01:30 EDT
      '2026-11-01T07:00:00.000Z', // 02:00 EST
      '2026-11-01T07:30:00.000Z',
    ]);
    const query = dayQuery('2026-11-01', NY);
    const secondOneAm = new Date('2026-11-01T06:00:00Z'); // 01:00 EST, the repeated label
    expect(checkSlot(rulesIn(NY, '00:00', '03:00'), query, secondOneAm)).toBe('off_grid');
  });

  it('ends a range whose end is a repeated time at its first occurrence', () => {
    const candidates = explainSlots(rulesIn(NY, '00:00', '01:30'), dayQuery('2026-11-01', NY, 60));
    expect(candidates.map((c) => `${c.start.toISOString()} ${c.reason}`)).toEqual([
      '2026-11-01T04:00:00.000Z available',
      '2026-11-01T04:30:00.000Z available', // ends 01:30 EDT, the close
      '2026-11-01T05:00:00.000Z outside_hours', // would end 01:00 EST
    ]);
  });

  it('keeps ordinary days in standard time right', () => {
    const [first] = explainSlots(rulesIn(NY, '09:00', '10:00'), dayQuery('2026-11-02', NY));
    expect(first?.start.toISOString()).toBe('2026-11-02T14:00:00.000Z');
  });
});

describe('Madrid, 2026-03-29 (02:00 → 03:00) and 2026-10-25 (03:00 → 02:00)', () => {
  it('skips the missing hour in March', () => {
    const candidates = explainSlots(rulesIn(MADRID, '01:00', '04:00'), dayQuery('2026-03-29', MADRID));
    expect(labels(candidates, MADRID)).toEqual(['01:00', '01:30', '03:00', '03:30']);
    expect(iso(candidates)).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ]);
  });

  it('opens a range that starts inside the gap at the first label that exists', () => {
    const candidates = explainSlots(rulesIn(MADRID, '02:30', '04:00'), dayQuery('2026-03-29', MADRID));
    expect(labels(candidates, MADRID)).toEqual(['03:00', '03:30']);
  });

  it('lists the repeated hour once in October, and the range lasts its real elapsed time', () => {
    const candidates = explainSlots(rulesIn(MADRID, '01:00', '04:00'), dayQuery('2026-10-25', MADRID));
    expect(labels(candidates, MADRID)).toEqual(['01:00', '01:30', '02:00', '02:30', '03:00', '03:30']);
    expect(iso(candidates)).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T00:00:00.000Z', // 02:00 CEST
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T02:00:00.000Z', // 03:00 CET
      '2026-10-25T02:30:00.000Z',
    ]);
    // 02:30 CEST + 90 min = 03:00 CET: fits, because the repeated hour really is open time.
    const long = explainSlots(rulesIn(MADRID, '01:00', '04:00'), dayQuery('2026-10-25', MADRID, 90));
    expect(long.filter((c) => c.reason === 'available').map((c) => c.start.toISOString())).toContain(
      '2026-10-25T00:30:00.000Z',
    );
  });
});
