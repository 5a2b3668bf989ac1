import { addDays, bucketFor, bucketStarts, daysBetween } from '@contracts/report-period';
import type { DayRange, RentalTotals, ReportBucket, rentalReportSchema } from '@contracts/reports';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import { bucketOf } from './common';
import { sumNights, type NightSums } from './rental-nights';

/*
 * The rental's figures (contracts/reports.ts): nights sold, occupancy, ADR and RevPAR over a run of days.
 * One computation for the reports and the rental's own analytics: both sum the held nights of
 * rental-nights.ts (a night belongs to the day it starts, so a stay across a month boundary splits between
 * the two months; each night earns its equal share of the stay's amounts, to the centavo).
 */

type RentalSeries = z.infer<typeof rentalReportSchema>['series'];

export interface RentalFigures {
  totals: RentalTotals;
  series: RentalSeries;
}

/** a / b rounded half up to a whole centavo (both non-negative), or null when b is 0. */
export const perUnit = (a: number, b: number) => (b > 0 ? Math.floor((2 * a + b) / (2 * b)) : null);

/** The nights of each bucket that fall within the range. */
function nightsPerBucket(range: DayRange, bucket: ReportBucket): Map<string, number> {
  const starts = bucketStarts(range, bucket);
  return new Map(
    starts.map((start, i) => {
      const next = starts[i + 1];
      const first = start < range.from ? range.from : start;
      const last = next && addDays(next, -1) < range.to ? addDays(next, -1) : range.to;
      return [start, daysBetween(first, last)];
    }),
  );
}

/** Sold and blocked nights, priced nights, room revenue and stays of some summed held nights. */
function tally(sums: NightSums[]) {
  let sold = 0;
  let blocked = 0;
  let priced = 0;
  let revenue = 0;
  let stays = 0;
  for (const sum of sums) {
    if (sum.kind === 'block') {
      blocked += sum.nights;
      continue;
    }
    sold += sum.nights;
    priced += sum.priced;
    revenue += sum.roomMinor;
    stays += sum.sources;
  }
  return { sold, blocked, priced, revenue, stays };
}

/**
 * Nights sold and available, room revenue, occupancy, ADR and RevPAR over `range`, with a series by `bucket`
 * (by default the reports' bucket for that many days).
 */
export async function rentalFigures(
  db: Db,
  range: DayRange,
  bucket: ReportBucket = bucketFor(range.days),
): Promise<RentalFigures> {
  const sums = await sumNights(db, range, (night) => bucketOf(sql`${night}::timestamp`, bucket));
  const total = tally(sums.filter((sum) => sum.bucket === null));
  const nightsAvailable = range.days - total.blocked;
  return {
    totals: {
      nightsSold: total.sold,
      nightsAvailable,
      // A stay on a night blocked later would push the share over 1; it is never more than full.
      occupancy: nightsAvailable > 0 ? Math.min(1, total.sold / nightsAvailable) : null,
      roomRevenueMinor: total.revenue,
      adrMinor: perUnit(total.revenue, total.priced),
      revparMinor: perUnit(total.revenue, nightsAvailable),
      stays: total.stays,
    },
    series: [...nightsPerBucket(range, bucket)].map(([start, nights]) => {
      const inBucket = tally(sums.filter((sum) => sum.bucket === start));
      return { start, nightsSold: inBucket.sold, nightsAvailable: nights - inBucket.blocked };
    }),
  };
}

export async function rentalTotals(db: Db, range: DayRange): Promise<RentalTotals> {
  return (await rentalFigures(db, range)).totals;
}
