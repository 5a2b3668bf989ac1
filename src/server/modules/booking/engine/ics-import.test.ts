import { describe, expect, it } from 'vitest';
import { busyIntervalsFromIcs, IcsParseError } from './ics-import';

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Fixtures//EN', ...lines, 'END:VCALENDAR', ''].join(
    '\r\n',
  );

const vevent = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'];

const march = { from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-04-01T00:00:00Z') };

function busy(ics: string, window = march, options = {}): string[] {
  return busyIntervalsFromIcs(ics, window, options).map(
    (i) => `${i.start.toISOString()} ${i.end.toISOString()}`,
  );
}

const newYorkVtimezone = [
  'BEGIN:VTIMEZONE',
  'TZID:Eastern Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16011104T020000',
  'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010311T020000',
  'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

describe('busyIntervalsFromIcs — single events', () => {
  it('reads UTC events and ignores transparent and cancelled ones', () => {
    const ics = calendar(
      ...vevent('UID:a', 'DTSTART:20260302T150000Z', 'DTEND:20260302T160000Z', 'SUMMARY:Cliente'),
      ...vevent('UID:b', 'DTSTART:20260303T150000Z', 'DTEND:20260303T160000Z', 'TRANSP:TRANSPARENT'),
      ...vevent('UID:c', 'DTSTART:20260304T150000Z', 'DTEND:20260304T160000Z', 'STATUS:CANCELLED'),
      ...vevent('UID:d', 'DTSTART:20260305T150000Z', 'DURATION:PT45M'),
      ...vevent('UID:e', 'DTSTART:20260306T150000Z'), // no end, no duration: zero length, blocks nothing
    );
    expect(busy(ics)).toEqual([
      '2026-03-02T15:00:00.000Z 2026-03-02T16:00:00.000Z',
      '2026-03-05T15:00:00.000Z 2026-03-05T15:45:00.000Z',
    ]);
  });

  it('resolves a TZID through its VTIMEZONE, across a DST change', () => {
    const ics = calendar(
      ...newYorkVtimezone,
      ...vevent(
        'UID:tz1',
        'DTSTART;TZID=Eastern Standard Time:20260306T090000',
        'DTEND;TZID=Eastern Standard Time:20260306T100000',
      ),
      ...vevent(
        'UID:tz2',
        'DTSTART;TZID=Eastern Standard Time:20260309T090000',
        'DTEND;TZID=Eastern Standard Time:20260309T100000',
      ),
    );
    expect(busy(ics)).toEqual([
      '2026-03-06T14:00:00.000Z 2026-03-06T15:00:00.000Z', // EST
      '2026-03-09T13:00:00.000Z 2026-03-09T14:00:00.000Z', // EDT
    ]);
  });

  it('falls back to the IANA zone a TZID names when the file has no VTIMEZONE', () => {
    const ics = calendar(
      ...vevent(
        'UID:m',
        'DTSTART;TZID=Europe/Madrid:20260330T100000',
        'DTEND;TZID=Europe/Madrid:20260330T110000',
      ),
    );
    expect(busy(ics)).toEqual(['2026-03-30T08:00:00.000Z 2026-03-30T09:00:00.000Z']); // CEST
  });

  it('places floating times in X-WR-TIMEZONE, else in defaultTimeZone (Mexico City by default)', () => {
    const event = vevent('UID:f', 'DTSTART:20260302T090000', 'DTEND:20260302T100000');
    expect(busy(calendar(...event))).toEqual(['2026-03-02T15:00:00.000Z 2026-03-02T16:00:00.000Z']);
    expect(busy(calendar(...event), march, { defaultTimeZone: 'Europe/Madrid' })).toEqual([
      '2026-03-02T08:00:00.000Z 2026-03-02T09:00:00.000Z',
    ]);
    expect(busy(calendar('X-WR-TIMEZONE:America/New_York', ...event))).toEqual([
      '2026-03-02T14:00:00.000Z 2026-03-02T15:00:00.000Z',
    ]);
  });

  it('blocks whole days for all-day events, in the calendar zone and across DST', () => {
    const ics = calendar(
      ...vevent('UID:d1', 'DTSTART;VALUE=DATE:20260302', 'DTEND;VALUE=DATE:20260303'),
      ...vevent('UID:d2', 'DTSTART;VALUE=DATE:20260310'), // no DTEND: one day
      ...vevent('UID:d3', 'DTSTART;VALUE=DATE:20260320', 'DTEND;VALUE=DATE:20260322', 'TRANSP:TRANSPARENT'),
    );
    expect(busy(ics)).toEqual([
      '2026-03-02T06:00:00.000Z 2026-03-03T06:00:00.000Z',
      '2026-03-10T06:00:00.000Z 2026-03-11T06:00:00.000Z',
    ]);
    const newYork = calendar(
      'X-WR-TIMEZONE:America/New_York',
      ...vevent('UID:d4', 'DTSTART;VALUE=DATE:20260308', 'DTEND;VALUE=DATE:20260310'),
    );
    expect(busy(newYork)).toEqual(['2026-03-08T05:00:00.000Z 2026-03-10T04:00:00.000Z']); // 47 h
  });

  it('merges overlapping and touching events, and keeps those that straddle the window unclipped', () => {
    const ics = calendar(
      ...vevent('UID:1', 'DTSTART:20260302T150000Z', 'DTEND:20260302T160000Z'),
      ...vevent('UID:2', 'DTSTART:20260302T153000Z', 'DTEND:20260302T170000Z'),
      ...vevent('UID:3', 'DTSTART:20260302T170000Z', 'DTEND:20260302T173000Z'),
      ...vevent('UID:4', 'DTSTART:20260228T230000Z', 'DTEND:20260301T010000Z'),
      ...vevent('UID:5', 'DTSTART:20260331T230000Z', 'DTEND:20260401T010000Z'),
      ...vevent('UID:6', 'DTSTART:20260401T000000Z', 'DTEND:20260401T010000Z'),
      ...vevent('UID:7', 'DTSTART:20260215T000000Z', 'DTEND:20260216T010000Z'),
    );
    expect(busy(ics)).toEqual([
      '2026-02-28T23:00:00.000Z 2026-03-01T01:00:00.000Z',
      '2026-03-02T15:00:00.000Z 2026-03-02T17:30:00.000Z',
      '2026-03-31T23:00:00.000Z 2026-04-01T01:00:00.000Z',
    ]);
  });
});

describe('busyIntervalsFromIcs — recurring events', () => {
  const weekly = (...extra: string[]) =>
    calendar(
      'X-WR-TIMEZONE:America/Mexico_City',
      ...vevent(
        'UID:weekly',
        'DTSTART;TZID=America/Mexico_City:20260105T100000',
        'DTEND;TZID=America/Mexico_City:20260105T110000',
        'RRULE:FREQ=WEEKLY;BYDAY=MO',
        ...extra,
      ),
    );

  it('expands an RRULE within the window only', () => {
    expect(busy(weekly())).toEqual([
      '2026-03-02T16:00:00.000Z 2026-03-02T17:00:00.000Z',
      '2026-03-09T16:00:00.000Z 2026-03-09T17:00:00.000Z',
      '2026-03-16T16:00:00.000Z 2026-03-16T17:00:00.000Z',
      '2026-03-23T16:00:00.000Z 2026-03-23T17:00:00.000Z',
      '2026-03-30T16:00:00.000Z 2026-03-30T17:00:00.000Z',
    ]);
  });

  it('honours EXDATE and RECURRENCE-ID overrides (moved, cancelled, free, moved in from outside)', () => {
    const ics = calendar(
      ...vevent(
        'UID:s',
        'DTSTART:20260302T160000Z',
        'DTEND:20260302T170000Z',
        'RRULE:FREQ=WEEKLY;COUNT=6',
        'EXDATE:20260309T160000Z',
      ),
      ...vevent(
        'UID:s',
        'RECURRENCE-ID:20260316T160000Z',
        'DTSTART:20260317T180000Z',
        'DTEND:20260317T190000Z',
      ),
      ...vevent(
        'UID:s',
        'RECURRENCE-ID:20260323T160000Z',
        'DTSTART:20260323T160000Z',
        'DTEND:20260323T170000Z',
        'STATUS:CANCELLED',
      ),
      ...vevent(
        'UID:s',
        'RECURRENCE-ID:20260330T160000Z',
        'DTSTART:20260330T160000Z',
        'DTEND:20260330T170000Z',
        'TRANSP:TRANSPARENT',
      ),
      ...vevent(
        'UID:s',
        'RECURRENCE-ID:20260406T160000Z',
        'DTSTART:20260331T120000Z',
        'DTEND:20260331T130000Z',
      ),
    );
    expect(busy(ics)).toEqual([
      '2026-03-02T16:00:00.000Z 2026-03-02T17:00:00.000Z',
      '2026-03-17T18:00:00.000Z 2026-03-17T19:00:00.000Z',
      '2026-03-31T12:00:00.000Z 2026-03-31T13:00:00.000Z',
    ]);
  });

  it('keeps wall-clock time across DST for a series in a VTIMEZONE zone', () => {
    const ics = calendar(
      ...newYorkVtimezone,
      ...vevent(
        'UID:ny',
        'DTSTART;TZID=Eastern Standard Time:20260302T090000',
        'DTEND;TZID=Eastern Standard Time:20260302T093000',
        'RRULE:FREQ=WEEKLY;COUNT=2',
      ),
    );
    expect(busy(ics)).toEqual([
      '2026-03-02T14:00:00.000Z 2026-03-02T14:30:00.000Z',
      '2026-03-09T13:00:00.000Z 2026-03-09T13:30:00.000Z',
    ]);
  });

  it('caps the occurrences expanded per series', () => {
    const daily = calendar(
      ...vevent('UID:d', 'DTSTART:20260301T120000Z', 'DTEND:20260301T130000Z', 'RRULE:FREQ=DAILY'),
    );
    expect(busy(daily, march, { maxOccurrencesPerEvent: 3 })).toHaveLength(3);
    expect(busy(daily)).toHaveLength(31);
  });
});

describe('busyIntervalsFromIcs — bad input', () => {
  it.each([
    ['plain text', 'hello world'],
    ['an empty file', ''],
    ['an HTML page', '<!doctype html><html><body>Sign in</body></html>'],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana\r\nEND:VCARD\r\n'],
    ['an unclosed calendar', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\n'],
  ])('throws IcsParseError with a short message for %s', (_, text) => {
    const attempt = () => busyIntervalsFromIcs(text, march);
    expect(attempt).toThrow(IcsParseError);
    try {
      attempt();
    } catch (error) {
      expect(error).toBeInstanceOf(IcsParseError);
      expect((error as IcsParseError).name).toBe('IcsParseError');
      expect((error as IcsParseError).message.length).toBeLessThan(100);
    }
  });

  it('names the event it cannot read', () => {
    const ics = calendar(...vevent('UID:x', 'SUMMARY:Junta', 'DTSTART:20260302T150000Z', 'DURATION:XYZ'));
    expect(() => busyIntervalsFromIcs(ics, march)).toThrow(/^The event "Junta" cannot be read\.$/);
    const badRule = calendar(...vevent('UID:y', 'DTSTART:20260302T150000Z', 'RRULE:FREQ=DAILY;BYDAY=XX'));
    expect(() => busyIntervalsFromIcs(badRule, march)).toThrow(IcsParseError);
  });

  it('returns nothing for an empty calendar or an empty window', () => {
    expect(busy(calendar())).toEqual([]);
    const one = calendar(...vevent('UID:a', 'DTSTART:20260302T150000Z', 'DTEND:20260302T160000Z'));
    expect(busy(one, { from: march.to, to: march.from })).toEqual([]);
  });
});
