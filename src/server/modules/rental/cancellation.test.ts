// Issue 20 (ADR 044): what a guest cancelling gets back under each policy, by timing. Check-in is its day at the
// check-in time in Mexico City (15:00 CST = 21:00 UTC on 2027-03-10; Mexico has no DST since 2022).
import { describe, expect, it } from 'vitest';
import { guestCancelRule, nightPricesOf, policyMilestones } from './cancellation';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const checkInAt = new Date('2027-03-10T21:00:00Z');
const booked = new Date('2027-01-05T18:00:00Z'); // 64 days ahead
const stay = {
  // Three nights: 3 000, 2 000, 2 000 pesos; a 10 % discount; 16 % tax; cleaning 800.
  nightPrices: [300_000, 200_000, 200_000],
  nightsSubtotalMinor: 700_000,
  discountMinor: 70_000,
  taxes: [{ name: { es: 'IVA', en: 'VAT' }, basisPoints: 1600 }],
  totalMinor: Math.round((700_000 - 70_000 + 80_000) * 1.16),
};
const keep = (policy: 'flexible' | 'moderate' | 'strict', at: Date, bookedAt = booked) =>
  guestCancelRule(policyMilestones(policy, '2027-03-10', '15:00', bookedAt), stay, at) as {
    cancellable: boolean;
    stage?: string;
    keepAtMostMinor?: number;
  };
/** Kept nights priced as booked: less their share of the discount, plus their tax. */
const kept = (nightsMinor: number) => {
  const net = nightsMinor - Math.floor((70_000 * nightsMinor * 2 + 700_000) / (2 * 700_000));
  return net + Math.floor((net * 1600 * 2 + 10_000) / 20_000);
};

describe('guest cancellation under the stay’s policy', () => {
  it('puts check-in at its day and time in Mexico City', () => {
    expect(policyMilestones('flexible', '2027-03-10', '15:00', booked).checkInAt).toEqual(checkInAt);
  });

  it('flexible: all back until 24 h before check-in, then all but the first night', () => {
    expect(keep('flexible', new Date(checkInAt.getTime() - DAY))).toEqual({
      cancellable: true,
      stage: 'full',
      keepAtMostMinor: 0,
    });
    expect(keep('flexible', new Date(checkInAt.getTime() - DAY + 1000))).toEqual({
      cancellable: true,
      stage: 'partial',
      keepAtMostMinor: kept(300_000),
    });
    expect(keep('flexible', checkInAt)).toEqual({ cancellable: false });
  });

  it('moderate: all back until 5 days before, then the first night and half the others are kept', () => {
    expect(keep('moderate', new Date(checkInAt.getTime() - 5 * DAY)).stage).toBe('full');
    const late = keep('moderate', new Date(checkInAt.getTime() - 5 * DAY + HOUR));
    expect(late).toEqual({ cancellable: true, stage: 'partial', keepAtMostMinor: kept(300_000 + 200_000) });
  });

  it('strict: 48 h of grace when booked 14+ days ahead, half the nights until 7 days before, then none', () => {
    expect(keep('strict', new Date(booked.getTime() + 48 * HOUR)).stage).toBe('full');
    const afterGrace = keep('strict', new Date(booked.getTime() + 49 * HOUR));
    expect(afterGrace).toEqual({ cancellable: true, stage: 'partial', keepAtMostMinor: kept(350_000) });
    expect(keep('strict', new Date(checkInAt.getTime() - 7 * DAY)).stage).toBe('partial');
    const late = keep('strict', new Date(checkInAt.getTime() - 7 * DAY + 1000));
    // Every night kept; the cleaning fee and its tax still go back.
    expect(late).toEqual({ cancellable: true, stage: 'none', keepAtMostMinor: kept(700_000) });
    expect(kept(700_000)).toBeLessThan(stay.totalMinor);
    // Booked 10 days ahead: no grace at all.
    const lateBooking = new Date(checkInAt.getTime() - 10 * DAY);
    expect(keep('strict', new Date(lateBooking.getTime() + HOUR), lateBooking).stage).toBe('partial');
  });

  it('never keeps more than the total, and stays booked before per-night prices count one rate', () => {
    for (const policy of ['flexible', 'moderate', 'strict'] as const)
      for (let h = 0; h < 24 * 70; h += 7) {
        const rule = keep(policy, new Date(booked.getTime() + h * HOUR));
        if (rule.cancellable) expect(rule.keepAtMostMinor!).toBeLessThanOrEqual(stay.totalMinor);
      }
    expect(
      nightPricesOf({ nightPrices: [], nightlyRateMinor: 250_000, nightsSubtotalMinor: 750_000 }),
    ).toEqual([250_000, 250_000, 250_000]);
  });
});
