import type { Language } from '@contracts/i18n';
import type { Report } from '@contracts/reports';
import type { Kpi, Sheet } from './summary-pdf-layout';
import { NONE, type SummaryFormats } from './summary-pdf-format';
import type { SummaryWords } from './summary-pdf-words';

/** What every section draws with: the page, the report, and the words and formats of its language. */
export interface SectionContext {
  sheet: Sheet;
  report: Report;
  lang: Language;
  w: SummaryWords;
  f: SummaryFormats;
}

type Show = (value: number | null) => string;

/**
 * Headline figures of one part of the report: each with its comparison line ("before: $1,200 · +12%") when
 * the report compares. `points` gives a share's change in percentage points rather than relative to before.
 */
export function figures<T>(c: SectionContext, totals: T, previous: T | null) {
  return (label: string, pick: (t: T) => number | null, show: Show, points = false): Kpi => {
    const now = pick(totals);
    if (previous === null) return { label, value: show(now) };
    const before = pick(previous);
    const change =
      now === null || before === null ? NONE : points ? c.f.points(now, before) : c.f.change(now, before);
    return { label, value: show(now), note: `${c.w.versus}: ${show(before)} · ${change}` };
  };
}

/** "12 (34.5%)": a count with its share of `of`. */
export const countShare = (f: SummaryFormats, count: number, of: number) =>
  `${f.count(count)} (${f.ratio(of === 0 ? null : count / of)})`;

/** A name in the report's language, the Spanish one when the other is empty. */
export const named = (c: SectionContext, name: { es: string; en: string }) => name[c.lang] || name.es;
