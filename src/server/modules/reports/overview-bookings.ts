import { addDays } from '@contracts/report-period';
import { OVERVIEW_ITEMS, type OverviewAppointments, type OverviewStays } from '@contracts/overview';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { dayStartIso, iso, num, query, type OverviewDays } from './overview-days';

/*
 * The overview's appointments and stays cards. Appointments are read by their start instant (indexed), stays
 * by their check-in and check-out days.
 */

/** A booking still awaiting payment keeps its slot only while its hold lasts (the expiry job may lag). */
const liveBooking = (now: string) => sql`(a.status = 'confirmed'
  or (a.status in ('held', 'pending_payment')
    and (a.hold_expires_at is null or a.hold_expires_at > ${now}::timestamptz)))`;

export async function appointmentsCard(db: Db, days: OverviewDays, now: Date): Promise<OverviewAppointments> {
  const start = dayStartIso(days.today);
  const tomorrow = dayStartIso(addDays(days.today, 1));
  const end = dayStartIso(addDays(days.today, 8));
  const at = now.toISOString();
  const window = sql`a.starts_at >= ${start}::timestamptz and a.starts_at < ${end}::timestamptz
    and ${liveBooking(at)}`;
  const [counts, items] = await Promise.all([
    query<{ today: unknown; next: unknown; awaiting: unknown }>(
      db,
      sql`select
        count(*) filter (where a.status = 'confirmed' and a.starts_at < ${tomorrow}::timestamptz
          and a.ends_at > ${at}::timestamptz) as today,
        count(*) filter (where a.status = 'confirmed' and a.starts_at >= ${tomorrow}::timestamptz) as next,
        count(*) filter (where a.status <> 'confirmed') as awaiting
      from appointments a where ${window}`,
    ),
    query<{
      id: string;
      starts_at: unknown;
      ends_at: unknown;
      customer_name: string;
      name: { es: string; en: string } | null;
      status: OverviewAppointments['items'][number]['status'];
    }>(
      db,
      sql`select a.id, a.starts_at, a.ends_at, a.customer_name, s.name, a.status
      from appointments a left join services s on s.id = a.service_id
      where ${window} and a.ends_at > ${at}::timestamptz
      order by a.starts_at, a.id limit ${OVERVIEW_ITEMS}`,
    ),
  ]);
  const row = counts[0];
  return {
    today: num(row?.today),
    next7Days: num(row?.next),
    awaitingPayment: num(row?.awaiting),
    items: items.map((a) => ({
      id: a.id,
      startsAt: iso(a.starts_at),
      endsAt: iso(a.ends_at),
      customerName: a.customer_name,
      service: a.name ?? { es: '—', en: '—' },
      status: a.status,
    })),
  };
}

export async function staysCard(db: Db, days: OverviewDays): Promise<OverviewStays> {
  const { from, to } = days.week;
  const arriving = sql`s.check_in between ${from}::date and ${to}::date`;
  const leaving = sql`s.check_out between ${from}::date and ${to}::date`;
  const [counts, items] = await Promise.all([
    query<{ arriving: unknown; leaving: unknown }>(
      db,
      sql`select count(*) filter (where ${arriving}) as arriving, count(*) filter (where ${leaving}) as leaving
      from stays s where s.status = 'confirmed' and (${arriving} or ${leaving})`,
    ),
    query<{
      id: string;
      movement: 'arriving' | 'leaving';
      day: string;
      customer_name: string;
      guests: unknown;
      nights: unknown;
    }>(
      db,
      sql`select * from (
        select s.id, 'arriving' as movement, to_char(s.check_in, 'YYYY-MM-DD') as day, s.customer_name,
          s.guests, (s.check_out - s.check_in) as nights
        from stays s where s.status = 'confirmed' and ${arriving}
        union all
        select s.id, 'leaving', to_char(s.check_out, 'YYYY-MM-DD'), s.customer_name, s.guests,
          (s.check_out - s.check_in)
        from stays s where s.status = 'confirmed' and ${leaving}
      ) m order by m.day, m.movement desc, m.id limit ${OVERVIEW_ITEMS}`,
    ),
  ]);
  return {
    arriving: num(counts[0]?.arriving),
    leaving: num(counts[0]?.leaving),
    items: items.map((s) => ({
      id: s.id,
      movement: s.movement,
      day: s.day,
      customerName: s.customer_name,
      guests: num(s.guests),
      nights: num(s.nights),
    })),
  };
}
