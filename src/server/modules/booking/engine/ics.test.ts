import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildFeed, buildInvite, type IcsEvent } from './ics';

const event: IcsEvent = {
  uid: 'appt-7f3c@estudio.example',
  sequence: 2,
  start: new Date('2026-03-02T15:00:00Z'),
  end: new Date('2026-03-02T16:00:00Z'),
  summary: 'Consultoría de marca personal — sesión inicial',
  description:
    'Hola Ana: revisaremos tu diagnóstico, la estrategia de contenidos y la sesión fotográfica. ' +
    'Trae ejemplos de marcas que admiras; si no puedes asistir, reprograma desde tu área de cliente. ' +
    'Ubicación: Colonia Roma, Ciudad de México. Niño, acción, corazón, güero, ñandú — y un emoji 📸.',
  location: 'Álvaro Obregón 120, Roma Norte; CDMX',
  url: 'https://estudio.example/dashboard?appointment=7f3c&lang=es',
  organizer: { name: 'María José Peña', email: 'hola@estudio.example' },
  attendee: { name: 'Ana "La Jefa" Núñez', email: 'ana@example.com' },
  status: 'CONFIRMED',
  created: new Date('2026-02-20T10:00:00Z'),
  lastModified: new Date('2026-02-21T11:30:45.678Z'),
};

function parse(ics: string) {
  return new ICAL.Component(ICAL.parse(ics));
}

function firstEvent(ics: string) {
  const vevent = parse(ics).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { vevent, event: new ICAL.Event(vevent) };
}

function octetLengths(ics: string): number[] {
  return ics.split('\r\n').map((line) => new TextEncoder().encode(line).length);
}

describe('buildInvite', () => {
  it('writes a REQUEST that parses back with the same identity, times and texts', () => {
    const ics = buildInvite('REQUEST', event);
    expect(parse(ics).getFirstPropertyValue('method')).toBe('REQUEST');
    const { vevent, event: parsed } = firstEvent(ics);
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.sequence).toBe(2);
    expect(parsed.startDate.toJSDate()).toEqual(event.start);
    expect(parsed.endDate.toJSDate()).toEqual(event.end);
    expect(parsed.startDate.zone?.tzid).toBe('UTC');
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.location).toBe(event.location);
    expect(vevent.getFirstPropertyValue('url')).toBe(event.url);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-02-21T11:30:45Z');
    expect(ics).toContain('\r\nDTSTART:20260302T150000Z\r\n');
  });

  it('names organizer and attendee, quoting what a parameter cannot hold', () => {
    const { vevent } = firstEvent(buildInvite('REQUEST', event));
    const organizer = vevent.getFirstProperty('organizer');
    const attendee = vevent.getFirstProperty('attendee');
    expect(organizer?.getFirstValue()).toBe('mailto:hola@estudio.example');
    expect(organizer?.getParameter('cn')).toBe('María José Peña');
    expect(attendee?.getFirstValue()).toBe('mailto:ana@example.com');
    expect(attendee?.getParameter('cn')).toBe('Ana "La Jefa" Núñez');
    expect(attendee?.getParameter('rsvp')).toBe('TRUE');
  });

  it('writes a CANCEL with STATUS:CANCELLED and the same UID', () => {
    const ics = buildInvite('CANCEL', { ...event, sequence: 3 });
    expect(parse(ics).getFirstPropertyValue('method')).toBe('CANCEL');
    const { vevent, event: parsed } = firstEvent(ics);
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.sequence).toBe(3);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('round-trips TEXT escaping of backslash, semicolon, comma and line breaks', () => {
    const tricky = 'a\\b; c, d\nsecond line\r\nthird\\n not a newline';
    const ics = buildInvite('REQUEST', { ...event, summary: tricky, description: tricky, location: tricky });
    const { event: parsed } = firstEvent(ics);
    const normalized = 'a\\b; c, d\nsecond line\nthird\\n not a newline';
    expect(parsed.summary).toBe(normalized);
    expect(parsed.description).toBe(normalized);
    expect(parsed.location).toBe(normalized);
    expect(ics).toContain('SUMMARY:a\\\\b\\; c\\, d\\nsecond line\\nthird\\\\n not a newline');
  });

  it('folds every line to at most 75 octets without splitting a character, with CRLF endings', () => {
    const long = { ...event, description: 'ñ'.repeat(100) + '📸'.repeat(40) + 'é'.repeat(77) };
    const ics = buildInvite('REQUEST', long);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(Math.max(...octetLengths(ics))).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
    expect(firstEvent(ics).event.description).toBe(long.description);
  });

  it('rejects an event that cannot be a valid invitation', () => {
    expect(() => buildInvite('REQUEST', { ...event, uid: ' ' })).toThrow(RangeError);
    expect(() => buildInvite('REQUEST', { ...event, sequence: -1 })).toThrow(RangeError);
    expect(() => buildInvite('REQUEST', { ...event, end: event.start })).toThrow(RangeError);
    expect(() => buildInvite('REQUEST', { ...event, created: new Date(Number.NaN) })).toThrow(RangeError);
  });
});

describe('buildFeed', () => {
  it('publishes every event under a name, without METHOD, refreshed every 15 minutes', () => {
    const second: IcsEvent = {
      ...event,
      uid: 'appt-9a1b@estudio.example',
      sequence: 0,
      status: 'CANCELLED',
      start: new Date('2026-03-03T17:00:00Z'),
      end: new Date('2026-03-03T17:30:00Z'),
    };
    const ics = buildFeed('Estudio — citas', [event, second]);
    const calendar = parse(ics);
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Estudio — citas');
    expect(ics).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.uid, e.sequence, e.startDate.toJSDate().toISOString()])).toEqual([
      [event.uid, 2, '2026-03-02T15:00:00.000Z'],
      [second.uid, 0, '2026-03-03T17:00:00.000Z'],
    ]);
    expect(events[1]?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(Math.max(...octetLengths(ics))).toBeLessThanOrEqual(75);
  });

  it('is a valid empty calendar when there are no events', () => {
    const calendar = parse(buildFeed('Vacío', []));
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });
});
