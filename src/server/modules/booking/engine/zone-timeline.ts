// The UTC offsets of one time zone over a span of instants, read from Temporal once (its offset at
// the span start plus every transition `getTimeZoneTransition` reports inside the span). With it, the
// local date of an instant and the wall times of a date with no transition nearby are plain
// arithmetic instead of one Temporal conversion each. Nothing here is a hand-made offset: every
// offset and transition comes from Temporal, and anything outside the span goes to Temporal directly.
import { Temporal } from 'temporal-polyfill';
import { zonedOf } from './business-time';

export const DAY_MS = 86_400_000;
/** Widest span worth tabulating (a few transitions a year); wider asks use Temporal per instant. */
const MAX_SPAN_MS = 4_000 * DAY_MS;
const MAX_TRANSITIONS = 512;
/** Epoch days of 0000-01-01 and 9999-12-31: the dates `Date#toISOString` spells like Temporal. */
const FIRST_ISO_DAY = -719_528;
const LAST_ISO_DAY = 2_932_896;
const EPOCH_DATE = Temporal.PlainDate.from('1970-01-01');

/** 'YYYY-MM-DD' of a day counted from 1970-01-01 (Temporal's own spelling outside years 0–9999). */
export function isoDateOfEpochDay(day: number): string {
  if (day >= FIRST_ISO_DAY && day <= LAST_ISO_DAY) return new Date(day * DAY_MS).toISOString().slice(0, 10);
  return EPOCH_DATE.add({ days: day }).toString();
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a day counted from 1970-01-01, a Thursday. */
export function weekdayOfEpochDay(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

export class ZoneTimeline {
  /** Tabulated instants [low, high]; empty while low > high. */
  private low = 1;
  private high = 0;
  /** Transition instants, ascending; offsetsMs[i] holds from transitions[i − 1] until transitions[i]. */
  private transitions: number[] = [];
  private offsetsMs: number[] = [];

  constructor(readonly timeZone: string) {}

  /** Tabulates [fromMs, toMs] too (merged with what is already known when that stays small). */
  cover(fromMs: number, toMs: number): void {
    if (!(fromMs <= toMs) || (this.low <= fromMs && toMs <= this.high)) return;
    let low = fromMs;
    let high = toMs;
    if (this.low <= this.high && Math.max(high, this.high) - Math.min(low, this.low) <= MAX_SPAN_MS) {
      low = Math.min(low, this.low);
      high = Math.max(high, this.high);
    }
    if (high - low > MAX_SPAN_MS) return;
    try {
      this.tabulate(low, high);
    } catch {
      // Instants Temporal cannot represent (or an unknown zone): every question goes to Temporal,
      // which then answers — or throws — exactly as it always did.
    }
  }

  private tabulate(low: number, high: number): void {
    let zoned = Temporal.Instant.fromEpochMilliseconds(low).toZonedDateTimeISO(this.timeZone);
    const transitions: number[] = [];
    const offsetsNs = [zoned.offsetNanoseconds];
    let end = high;
    for (;;) {
      const next = zoned.getTimeZoneTransition('next');
      if (next === null || next.epochMilliseconds > high) break;
      if (transitions.length === MAX_TRANSITIONS) {
        end = next.epochMilliseconds - 1;
        break;
      }
      transitions.push(next.epochMilliseconds);
      offsetsNs.push(next.offsetNanoseconds);
      zoned = next;
    }
    // IANA offsets are whole seconds; anything finer would not survive millisecond arithmetic.
    if (offsetsNs.some((ns) => ns % 1_000_000 !== 0)) return;
    this.transitions = transitions;
    this.offsetsMs = offsetsNs.map((ns) => ns / 1_000_000);
    this.low = low;
    this.high = end;
  }

  private covers(epochMs: number): boolean {
    return epochMs >= this.low && epochMs <= this.high;
  }

  /** How many transitions are at or before `epochMs`. */
  private transitionsUpTo(epochMs: number): number {
    let low = 0;
    let high = this.transitions.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.transitions[mid] ?? Infinity) <= epochMs) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The day (counted from 1970-01-01) of the wall calendar date of an instant. */
  localDay(epochMs: number): number {
    if (this.covers(epochMs)) {
      const offsetMs = this.offsetsMs[this.transitionsUpTo(epochMs)] ?? 0;
      return Math.floor((epochMs + offsetMs) / DAY_MS);
    }
    const zoned = zonedOf(epochMs, this.timeZone);
    return Math.floor((zoned.epochMilliseconds + zoned.offsetNanoseconds / 1_000_000) / DAY_MS);
  }

  /**
   * The offset (ms) that holds for every instant whose wall time falls on `day` or on the start of
   * the next day — or null when a transition is near (or the day is not tabulated), and the caller
   * must ask Temporal. With one offset o, wall time w of that date is the instant w − o, always
   * exactly one: no gap, no repetition, and 24:00 is the next day's first instant.
   */
  steadyOffset(day: number): number | null {
    // |offset| < 24 h, so these instants are all that can show a wall time of day or day + 1 (00:00).
    const from = (day - 1) * DAY_MS;
    const to = (day + 3) * DAY_MS;
    if (!this.covers(from) || !this.covers(to)) return null;
    const before = this.transitionsUpTo(from);
    if (this.transitionsUpTo(to) !== before) return null;
    return this.offsetsMs[before] ?? null;
  }
}
