import type { RentalProperty } from '@contracts/rental';
import { describe, expect, it } from 'vitest';
import { checkInInstant, stayPlanOptions } from './plan';

const property = {
  checkInTime: '15:00',
  depositOffered: true,
  depositPercent: 30,
  instalmentsOffered: true,
  instalmentCount: 3,
  instalmentIntervalDays: 14,
  balanceDueDaysBefore: 7,
} as RentalProperty;

describe('stay payment options', () => {
  it('places the check-in at its time in Mexico City', () => {
    expect(checkInInstant('2027-03-01', '15:00').toISOString()).toBe('2027-03-01T21:00:00.000Z');
    expect(checkInInstant('2027-07-01', '09:30', 'America/New_York').toISOString()).toBe(
      '2027-07-01T13:30:00.000Z',
    );
  });

  it('offers what the terms allow for the check-in date', () => {
    const now = new Date('2027-01-04T18:00:00Z');
    expect(stayPlanOptions(property, null, 0, now)).toEqual(['full', 'deposit', 'instalments']);
    expect(stayPlanOptions(property, '2027-03-01', 500_000, now)).toEqual(['full', 'deposit', 'instalments']);
    // 20 days ahead: a balance fits (due 7 days before), three payments 14 days apart do not.
    expect(stayPlanOptions(property, '2027-01-24', 500_000, now)).toEqual(['full', 'deposit']);
    expect(stayPlanOptions(property, '2027-01-10', 500_000, now)).toEqual(['full']);
    expect(stayPlanOptions({ ...property, depositOffered: false }, null, 0, now)).toEqual([
      'full',
      'instalments',
    ]);
  });
});
