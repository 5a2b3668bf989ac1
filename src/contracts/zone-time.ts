/*
 * Wall-clock times in a named zone as instants, with Intl only (no zod, no Temporal): the browser previews
 * payment schedules with these, and the server computes them with the same code.
 */

import { dateTimeFormat } from './intl';

const MINUTE_MS = 60_000;

/** The zone's offset from UTC at an instant, in minutes ("GMT-06:00" → -360). */
export function zoneOffsetMinutes(at: Date, zone: string): number {
  const name =
    dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function dateInZone(at: Date, zone: string): string {
  return dateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The instant of a date's wall time (HH:MM or HH:MM:SS) in a zone; the offset is read twice for DST days. */
export function zonedWallTime(date: string, time: string, zone: string): Date {
  const wall = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}Z`).getTime();
  const first = wall - zoneOffsetMinutes(new Date(wall), zone) * MINUTE_MS;
  return new Date(wall - zoneOffsetMinutes(new Date(first), zone) * MINUTE_MS);
}
