import { describe, expect, it } from 'vitest';
import { dayProblem, type CalendarRules } from './stay-calendar';

const rules: CalendarRules = {
  today: '2027-03-01',
  lastCheckOut: '2028-03-01',
  minNights: 2,
  unavailable: new Set(['2027-03-10', '2027-03-11']),
};
const none = { checkIn: null, checkOut: null };

describe('which days can be picked', () => {
  it('refuses past days, taken nights and days past the horizon as check-in', () => {
    expect(dayProblem('2027-02-28', none, rules)).toBe('past');
    expect(dayProblem('2027-03-10', none, rules)).toBe('taken');
    expect(dayProblem('2028-03-02', none, rules)).toBe('beyond');
    expect(dayProblem('2027-03-09', none, rules)).toBeNull();
  });

  it('offers check-out days from the minimum nights up to the first taken night (check-out day may be taken)', () => {
    const range = { checkIn: '2027-03-05', checkOut: null };
    expect(dayProblem('2027-03-06', range, rules)).toBe('minNights');
    expect(dayProblem('2027-03-07', range, rules)).toBeNull();
    // The night of the 10th is taken: the 10th itself is a fine check-out day, the 11th is not.
    expect(dayProblem('2027-03-10', range, rules)).toBeNull();
    expect(dayProblem('2027-03-11', range, rules)).toBe('taken');
    expect(dayProblem('2027-03-12', range, rules)).toBe('crossesTaken');
    // An earlier day is a new check-in.
    expect(dayProblem('2027-03-03', range, rules)).toBeNull();
  });
});
