// Turns ical.js times into epoch milliseconds. ical.js resolves UTC and TZIDs defined by a VTIMEZONE
// in the file; floating times, all-day dates and TZIDs without a VTIMEZONE are placed in an IANA
// zone with Temporal.
import type ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';

export type IcalTime = InstanceType<typeof ICAL.Time>;
export type IcalComponent = InstanceType<typeof ICAL.Component>;

export function isTimeZone(name: string | null | undefined): name is string {
  if (!name) return false;
  try {
    Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * The IANA zone for an event's floating and all-day times: its DTSTART's TZID when that is an IANA
 * name (some producers put one on DATE values), else the calendar's zone.
 */
export function eventZone(vevent: IcalComponent, calendarZone: string): string {
  const tzid = vevent.getFirstProperty('dtstart')?.getParameter('tzid');
  return typeof tzid === 'string' && isTimeZone(tzid) ? tzid : calendarZone;
}

export function epochOf(time: IcalTime, zone: string): number {
  if (time.isDate) {
    const date = Temporal.PlainDate.from({ year: time.year, month: time.month, day: time.day });
    return date.toZonedDateTime({ timeZone: zone }).epochMilliseconds; // start of that day
  }
  if (time.zone && time.zone.tzid !== 'floating') return time.toUnixTime() * 1000;
  const wall = Temporal.PlainDateTime.from({
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.hour,
    minute: time.minute,
    second: Math.min(time.second, 59), // a leap second 60 is not a wall time Temporal accepts
  });
  return wall.toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds;
}
