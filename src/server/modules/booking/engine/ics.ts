/**
 * iCalendar (RFC 5545) for appointments: invitations sent by mail (iTIP, RFC 5546) and the owner's
 * subscription feed. Pure: the caller supplies every instant, including DTSTAMP.
 *
 * - Times are written in UTC ('Z' form), so no VTIMEZONE is needed and every client agrees.
 * - UID must stay the same for the life of an appointment; SEQUENCE must grow on every change that
 *   the attendee should see (reschedule, cancel), or clients ignore the update.
 * - METHOD:CANCEL always carries STATUS:CANCELLED (RFC 5546 §3.2.5), whatever `event.status` says.
 */
import { escapeText, quoteParam, toIcs, uriValue, utcDateTime } from './ics-text';

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  organizer: IcsPerson;
  attendee?: IcsPerson;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  created: Date;
  lastModified: Date;
}

export const DEFAULT_PROD_ID = '-//Estudio//Booking//ES';

function calendarHeader(prodId: string): string[] {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${escapeText(prodId)}`, 'CALSCALE:GREGORIAN'];
}

function personLine(property: 'ORGANIZER' | 'ATTENDEE', person: IcsPerson): string {
  const params = property === 'ATTENDEE' ? ';ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE' : '';
  return `${property};CN=${quoteParam(person.name)}${params}:mailto:${uriValue(person.email)}`;
}

function eventLines(event: IcsEvent, status: IcsEvent['status']): string[] {
  if (!event.uid.trim()) throw new RangeError('An event needs a UID');
  if (!Number.isInteger(event.sequence) || event.sequence < 0) {
    throw new RangeError('SEQUENCE must be a non-negative integer');
  }
  if (!(event.end.getTime() > event.start.getTime()))
    throw new RangeError('An event must end after it starts');
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.lastModified)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `CREATED:${utcDateTime(event.created)}`,
    `LAST-MODIFIED:${utcDateTime(event.lastModified)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${uriValue(event.url)}`] : []),
    personLine('ORGANIZER', event.organizer),
    ...(event.attendee ? [personLine('ATTENDEE', event.attendee)] : []),
    `STATUS:${status}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** One-event invitation (text/calendar; method=REQUEST or CANCEL) to attach to a mail. */
export function buildInvite(method: 'REQUEST' | 'CANCEL', event: IcsEvent, prodId = DEFAULT_PROD_ID): string {
  const status = method === 'CANCEL' ? 'CANCELLED' : event.status;
  return toIcs([
    ...calendarHeader(prodId),
    `METHOD:${method}`,
    ...eventLines(event, status),
    'END:VCALENDAR',
  ]);
}

/** Subscription feed: no METHOD (it is published, not sent), refreshed every 15 minutes. */
export function buildFeed(name: string, events: IcsEvent[], prodId = DEFAULT_PROD_ID): string {
  return toIcs([
    ...calendarHeader(prodId),
    `NAME:${escapeText(name)}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
    'X-PUBLISHED-TTL:PT15M',
    ...events.flatMap((event) => eventLines(event, event.status)),
    'END:VCALENDAR',
  ]);
}
