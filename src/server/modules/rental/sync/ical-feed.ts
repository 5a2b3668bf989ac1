/**
 * The nights a channel's iCal feed shows as taken (Airbnb's export and the like). Pure: the caller fetches the
 * text and stores the result.
 *
 * - An event's nights are [date of DTSTART, date of DTEND) in Mexico City days: Airbnb writes all-day DATE
 *   values (check-in day, check-out day); a date-time is read as the Mexico City day it falls on.
 * - Not taken: STATUS:CANCELLED or TRANSP:TRANSPARENT, and events with no night (DTEND on the DTSTART day).
 * - Recurring events are expanded (at most MAX_OCCURRENCES per series, within the window).
 * - "Not available" / "Blocked" / "Closed" summaries are `unavailable` (the channel's own blocks, or our export
 *   echoed back); anything else is a `reserved` booking.
 * - Overlapping events merge into one (reserved wins over unavailable; the first event's uid is kept); events
 *   that only touch (one's check-out is the next's check-in) stay two bookings.
 */
import type ICAL from 'ical.js';
import {
  holdsTime,
  readCalendar,
  seriesOf,
  type IcalComponent,
  type IcalEvent,
} from '../../../platform/ical';
import { addDays } from '../dates';

export type ImportedKind = 'reserved' | 'unavailable';

export interface ImportedEvent {
  uid: string;
  /** [from, to): the first night and the check-out day. */
  from: string;
  to: string;
  summary: string;
  kind: ImportedKind;
}

/** The text is not an iCalendar feed (a login page, an error page, JSON…). */
export class NotIcalError extends Error {
  override readonly name = 'NotIcalError';
}

const ZONE = 'America/Mexico_City';
const MAX_OCCURRENCES = 800;
const MAX_SUMMARY = 200;
const UNAVAILABLE = /not available|no disponible|unavailable|blocked|bloquead|closed|cerrad/i;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

type IcalTime = InstanceType<typeof ICAL.Time>;

/** The calendar day of a DATE value as written; of a DATE-TIME, the Mexico City day it falls on. */
function dayOf(time: IcalTime): string {
  if (time.isDate) return time.toString().slice(0, 10);
  return dayFormat.format(time.toJSDate());
}

function parseComponent(text: string): IcalComponent {
  // A cheap check first: a feed that is not iCal at all (an HTML login page) never reaches the parser.
  if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, '')))
    throw new NotIcalError('The answer is not an iCalendar feed');
  try {
    return readCalendar(text);
  } catch (error) {
    throw new NotIcalError('The iCalendar feed could not be parsed', { cause: error });
  }
}

function nightsOf(start: IcalTime, end: IcalTime | null): { from: string; to: string } | null {
  const from = dayOf(start);
  // No DTEND: a DATE lasts one day (RFC 5545 §3.6.1), a DATE-TIME is an instant (no night).
  const to = end ? dayOf(end) : start.isDate ? addDays(from, 1) : from;
  return to > from ? { from, to } : null;
}

function* occurrences(
  event: IcalEvent,
  window: { from: string; to: string },
): Generator<{ from: string; to: string; taken: boolean }> {
  if (!event.isRecurring()) {
    const nights = nightsOf(event.startDate, event.endDate ?? null);
    if (nights) yield { ...nights, taken: holdsTime(event.component) };
    return;
  }
  const iterator = event.iterator();
  for (
    let count = 0, next = iterator.next();
    next && count < MAX_OCCURRENCES;
    count++, next = iterator.next()
  ) {
    const details = event.getOccurrenceDetails(next);
    const nights = nightsOf(details.startDate, details.endDate);
    if (!nights) continue;
    if (nights.from >= window.to) return;
    yield { ...nights, taken: holdsTime(details.item.component) };
  }
}

/**
 * The feed's taken nights overlapping `window` ([from, to) days), merged where they overlap, sorted.
 * Throws NotIcalError when the text is not an iCalendar feed.
 */
export function importedEventsFromIcal(text: string, window: { from: string; to: string }): ImportedEvent[] {
  const calendar = parseComponent(text);
  const found: ImportedEvent[] = [];
  let series: IcalEvent[];
  try {
    series = seriesOf(calendar);
  } catch (error) {
    throw new NotIcalError('The iCalendar feed has an event that cannot be read', { cause: error });
  }
  for (const event of series) {
    if (!event.startDate) continue;
    const component = event.component;
    const summary = String(component.getFirstPropertyValue('summary') ?? '')
      .trim()
      .slice(0, MAX_SUMMARY);
    const uid =
      String(component.getFirstPropertyValue('uid') ?? '').trim() || `${summary}@${dayOf(event.startDate)}`;
    const kind: ImportedKind = UNAVAILABLE.test(summary) ? 'unavailable' : 'reserved';
    let n = 0;
    for (const occurrence of occurrences(event, window)) {
      if (!occurrence.taken || occurrence.to <= window.from || occurrence.from >= window.to) continue;
      found.push({
        uid: event.isRecurring() ? `${uid}#${n++}` : uid,
        from: occurrence.from,
        to: occurrence.to,
        summary,
        kind,
      });
    }
  }
  return mergeOverlapping(found);
}

/** Overlapping events become one (sharing a night; touching is not overlapping), sorted by first night. */
export function mergeOverlapping(events: ImportedEvent[]): ImportedEvent[] {
  const sorted = [...events].sort((a, b) =>
    a.from === b.from
      ? a.to === b.to
        ? a.uid.localeCompare(b.uid)
        : b.to.localeCompare(a.to)
      : a.from.localeCompare(b.from),
  );
  const merged: ImportedEvent[] = [];
  for (const event of sorted) {
    const last = merged.at(-1);
    if (last && event.from < last.to) {
      if (event.to > last.to) last.to = event.to;
      if (event.kind === 'reserved' && last.kind !== 'reserved') {
        last.kind = 'reserved';
        last.summary = event.summary;
      }
    } else merged.push({ ...event });
  }
  return merged;
}
