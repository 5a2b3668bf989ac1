/**
 * Writing iCalendar (RFC 5545) with ical.js, which escapes TEXT, quotes parameters (RFC 6868) and folds lines
 * at 75 octets without splitting a character. Shared by the booking invitations and feed and the rental
 * export feed, so every calendar the site publishes is made the same way.
 */
import ICAL from 'ical.js';

// ical.js folds after `foldLength` octets and then adds the continuation's leading space, so a continuation
// line would be 76 octets; RFC 5545 allows 75 with the space. One less keeps every line within it.
ICAL.foldLength = 74;

export type IcalComponent = InstanceType<typeof ICAL.Component>;

// Control characters are not allowed in a content line (HTAB excepted; line breaks are escaped by ical.js).
// eslint-disable-next-line no-control-regex
const CONTROLS_EXCEPT_TAB_AND_LF = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Text as a calendar may carry it: CRLF and CR become LF (ical.js escapes it), other controls go. */
export function calendarText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROLS_EXCEPT_TAB_AND_LF, '');
}

/** A VCALENDAR with the properties every calendar of the site carries. */
export function newCalendar(prodId: string): IcalComponent {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', calendarText(prodId));
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  return calendar;
}

/** A UTC DATE-TIME ('Z' form, seconds precision); an invalid date is a programming error. */
export function utcTime(instant: Date): InstanceType<typeof ICAL.Time> {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date in calendar event');
  return ICAL.Time.fromJSDate(new Date(Math.floor(instant.getTime() / 1000) * 1000), true);
}

/** An all-day DATE value (YYYY-MM-DD). */
export function calendarDate(date: string): InstanceType<typeof ICAL.Time> {
  return ICAL.Time.fromDateString(date);
}

/** The calendar's text: CRLF after every line, the last one included (ical.js leaves it off). */
export function calendarToIcs(calendar: IcalComponent): string {
  return `${calendar.toString()}\r\n`;
}

/** The text is not an iCalendar calendar; `message` is short and safe to show to the owner. */
export class NotICalendarError extends Error {
  override readonly name = 'NotICalendarError';
}

/** The VCALENDAR of an .ics text (the first, when it holds several); NotICalendarError when there is none. */
export function readCalendar(text: string): IcalComponent {
  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch (error) {
    throw new NotICalendarError('The file is not a valid iCalendar (.ics) calendar.', { cause: error });
  }
  // ical.js returns one component, or an array of them when the text holds several.
  const first = Array.isArray(jcal) && Array.isArray(jcal[0]) ? jcal[0] : jcal;
  if (!Array.isArray(first) || first[0] !== 'vcalendar')
    throw new NotICalendarError('The file contains no calendar (BEGIN:VCALENDAR is missing).');
  return new ICAL.Component(first);
}

export type IcalEvent = InstanceType<typeof ICAL.Event>;

/** Whether an event (or one occurrence's override) holds its time: not cancelled, not marked free. */
export function holdsTime(component: IcalComponent): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transp !== 'TRANSPARENT';
}

/**
 * The calendar's events as series: each recurring master with its RECURRENCE-ID overrides related (so an
 * occurrence reads its override), single events, and overrides whose series is missing standing alone.
 */
export function seriesOf(calendar: IcalComponent): IcalEvent[] {
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const masters = events.filter((e) => !e.isRecurrenceException());
  const seriesByUid = new Map<string, IcalEvent>();
  for (const master of masters)
    if (master.isRecurring() && !seriesByUid.has(master.uid)) seriesByUid.set(master.uid, master);
  const standalone: IcalEvent[] = [];
  for (const event of events) {
    if (!event.isRecurrenceException()) continue;
    const master = seriesByUid.get(event.uid);
    if (master) master.relateException(event);
    else standalone.push(event);
  }
  return [...masters, ...standalone];
}
