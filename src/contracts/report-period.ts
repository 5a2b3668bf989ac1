import { addDays, dayRangeProblem, daysBetween, isCalendarDay } from './calendar-day';
import {
  MAX_REPORT_DAYS,
  type DayRange,
  type ReportBucket,
  type ReportComparison,
  type ReportPreset,
} from './reports';

/*
 * A report's period from its preset, in whole Mexico City days, with the days to compare against and the
 * series' bucket. Pure (today is passed in), so the server and the period picker resolve it the same way.
 */

// The calendar rule (real days in 1900–2199) and day arithmetic live in calendar-day.ts; re-exported for the
// period's users.
export { addDays, daysBetween, isCalendarDay };

/** The same day one year earlier (29 February → 28 February: the year before a leap year is never one). */
export function sameDayLastYear(day: string): string {
  const year = String(+day.slice(0, 4) - 1).padStart(4, '0');
  return day.slice(5) === '02-29' ? `${year}-02-28` : `${year}${day.slice(4)}`;
}

const range = (from: string, to: string): DayRange => ({ from, to, days: daysBetween(from, to) });

function presetRange(preset: Exclude<ReportPreset, 'custom'>, today: string): DayRange {
  const month = today.slice(0, 7);
  switch (preset) {
    case '7d':
      return range(addDays(today, -6), today);
    case '30d':
      return range(addDays(today, -29), today);
    case '90d':
      return range(addDays(today, -89), today);
    case 'month':
      return range(`${month}-01`, today);
    case 'last_month': {
      const lastDay = addDays(`${month}-01`, -1);
      return range(`${lastDay.slice(0, 7)}-01`, lastDay);
    }
    case 'quarter': {
      const first = Math.floor((+today.slice(5, 7) - 1) / 3) * 3 + 1;
      return range(`${today.slice(0, 4)}-${String(first).padStart(2, '0')}-01`, today);
    }
    case 'year':
      return range(`${today.slice(0, 4)}-01-01`, today);
  }
}

export function bucketFor(days: number): ReportBucket {
  if (days <= 62) return 'day';
  if (days <= 366) return 'week';
  return 'month';
}

/** The first day of the bucket a day falls in (weeks start on Monday). */
export function bucketStart(day: string, bucket: ReportBucket): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** Every bucket start of a range, in order (the first may start before the range: a week or month it cuts). */
export function bucketStarts(period: DayRange, bucket: ReportBucket): string[] {
  const starts: string[] = [];
  let day = bucketStart(period.from, bucket);
  while (day <= period.to) {
    starts.push(day);
    day = bucket === 'day' ? addDays(day, 1) : bucket === 'week' ? addDays(day, 7) : nextMonth(day);
  }
  return starts;
}

const nextMonth = (first: string) => {
  const [y, m] = [+first.slice(0, 4), +first.slice(5, 7)];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

export interface ResolvedPeriod {
  period: DayRange;
  comparison: DayRange | null;
  bucket: ReportBucket;
}

export type PeriodFieldErrors = Partial<
  Record<'from' | 'to', 'required' | 'invalid_date' | 'inverted_range' | 'range_too_long'>
>;

export function resolvePeriod(
  query: { preset: ReportPreset; from?: string; to?: string; compare: ReportComparison },
  today: string,
): { ok: true; value: ResolvedPeriod } | { ok: false; fields: PeriodFieldErrors } {
  let period: DayRange;
  if (query.preset === 'custom') {
    const fields: PeriodFieldErrors = {};
    if (!query.from) fields.from = 'required';
    else if (!isCalendarDay(query.from)) fields.from = 'invalid_date';
    if (!query.to) fields.to = 'required';
    else if (!isCalendarDay(query.to)) fields.to = 'invalid_date';
    if (!fields.from && !fields.to) {
      const problem = dayRangeProblem(query.from!, query.to!, MAX_REPORT_DAYS);
      if (problem) fields.to = problem;
    }
    if (fields.from || fields.to) return { ok: false, fields };
    period = range(query.from!, query.to!);
  } else {
    period = presetRange(query.preset, today);
  }
  let comparison: DayRange | null = null;
  if (query.compare === 'previous')
    comparison = range(addDays(period.from, -period.days), addDays(period.from, -1));
  if (query.compare === 'last_year')
    comparison = range(sameDayLastYear(period.from), sameDayLastYear(period.to));
  return { ok: true, value: { period, comparison, bucket: bucketFor(period.days) } };
}
