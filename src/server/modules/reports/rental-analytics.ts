import { addDays, daysBetween } from '@contracts/report-period';
import {
  MAX_ANALYTICS_MONTHS,
  rentalChannels,
  type RentalAnalytics,
  type RentalAnalyticsQuery,
  type RentalCalendar,
  type RentalChannel,
  type RentalPace,
  type RentalPerformance,
} from '@contracts/rental-analytics';
import { REPORT_TIME_ZONE } from '@contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { perUnit } from './figures/rental';
import {
  calendarNights,
  sumArrivals,
  sumNights,
  type ArrivalSums,
  type NightSums,
} from './figures/rental-nights';

/*
 * La Mansión's analytics (contracts/rental-analytics.ts, ADR 042): the months of a window with the same months
 * a year earlier, by channel, and the on-the-books pace of the coming 3, 6 and 12 months. Every figure is a sum
 * of rental-nights.ts, the computation the reports' rental family sums too.
 */

/** YYYY-MM shifted by whole months. */
export function shiftMonth(month: string, by: number): string {
  const index = +month.slice(0, 4) * 12 + (+month.slice(5, 7) - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The same day `by` months later; a day the month lacks falls back to its last day (31 Jan + 1 → 28 Feb). */
export function addMonthsToDay(day: string, by: number): string {
  const month = shiftMonth(day.slice(0, 7), by);
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const wanted = `${month}-${day.slice(8, 10)}`;
  return wanted > last ? last : wanted;
}

const lastDayOf = (month: string) => addDays(`${shiftMonth(month, 1)}-01`, -1);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The window's months: the query's, or the five months before today's to the six after; 400 with field codes. */
export function resolveWindow(query: RentalAnalyticsQuery, today: string): { from: string; to: string } {
  const current = today.slice(0, 7);
  const from = query.from ?? (query.to ? shiftMonth(query.to, -11) : shiftMonth(current, -5));
  const to = query.to ?? shiftMonth(from, 11);
  if (to < from) throw badRequest('The window ends before it starts', { to: ['inverted_range'] });
  if (monthsBetween(from, to) > MAX_ANALYTICS_MONTHS)
    throw badRequest('The window is too long', { to: ['range_too_long'] });
  return { from, to };
}

const monthsBetween = (from: string, to: string) =>
  (+to.slice(0, 4) - +from.slice(0, 4)) * 12 + (+to.slice(5, 7) - +from.slice(5, 7)) + 1;

/**
 * Every figure of some held nights and arrivals: the property's (`channel` null) or one channel's, whose
 * occupancy and RevPAR are then its share of the property's nights available.
 */
export function performance(
  nights: NightSums[],
  arrivals: ArrivalSums[],
  days: number,
  channel: RentalChannel | null,
): RentalPerformance {
  const blocked = nights.filter((n) => n.kind === 'block').reduce((sum, n) => sum + n.nights, 0);
  const sold = nights.filter((n) => n.kind !== 'block' && (channel === null || n.channel === channel));
  const add = (pick: (n: NightSums) => number) => sold.reduce((sum, n) => sum + pick(n), 0);
  const came = arrivals.filter((a) => channel === null || a.channel === channel);
  const addArrivals = (pick: (a: ArrivalSums) => number) => came.reduce((sum, a) => sum + pick(a), 0);
  const nightsAvailable = Math.max(0, days - blocked);
  const nightsSold = add((n) => n.nights);
  const nightsPriced = add((n) => n.priced);
  const room = add((n) => n.roomMinor);
  const gross = add((n) => n.grossMinor);
  const taxes = add((n) => n.taxesMinor);
  const arrivalCount = addArrivals((a) => a.arrivals);
  const leadCount = addArrivals((a) => a.leadCount);
  return {
    nightsAvailable,
    nightsSold,
    nightsPriced,
    // A stay on a night blocked later would push the share over 1; it is never more than full.
    occupancy: nightsAvailable > 0 ? Math.min(1, nightsSold / nightsAvailable) : null,
    roomRevenueMinor: room,
    feesMinor: add((n) => n.feesMinor),
    taxesMinor: taxes,
    grossMinor: gross,
    netMinor: gross - taxes,
    adrMinor: perUnit(room, nightsPriced),
    revparMinor: perUnit(room, nightsAvailable),
    arrivals: arrivalCount,
    averageStayNights: arrivalCount ? oneDecimal(addArrivals((a) => a.arrivalNights) / arrivalCount) : null,
    averageLeadDays: leadCount ? oneDecimal(addArrivals((a) => a.leadDays) / leadCount) : null,
    cancellations: addArrivals((a) => a.cancellations),
    cancelledNights: addArrivals((a) => a.cancelledNights),
  };
}

const byMonth = (night: SQL) => sql`to_char(${night}, 'YYYY-MM')`;

/** The window's figures, month by month, against the same months a year earlier. */
async function windowFigures(db: Db, from: string, to: string) {
  const range = { from: `${from}-01`, to: lastDayOf(to) };
  const before = { from: `${shiftMonth(from, -12)}-01`, to: lastDayOf(shiftMonth(to, -12)) };
  const [nights, arrivals, nightsBefore, arrivalsBefore] = await Promise.all([
    sumNights(db, range, byMonth),
    sumArrivals(db, range),
    sumNights(db, before, byMonth),
    sumArrivals(db, before),
  ]);
  const whole = (sums: NightSums[]) => sums.filter((n) => n.bucket === null);
  const days = (r: { from: string; to: string }) => daysBetween(r.from, r.to);
  const months = Array.from({ length: monthsBetween(from, to) }, (_, i) => shiftMonth(from, i)).map(
    (month) => {
      const earlier = shiftMonth(month, -12);
      const inMonth = nights.filter((n) => n.bucket === month);
      const cameInMonth = arrivals.filter((a) => a.month === month);
      const monthDays = days({ from: `${month}-01`, to: lastDayOf(month) });
      const earlierDays = days({ from: `${earlier}-01`, to: lastDayOf(earlier) });
      return {
        month,
        figures: performance(inMonth, cameInMonth, monthDays, null),
        lastYear: performance(
          nightsBefore.filter((n) => n.bucket === earlier),
          arrivalsBefore.filter((a) => a.month === earlier),
          earlierDays,
          null,
        ),
        byChannel: channels((channel) => performance(inMonth, cameInMonth, monthDays, channel)),
      };
    },
  );
  return {
    totals: performance(whole(nights), arrivals, days(range), null),
    lastYear: performance(whole(nightsBefore), arrivalsBefore, days(before), null),
    byChannel: channels((channel) => performance(whole(nights), arrivals, days(range), channel)),
    months,
  };
}

const channels = (each: (channel: RentalChannel) => RentalPerformance) =>
  Object.fromEntries(rentalChannels.map((channel) => [channel, each(channel)])) as Record<
    RentalChannel,
    RentalPerformance
  >;

const PACE_HORIZONS = [3, 6, 12] as const;

/**
 * The coming 3, 6 and 12 months from `today` as sold at `now`, and the same nights a year earlier as sold at
 * `now` less a year and as they ended. One query per reading: nights bucketed by the first horizon they fall in.
 */
async function pace(db: Db, today: string, now: Date): Promise<RentalPace[]> {
  const ends = PACE_HORIZONS.map((months) => addMonthsToDay(today, months));
  const yearAgo = addMonthsToDay(today, -12);
  const endsBefore = PACE_HORIZONS.map((months) => addMonthsToDay(yearAgo, months));
  const horizonOf = (limits: string[]) => (night: SQL) =>
    sql`case when ${night} < ${limits[0]}::date then '3' when ${night} < ${limits[1]}::date then '6' else '12' end`;
  const thenInstant = new Date(now);
  thenInstant.setUTCFullYear(thenInstant.getUTCFullYear() - 1);
  const [nowSums, thenSums, finalSums] = await Promise.all([
    sumNights(db, { from: today, to: addDays(ends[2]!, -1) }, horizonOf(ends)),
    sumNights(db, { from: yearAgo, to: addDays(endsBefore[2]!, -1) }, horizonOf(endsBefore), thenInstant),
    sumNights(db, { from: yearAgo, to: addDays(endsBefore[2]!, -1) }, horizonOf(endsBefore)),
  ]);
  return PACE_HORIZONS.map((months, i) => {
    const upTo = new Set(PACE_HORIZONS.slice(0, i + 1).map(String));
    const booked = (sums: NightSums[]) => {
      const sold = sums.filter((n) => n.bucket !== null && upTo.has(n.bucket) && n.kind !== 'block');
      return {
        nightsSold: sold.reduce((sum, n) => sum + n.nights, 0),
        roomRevenueMinor: sold.reduce((sum, n) => sum + n.roomMinor, 0),
      };
    };
    const blocked = nowSums
      .filter((n) => n.bucket !== null && upTo.has(n.bucket) && n.kind === 'block')
      .reduce((sum, n) => sum + n.nights, 0);
    return {
      months,
      from: today,
      to: addDays(ends[i]!, -1),
      nightsAvailable: daysBetween(today, addDays(ends[i]!, -1)) - blocked,
      onTheBooks: booked(nowSums),
      lastYearSameDate: booked(thenSums),
      lastYearFinal: booked(finalSums),
    };
  });
}

/** GET /api/admin/reports/rental: the window's months and the pace, read at `now` (today in Mexico City). */
export async function rentalAnalytics(
  db: Db,
  query: RentalAnalyticsQuery,
  today: string,
  now: Date,
): Promise<RentalAnalytics> {
  const { from, to } = resolveWindow(query, today);
  const [figures, coming] = await Promise.all([windowFigures(db, from, to), pace(db, today, now)]);
  return { from, to, today, currency: 'MXN', timeZone: REPORT_TIME_ZONE, ...figures, pace: coming };
}

/** GET /api/admin/reports/rental/calendar: the month's held nights, as they stand now. */
export async function rentalCalendar(db: Db, month: string, today: string): Promise<RentalCalendar> {
  return { month, today, nights: await calendarNights(db, { from: `${month}-01`, to: lastDayOf(month) }) };
}
