import { describe, expect, it } from 'vitest';
import { importedEventsFromIcal, mergeOverlapping, NotIcalError, type ImportedEvent } from './ical-feed';

const window = { from: '2026-01-01', to: '2028-01-01' };
const calendar = (...events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    ...events,
    'END:VCALENDAR',
  ].join('\r\n');
const event = (uid: string, start: string, end: string, summary = 'Reserved', extra: string[] = []) =>
  [
    'BEGIN:VEVENT',
    `DTSTAMP:20261127T000000Z`,
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${end}`,
    `SUMMARY:${summary}`,
    `UID:${uid}`,
    ...extra,
    'END:VEVENT',
  ].join('\r\n');

describe("a channel's iCal feed", () => {
  it("reads Airbnb's all-day events as nights [check-in, check-out) and tells reservations from blocks", () => {
    const events = importedEventsFromIcal(
      calendar(
        event('a@airbnb.com', '20261201', '20261205'),
        event('b@airbnb.com', '20261220', '20261222', 'Airbnb (Not available)'),
      ),
      window,
    );
    expect(events).toEqual([
      { uid: 'a@airbnb.com', from: '2026-12-01', to: '2026-12-05', summary: 'Reserved', kind: 'reserved' },
      {
        uid: 'b@airbnb.com',
        from: '2026-12-20',
        to: '2026-12-22',
        summary: 'Airbnb (Not available)',
        kind: 'unavailable',
      },
    ]);
  });

  it('merges overlapping events, keeps touching ones apart, and a reservation wins over a block', () => {
    const events = importedEventsFromIcal(
      calendar(
        event('block', '20261201', '20261204', 'Not available'),
        event('stay', '20261203', '20261207'),
        event('next', '20261207', '20261209'),
      ),
      window,
    );
    expect(events.map((e) => [e.from, e.to, e.kind])).toEqual([
      ['2026-12-01', '2026-12-07', 'reserved'],
      ['2026-12-07', '2026-12-09', 'reserved'],
    ]);
    expect(events[0]!.uid).toBe('block');
  });

  it('skips cancelled, transparent and night-less events, and those outside the window', () => {
    const events = importedEventsFromIcal(
      calendar(
        event('c', '20261201', '20261203', 'Reserved', ['STATUS:CANCELLED']),
        event('t', '20261201', '20261203', 'Reserved', ['TRANSP:TRANSPARENT']),
        event('z', '20261201', '20261201'),
        event('old', '20200101', '20200105'),
      ),
      window,
    );
    expect(events).toEqual([]);
  });

  it('reads a date-time as the Mexico City day it falls on', () => {
    const text = calendar(
      [
        'BEGIN:VEVENT',
        'UID:dt',
        'DTSTART:20261201T210000Z', // 15:00 in Mexico City
        'DTEND:20261204T050000Z', // 23:00 on the 3rd in Mexico City
        'SUMMARY:Booked',
        'END:VEVENT',
      ].join('\r\n'),
    );
    expect(importedEventsFromIcal(text, window).map((e) => [e.from, e.to])).toEqual([
      ['2026-12-01', '2026-12-03'],
    ]);
  });

  it('expands a weekly recurring block', () => {
    const events = importedEventsFromIcal(
      calendar(event('weekly', '20261205', '20261206', 'Blocked', ['RRULE:FREQ=WEEKLY;COUNT=3'])),
      window,
    );
    expect(events.map((e) => e.from)).toEqual(['2026-12-05', '2026-12-12', '2026-12-19']);
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);
  });

  it('refuses what is not iCal: an HTML page, JSON, a broken calendar', () => {
    for (const text of [
      '<!doctype html><title>Log in</title>',
      '{"events":[]}',
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT',
    ])
      expect(() => importedEventsFromIcal(text, window)).toThrow(NotIcalError);
  });

  it('merges a chain of overlaps into one', () => {
    const e = (uid: string, from: string, to: string): ImportedEvent => ({
      uid,
      from,
      to,
      summary: '',
      kind: 'reserved',
    });
    expect(
      mergeOverlapping([
        e('c', '2026-01-05', '2026-01-09'),
        e('a', '2026-01-01', '2026-01-03'),
        e('b', '2026-01-02', '2026-01-06'),
      ]),
    ).toEqual([e('a', '2026-01-01', '2026-01-09')]);
  });
});
