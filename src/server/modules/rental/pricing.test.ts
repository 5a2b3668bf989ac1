import { describe, expect, it } from 'vitest';
import { priceStay, share } from './pricing';

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
};

describe('stay pricing (integer centavos)', () => {
  it('adds nights × rate, cleaning and each tax on that base', () => {
    const price = priceStay(settings, 3, 'full');
    expect(price.nightsSubtotalMinor).toBe(960_000);
    expect(price.taxes.map((t) => t.amountMinor)).toEqual([167_200, 31_350]);
    expect(price.totalMinor).toBe(960_000 + 85_000 + 167_200 + 31_350);
    expect(price.dueNowMinor).toBe(price.totalMinor);
    expect(price.balanceMinor).toBe(0);
    expect(price.depositPercent).toBeNull();
  });

  it('rounds each tax line half up to the centavo, and the total is the sum of the lines shown', () => {
    const odd = { ...settings, nightlyRateMinor: 333, cleaningFeeMinor: 0 };
    odd.taxes = [
      { name: { es: 'A', en: 'A' }, basisPoints: 1650 }, // 54.945 → 55
      { name: { es: 'B', en: 'B' }, basisPoints: 15 }, // 0.4995 → 0
      { name: { es: 'C', en: 'C' }, basisPoints: 4505 }, // 150.0165 → 150
    ];
    const price = priceStay(odd, 1, 'full');
    expect(price.taxes.map((t) => t.amountMinor)).toEqual([55, 0, 150]);
    expect(price.totalMinor).toBe(333 + 55 + 0 + 150);
  });

  it('takes the deposit share of the total now, rounded half up, and leaves the exact balance', () => {
    const price = priceStay(settings, 3, 'deposit');
    expect(price.dueNowMinor).toBe(373_065); // 30 % of 1 243 550
    expect(price.dueNowMinor + price.balanceMinor).toBe(price.totalMinor);
    expect(price.depositPercent).toBe(30);
    expect(share(1, 50, 100)).toBe(1);
    expect(share(3, 50, 100)).toBe(2);
    expect(share(5, 1, 10)).toBe(1);
    expect(share(4, 1, 10)).toBe(0);
  });

  it('has no taxes when none are set', () => {
    const price = priceStay({ ...settings, taxes: [] }, 2, 'full');
    expect(price.totalMinor).toBe(640_000 + 85_000);
  });
});
