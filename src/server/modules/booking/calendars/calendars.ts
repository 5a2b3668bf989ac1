import type { ExternalCalendar, ExternalCalendarInput } from '@contracts/booking';
import { externalCalendarInputSchema } from '@contracts/booking';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { AppError, notFound } from '../../../platform/errors';
import { busyIntervalsFromIcs } from '../engine/ics-import';
import { externalCalendars } from '../schema';
import { loadPolicy, type BookingPolicy } from '../availability/settings';
import { CalendarFetchError, fetchCalendarText, publicOnlyFetch } from '../../../platform/public-fetch';

const DAY_MS = 86_400_000;

type CalendarRow = typeof externalCalendars.$inferSelect;

function toCalendar(row: CalendarRow): ExternalCalendar {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastError: row.lastError,
    busyCount: row.busy.length,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCalendars(db: Db): Promise<ExternalCalendar[]> {
  const rows = await db.select().from(externalCalendars).orderBy(asc(externalCalendars.createdAt));
  return rows.map(toCalendar);
}

export async function addCalendar(db: Db, input: ExternalCalendarInput): Promise<CalendarRow> {
  const value = externalCalendarInputSchema.parse(input);
  const [row] = await db.insert(externalCalendars).values(value).onConflictDoNothing().returning();
  if (!row) throw new AppError(409, 'conflict', 'This calendar is already connected');
  return row;
}

export async function removeCalendar(db: Db, id: string): Promise<void> {
  const [row] = await db
    .delete(externalCalendars)
    .where(eq(externalCalendars.id, id))
    .returning({ id: externalCalendars.id });
  if (!row) throw notFound('There is no such calendar');
}

/**
 * Refreshes one calendar: its busy intervals from now until past the horizon replace the stored ones.
 * A failure keeps the last good intervals (a flaky feed must not open up busy time) and is recorded
 * as last_error, shown to the owner with the last success.
 */
export async function refreshCalendar(
  db: Db,
  row: CalendarRow,
  now: Date,
  fetcher: typeof fetch = publicOnlyFetch,
  policy?: BookingPolicy,
): Promise<ExternalCalendar> {
  const { rules } = policy ?? (await loadPolicy(db));
  const window = {
    from: new Date(now.getTime() - DAY_MS),
    to: new Date(now.getTime() + (rules.horizonDays + 2) * DAY_MS),
  };
  let update: Partial<CalendarRow>;
  try {
    const busy = busyIntervalsFromIcs(await fetchCalendarText(row.url, fetcher), window, {
      defaultTimeZone: rules.timeZone,
    });
    update = {
      busy: busy.map((b) => ({ start: b.start.toISOString(), end: b.end.toISOString() })),
      lastAttemptAt: now,
      lastSuccessAt: now,
      lastError: null,
    };
  } catch (error) {
    // A code the web translates (contracts/calendar-errors.ts), never an English sentence; a feed that
    // arrives but cannot be read as a calendar is calendar_unreadable.
    const lastError =
      error instanceof CalendarFetchError
        ? `${error.code}${error.detail ? `:${error.detail}` : ''}`
        : 'calendar_unreadable';
    update = { lastAttemptAt: now, lastError };
  }
  const [saved] = await db
    .update(externalCalendars)
    .set(update)
    .where(eq(externalCalendars.id, row.id))
    .returning();
  if (!saved) throw notFound('There is no such calendar');
  return toCalendar(saved);
}

export async function refreshCalendarById(db: Db, id: string, now: Date, fetcher?: typeof fetch) {
  const [row] = await db.select().from(externalCalendars).where(eq(externalCalendars.id, id));
  if (!row) throw notFound('There is no such calendar');
  return refreshCalendar(db, row, now, fetcher);
}

export async function refreshAllCalendars(
  db: Db,
  now: Date,
  fetcher?: typeof fetch,
): Promise<ExternalCalendar[]> {
  const rows = await db.select().from(externalCalendars);
  // One policy read for the whole run, not one per calendar.
  const policy = rows.length > 0 ? await loadPolicy(db) : undefined;
  const results: ExternalCalendar[] = [];
  for (const row of rows) results.push(await refreshCalendar(db, row, now, fetcher, policy));
  return results;
}
