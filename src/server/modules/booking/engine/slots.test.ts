import { describe, expect, it } from 'vitest';
import { at, booking, everyDay, label, labels, monday, MX, officeRules, reasons } from './slot-test-helpers';
import { availableSlots, businessDateOf, checkSlot, explainSlots } from './slots';

describe('weekly hours', () => {
  it('lists the grid of both ranges and flags the starts whose end runs past a range', () => {
    expect(reasons(explainSlots(officeRules(), monday()))).toEqual([
      ...['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00'].map((t) => `${t} available`),
      '12:30 outside_hours',
      ...['15:00', '15:30', '16:00', '16:30', '17:00'].map((t) => `${t} available`),
      '17:30 outside_hours',
    ]);
  });

  it('gives each candidate its end and business date, and lists nothing on a closed day', () => {
    const [first] = explainSlots(officeRules(), monday());
    expect(first).toEqual({
      start: at('2026-03-02T09:00'),
      end: at('2026-03-02T10:00'),
      reason: 'available',
      businessDate: '2026-03-02',
    });
    const sunday = monday({ from: at('2026-03-01T00:00'), to: at('2026-03-02T00:00') });
    expect(explainSlots(officeRules(), sunday)).toEqual([]);
  });

  it('lets a slot run across touching ranges, which form one opening block', () => {
    const rules = everyDay([
      { start: '09:00', end: '10:00' },
      { start: '10:00', end: '11:00' },
    ]);
    expect(reasons(explainSlots(rules, monday({ durationMinutes: 90 })))).toEqual([
      '09:00 available',
      '09:30 available',
      '10:00 outside_hours',
      '10:30 outside_hours',
    ]);
  });

  it('counts the grid from each range start and accepts 24:00 as the end of the day', () => {
    const rules = everyDay([{ start: '22:10', end: '24:00' }], { slotStepMinutes: 45 });
    expect(labels(availableSlots(rules, monday({ durationMinutes: 30 })))).toEqual(['22:10', '22:55']);
  });

  it('restricts candidates to starts inside [from, to)', () => {
    const query = monday({ from: at('2026-03-02T10:00'), to: at('2026-03-02T11:00') });
    expect(labels(explainSlots(officeRules(), query))).toEqual(['10:00', '10:30']);
  });
});

describe('overrides', () => {
  it('turns a working day into a day off', () => {
    const rules = officeRules({ overrides: [{ date: '2026-03-02', ranges: [] }] });
    expect(explainSlots(rules, monday())).toEqual([]);
  });

  it('replaces the weekly hours with special hours, also on a closed weekday', () => {
    const rules = officeRules({
      overrides: [
        { date: '2026-03-02', ranges: [{ start: '11:00', end: '12:30' }] },
        { date: '2026-03-07', ranges: [{ start: '10:00', end: '12:00' }] },
      ],
    });
    expect(reasons(explainSlots(rules, monday()))).toEqual([
      '11:00 available',
      '11:30 available',
      '12:00 outside_hours',
    ]);
    const saturday = monday({ from: at('2026-03-07T00:00'), to: at('2026-03-08T00:00') });
    expect(labels(availableSlots(rules, saturday))).toEqual(['10:00', '10:30', '11:00']);
  });
});

describe('existing bookings and buffers', () => {
  it('tells busy (own time overlaps) from buffer (blocked ranges overlap)', () => {
    const rules = officeRules({ bufferBeforeMinutes: 15, bufferAfterMinutes: 15 });
    const query = monday({
      existing: [booking('a', '2026-03-02T10:00', '2026-03-02T11:00')],
      to: at('2026-03-02T12:00'),
    });
    expect(reasons(explainSlots(rules, query))).toEqual([
      '09:00 buffer',
      '09:30 busy',
      '10:00 busy',
      '10:30 busy',
      '11:00 buffer',
      '11:30 available',
    ]);
  });

  it('allows back-to-back appointments without buffers (half-open intervals)', () => {
    const query = monday({ existing: [booking('a', '2026-03-02T10:00', '2026-03-02T11:00')] });
    const free = labels(availableSlots(officeRules(), query));
    expect(free).toContain('09:00');
    expect(free).toContain('11:00');
    expect(free).not.toContain('09:30');
  });

  it('does not let the appointment being rescheduled block itself', () => {
    const query = monday({
      existing: [booking('a', '2026-03-02T10:00', '2026-03-02T11:00')],
      ignoreBookingId: 'a',
    });
    expect(checkSlot(officeRules(), query, at('2026-03-02T10:00'))).toBe('available');
    expect(checkSlot(officeRules(), { ...query, ignoreBookingId: 'b' }, at('2026-03-02T10:00'))).toBe('busy');
  });

  it('blocks slots overlapping external calendar busy time, without buffers', () => {
    const rules = officeRules({ bufferBeforeMinutes: 30, bufferAfterMinutes: 30 });
    const query = monday({
      from: at('2026-03-02T15:00'),
      external: [{ start: at('2026-03-02T16:00'), end: at('2026-03-02T16:30') }],
    });
    expect(reasons(explainSlots(rules, query))).toEqual([
      '15:00 available',
      '15:30 external_calendar',
      '16:00 external_calendar',
      '16:30 available',
      '17:00 available',
      '17:30 outside_hours',
    ]);
  });

  it('applies the daily limit to the business date of existing starts, except the ignored one', () => {
    const rules = officeRules({ dailyLimit: 2 });
    const existing = [
      booking('a', '2026-03-02T09:00', '2026-03-02T10:00'),
      booking('b', '2026-03-02T15:00', '2026-03-02T16:00'),
    ];
    const day = explainSlots(rules, monday({ existing }));
    expect(new Set(day.map((c) => c.reason))).toEqual(new Set(['daily_limit', 'outside_hours']));
    const tuesday = monday({ existing, from: at('2026-03-03T00:00'), to: at('2026-03-04T00:00') });
    expect(availableSlots(rules, tuesday)).toHaveLength(12);
    const moving = monday({ existing, ignoreBookingId: 'a' });
    expect(checkSlot(rules, moving, at('2026-03-02T09:00'))).toBe('available');
    expect(checkSlot(rules, moving, at('2026-03-02T15:00'))).toBe('busy');
  });
});

describe('now, notice and horizon', () => {
  const allDay = everyDay([{ start: '00:00', end: '24:00' }], { slotStepMinutes: 30 });

  it('carries the notice across midnight: now 23:30 + 120 min → first slot 01:30 next day', () => {
    const late = at('2026-03-02T23:30');
    const query = monday({
      durationMinutes: 30,
      now: late,
      from: at('2026-03-02T23:00'),
      to: at('2026-03-03T02:30'),
    });
    expect(reasons(explainSlots(allDay, query))).toEqual([
      '23:00 past',
      '23:30 notice',
      '00:00 notice',
      '00:30 notice',
      '01:00 notice',
      '01:30 available',
      '02:00 available',
    ]);
    const [first] = availableSlots(allDay, query);
    expect(first && businessDateOf(first.start, MX)).toBe('2026-03-03');
  });

  it('includes the last day of the horizon (today + horizonDays − 1) and excludes the day after', () => {
    const query = monday({
      durationMinutes: 30,
      from: at('2026-04-29T23:00'),
      to: at('2026-04-30T01:00'),
    });
    // now is 2026-03-01; 60 days → 2026-03-01 … 2026-04-29.
    expect(reasons(explainSlots(allDay, query))).toEqual([
      '23:00 available',
      '23:30 available',
      '00:00 horizon',
      '00:30 horizon',
    ]);
    expect(checkSlot({ ...allDay, horizonDays: 0 }, query, at('2026-03-01T18:00'))).toBe('horizon');
  });

  it('treats the leap day 2028-02-29 as a normal Tuesday', () => {
    const tuesdays = officeRules({ weekly: { 2: [{ start: '10:00', end: '11:00' }] } });
    const query = monday({
      now: at('2028-02-01T08:00'),
      from: at('2028-02-28T00:00'),
      to: at('2028-03-02T00:00'),
      durationMinutes: 30,
    });
    const candidates = explainSlots(tuesdays, query);
    expect(candidates.map((c) => `${c.businessDate} ${label(c.start)} ${c.reason}`)).toEqual([
      '2028-02-29 10:00 available',
      '2028-02-29 10:30 available',
    ]);
  });
});
