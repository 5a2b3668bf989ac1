/**
 * Busy time from an external calendar (an .ics feed the owner connects), for the slot engine.
 * Pure: the caller fetches the text and stores the result.
 *
 * - Not busy: events with TRANSP:TRANSPARENT or STATUS:CANCELLED (checked per occurrence, so a
 *   cancelled or "free" override of one occurrence frees just that one).
 * - All-day events (DATE values) block whole days, from 00:00 of DTSTART to 00:00 of DTEND (exclusive),
 *   in the event's zone: its DTSTART TZID if IANA, else the calendar's X-WR-TIMEZONE, else
 *   `defaultTimeZone`. Floating date-times and TZIDs with no VTIMEZONE and no IANA meaning use that zone too.
 * - Recurring events (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides, RANGE=THISANDFUTURE) are expanded
 *   with ical.js, at most `maxOccurrencesPerEvent` occurrences per series counted from its first
 *   (a longer series is cut there — a daily series starting 27 years ago with the default).
 * - The result: intervals that overlap [from, to), NOT clipped to it (an event running past `to` still
 *   blocks a slot that starts before `to`), merged where they overlap or touch, sorted.
 */
import { holdsTime, readCalendar, seriesOf, type IcalEvent } from '../../../platform/ical';
import { type BusyInterval } from './slot-types';
import { epochOf, eventZone, isTimeZone, type IcalComponent } from './ics-time';

/** Bad calendar data; `message` is short and safe to show to the owner. */
export class IcsParseError extends Error {
  override readonly name = 'IcsParseError';
}

export interface IcsImportOptions {
  /** Zone for floating times and all-day dates when the calendar names none. */
  defaultTimeZone?: string;
  maxOccurrencesPerEvent?: number;
}

interface Span {
  start: number;
  end: number;
}

function spanOf(start: IcalEvent['startDate'], end: IcalEvent['endDate'], zone: string): Span {
  return { start: epochOf(start, zone), end: epochOf(end, zone) };
}

/** Occurrences of one series (or one single event) whose start is before `toMs`. */
function* occurrencesOf(master: IcalEvent, calendarZone: string, toMs: number, cap: number): Generator<Span> {
  const zone = eventZone(master.component, calendarZone);
  if (!master.isRecurring()) {
    if (holdsTime(master.component)) yield spanOf(master.startDate, master.endDate, zone);
    return;
  }
  // An override may move an occurrence earlier than its RECURRENCE-ID: keep iterating long enough.
  const exceptions = Object.values(master.exceptions);
  const earliestShift = Math.max(
    0,
    ...exceptions.map(
      (e) => epochOf(e.recurrenceId, zone) - epochOf(e.startDate, eventZone(e.component, zone)),
    ),
  );
  const iterator = master.iterator();
  for (let count = 0, next = iterator.next(); next && count < cap; count++, next = iterator.next()) {
    if (epochOf(next, zone) >= toMs + earliestShift) return;
    const details = master.getOccurrenceDetails(next);
    if (!holdsTime(details.item.component)) continue;
    const itemZone = details.item === master ? zone : eventZone(details.item.component, zone);
    yield spanOf(details.startDate, details.endDate, itemZone);
  }
}

function merge(spans: Span[]): Span[] {
  const merged: Span[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

function eventLabel(event: IcalEvent): string {
  const name = (event.summary || event.uid || 'untitled').replace(/\s+/g, ' ').slice(0, 60);
  return `"${name}"`;
}

export function busyIntervalsFromIcs(
  icsText: string,
  window: { from: Date; to: Date },
  options: IcsImportOptions = {},
): BusyInterval[] {
  const defaultZone = options.defaultTimeZone ?? 'America/Mexico_City';
  if (!isTimeZone(defaultZone)) throw new RangeError(`Unknown time zone "${defaultZone}"`);
  const cap = options.maxOccurrencesPerEvent ?? 10_000;
  const fromMs = window.from.getTime();
  const toMs = window.to.getTime();
  let calendar: IcalComponent;
  try {
    calendar = readCalendar(icsText);
  } catch (error) {
    throw new IcsParseError(error instanceof Error ? error.message : 'The calendar cannot be read.');
  }
  if (!(toMs > fromMs)) return [];
  const declaredZone = calendar.getFirstPropertyValue('x-wr-timezone');
  const calendarZone =
    typeof declaredZone === 'string' && isTimeZone(declaredZone) ? declaredZone : defaultZone;

  let series: IcalEvent[];
  try {
    series = seriesOf(calendar);
  } catch {
    throw new IcsParseError('The calendar has an event that cannot be read.');
  }
  const spans: Span[] = [];
  for (const event of series) {
    try {
      if (!event.component.hasProperty('dtstart')) continue; // nothing to block
      for (const span of occurrencesOf(event, calendarZone, toMs, cap)) {
        if (span.end > span.start && span.end > fromMs && span.start < toMs) spans.push(span);
      }
    } catch {
      throw new IcsParseError(`The event ${eventLabel(event)} cannot be read.`);
    }
  }
  return merge(spans).map((s) => ({ start: new Date(s.start), end: new Date(s.end) }));
}
