/**
 * iCalendar (RFC 5545) for appointments: invitations sent by mail (iTIP, RFC 5546) and the owner's
 * subscription feed. Pure: the caller supplies every instant, including DTSTAMP.
 *
 * - Times are written in UTC ('Z' form), so no VTIMEZONE is needed and every client agrees.
 * - UID must stay the same for the life of an appointment; SEQUENCE must grow on every change that
 *   the attendee should see (reschedule, cancel), or clients ignore the update.
 * - METHOD:CANCEL always carries STATUS:CANCELLED (RFC 5546 §3.2.5), whatever `event.status` says.
 */
import ICAL from 'ical.js';
import {
  calendarText,
  calendarToIcs,
  newCalendar,
  utcTime,
  type IcalComponent,
} from '../../../platform/ical';

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

function addPerson(vevent: IcalComponent, property: 'organizer' | 'attendee', person: IcsPerson): void {
  const line = new ICAL.Property(property);
  line.setValue(`mailto:${calendarText(person.email).replace(/[\n\t]/g, '')}`);
  line.setParameter('cn', calendarText(person.name));
  if (property === 'attendee') {
    line.setParameter('role', 'REQ-PARTICIPANT');
    line.setParameter('partstat', 'NEEDS-ACTION');
    line.setParameter('rsvp', 'TRUE');
  }
  vevent.addProperty(line);
}

function eventComponent(event: IcsEvent, status: IcsEvent['status']): IcalComponent {
  if (!event.uid.trim()) throw new RangeError('An event needs a UID');
  if (!Number.isInteger(event.sequence) || event.sequence < 0) {
    throw new RangeError('SEQUENCE must be a non-negative integer');
  }
  if (!(event.end.getTime() > event.start.getTime()))
    throw new RangeError('An event must end after it starts');
  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', calendarText(event.uid));
  vevent.addPropertyWithValue('sequence', event.sequence);
  vevent.addPropertyWithValue('dtstamp', utcTime(event.lastModified));
  vevent.addPropertyWithValue('dtstart', utcTime(event.start));
  vevent.addPropertyWithValue('dtend', utcTime(event.end));
  vevent.addPropertyWithValue('created', utcTime(event.created));
  vevent.addPropertyWithValue('last-modified', utcTime(event.lastModified));
  vevent.addPropertyWithValue('summary', calendarText(event.summary));
  vevent.addPropertyWithValue('description', calendarText(event.description));
  if (event.location) vevent.addPropertyWithValue('location', calendarText(event.location));
  if (event.url) vevent.addPropertyWithValue('url', calendarText(event.url).replace(/[\n\t]/g, ''));
  addPerson(vevent, 'organizer', event.organizer);
  if (event.attendee) addPerson(vevent, 'attendee', event.attendee);
  vevent.addPropertyWithValue('status', status);
  vevent.addPropertyWithValue('transp', 'OPAQUE');
  return vevent;
}

/** One-event invitation (text/calendar; method=REQUEST or CANCEL) to attach to a mail. */
export function buildInvite(method: 'REQUEST' | 'CANCEL', event: IcsEvent, prodId = DEFAULT_PROD_ID): string {
  const calendar = newCalendar(prodId);
  calendar.addPropertyWithValue('method', method);
  calendar.addSubcomponent(eventComponent(event, method === 'CANCEL' ? 'CANCELLED' : event.status));
  return calendarToIcs(calendar);
}

/** Subscription feed: no METHOD (it is published, not sent), refreshed every 15 minutes. */
export function buildFeed(name: string, events: IcsEvent[], prodId = DEFAULT_PROD_ID): string {
  const calendar = newCalendar(prodId);
  calendar.addPropertyWithValue('name', calendarText(name));
  calendar.addPropertyWithValue('x-wr-calname', calendarText(name));
  const refresh = new ICAL.Property('refresh-interval');
  refresh.resetType('duration');
  refresh.setValue(ICAL.Duration.fromString('PT15M'));
  calendar.addProperty(refresh);
  calendar.addPropertyWithValue('x-published-ttl', 'PT15M');
  for (const event of events) calendar.addSubcomponent(eventComponent(event, event.status));
  return calendarToIcs(calendar);
}
