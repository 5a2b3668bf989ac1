import { describe, expect, it } from 'vitest';
import { adminTimeCheck } from './admin-availability';
import type { AvailabilityRules } from '../engine/slots';
import { at } from '../../../test/booking-helpers';

const rules: AvailabilityRules = {
  timeZone: 'America/Mexico_City',
  weekly: { 2: [{ start: '09:00', end: '14:00' }] },
  overrides: [{ date: '2030-03-05', ranges: [] }],
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 15,
  minNoticeMinutes: 120,
  horizonDays: 60,
  slotStepMinutes: 30,
  dailyLimit: null,
};
const now = at('2029-12-04', '08:00'); // a Tuesday
const neighbour = {
  start: at('2029-12-04', '10:00'),
  end: at('2029-12-04', '11:00'),
  blockedStart: at('2029-12-04', '09:45'),
  blockedEnd: at('2029-12-04', '11:15'),
};
const check = (start: Date, existing = [neighbour], external: { start: Date; end: Date }[] = []) =>
  adminTimeCheck(rules, { durationMinutes: 60, now, existing, external }, start);

describe('adminTimeCheck (the owner booking any time)', () => {
  it('an open slot has no reasons', () => {
    expect(check(at('2029-12-04', '12:00'))).toEqual({ kind: 'ok', reasons: [] });
  });
  it('names every reason at once', () => {
    expect(check(at('2029-12-04', '09:00'), [])).toEqual({ kind: 'ok', reasons: ['notice'] });
    expect(check(at('2029-12-04', '13:30'))).toEqual({ kind: 'ok', reasons: ['outside_hours'] });
    expect(check(at('2029-12-04', '12:10'))).toEqual({ kind: 'ok', reasons: ['off_grid'] });
    expect(
      check(
        at('2029-12-04', '20:00'),
        [],
        [{ start: at('2029-12-04', '20:30'), end: at('2029-12-04', '21:00') }],
      ),
    ).toEqual({
      kind: 'ok',
      reasons: ['outside_hours', 'external_calendar'],
    });
    expect(check(at('2030-03-05', '10:00'))).toEqual({ kind: 'ok', reasons: ['day_off', 'horizon'] });
  });
  it('over a buffer is allowed when its own time clears the neighbour’s stored range; a clash never', () => {
    expect(check(at('2029-12-04', '11:15'))).toEqual({ kind: 'ok', reasons: ['off_grid', 'buffer'] });
    expect(check(at('2029-12-04', '11:00'))).toEqual({ kind: 'clash' });
    expect(check(at('2029-12-04', '10:30'))).toEqual({ kind: 'clash' });
    expect(check(at('2029-12-04', '07:00'))).toEqual({ kind: 'past' });
  });
});
