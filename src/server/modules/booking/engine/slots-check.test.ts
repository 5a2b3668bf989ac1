import { describe, expect, it } from 'vitest';
import { at, booking, everyDay, label, monday, MX, now, officeRules } from './slot-test-helpers';
import { businessDateOf, checkSlot, explainSlots, MAX_WINDOW_DAYS, nearestAvailable } from './slots';

describe('checkSlot', () => {
  const rules = officeRules();
  const query = { durationMinutes: 60, now, existing: [], external: [] };

  it('accepts a grid time and reports the reason of a failing one', () => {
    expect(checkSlot(rules, query, at('2026-03-02T09:30'))).toBe('available');
    expect(checkSlot(rules, query, at('2026-03-02T12:30'))).toBe('outside_hours');
    expect(checkSlot(rules, query, at('2026-03-01T13:00'))).toBe('off_grid'); // closed Sunday
    const sundays = { ...rules, weekly: { 7: [{ start: '11:00', end: '15:00' }] } };
    expect(checkSlot(sundays, query, at('2026-03-01T11:30'))).toBe('past');
    expect(checkSlot(sundays, query, now)).toBe('notice'); // starting exactly now is not past
    expect(checkSlot(sundays, query, at('2026-03-01T14:00'))).toBe('available');
  });

  it('says off_grid for times between grid labels, outside ranges and with stray seconds', () => {
    expect(checkSlot(rules, query, at('2026-03-02T09:15'))).toBe('off_grid');
    expect(checkSlot(rules, query, at('2026-03-02T13:30'))).toBe('off_grid');
    expect(checkSlot(rules, query, new Date(at('2026-03-02T09:00').getTime() + 1000))).toBe('off_grid');
    expect(checkSlot(rules, query, new Date(Number.NaN))).toBe('off_grid');
  });
});

describe('nearestAvailable', () => {
  const query = {
    durationMinutes: 60,
    now,
    existing: [booking('a', '2026-03-02T10:00', '2026-03-02T12:00')],
    external: [],
  };

  it('sorts by distance to the requested time, then by time', () => {
    const nearest = nearestAvailable(officeRules(), query, at('2026-03-02T10:30'), 4);
    expect(nearest.map((s) => `${businessDateOf(s.start, MX)} ${label(s.start)}`)).toEqual([
      '2026-03-02 09:00', // 90 min before — ties with 12:00 and comes first by time
      '2026-03-02 12:00',
      '2026-03-02 15:00',
      '2026-03-02 15:30',
    ]);
    expect(nearest[0]?.end).toEqual(at('2026-03-02T10:00'));
  });

  it('looks across days, never before now + notice nor past the horizon', () => {
    const nearest = nearestAvailable(officeRules(), query, at('2026-02-01T10:00'), 2);
    expect(nearest.map((s) => s.start)).toEqual([at('2026-03-02T09:00'), at('2026-03-02T12:00')]);
    const far = nearestAvailable(officeRules(), query, at('2027-01-01T10:00'), 1);
    expect(far.map((s) => s.start)).toEqual([at('2026-04-29T17:00')]);
    expect(nearestAvailable({ ...officeRules(), horizonDays: 0 }, query, now, 3)).toEqual([]);
    expect(nearestAvailable(officeRules(), query, now, 0)).toEqual([]);
  });
});

describe('scale and input checks', () => {
  it('computes a 60-day window with 500 existing bookings', () => {
    const rules = everyDay([{ start: '08:00', end: '20:00' }], {
      slotStepMinutes: 15,
      bufferAfterMinutes: 10,
    });
    const existing = Array.from({ length: 500 }, (_, i) => {
      const start = at('2026-03-02T08:00').getTime() + i * 3 * 3_600_000;
      return { id: `b${i}`, start: new Date(start), end: new Date(start + 45 * 60_000) };
    });
    const query = monday({ from: at('2026-03-02T00:00'), to: at('2026-05-01T00:00'), existing });
    const candidates = explainSlots(rules, query);
    expect(candidates).toHaveLength(60 * 48);
    expect(candidates.filter((c) => c.reason === 'busy').length).toBeGreaterThan(500);
  });

  it('rejects malformed rules and oversize windows with a RangeError', () => {
    const bad = officeRules({ weekly: { 1: [{ start: '13:00', end: '09:00' }] } });
    expect(() => explainSlots(bad, monday())).toThrow(RangeError);
    expect(() => explainSlots(officeRules({ slotStepMinutes: 0 }), monday())).toThrow(RangeError);
    expect(() => explainSlots(officeRules(), monday({ durationMinutes: -5 }))).toThrow(RangeError);
    const huge = monday({
      to: new Date(at('2026-03-02T00:00').getTime() + (MAX_WINDOW_DAYS + 1) * 86_400_000),
    });
    expect(() => explainSlots(officeRules(), huge)).toThrow(RangeError);
    expect(explainSlots(officeRules(), monday({ to: at('2026-03-01T00:00') }))).toEqual([]);
  });
});

describe('stored blocked ranges', () => {
  it('uses the range a booking blocked when it was made, as the database does, once the buffers change', () => {
    const noBuffers = officeRules({ bufferBeforeMinutes: 0, bufferAfterMinutes: 0 });
    const made = booking('a', '2026-03-02T10:00', '2026-03-02T10:30');
    // Booked with a 15-minute buffer after it; the owner has since set the buffers to 0.
    const stored = { ...made, blockedStart: made.start, blockedEnd: at('2026-03-02T10:45') };
    const query = { durationMinutes: 30, now, external: [] };
    expect(checkSlot(noBuffers, { ...query, existing: [made] }, at('2026-03-02T10:30'))).toBe('available');
    expect(checkSlot(noBuffers, { ...query, existing: [stored] }, at('2026-03-02T10:30'))).toBe('buffer');
    expect(checkSlot(noBuffers, { ...query, existing: [stored] }, at('2026-03-02T11:00'))).toBe('available');
  });
});
