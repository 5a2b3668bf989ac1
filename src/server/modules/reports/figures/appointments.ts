import type { AppointmentTotals, DayRange, ReportBucket, appointmentReportSchema } from '@contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import {
  BOOKED_APPOINTMENT,
  bucketOf,
  fillSeries,
  localTime,
  num,
  ratio,
  rows,
  within,
  type Span,
} from './common';

/*
 * Appointments (contracts/reports.ts): counted by their start's Mexico City day; held, pending_payment and
 * expired ones, and holds cancelled before they were ever confirmed, were never booked and are left out
 * (common.ts BOOKED_APPOINTMENT). A rescheduled appointment counts where it starts now.
 */

export type AppointmentFigures = Omit<z.infer<typeof appointmentReportSchema>, 'previous'>;

/** The period's booked appointments with what every figure needs. */
export function bookedAppointments(range: Span, bucket: ReportBucket): SQL {
  const local = localTime(sql`a.starts_at`);
  return sql`
    select a.status, a.service_id, ${bucketOf(local, bucket)} as bucket,
      extract(isodow from ${local})::int as weekday, extract(hour from ${local})::int as hour,
      -- An appointment the owner recorded after it started waited no time at all.
      greatest(extract(epoch from a.starts_at - a.created_at) / 3600, 0) as lead_hours
    from appointments a
    where ${BOOKED_APPOINTMENT} and ${within(sql`a.starts_at`, range)}`;
}

export interface CountRow {
  booked: unknown;
  confirmed: unknown;
  completed: unknown;
  cancelled: unknown;
  no_show: unknown;
  median_lead_hours: unknown;
}

const counts = sql`count(*) as booked,
  count(*) filter (where b.status = 'confirmed') as confirmed,
  count(*) filter (where b.status = 'completed') as completed,
  count(*) filter (where b.status = 'cancelled') as cancelled,
  count(*) filter (where b.status = 'no_show') as no_show,
  percentile_cont(0.5) within group (order by b.lead_hours) filter (where b.status <> 'cancelled')
    as median_lead_hours`;

export function toTotals(row: CountRow | undefined): AppointmentTotals {
  const completed = num(row?.completed);
  const noShow = num(row?.no_show);
  const median = row?.median_lead_hours;
  return {
    booked: num(row?.booked),
    confirmed: num(row?.confirmed),
    completed,
    cancelled: num(row?.cancelled),
    noShow,
    noShowRate: ratio(noShow, completed + noShow),
    medianLeadTimeHours: median === null || median === undefined ? null : Math.round(num(median) * 10) / 10,
  };
}

/** The totals alone (the comparison period). */
export async function appointmentTotals(db: Db, range: DayRange): Promise<AppointmentTotals> {
  const [row] = await rows<CountRow>(
    db,
    sql`with b as (${bookedAppointments(range, 'day')}) select ${counts} from b`,
  );
  return toTotals(row);
}

export interface GroupedRow extends CountRow {
  g: unknown;
  service_id: string | null;
  name_es: string | null;
  name_en: string | null;
  bucket: string | null;
  weekday: number | null;
  hour: number | null;
  not_cancelled: unknown;
}

// grouping(service_id, bucket, weekday, hour): a bit set for each column left out of the set.
const GROUPED_BY = { total: 15, service: 7, bucket: 11, cell: 12 } as const;

/** Totals, by service, per bucket and the weekday × hour heatmap, in one pass (grouping sets). */
export async function appointmentFigures(
  db: Db,
  range: DayRange,
  bucket: ReportBucket,
): Promise<AppointmentFigures> {
  const found = await rows<GroupedRow>(
    db,
    sql`
    with b as (${bookedAppointments(range, bucket)})
    select grouping(b.service_id, b.bucket, b.weekday, b.hour) as g,
      b.service_id, b.bucket, b.weekday, b.hour,
      max(s.name->>'es') as name_es, max(s.name->>'en') as name_en,
      count(*) filter (where b.status <> 'cancelled') as not_cancelled,
      ${counts}
    from b left join services s on s.id = b.service_id
    group by grouping sets ((), (b.service_id), (b.bucket), (b.weekday, b.hour))`,
  );
  return appointmentsFromGroups(found, range, bucket);
}

/** The figures from the grouping sets' rows (fresh from the appointments or summed from the rollups). */
export function appointmentsFromGroups(
  found: GroupedRow[],
  range: DayRange,
  bucket: ReportBucket,
): AppointmentFigures {
  const of = (g: number) => found.filter((row) => num(row.g) === g);
  const points = new Map(
    of(GROUPED_BY.bucket).map((r) => [r.bucket!, { booked: num(r.booked), cancelled: num(r.cancelled) }]),
  );
  return {
    totals: toTotals(of(GROUPED_BY.total)[0]),
    byService: of(GROUPED_BY.service)
      .map((r) => ({
        key: r.service_id!,
        name: { es: r.name_es ?? '—', en: r.name_en ?? '—' },
        booked: num(r.booked),
        completed: num(r.completed),
        cancelled: num(r.cancelled),
        noShow: num(r.no_show),
      }))
      .sort((a, b) => b.booked - a.booked || a.name.es.localeCompare(b.name.es)),
    series: fillSeries(range, bucket, points, { booked: 0, cancelled: 0 }),
    heatmap: of(GROUPED_BY.cell)
      .map((r) => ({ weekday: num(r.weekday), hour: num(r.hour), count: num(r.not_cancelled) }))
      .filter((cell) => cell.count > 0)
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
  };
}
