import type { AppointmentTotals, DayRange, ReportBucket } from '@contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { bucketOf, rows } from '../figures/common';
import {
  appointmentsFromGroups,
  bookedAppointments,
  toTotals,
  type AppointmentFigures,
  type CountRow,
  type GroupedRow,
} from '../figures/appointments';
import { dayArray, readRanges, type Recompute } from './days';

/*
 * Appointments from their rollups: per start day, service, status and hour, how many were booked; per day,
 * the lead time in hours of each one not cancelled (the median is not additive, so the exact values are
 * kept, as the double the median is taken over). The weekday is the day's. Service names are joined at read.
 */

/** What the family's rollup rows are: its inserts for the stale days (hashed into its fingerprint). */
export const recompute: Recompute = (days, runs) => [
  sql`
  insert into report_appointment_days (day, service_id, status, hour, booked)
  select b.bucket::date, b.service_id, b.status, b.hour, count(*)
  from (${bookedAppointments(readRanges(runs), 'day')}) b
  where b.bucket::date = any(${dayArray(days)})
  group by b.bucket::date, b.service_id, b.status, b.hour`,
  sql`
  insert into report_appointment_lead_days (day, lead_hours)
  select b.bucket::date, array_agg(b.lead_hours::double precision)
  from (${bookedAppointments(readRanges(runs), 'day')}) b
  where b.bucket::date = any(${dayArray(days)}) and b.status <> 'cancelled'
  group by b.bucket::date`,
];

function rolled(range: DayRange, bucket: ReportBucket): SQL {
  return sql`
    select r.status, r.service_id, ${bucketOf(sql`r.day::timestamp`, bucket)} as bucket,
      extract(isodow from r.day)::int as weekday, r.hour, r.booked
    from report_appointment_days r where r.day between ${range.from}::date and ${range.to}::date`;
}

/** The same counts as figures/appointments.ts, as sums of the rollup's counts. */
const counts = sql`coalesce(sum(b.booked), 0) as booked,
  coalesce(sum(b.booked) filter (where b.status = 'confirmed'), 0) as confirmed,
  coalesce(sum(b.booked) filter (where b.status = 'completed'), 0) as completed,
  coalesce(sum(b.booked) filter (where b.status = 'cancelled'), 0) as cancelled,
  coalesce(sum(b.booked) filter (where b.status = 'no_show'), 0) as no_show,
  (select median from m) as median_lead_hours`;

/** The median lead time over the range's appointments that were not cancelled (one array per day). */
const median = (
  range: DayRange,
) => sql`m as (select percentile_cont(0.5) within group (order by u.v) as median
  from (select unnest(x.lead_hours) as v from report_appointment_lead_days x
    where x.day between ${range.from}::date and ${range.to}::date) u)`;

export async function rolledAppointmentTotals(db: Db, range: DayRange): Promise<AppointmentTotals> {
  const [row] = await rows<CountRow>(
    db,
    sql`with b as (${rolled(range, 'day')}), ${median(range)} select ${counts} from b`,
  );
  return toTotals(row);
}

export async function rolledAppointmentFigures(
  db: Db,
  range: DayRange,
  bucket: ReportBucket,
): Promise<AppointmentFigures> {
  const found = await rows<GroupedRow>(
    db,
    sql`
    with b as (${rolled(range, bucket)}), ${median(range)}
    select x.*, s.name->>'es' as name_es, s.name->>'en' as name_en
    from (
      select grouping(b.service_id, b.bucket, b.weekday, b.hour) as g,
        b.service_id, b.bucket, b.weekday, b.hour,
        coalesce(sum(b.booked) filter (where b.status <> 'cancelled'), 0) as not_cancelled,
        ${counts}
      from b group by grouping sets ((), (b.service_id), (b.bucket), (b.weekday, b.hour))
    ) x left join services s on s.id = x.service_id`,
  );
  return appointmentsFromGroups(found, range, bucket);
}
