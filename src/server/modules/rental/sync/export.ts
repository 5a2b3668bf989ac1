import { rentalSyncRoutes } from '@contracts/api/rental';
import type { ExportFeed } from '@contracts/rental-sync';
import { pathOf } from '@contracts/route';
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { notFound } from '../../../platform/errors';
import { calendarDate, calendarText, calendarToIcs, newCalendar, utcTime } from '../../../platform/ical';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { rowsOf } from '../../../platform/rate-limit';
import { hashToken, newToken } from '../../../platform/secrets';
import type { RentalEnv } from '../context';
import { addDays, parseDateRange, todayIn } from '../dates';
import { rentalBlockedNights, stays } from '../schema';
import { rentalCalendarExport } from '../sync-schema';

/** Past nights are of no use to a channel: the feed starts a month back. */
const PAST_DAYS = 31;

export async function exportFeedState(db: DbOrTx): Promise<ExportFeed> {
  const [row] = await db.select().from(rentalCalendarExport).where(eq(rentalCalendarExport.id, 1));
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null, url: null };
}

/**
 * A new secret for the export feed: its hash replaces the old one (whose URL stops working at once). The URL
 * is in this answer only; the server keeps no way to show it again.
 */
export async function regenerateExportFeed(env: RentalEnv): Promise<ExportFeed> {
  const token = newToken();
  const now = env.clock();
  await env.db
    .insert(rentalCalendarExport)
    .values({ id: 1, tokenHash: hashToken(token), createdAt: now })
    .onConflictDoUpdate({
      target: rentalCalendarExport.id,
      set: { tokenHash: hashToken(token), createdAt: now },
    });
  return {
    active: true,
    createdAt: now.toISOString(),
    url: new URL(pathOf(rentalSyncRoutes.calendarFeed.path, { file: `${token}.ics` }), env.siteUrl).href,
  };
}

/** Whether this secret opens the export feed (compared by hash: the secret itself is never stored). */
async function exportTokenValid(db: DbOrTx, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: rentalCalendarExport.id })
    .from(rentalCalendarExport)
    .where(eq(rentalCalendarExport.tokenHash, hashToken(token)));
  return Boolean(row);
}

/**
 * The export feed: live direct stays (confirmed, or a hold still running) as "Reserved" and the owner's
 * blocks as "Not available", all-day events [check-in, check-out). No guest data: the channel only needs the
 * nights. 404 for an unknown or replaced secret.
 */
export async function exportCalendar(env: RentalEnv, token: string): Promise<string> {
  if (!(await exportTokenValid(env.db, token))) throw notFound('There is no such calendar');
  const now = env.clock();
  const from = addDays(todayIn(now), -PAST_DAYS);
  const result = await env.db.execute<{
    id: string;
    nights: string;
    kind: 'stay' | 'block';
    changed: string | Date;
  }>(sql`
    select ${stays.id}::text as id, ${stays.nights}::text as nights, 'stay' as kind, ${stays.updatedAt} as changed
    from ${stays}
    where upper(${stays.nights}) > ${from}::date
      and (${stays.status} = 'confirmed'
        or (${stays.status} in ('held', 'pending_payment') and ${stays.holdExpiresAt} > ${now.toISOString()}::timestamptz))
    union all
    select ${rentalBlockedNights.id}::text, ${rentalBlockedNights.nights}::text, 'block', ${rentalBlockedNights.createdAt}
    from ${rentalBlockedNights}
    where upper(${rentalBlockedNights.nights}) > ${from}::date
    order by 2`);
  const calendar = newCalendar('-//Estudio//La Mansion//ES');
  calendar.addPropertyWithValue('x-wr-calname', calendarText(env.siteName));
  const host = env.siteUrl.hostname;
  const stamp = utcTime(now);
  for (const row of rowsOf<{ id: string; nights: string; kind: 'stay' | 'block'; changed: string | Date }>(
    result,
  )) {
    const { from: start, to: end } = parseDateRange(row.nights);
    const event = new ICAL.Component('vevent');
    event.addPropertyWithValue('uid', `${row.kind}-${row.id}@${host}`);
    event.addPropertyWithValue('dtstamp', stamp);
    event.addPropertyWithValue('last-modified', utcTime(new Date(row.changed)));
    event.addPropertyWithValue('dtstart', calendarDate(start));
    event.addPropertyWithValue('dtend', calendarDate(end));
    event.addPropertyWithValue('summary', row.kind === 'stay' ? 'Reserved' : 'Not available');
    event.addPropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(event);
  }
  return calendarToIcs(calendar);
}
