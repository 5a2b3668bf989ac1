import { describe, expect, it } from 'vitest';
import type { AppError } from '../../platform/errors';
import type { ArrivalSums, NightSums } from './figures/rental-nights';
import { addMonthsToDay, performance, resolveWindow, shiftMonth } from './rental-analytics';

const nights = (kind: NightSums['kind'], n: number, room = 0, priced = n): NightSums => ({
  bucket: null,
  kind,
  channel: kind === 'block' ? null : kind === 'direct' ? 'direct' : 'airbnb',
  nights: n,
  priced,
  roomMinor: room,
  feesMinor: 0,
  taxesMinor: 0,
  grossMinor: room,
  sources: 1,
});

describe('the window and month arithmetic', () => {
  it('shifts months across years both ways', () => {
    expect(shiftMonth('2026-11', 2)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-06', -12)).toBe('2025-06');
  });

  it('moves a day by months, falling back to the last day the month has', () => {
    expect(addMonthsToDay('2026-11-27', 3)).toBe('2027-02-27');
    expect(addMonthsToDay('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonthsToDay('2024-02-29', -12)).toBe('2023-02-28');
  });

  it('defaults to the five months before today and the six after, and refuses bad windows', () => {
    expect(resolveWindow({}, '2026-11-27')).toEqual({ from: '2026-06', to: '2027-05' });
    expect(resolveWindow({ from: '2026-01' }, '2026-11-27')).toEqual({ from: '2026-01', to: '2026-12' });
    expect(resolveWindow({ to: '2026-12' }, '2026-11-27')).toEqual({ from: '2026-01', to: '2026-12' });
    const fieldsOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as AppError).fields;
      }
      throw new Error('no error');
    };
    expect(fieldsOf(() => resolveWindow({ from: '2026-05', to: '2026-04' }, '2026-11-27'))).toEqual({
      to: ['inverted_range'],
    });
    expect(fieldsOf(() => resolveWindow({ from: '2024-01', to: '2027-01' }, '2026-11-27'))).toEqual({
      to: ['range_too_long'],
    });
  });
});

describe('the figures of some nights', () => {
  const arrivals: ArrivalSums[] = [
    {
      month: '2026-12',
      channel: 'direct',
      arrivals: 2,
      arrivalNights: 5,
      leadDays: 31,
      leadCount: 2,
      cancellations: 0,
      cancelledNights: 0,
    },
    {
      month: '2026-12',
      channel: 'airbnb',
      arrivals: 1,
      arrivalNights: 2,
      leadDays: 0,
      leadCount: 0,
      cancellations: 1,
      cancelledNights: 4,
    },
  ];

  it('divides ADR by the priced nights and RevPAR by the nights not blocked, half up', () => {
    const sums = [nights('direct', 3, 700_001), nights('imported', 2, 0, 0), nights('block', 5)];
    const figures = performance(sums, arrivals, 31, null);
    expect(figures).toMatchObject({
      nightsAvailable: 26,
      nightsSold: 5,
      nightsPriced: 3,
      occupancy: 5 / 26,
      adrMinor: 233_334, // 700 001 / 3 = 233 333.67
      revparMinor: 26_923, // 700 001 / 26 = 26 923.12
      arrivals: 3,
      averageStayNights: 2.3, // 7 / 3
      averageLeadDays: 15.5, // lead only where a booking day is known
      cancellations: 1,
    });
  });

  it("gives a channel its own nights against the property's available ones", () => {
    const sums = [
      nights('direct', 3, 600_000),
      nights('reservation', 2, 300_000),
      nights('imported', 1, 0, 0),
    ];
    expect(performance(sums, arrivals, 30, 'airbnb')).toMatchObject({
      nightsAvailable: 30,
      nightsSold: 3,
      nightsPriced: 2,
      adrMinor: 150_000,
      revparMinor: 10_000,
      arrivals: 1,
      averageLeadDays: null,
    });
  });

  it('never reads more than full, and nothing without nights', () => {
    expect(performance([nights('direct', 4, 4), nights('block', 30)], [], 31, null).occupancy).toBe(1);
    expect(performance([], [], 30, null)).toMatchObject({
      occupancy: 0,
      adrMinor: null,
      averageStayNights: null,
    });
    expect(performance([nights('block', 30)], [], 30, null)).toMatchObject({
      occupancy: null,
      revparMinor: null,
    });
  });
});
