import { describe, expect, it } from 'vitest';
import { at, MADRID, MX, NY } from './slot-test-helpers';
import { groupByLocalDate } from './slots';

const slot = (start: Date) => ({ start, end: new Date(start.getTime() + 30 * 60_000) });
const dates = (groups: { date: string; slots: unknown[] }[]) =>
  groups.map((g) => `${g.date}:${g.slots.length}`);

describe('groupByLocalDate', () => {
  it("moves a 23:00 Mexico City slot to the next day in Madrid, and keeps it in Mexico City's day", () => {
    const late = [slot(at('2026-03-02T22:00', MX)), slot(at('2026-03-02T23:00', MX))];
    expect(dates(groupByLocalDate(late, MX))).toEqual(['2026-03-02:2']);
    expect(dates(groupByLocalDate(late, MADRID))).toEqual(['2026-03-03:2']); // 05:00 and 06:00 CET
    const evening = [slot(at('2026-03-02T16:00', MX)), slot(at('2026-03-02T17:30', MX))];
    expect(dates(groupByLocalDate(evening, MADRID))).toEqual(['2026-03-02:1', '2026-03-03:1']);
  });

  it('follows New York across its March and November 2026 transitions', () => {
    const march = [new Date('2026-03-08T04:30:00Z'), new Date('2026-03-08T05:00:00Z')].map(slot);
    expect(dates(groupByLocalDate(march, NY))).toEqual(['2026-03-07:1', '2026-03-08:1']); // 23:30 EST, 00:00 EST
    const november = [new Date('2026-11-01T04:30:00Z'), new Date('2026-11-02T04:30:00Z')].map(slot);
    expect(dates(groupByLocalDate(november, NY))).toEqual(['2026-11-01:2']); // 00:30 EDT, 23:30 EST
  });

  it('follows Madrid across its March and October 2026 transitions', () => {
    const march = [new Date('2026-03-28T22:30:00Z'), new Date('2026-03-28T23:30:00Z')].map(slot);
    expect(dates(groupByLocalDate(march, MADRID))).toEqual(['2026-03-28:1', '2026-03-29:1']);
    const october = [new Date('2026-10-24T21:30:00Z'), new Date('2026-10-24T22:30:00Z')].map(slot);
    expect(dates(groupByLocalDate(october, MADRID))).toEqual(['2026-10-24:1', '2026-10-25:1']); // CEST
    const lastOfDay = [new Date('2026-10-25T22:30:00Z')].map(slot);
    expect(dates(groupByLocalDate(lastOfDay, MADRID))).toEqual(['2026-10-25:1']); // 23:30 CET
  });

  it('sorts dates and slots, keeps the slot objects, and returns [] for no slots', () => {
    const b = slot(at('2026-03-03T10:00', MX));
    const a = slot(at('2026-03-02T10:00', MX));
    const c = slot(at('2026-03-02T09:00', MX));
    const groups = groupByLocalDate([b, a, c], MX);
    expect(groups).toEqual([
      { date: '2026-03-02', slots: [c, a] },
      { date: '2026-03-03', slots: [b] },
    ]);
    expect(groups[0]?.slots[0]).toBe(c);
    expect(groupByLocalDate([], MX)).toEqual([]);
  });
});
