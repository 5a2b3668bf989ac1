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
    // 1 Dec of B (direct); R1's 5–7 Dec (Airbnb, 900 001; its imported copy counts once); 18–19 Dec reserved
    // on Airbnb's calendar and 28 Dec on Booking.com's (no price); C cancelled, E never paid. Blocked: 24–26
    // by the owner, 27 by Airbnb: 31 − 4 = 27 available. Sold 7, priced 4.
    expect(december!.figures).toEqual({
      nightsAvailable: 27,
      nightsSold: 7,
      nightsPriced: 4,
      occupancy: 7 / 27,
      roomRevenueMinor: 1_150_001,
      feesMinor: 0,
      taxesMinor: 0,
      grossMinor: 1_150_001,
      netMinor: 1_150_001,
      adrMinor: 287_500, // 1 150 001 / 4 = 287 500.25
      revparMinor: 42_593, // 1 150 001 / 27 = 42 592.63
      // R1 arrives 5 Dec, booked 25 days before; C and R2 (2 nights) were cancelled.
      arrivals: 1,
      averageStayNights: 3,
      averageLeadDays: 25,
      cancellations: 2,
      cancelledNights: 5,
    });
    expect(december!.byChannel.direct).toMatchObject({
      nightsAvailable: 27,
      nightsSold: 1,
      roomRevenueMinor: 250_000,
      cancellations: 1,
    });
    expect(december!.byChannel.airbnb).toMatchObject({
      nightsSold: 5,
      nightsPriced: 3,
      roomRevenueMinor: 900_001,
      adrMinor: 300_000,
      revparMinor: 33_333, // 900 001 / 27 = 33 333.37
      arrivals: 1,
      averageLeadDays: 25,
      cancellations: 1,
    });
    expect(december!.byChannel.other).toMatchObject({ nightsSold: 1, nightsPriced: 0, adrMinor: null });
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

  it('sums the window and gives every sold night to one channel', () => {
    // 61 days less 4 blocked; 3 + 7 sold, 3 + 4 priced; 750 000 + 1 150 001.
    expect(answer.totals).toMatchObject({
      nightsAvailable: 57,
      nightsSold: 10,
      nightsPriced: 7,
      roomRevenueMinor: 1_900_001,
      adrMinor: 271_429, // 1 900 001 / 7 = 271 428.71
      revparMinor: 33_333, // 1 900 001 / 57 = 33 333.35
      arrivals: 2,
      cancellations: 2,
    });
    const { direct, airbnb, other } = answer.byChannel;
    expect(direct).toMatchObject({
      nightsSold: 4,
      roomRevenueMinor: 1_000_000,
      adrMinor: 250_000,
      arrivals: 1,
    });
    expect(direct.nightsSold + airbnb.nightsSold + other.nightsSold).toBe(answer.totals.nightsSold);
    expect(direct.roomRevenueMinor + airbnb.roomRevenueMinor + other.roomRevenueMinor).toBe(1_900_001);
    expect(answer.lastYear).toMatchObject({
      nightsAvailable: 61,
      nightsSold: 4,
      roomRevenueMinor: 1_000_002,
    });
  });

  it('reads the pace against the books of a year ago today, and as they ended', () => {
    const [three, six, twelve] = answer.pace;
    // 27 Nov 2026 – 26 Feb 2027: 92 nights less the 4 blocked; on the books: B (4), R1 (3) and the three
    // imported nights without a price.
    expect(three).toEqual({
      months: 3,
      from: '2026-11-27',
      to: '2027-02-26',
      nightsAvailable: 88,
      onTheBooks: { nightsSold: 10, roomRevenueMinor: 1_900_001 },
      // On 27 Nov 2025: A (4 nights, 1 000 003), D, cancelled only on 1 Dec (3 nights, 750 000), and R0,
      // booked on 20 Nov (2 nights, 400 000); F was booked on 5 Dec. As it ended: A, F (2 nights, 500 000), R0.
      lastYearSameDate: { nightsSold: 9, roomRevenueMinor: 2_150_003 },
      lastYearFinal: { nightsSold: 8, roomRevenueMinor: 1_900_003 },
    });
    expect(six).toMatchObject({ to: '2027-05-26', onTheBooks: { nightsSold: 10 } });
    // G's 4 nights in June 2027 fall within twelve months only.
    expect(twelve).toMatchObject({
      to: '2027-11-26',
      onTheBooks: { nightsSold: 14, roomRevenueMinor: 3_100_001 },
      lastYearSameDate: { nightsSold: 9 },
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
    // A: 250 001 + 250 001 in December (with F's 500 000), 250 001 + 250 000 in January (with R0's 400 000).
    expect(december!.figures.roomRevenueMinor).toBe(1_000_002);
    expect(january!.byChannel.direct).toMatchObject({
      nightsSold: 2,
      roomRevenueMinor: 500_001,
      grossMinor: 605_002,
    });
    expect(january!.figures).toMatchObject({ nightsSold: 4, roomRevenueMinor: 900_001 });
    expect(december!.figures.taxesMinor + january!.figures.taxesMinor).toBe(80_001 + 80_000);
    expect(split.totals.roomRevenueMinor).toBe(1_900_003);
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
      // B, R1 and the two imported runs.
      stays: 4,
    });
  });

  it("lays out a month's calendar: one entry per night, the winning source's", async () => {
    const calendar = rentalCalendarSchema.parse(
      await rentalCalendar(database.db, '2026-12', ANALYTICS_TODAY),
    );
    const night = (date: string, kind: string, channel: string | null, label: string, starts: boolean) => ({
      date: `2026-12-${date}`,
      kind,
      channel,
      label,
      starts,
    });
    expect(calendar.nights).toEqual([
      night('01', 'direct', 'direct', 'Beatriz', false),
      night('05', 'reservation', 'airbnb', 'Rosa', true),
      night('06', 'reservation', 'airbnb', 'Rosa', false),
      night('07', 'reservation', 'airbnb', 'Rosa', false),
      night('18', 'imported', 'airbnb', 'Reserved', true),
      night('19', 'imported', 'airbnb', 'Reserved', false),
      night('24', 'block', null, 'Navidad en familia', true),
      night('25', 'block', null, 'Navidad en familia', false),
      night('26', 'block', null, 'Navidad en familia', false),
      night('27', 'block', null, 'Airbnb (Not available)', false),
      night('28', 'imported', 'other', 'CLOSED', true),
    ]);
  });
});
