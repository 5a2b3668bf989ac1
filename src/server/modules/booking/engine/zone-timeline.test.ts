// The tabulated offsets must agree with Temporal everywhere, above all around DST transitions and in
// zones whose offset is not a whole number of hours.
import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { businessDateOf } from './business-time';
import { groupByLocalDate } from './local-dates';
import { OpeningHours } from './opening-hours';
import { everyDay, MADRID, NY } from './slot-test-helpers';
import { DAY_MS, isoDateOfEpochDay, weekdayOfEpochDay, ZoneTimeline } from './zone-timeline';

const KOLKATA = 'Asia/Kolkata';
const ST_JOHNS = 'America/St_Johns';
const LORD_HOWE = 'Australia/Lord_Howe'; // 30-minute DST shift
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

describe('epoch-day helpers', () => {
  it('spell dates and weekdays like Temporal, also outside years 0–9999', () => {
    for (const date of ['1970-01-01', '2026-03-08', '2024-02-29', '0000-01-01', '9999-12-31', '1969-12-31']) {
      const day = Temporal.PlainDate.from(date).since('1970-01-01').days;
      expect(isoDateOfEpochDay(day)).toBe(date);
      expect(weekdayOfEpochDay(day)).toBe(Temporal.PlainDate.from(date).dayOfWeek);
    }
    const far = Temporal.PlainDate.from('+010000-01-01');
    expect(isoDateOfEpochDay(far.since('1970-01-01').days)).toBe(far.toString());
    expect(isoDateOfEpochDay(-719_529)).toBe('-000001-12-31');
  });
});

describe('ZoneTimeline', () => {
  const zones = [NY, MADRID, KOLKATA, ST_JOHNS, LORD_HOWE, 'America/Mexico_City'];

  it('gives every instant of 2026 the local date Temporal gives it', () => {
    for (const zone of zones) {
      const timeline = new ZoneTimeline(zone);
      const from = Date.UTC(2026, 0, 1);
      const to = Date.UTC(2027, 0, 1);
      timeline.cover(from, to);
      for (let ms = from; ms < to; ms += 67 * 60_000 + 7_000) {
        expect(isoDateOfEpochDay(timeline.localDay(ms)), `${zone} ${ms}`).toBe(
          businessDateOf(new Date(ms), zone),
        );
      }
    }
  });

  it('answers outside its span through Temporal, and throws like Temporal on an invalid instant', () => {
    const timeline = new ZoneTimeline(NY);
    timeline.cover(Date.UTC(2026, 0, 1), Date.UTC(2026, 1, 1));
    const late = Date.parse('2026-11-01T04:30:00Z'); // 00:30 EDT, outside the span
    expect(isoDateOfEpochDay(timeline.localDay(late))).toBe('2026-11-01');
    expect(() => timeline.localDay(NaN)).toThrow(RangeError);
    expect(() => new ZoneTimeline('Mars/Base').localDay(0)).toThrow(RangeError);
  });

  it('reports no steady offset on and next to a transition day, and the right one elsewhere', () => {
    const steady = (zone: string, date: string) => {
      const timeline = new ZoneTimeline(zone);
      timeline.cover(Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
      return timeline.steadyOffset(dayOf(date));
    };
    expect(steady(NY, '2026-03-08')).toBeNull(); // spring forward
    expect(steady(NY, '2026-03-07')).toBeNull(); // its 24:00 is next to the transition
    expect(steady(NY, '2026-11-01')).toBeNull(); // fall back
    expect(steady(NY, '2026-03-12')).toBe(-4 * 3_600_000);
    expect(steady(NY, '2026-11-05')).toBe(-5 * 3_600_000);
    expect(steady(MADRID, '2026-03-29')).toBeNull();
    expect(steady(MADRID, '2026-10-25')).toBeNull();
    expect(steady(MADRID, '2026-07-01')).toBe(2 * 3_600_000);
    expect(steady(KOLKATA, '2026-03-08')).toBe(5.5 * 3_600_000);
    expect(steady(ST_JOHNS, '2026-01-15')).toBe(-3.5 * 3_600_000);
    expect(steady(ST_JOHNS, '2026-03-08')).toBeNull();
    expect(new ZoneTimeline(NY).steadyOffset(dayOf('2026-07-01'))).toBeNull(); // nothing tabulated
  });
});

describe('OpeningHours.gridOfDay', () => {
  it('matches the per-label Temporal grid on every day of 2026, DST days included', () => {
    const ranges = [
      { start: '00:00', end: '02:30' },
      { start: '01:30', end: '04:00' },
      { start: '22:10', end: '24:00' },
    ];
    for (const zone of [NY, MADRID, KOLKATA, ST_JOHNS, LORD_HOWE]) {
      const hours = new OpeningHours(everyDay(ranges, { timeZone: zone, slotStepMinutes: 20 }));
      const timeline = new ZoneTimeline(zone);
      timeline.cover(Date.UTC(2025, 11, 25), Date.UTC(2027, 0, 5));
      for (let day = dayOf('2026-01-01'); day <= dayOf('2026-12-31'); day++) {
        const date = isoDateOfEpochDay(day);
        expect(hours.gridOfDay(day, date, timeline), `${zone} ${date}`).toEqual(
          hours.gridOf(Temporal.PlainDate.from(date)),
        );
      }
    }
  });
});

describe('groupByLocalDate in zones with non-hour offsets', () => {
  it("splits days at local midnight in Kolkata (+05:30) and St. John's (−03:30 / −02:30)", () => {
    const slot = (iso: string) => ({ start: new Date(iso) });
    const dates = (slots: { start: Date }[], zone: string) =>
      groupByLocalDate(slots, zone).map((g) => `${g.date}:${g.slots.length}`);
    const kolkata = ['2026-03-01T18:29:00Z', '2026-03-01T18:30:00Z', '2026-03-02T18:29:59Z'].map(slot);
    expect(dates(kolkata, KOLKATA)).toEqual(['2026-03-01:1', '2026-03-02:2']);
    // 2026-03-08 02:00 NST → 03:00 NDT: 23:59 NST on the 7th, then midnight, then 23:59 NDT on the 8th.
    const stJohns = [
      '2026-03-08T03:29:00Z',
      '2026-03-08T03:30:00Z',
      '2026-03-09T02:29:00Z',
      '2026-03-09T02:30:00Z',
    ];
    expect(dates(stJohns.map(slot), ST_JOHNS)).toEqual(['2026-03-07:1', '2026-03-08:2', '2026-03-09:1']);
  });
});
