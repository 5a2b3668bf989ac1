import { addDays } from '@contracts/report-period';
import type { CalendarNightKind, RentalChannel } from '@contracts/rental-analytics';
import { REPORT_TIME_ZONE, type DayRange } from '@contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { localDay, num, rows } from './common';

/*
 * The one computation behind every rental figure (the reports' rental family, La Mansión's analytics and its
 * calendar): the nights of a run of days, one row per night that something holds, as it stood at an instant.
 *
 * Sources, in the order that wins a night two of them claim (ADR 042): a confirmed direct stay, an Airbnb
 * reservation, an owner's block, a night an imported calendar shows. A stay's amounts are shared equally
 * among its nights, the remainder centavos on its first nights, so the nights of any split of the days add up
 * to the stay's amounts exactly.
 */

export type NightKind = CalendarNightKind;

/** An instant to read the books at (pace: a year ago today); null is now. */
export type AsOf = Date | null;

/** The share of `amount` for night k (from 0) of a stay of `n` nights. */
const share = (amount: SQL, k: SQL, n: SQL) =>
  sql`(${amount}) / (${n}) + case when ${k} < (${amount}) % (${n}) then 1 else 0 end`;

/** A direct stay was on the books at `asOf`: confirmed by then and not cancelled by then. */
function directBooked(asOf: AsOf): SQL {
  if (!asOf) return sql`s.status = 'confirmed'`;
  const at = asOf.toISOString();
  // Stays written without their history (imports of old data, fixtures) were booked when created.
  return sql`s.status in ('confirmed', 'cancelled')
    and coalesce((select min(e.created_at) from stay_events e where e.stay_id = s.id and e.kind = 'confirmed'),
      case when s.status = 'confirmed' then s.created_at end) <= ${at}::timestamptz
    and coalesce((select min(e.created_at) from stay_events e where e.stay_id = s.id and e.kind = 'cancelled'),
      case when s.status = 'cancelled' then s.updated_at end, 'infinity'::timestamptz) > ${at}::timestamptz`;
}

/**
 * Every held night of [from, to] (days), one row each: night, kind, rank, source, label, starts (its first
 * night), room/fees/taxes/gross centavos (0 for blocks and imported nights), priced (1 when money is known).
 */
export function heldNights(range: Pick<DayRange, 'from' | 'to'>, asOf: AsOf): SQL {
  const f = sql`${range.from}::date`;
  const t = sql`${addDays(range.to, 1)}::date`;
  const k = sql`k`;
  const n = sql`(s.check_out - s.check_in)`;
  const nightsOf = (first: SQL, end: SQL) =>
    sql`generate_series(greatest(${f} - ${first}, 0), least(${end}, ${t}) - ${first} - 1) k`;
  const direct = sql`
    select s.check_in + k as night, 1 as rank, 'direct' as kind, 'direct' as channel, s.id::text as source,
      s.customer_name as label, k = 0 as starts, 1 as priced,
      ${share(sql`s.nights_subtotal_minor::bigint`, k, n)} as room,
      ${share(sql`s.cleaning_fee_minor::bigint`, k, n)} as fees,
      ${share(sql`tax.minor`, k, n)} as taxes,
      ${share(sql`s.total_minor::bigint`, k, n)} as gross
    from stays s
      cross join lateral (select coalesce(sum((x ->> 'amountMinor')::bigint), 0)::bigint as minor
        from jsonb_array_elements(s.taxes) x) tax
      cross join lateral ${nightsOf(sql`s.check_in`, sql`s.check_out`)}
    where s.check_in < ${t} and s.check_out > ${f} and ${directBooked(asOf)}`;
  // A channel's reservation (Airbnb's CSV): its earnings are the room revenue and all the money known.
  const rn = sql`(r.check_out - r.check_in)`;
  const reservations = sql`
    select r.check_in + k, 2, 'reservation', ${channelSql(sql`r.channel`)}, r.id::text, r.guest_name, k = 0, 1,
      ${share(sql`r.earnings_minor::bigint`, k, rn)}, 0::bigint, 0::bigint,
      ${share(sql`r.earnings_minor::bigint`, k, rn)}
    from rental_channel_reservations r
      cross join lateral ${nightsOf(sql`r.check_in`, sql`r.check_out`)}
    where r.check_in < ${t} and r.check_out > ${f} and ${reservationBooked(asOf)}`;
  const blocks = sql`
    select lower(b.nights) + k, 3, 'block', null, b.id::text, b.note, k = 0, 0, 0::bigint, 0::bigint,
      0::bigint, 0::bigint
    from rental_blocked_nights b
      cross join lateral ${nightsOf(sql`lower(b.nights)`, sql`upper(b.nights)`)}
    where b.nights && daterange(${f}, ${t})${asOf ? sql` and b.created_at <= ${asOf.toISOString()}::timestamptz` : sql``}`;
  // An imported calendar's nights: a reservation there is a night sold without a price; "not available" is
  // the channel's own block (or our export feed's nights coming back, which stays and blocks win above).
  const imported = sql`
    select lower(i.nights) + k, 4, case when i.kind = 'reserved' then 'imported' else 'block' end,
      case when i.kind = 'reserved' then ${channelSql(sql`c.channel`)} end, i.id::text, i.summary, k = 0, 0,
      0::bigint, 0::bigint, 0::bigint, 0::bigint
    from rental_imported_nights i join rental_calendar_feeds c on c.id = i.feed_id
      cross join lateral ${nightsOf(sql`lower(i.nights)`, sql`upper(i.nights)`)}
    where i.nights && daterange(${f}, ${t})`;
  // Imported nights carry no date of their own (each sync replaces them): they count only in today's books.
  const sources = asOf
    ? sql`${direct} union all ${reservations} union all ${blocks}`
    : sql`${direct} union all ${reservations} union all ${blocks} union all ${imported}`;
  return sql`(select distinct on (c.night) c.*
    from (${sources}) c
    order by c.night, c.rank, c.source)`;
}

/** A reservation counts unless cancelled; at an instant, only once booked (no booking day: not known then). */
function reservationBooked(asOf: AsOf): SQL {
  const live = sql`r.status not like '%cancel%'`;
  if (!asOf) return live;
  return sql`${live} and r.booked_on <= ${asOf.toISOString()}::timestamptz at time zone ${sql.raw(`'${REPORT_TIME_ZONE}'`)}`;
}

/** A channel's name as the analytics group it: Airbnb, or any other. */
const channelSql = (column: SQL) => sql`case when ${column} = 'airbnb' then 'airbnb' else 'other' end`;

export interface NightSums {
  /** The bucket's first day (YYYY-MM-DD), or null for the whole range. */
  bucket: string | null;
  kind: NightKind;
  /** Whose sale the nights are; null for blocks. */
  channel: RentalChannel | null;
  nights: number;
  priced: number;
  roomMinor: number;
  feesMinor: number;
  taxesMinor: number;
  grossMinor: number;
  /** Distinct stays, reservations or blocks with a night here. */
  sources: number;
}

interface SumRow {
  g: unknown;
  bucket: string | null;
  kind: NightKind;
  channel: RentalChannel | null;
  nights: unknown;
  priced: unknown;
  room: unknown;
  fees: unknown;
  taxes: unknown;
  gross: unknown;
  sources: unknown;
}

/**
 * Held nights summed by kind over the whole range and by kind within each bucket (`bucketOfNight` maps the
 * night column `n.night` to its bucket's first day).
 */
export async function sumNights(
  db: Db,
  range: Pick<DayRange, 'from' | 'to'>,
  bucketOfNight: (night: SQL) => SQL,
  asOf: AsOf = null,
): Promise<NightSums[]> {
  const found = await rows<SumRow>(
    db,
    sql`select grouping(n.bucket) as g, n.bucket, n.kind, n.channel, count(*) as nights, sum(n.priced) as priced,
      sum(n.room) as room, sum(n.fees) as fees, sum(n.taxes) as taxes, sum(n.gross) as gross,
      count(distinct n.source) as sources
    from (select h.*, ${bucketOfNight(sql`h.night`)} as bucket from ${heldNights(range, asOf)} h) n
    group by grouping sets ((n.kind, n.channel), (n.bucket, n.kind, n.channel))`,
  );
  return found.map((row) => ({
    bucket: num(row.g) === 1 ? null : row.bucket,
    kind: row.kind,
    channel: row.channel,
    nights: num(row.nights),
    priced: num(row.priced),
    roomMinor: num(row.room),
    feesMinor: num(row.fees),
    taxesMinor: num(row.taxes),
    grossMinor: num(row.gross),
    sources: num(row.sources),
  }));
}

export interface ArrivalSums {
  month: string;
  channel: RentalChannel;
  arrivals: number;
  arrivalNights: number;
  leadDays: number;
  leadCount: number;
  cancellations: number;
  cancelledNights: number;
}

interface ArrivalRow {
  month: string;
  channel: RentalChannel;
  arrivals: unknown;
  arrival_nights: unknown;
  lead_days: unknown;
  lead_count: unknown;
  cancellations: unknown;
  cancelled_nights: unknown;
}

/**
 * Stays by the month of their check-in day within [from, to]: arrivals (confirmed now) with their nights and
 * lead days (check-in less the Mexico City day it was booked), and cancellations of stays once confirmed; a
 * channel's reservations the same way (lead time only where the channel gave a booking day).
 */
export async function sumArrivals(db: Db, range: Pick<DayRange, 'from' | 'to'>): Promise<ArrivalSums[]> {
  const f = sql`${range.from}::date`;
  const t = sql`${addDays(range.to, 1)}::date`;
  const everConfirmed = sql`(s.status = 'confirmed' or exists (select 1 from stay_events e
    where e.stay_id = s.id and e.kind = 'confirmed'))`;
  const live = sql`(r.status not like '%cancel%')`;
  const found = await rows<ArrivalRow>(
    db,
    sql`select to_char(s.check_in, 'YYYY-MM') as month, 'direct' as channel,
      count(*) filter (where s.status = 'confirmed') as arrivals,
      coalesce(sum(s.check_out - s.check_in) filter (where s.status = 'confirmed'), 0) as arrival_nights,
      coalesce(sum(s.check_in - ${localDay(sql`s.created_at`)}) filter (where s.status = 'confirmed'), 0)
        as lead_days,
      count(*) filter (where s.status = 'confirmed') as lead_count,
      count(*) filter (where s.status = 'cancelled' and ${everConfirmed}) as cancellations,
      coalesce(sum(s.check_out - s.check_in) filter (where s.status = 'cancelled' and ${everConfirmed}), 0)
        as cancelled_nights
    from stays s
    where s.check_in >= ${f} and s.check_in < ${t}
    group by 1
    union all
    select to_char(r.check_in, 'YYYY-MM'), ${channelSql(sql`r.channel`)},
      count(*) filter (where ${live}),
      coalesce(sum(r.check_out - r.check_in) filter (where ${live}), 0),
      coalesce(sum(r.check_in - r.booked_on) filter (where ${live} and r.booked_on is not null), 0),
      count(*) filter (where ${live} and r.booked_on is not null),
      count(*) filter (where not ${live}),
      coalesce(sum(r.check_out - r.check_in) filter (where not ${live}), 0)
    from rental_channel_reservations r
    where r.check_in >= ${f} and r.check_in < ${t}
    group by 1, 2`,
  );
  return found.map((row) => ({
    month: row.month,
    channel: row.channel,
    arrivals: num(row.arrivals),
    arrivalNights: num(row.arrival_nights),
    leadDays: num(row.lead_days),
    leadCount: num(row.lead_count),
    cancellations: num(row.cancellations),
    cancelledNights: num(row.cancelled_nights),
  }));
}

export interface CalendarNight {
  date: string;
  kind: NightKind;
  channel: RentalChannel | null;
  label: string;
  starts: boolean;
}

/** The held nights of [from, to] as they stand now, one per night in order (the calendar's month grid). */
export async function calendarNights(db: Db, range: Pick<DayRange, 'from' | 'to'>): Promise<CalendarNight[]> {
  const found = await rows<{
    night: unknown;
    kind: NightKind;
    channel: RentalChannel | null;
    label: string | null;
    starts: unknown;
  }>(
    db,
    sql`select to_char(h.night, 'YYYY-MM-DD') as night, h.kind, h.channel, h.label, h.starts
      from ${heldNights(range, null)} h order by h.night`,
  );
  return found.map((row) => ({
    date: String(row.night),
    kind: row.kind,
    channel: row.channel,
    label: row.label ?? '',
    starts: row.starts === true || row.starts === 't',
  }));
}
