// Answers "does [start, end) overlap any stored interval?" in O(log n): intervals sorted by start
// plus a running maximum of their ends. Built once per query, so checking every grid candidate is
// O(candidates · log n) instead of O(candidates · n).

export interface EpochInterval {
  start: number;
  end: number;
}

export class IntervalIndex {
  private readonly starts: number[];
  private readonly maxEndUpTo: number[];

  constructor(intervals: EpochInterval[]) {
    const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
    this.starts = sorted.map((i) => i.start);
    this.maxEndUpTo = [];
    let maxEnd = -Infinity;
    for (const interval of sorted) {
      maxEnd = Math.max(maxEnd, interval.end);
      this.maxEndUpTo.push(maxEnd);
    }
  }

  /** Half-open overlap: touching intervals ([a, b) and [b, c)) do not overlap. */
  overlaps(start: number, end: number): boolean {
    if (end <= start) return false;
    const before = this.countStartingBefore(end);
    return before > 0 && (this.maxEndUpTo[before - 1] ?? -Infinity) > start;
  }

  private countStartingBefore(instant: number): number {
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.starts[mid] ?? Infinity) < instant) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
