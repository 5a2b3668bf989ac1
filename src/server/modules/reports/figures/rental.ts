import { addDays, bucketFor, bucketStarts, daysBetween } from '@contracts/report-period';
import type { DayRange, RentalTotals, ReportBucket, rentalReportSchema } from '@contracts/reports';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import { bucketOf, num, rows } from './common';

/*
 * The rental's figures (contracts/reports.ts): nights sold, occupancy, ADR and RevPAR over a run of days.
 * One computation for the reports and the rental's own analytics: both call rentalFigures with their days.
 * A night belongs to the day it starts, so a stay across a month boundary splits between the two months;
 * each of its nights earns an equal share of the nights subtotal, the remainder centavos going to its first
 * nights, so the shares of all its nights add up to the subtotal exactly.
 */

type RentalSeries = z.infer<typeof rentalReportSchema>['series'];

export interface RentalFigures {
  totals: RentalTotals;
  series: RentalSeries;
}

/** a / b rounded half up to a whole centavo (both non-negative), or null when b is 0. */
const perUnit = (a: number, b: number) => (b > 0 ? Math.floor((2 * a + b) / (2 * b)) : null);

interface GroupedRow {
  g: unknown;
  bucket: string | null;
  sold: unknown;
  blocked: unknown;
  revenue: unknown;
  stays: unknown;
}

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

/**
 * Nights sold and available, room revenue, occupancy, ADR and RevPAR over `range`, with a series by `bucket`
 * (by default the reports' bucket for that many days).
 */
export async function rentalFigures(
  db: Db,
  range: DayRange,
  bucket: ReportBucket = bucketFor(range.days),
): Promise<RentalFigures> {
  // [f, t): the range's nights as dates; k numbers a stay's nights from 0 (its check-in night).
  const found = await rows<GroupedRow>(
    db,
    sql`
    with p as (select ${range.from}::date as f, ${addDays(range.to, 1)}::date as t),
    sold as (
      select s.check_in + k as night, s.id as stay_id,
        s.nights_subtotal_minor / (s.check_out - s.check_in)
          + case when k < s.nights_subtotal_minor % (s.check_out - s.check_in) then 1 else 0 end as revenue
      from stays s cross join p
        cross join lateral generate_series(greatest(p.f - s.check_in, 0), least(s.check_out, p.t) - s.check_in - 1) k
      where s.status = 'confirmed' and s.check_in < p.t and s.check_out > p.f
    ),
    blocked as (
      select lower(b.nights) + k as night
      from rental_blocked_nights b cross join p
        cross join lateral generate_series(greatest(p.f - lower(b.nights), 0),
          least(upper(b.nights), p.t) - lower(b.nights) - 1) k
      where b.nights && daterange(p.f, p.t)
    ),
    n as (
      select night, stay_id, revenue, 1 as sold, 0 as blocked from sold
      union all
      select night, null, 0, 0, 1 from blocked
    )
    select grouping(n.bucket) as g, n.bucket, sum(n.sold) as sold, sum(n.blocked) as blocked,
      sum(n.revenue) as revenue, count(distinct n.stay_id) as stays
    from (select n.*, ${bucketOf(sql`n.night::timestamp`, bucket)} as bucket from n) n
    group by grouping sets ((), (n.bucket))`,
  );
  const total = found.find((row) => num(row.g) === 1);
  const byBucket = new Map(found.filter((row) => num(row.g) === 0).map((row) => [row.bucket!, row]));
  const nightsSold = num(total?.sold);
  const nightsAvailable = range.days - num(total?.blocked);
  const roomRevenueMinor = num(total?.revenue);
  return {
    totals: {
      nightsSold,
      nightsAvailable,
      // A stay on a night blocked later would push the share over 1; it is never more than full.
      occupancy: nightsAvailable > 0 ? Math.min(1, nightsSold / nightsAvailable) : null,
      roomRevenueMinor,
      adrMinor: perUnit(roomRevenueMinor, nightsSold),
      revparMinor: perUnit(roomRevenueMinor, nightsAvailable),
      stays: num(total?.stays),
    },
    series: [...nightsPerBucket(range, bucket)].map(([start, nights]) => {
      const row = byBucket.get(start);
      return { start, nightsSold: num(row?.sold), nightsAvailable: nights - num(row?.blocked) };
    }),
  };
}

export async function rentalTotals(db: Db, range: DayRange): Promise<RentalTotals> {
  return (await rentalFigures(db, range)).totals;
}
