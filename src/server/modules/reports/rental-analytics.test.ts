import {
  rentalAnalyticsSchema,
  rentalCalendarSchema,
  type RentalAnalytics,
} from '@contracts/rental-analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../test/databases';
import {
  ANALYTICS_NOW,
  ANALYTICS_TODAY,
  buildRentalAnalyticsFixture,
} from '../../test/fixtures/rental-analytics';
import { rentalFigures } from './figures/rental';
import { rentalAnalytics, rentalCalendar } from './rental-analytics';

/*
 * La Mansión's figures over the fixed data set of test/fixtures/rental-analytics.ts (stays A–G and the
 * Christmas block), each derived by hand in the comments.
 */

describe.each(testEngines)('the rental analytics on $name', (engine) => {
  let database: Database;
  let answer: RentalAnalytics;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    await buildRentalAnalyticsFixture(database.db);
    answer = rentalAnalyticsSchema.parse(
      await rentalAnalytics(database.db, { from: '2026-11', to: '2026-12' }, ANALYTICS_TODAY, ANALYTICS_NOW),
    );
  });
  afterAll(() => database.close());

  it('counts the paid stay on the books in its months, split at the month boundary', () => {
    const [november, december] = answer.months;
    // B: 28, 29, 30 Nov at 250 000; 30 nights available.
    expect(november).toMatchObject({ month: '2026-11' });
    expect(november!.figures).toMatchObject({
      nightsAvailable: 30,
      nightsSold: 3,
      nightsPriced: 3,
      occupancy: 3 / 30,
      roomRevenueMinor: 750_000,
      adrMinor: 250_000,
      revparMinor: 25_000,
      // B arrives 28 Nov, booked 1 Nov (06:00 in Mexico City): 27 days ahead, 4 nights.
      arrivals: 1,
      averageStayNights: 4,
      averageLeadDays: 27,
      cancellations: 0,
    });
    // 1 Dec of B; C cancelled (3 nights), E never paid; 24–26 Dec blocked: 31 − 3 = 28 available.
    expect(december!.figures).toEqual({
      nightsAvailable: 28,
      nightsSold: 1,
      nightsPriced: 1,
      occupancy: 1 / 28,
      roomRevenueMinor: 250_000,
      feesMinor: 0,
      taxesMinor: 0,
      grossMinor: 250_000,
      netMinor: 250_000,
      adrMinor: 250_000,
      revparMinor: 8_929, // 250 000 / 28 = 8 928.57
      arrivals: 0,
      averageStayNights: null,
      averageLeadDays: null,
      cancellations: 1,
      cancelledNights: 3,
    });
  });

  it('compares each month with the same month last year as it ended', () => {
    const december = answer.months[1]!;
    // Dec 2025: A's 30 and 31 Dec (250 001 each), F's 20 and 21 Dec (250 000 each); D was cancelled.
    // A's other amounts for those two nights: cleaning 2 × 12 500, tax 40 001 + 40 000, gross 2 × 302 501.
    expect(december.lastYear).toEqual({
      nightsAvailable: 31,
      nightsSold: 4,
      nightsPriced: 4,
      occupancy: 4 / 31,
      roomRevenueMinor: 1_000_002,
      feesMinor: 25_000,
      taxesMinor: 80_001,
      grossMinor: 1_105_002,
      netMinor: 1_025_001,
      adrMinor: 250_001, // 1 000 002 / 4 = 250 000.5, half up
      revparMinor: 32_258, // 1 000 002 / 31 = 32 258.13
      // A (lead 50 days: 10 Nov → 30 Dec, 4 nights) and F (15 days, 2 nights); D once confirmed, cancelled.
      arrivals: 2,
      averageStayNights: 3,
      averageLeadDays: 32.5,
      cancellations: 1,
      cancelledNights: 3,
    });
    expect(answer.months[0]!.lastYear.nightsSold).toBe(0);
  });

  it('sums the window and gives every sold night to its channel', () => {
    // 61 days less 3 blocked; B's 4 nights, 1 000 000; RevPAR 1 000 000 / 58 = 17 241.38.
    expect(answer.totals).toMatchObject({
      nightsAvailable: 58,
      nightsSold: 4,
      roomRevenueMinor: 1_000_000,
      adrMinor: 250_000,
      revparMinor: 17_241,
      arrivals: 1,
      cancellations: 1,
    });
    expect(answer.byChannel.direct).toEqual(answer.totals);
    expect(answer.byChannel.airbnb).toMatchObject({ nightsSold: 0, roomRevenueMinor: 0, adrMinor: null });
    expect(answer.lastYear).toMatchObject({
      nightsAvailable: 61,
      nightsSold: 4,
      roomRevenueMinor: 1_000_002,
    });
  });

  it('reads the pace against the books of a year ago today, and as they ended', () => {
    const [three, six, twelve] = answer.pace;
    // 27 Nov 2026 – 26 Feb 2027: 92 nights less the 3 blocked; B's 4 nights on the books.
    expect(three).toEqual({
      months: 3,
      from: '2026-11-27',
      to: '2027-02-26',
      nightsAvailable: 89,
      onTheBooks: { nightsSold: 4, roomRevenueMinor: 1_000_000 },
      // On 27 Nov 2025: A (4 nights, 1 000 003) and D, cancelled only on 1 Dec (3 nights, 750 000); F was
      // booked on 5 Dec. As it ended: A and F (2 nights, 500 000).
      lastYearSameDate: { nightsSold: 7, roomRevenueMinor: 1_750_003 },
      lastYearFinal: { nightsSold: 6, roomRevenueMinor: 1_500_003 },
    });
    expect(six).toMatchObject({ to: '2027-05-26', onTheBooks: { nightsSold: 4 } });
    // G's 4 nights in June 2027 fall within twelve months only.
    expect(twelve).toMatchObject({
      to: '2027-11-26',
      onTheBooks: { nightsSold: 8, roomRevenueMinor: 2_200_000 },
      lastYearSameDate: { nightsSold: 7 },
    });
  });

  it('splits a stay across the new year to the centavo', async () => {
    const split = await rentalAnalytics(
      database.db,
      { from: '2025-12', to: '2026-01' },
      ANALYTICS_TODAY,
      ANALYTICS_NOW,
    );
    const [december, january] = split.months;
    // A: 250 001 + 250 001 in December (with F's 500 000), 250 001 + 250 000 in January.
    expect(december!.figures.roomRevenueMinor).toBe(1_000_002);
    expect(january!.figures).toMatchObject({ nightsSold: 2, roomRevenueMinor: 500_001, grossMinor: 605_002 });
    expect(december!.figures.taxesMinor + january!.figures.taxesMinor).toBe(80_001 + 80_000);
    expect(split.totals.roomRevenueMinor).toBe(1_500_003);
  });

  it('is the computation the reports sum: the same nights and revenue for the same days', async () => {
    const december = await rentalFigures(database.db, { from: '2026-12-01', to: '2026-12-31', days: 31 });
    const figures = answer.months[1]!.figures;
    expect(december.totals).toEqual({
      nightsSold: figures.nightsSold,
      nightsAvailable: figures.nightsAvailable,
      occupancy: figures.occupancy,
      roomRevenueMinor: figures.roomRevenueMinor,
      adrMinor: figures.adrMinor,
      revparMinor: figures.revparMinor,
      stays: 1,
    });
  });

  it("lays out a month's calendar: stays and blocks, one entry per night", async () => {
    const calendar = rentalCalendarSchema.parse(
      await rentalCalendar(database.db, '2026-12', ANALYTICS_TODAY),
    );
    expect(calendar.nights).toEqual([
      { date: '2026-12-01', kind: 'direct', label: 'Beatriz', starts: false },
      { date: '2026-12-24', kind: 'block', label: 'Navidad en familia', starts: true },
      { date: '2026-12-25', kind: 'block', label: 'Navidad en familia', starts: false },
      { date: '2026-12-26', kind: 'block', label: 'Navidad en familia', starts: false },
    ]);
  });
});
