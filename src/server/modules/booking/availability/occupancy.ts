import { and, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/jobs/queue';
import type { BusyInterval, ExistingBooking } from '../engine/slots';
import { appointments, externalCalendars } from '../schema';

const DAY_MS = 86_400_000;

/** Statuses that keep a slot; a hold keeps it only until hold_expires_at. */
export const LIVE_STATUSES = ['held', 'pending_payment', 'confirmed'] as const;

/** Live at `now`: confirmed, or an unpaid hold that has not expired yet. */
export function liveAt(now: Date): SQL {
  return or(
    eq(appointments.status, 'confirmed'),
    and(inArray(appointments.status, ['held', 'pending_payment']), gt(appointments.holdExpiresAt, now)),
  )!;
}

/**
 * What occupies the owner's time around [from, to): live appointments (their own time and the range they
 * block as stored, buffers included) and external calendars' busy intervals. Two days of margin on each side cover buffers and
 * the daily limit of the window's first and last business dates.
 */
export async function occupancy(
  db: DbOrTx,
  window: { from: Date; to: Date; now: Date; ignoreBookingId?: string },
): Promise<{ existing: ExistingBooking[]; external: BusyInterval[] }> {
  const from = new Date(window.from.getTime() - 2 * DAY_MS);
  const to = new Date(window.to.getTime() + 2 * DAY_MS);
  const rows = await db
    .select({
      id: appointments.id,
      start: appointments.startsAt,
      end: appointments.endsAt,
      blockedStart: sql<Date | string>`lower(${appointments.blocked})`,
      blockedEnd: sql<Date | string>`upper(${appointments.blocked})`,
    })
    .from(appointments)
    .where(
      and(
        liveAt(window.now),
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
        window.ignoreBookingId ? ne(appointments.id, window.ignoreBookingId) : undefined,
      ),
    );
  const calendars = await db.select({ busy: externalCalendars.busy }).from(externalCalendars);
  const external: BusyInterval[] = [];
  for (const calendar of calendars)
    for (const interval of calendar.busy) {
      const start = new Date(interval.start);
      const end = new Date(interval.end);
      if (start < to && end > from) external.push({ start, end });
    }
  const existing = rows.map((row) => ({
    ...row,
    blockedStart: new Date(row.blockedStart),
    blockedEnd: new Date(row.blockedEnd),
  }));
  return { existing, external };
}
