import {
  REPORT_TIME_ZONE,
  reportComparisons,
  reportPresets,
  type ReportComparison,
  type ReportPreset,
} from '@contracts/reports';
import { resolvePeriod, type PeriodFieldErrors, type ResolvedPeriod } from '@contracts/report-period';
import { dateInZone } from '@contracts/zone-time';
import { oneOf } from '@web/lib/url-state';

/*
 * The report's period as the URL keeps it (?preset&from&to&compare), so a report can be bookmarked and
 * shared. The same names go to the API. Defaults are left out, so the plain screen has a clean URL.
 */

export interface PeriodView {
  preset: ReportPreset;
  compare: ReportComparison;
  /** Only for the custom preset (YYYY-MM-DD as typed; '' when missing). */
  from: string;
  to: string;
}

export const defaultPeriodView: PeriodView = { preset: '30d', compare: 'previous', from: '', to: '' };

/** Something shaped like a day (a wrong calendar day such as 2026-02-30 is kept, so it reads as invalid). */
const dayLike = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** Reads the view, dropping what is not valid (a hand-edited URL never breaks the screen). */
export function periodFromParams(params: URLSearchParams): PeriodView {
  const preset = oneOf(reportPresets, params.get('preset')) ?? defaultPeriodView.preset;
  return {
    preset,
    compare: oneOf(reportComparisons, params.get('compare')) ?? defaultPeriodView.compare,
    from: preset === 'custom' ? dayLike(params.get('from')) : '',
    to: preset === 'custom' ? dayLike(params.get('to')) : '',
  };
}

/** The URL's parameters for a view (from and to only with the custom preset). */
export function paramsFromPeriod(view: PeriodView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.preset !== defaultPeriodView.preset) params.set('preset', view.preset);
  if (view.preset === 'custom') {
    if (view.from) params.set('from', view.from);
    if (view.to) params.set('to', view.to);
  }
  if (view.compare !== defaultPeriodView.compare) params.set('compare', view.compare);
  return params;
}

/** The API's query: every parameter spelled out, so the cache key names the report exactly. */
export function reportApiQuery(view: PeriodView): string {
  const params = new URLSearchParams({ preset: view.preset });
  if (view.preset === 'custom') {
    if (view.from) params.set('from', view.from);
    if (view.to) params.set('to', view.to);
  }
  params.set('compare', view.compare);
  return params.toString();
}

/** Today in Mexico City: the day the presets end on, as the server reckons it. */
export const reportToday = (now = new Date()) => dateInZone(now, REPORT_TIME_ZONE);

/** The period and comparison a view stands for, or the custom range's field errors. */
export function resolveView(
  view: PeriodView,
  today: string,
): { ok: true; value: ResolvedPeriod } | { ok: false; fields: PeriodFieldErrors } {
  return resolvePeriod(
    {
      preset: view.preset,
      compare: view.compare,
      from: view.from || undefined,
      to: view.to || undefined,
    },
    today,
  );
}
