// Groups instants by the VISITOR's calendar date. Visitor zones are display-only; this is the one
// place the API needs them, to answer "which slots fall on which of my days".
import { isoDateOfEpochDay, ZoneTimeline } from './zone-timeline';

/** Slots grouped by their local date in `timeZone`, dates ascending, slots ascending within a date. */
export function groupByLocalDate<T extends { start: Date }>(
  slots: T[],
  timeZone: string,
): { date: string; slots: T[] }[] {
  const sorted = [...slots].sort((a, b) => a.start.getTime() - b.start.getTime());
  // The zone's offsets over the slots' span, read once; each slot's date is then arithmetic.
  const timeline = new ZoneTimeline(timeZone);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first && last) timeline.cover(first.start.getTime(), last.start.getTime());
  const byDate = new Map<string, T[]>();
  let lastDay = NaN;
  let group: T[] = [];
  for (const slot of sorted) {
    const day = timeline.localDay(slot.start.getTime());
    if (day !== lastDay) {
      lastDay = day;
      const date = isoDateOfEpochDay(day);
      const existing = byDate.get(date);
      if (existing) group = existing;
      else byDate.set(date, (group = []));
    }
    group.push(slot);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, group]) => ({ date, slots: group }));
}
