import { endOfBusinessDay } from '@contracts/payment-plans';
import { describe, expect, it } from 'vitest';
import { planStay, priceStay, share } from './pricing';

const settings = {
  currency: 'MXN',
  nightlyRateMinor: 320_000,
  cleaningFeeMinor: 85_000,
  taxes: [
    { name: { es: 'IVA', en: 'VAT' }, basisPoints: 1600 },
    { name: { es: 'ISH', en: 'Lodging tax' }, basisPoints: 300 },
  ],
  depositOffered: true,
  depositPercent: 30,
  instalmentsOffered: true,
  instalmentCount: 3,
  instalmentIntervalDays: 14,
  balanceDueDaysBefore: 7,
  weekendRateMinor: null,
  seasons: [],
  weeklyDiscountPercent: 0,
  monthlyDiscountPercent: 0,
};
const DAY_MS = 86_400_000;
const now = new Date('2027-01-04T18:00:00Z');
const checkIn = new Date(now.getTime() + 60 * DAY_MS);

describe('stay pricing (integer centavos)', () => {
  it('adds nights × rate, cleaning and each tax on that base', () => {
    const price = priceStay(settings, '2027-03-01', '2027-03-04');
    expect(price.nightsSubtotalMinor).toBe(960_000);
    expect(price.taxes.map((t) => t.amountMinor)).toEqual([167_200, 31_350]);
    expect(price.totalMinor).toBe(960_000 + 85_000 + 167_200 + 31_350);
    const full = planStay(settings, 'full', price.totalMinor, checkIn, now)!;
    expect(full.dueNowMinor).toBe(price.totalMinor);
    expect(full.balanceMinor).toBe(0);
    expect(full.depositPercent).toBeNull();
  });

  it('rounds each tax line half up to the centavo, and the total is the sum of the lines shown', () => {
    const odd = { ...settings, nightlyRateMinor: 333, cleaningFeeMinor: 0 };
    odd.taxes = [
      { name: { es: 'A', en: 'A' }, basisPoints: 1650 }, // 54.945 → 55
      { name: { es: 'B', en: 'B' }, basisPoints: 15 }, // 0.4995 → 0
      { name: { es: 'C', en: 'C' }, basisPoints: 4505 }, // 150.0165 → 150
    ];
    const price = priceStay(odd, '2027-03-01', '2027-03-02');
    expect(price.taxes.map((t) => t.amountMinor)).toEqual([55, 0, 150]);
    expect(price.totalMinor).toBe(333 + 55 + 0 + 150);
  });

  it('takes the deposit share of the total now, rounded half up, and leaves the exact balance', () => {
    const { totalMinor } = priceStay(settings, '2027-03-01', '2027-03-04');
    const price = planStay(settings, 'deposit', totalMinor, checkIn, now)!;
    expect(price.dueNowMinor).toBe(373_065); // 30 % of 1 243 550
    expect(price.dueNowMinor + price.balanceMinor).toBe(totalMinor);
    expect(price.depositPercent).toBe(30);
    expect(price.schedule[1]!.dueAt).toBe(
      new Date(endOfBusinessDay(checkIn.getTime() - 7 * DAY_MS)).toISOString(),
    );
    expect(share(1, 50, 100)).toBe(1);
    expect(share(3, 50, 100)).toBe(2);
    expect(share(5, 1, 10)).toBe(1);
    expect(share(4, 1, 10)).toBe(0);
  });

  it('has no taxes when none are set', () => {
    const price = priceStay({ ...settings, taxes: [] }, '2027-03-01', '2027-03-03');
    expect(price.totalMinor).toBe(640_000 + 85_000);
  });

  it('splits the total into instalments, the first carrying the odd centavos', () => {
    const plan = planStay(settings, 'instalments', 1_243_550, checkIn, now)!;
    expect(plan.schedule.map((i) => i.amountMinor)).toEqual([414_518, 414_516, 414_516]);
    expect(plan.dueNowMinor).toBe(414_518);
    expect(plan.balanceMinor).toBe(1_243_550 - 414_518);
    expect(plan.schedule[2]!.dueAt).toBe(
      new Date(endOfBusinessDay(now.getTime() + 28 * DAY_MS)).toISOString(),
    );
  });

  it('offers nothing but full payment when the terms do not allow it for that check-in', () => {
    const soon = new Date(now.getTime() + 8 * DAY_MS);
    expect(planStay(settings, 'deposit', 100_000, soon, now)).toBeNull();
    expect(planStay(settings, 'instalments', 100_000, soon, now)).toBeNull();
    expect(
      planStay({ ...settings, instalmentsOffered: false }, 'instalments', 100_000, checkIn, now),
    ).toBeNull();
    expect(planStay(settings, 'full', 100_000, soon, now)?.dueNowMinor).toBe(100_000);
  });
});
