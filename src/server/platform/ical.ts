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
