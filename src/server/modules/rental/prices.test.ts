// Issue 20 (ADR 044): each night priced on its own — seasons, Friday/Saturday weekend rate, length-of-stay
// discounts — with taxes still rounded per line; and the property that the lines always add up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rentalSeasonsSchema } from '@contracts/rental-pricing';
import { addDays } from './dates';
import { isWeekendNight, minNightsFor, priceStay, share, type PricingSettings } from './pricing';

const base: PricingSettings = {
  currency: 'MXN',
  nightlyRateMinor: 250_000,
  cleaningFeeMinor: 80_000,
  taxes: [
    { name: { es: 'IVA', en: 'VAT' }, basisPoints: 1600 },
    { name: { es: 'ISH', en: 'Lodging tax' }, basisPoints: 300 },
  ],
  weekendRateMinor: 320_000,
  seasons: [
    {
      name: 'Semana Santa',
      from: '2027-03-21',
      to: '2027-04-05',
      nightlyRateMinor: 400_000,
      weekendRateMinor: 450_000,
      minNights: 3,
    },
    {
      name: 'Fin de año',
      from: '2027-12-20',
      to: '2028-01-03',
      nightlyRateMinor: 500_000,
      weekendRateMinor: null,
      minNights: null,
    },
  ],
  weeklyDiscountPercent: 10,
  monthlyDiscountPercent: 25,
};

describe('nightly prices (ADR 044)', () => {
  it('knows Friday and Saturday nights from the calendar date alone', () => {
    // 2027-03-05 is a Friday.
    expect(['2027-03-04', '2027-03-05', '2027-03-06', '2027-03-07'].map(isWeekendNight)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('prices weekday and weekend nights, then season nights with the season’s own weekend rate', () => {
    // Thu 03-18 … Tue 03-23: Thu, Fri*, Sat*, Sun (season from Sun 21), Mon, → 5 nights.
    const price = priceStay(base, '2027-03-18', '2027-03-23');
    expect(price.nightPrices).toEqual([250_000, 320_000, 320_000, 400_000, 400_000]);
    expect(price.nightsSubtotalMinor).toBe(1_690_000);
    expect(price.discountMinor).toBe(0);
    const inSeasonWeekend = priceStay(base, '2027-03-26', '2027-03-28');
    expect(inSeasonWeekend.nightPrices).toEqual([450_000, 450_000]);
    // A season with no weekend rate charges its nightly rate on Fridays too (2027-12-24 is a Friday).
    expect(priceStay(base, '2027-12-24', '2027-12-25').nightPrices).toEqual([500_000]);
  });

  it('crosses a season’s end and the year', () => {
    const price = priceStay(base, '2028-01-01', '2028-01-04');
    // Sat 01-01 and Sun 01-02 in season (to is exclusive), Mon 01-03 a weekday.
    expect(price.nightPrices).toEqual([500_000, 500_000, 250_000]);
  });

  it('takes the weekly discount from 7 nights and the monthly one from 28, half up, before taxes per line', () => {
    const six = priceStay(base, '2027-05-03', '2027-05-09');
    expect(six.discountPercent).toBe(0);
    const week = priceStay(base, '2027-05-03', '2027-05-10');
    expect(week.discountPercent).toBe(10);
    // Mon–Sun: five weekday nights and Fri, Sat.
    expect(week.nightsSubtotalMinor).toBe(5 * 250_000 + 2 * 320_000);
    expect(week.discountMinor).toBe(189_000);
    const taxable = week.nightsSubtotalMinor - week.discountMinor + base.cleaningFeeMinor;
    expect(week.taxes.map((t) => t.amountMinor)).toEqual([
      share(taxable, 1600, 10_000),
      share(taxable, 300, 10_000),
    ]);
    expect(week.totalMinor).toBe(taxable + week.taxes[0]!.amountMinor + week.taxes[1]!.amountMinor);
    const month = priceStay(base, '2027-05-03', '2027-05-31');
    expect(month.discountPercent).toBe(25);
    // The larger one applies even if the owner set the weekly one higher.
    expect(
      priceStay({ ...base, weeklyDiscountPercent: 30 }, '2027-05-03', '2027-05-31').discountPercent,
    ).toBe(30);
  });

  it('takes the minimum stay of the check-in night’s season', () => {
    const settings = { minNights: 2, seasons: base.seasons };
    expect(minNightsFor(settings, '2027-03-20')).toBe(2);
    expect(minNightsFor(settings, '2027-03-21')).toBe(3);
    expect(minNightsFor(settings, '2027-12-21')).toBe(2);
  });

  it('refuses overlapping seasons and empty ones, naming the row', () => {
    const season = { name: 'A', nightlyRateMinor: 1000, weekendRateMinor: null, minNights: null };
    const overlapping = rentalSeasonsSchema.safeParse([
      { ...season, from: '2027-06-01', to: '2027-06-10' },
      { ...season, from: '2027-07-01', to: '2027-07-05' },
      { ...season, from: '2027-06-09', to: '2027-06-12' },
    ]);
    expect(overlapping.success).toBe(false);
    expect(overlapping.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['2.from', 'overlaps'],
    ]);
    // Back to back is fine: the check-out day of one is the first night of the next.
    expect(
      rentalSeasonsSchema.safeParse([
        { ...season, from: '2027-06-01', to: '2027-06-10' },
        { ...season, from: '2027-06-10', to: '2027-06-12' },
      ]).success,
    ).toBe(true);
    const empty = rentalSeasonsSchema.safeParse([{ ...season, from: '2027-06-10', to: '2027-06-10' }]);
    expect(empty.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['0.to', 'before_check_in'],
    ]);
  });

  it('always adds up: total = nights − discount + cleaning + taxes, never negative (property)', () => {
    const day = fc.integer({ min: 0, max: 700 }).map((n) => addDays('2027-01-01', n));
    const rate = fc.integer({ min: 1, max: 5_000_000 });
    const seasonArb = fc.record({
      start: fc.integer({ min: 0, max: 700 }),
      length: fc.integer({ min: 1, max: 60 }),
      nightlyRateMinor: rate,
      weekendRateMinor: fc.option(rate, { nil: null }),
      minNights: fc.constant(null),
    });
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 1, max: 60 }),
        rate,
        fc.option(rate, { nil: null }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 90 }),
        fc.array(seasonArb, { maxLength: 4 }),
        (checkIn, nights, nightly, weekend, cleaning, taxBps, weekly, monthly, rawSeasons) => {
          // Keep only seasons that do not overlap earlier ones (what the settings schema lets through).
          const seasons: PricingSettings['seasons'] = [];
          for (const s of rawSeasons) {
            const from = addDays('2027-01-01', s.start);
            const to = addDays(from, s.length);
            if (seasons.every((o) => !(o.from < to && from < o.to)))
              seasons.push({
                name: 'S',
                from,
                to,
                nightlyRateMinor: s.nightlyRateMinor,
                weekendRateMinor: s.weekendRateMinor,
                minNights: null,
              });
          }
          const settings: PricingSettings = {
            currency: 'MXN',
            nightlyRateMinor: nightly,
            weekendRateMinor: weekend,
            cleaningFeeMinor: cleaning,
            taxes: taxBps.map((basisPoints) => ({ name: { es: 'T', en: 'T' }, basisPoints })),
            seasons,
            weeklyDiscountPercent: weekly,
            monthlyDiscountPercent: monthly,
          };
          const p = priceStay(settings, checkIn, addDays(checkIn, nights));
          expect(p.nightPrices).toHaveLength(nights);
          expect(p.nightsSubtotalMinor).toBe(p.nightPrices.reduce((a, b) => a + b, 0));
          const taxes = p.taxes.reduce((a, t) => a + t.amountMinor, 0);
          expect(p.totalMinor).toBe(p.nightsSubtotalMinor - p.discountMinor + p.cleaningFeeMinor + taxes);
          expect(p.discountMinor).toBeGreaterThanOrEqual(0);
          expect(p.discountMinor).toBeLessThanOrEqual(p.nightsSubtotalMinor);
          expect(p.totalMinor).toBeGreaterThan(0);
          for (const t of p.taxes) expect(Number.isInteger(t.amountMinor) && t.amountMinor >= 0).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
