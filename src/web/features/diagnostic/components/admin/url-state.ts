import { adminSortKeys, dimensionIds, levelIds } from '@contracts/diagnostic';
import {
  dayParam,
  oneOf,
  readTableView,
  writeApiSort,
  writeTableView,
  type SortOrder,
  type TableDefaults,
  type TableView,
} from '@web/lib/url-state';

export type SortKey = (typeof adminSortKeys)[number];
export type { SortOrder };

/** The filter fields as the form edits them (strings; '' = not set). */
export interface SubmissionFilterValues {
  search: string;
  level: string;
  from: string;
  to: string;
  scoreMin: string;
  scoreMax: string;
  dimension: string;
  dimensionMin: string;
}

export const emptySubmissionFilters: SubmissionFilterValues = {
  search: '',
  level: '',
  from: '',
  to: '',
  scoreMin: '',
  scoreMax: '',
  dimension: '',
  dimensionMin: '',
};

export const hasSubmissionFilters = (values: SubmissionFilterValues) =>
  Object.values(values).some((value) => value !== '');

/** Everything the screen keeps in the URL. */
export interface SubmissionsView extends TableView<SortKey> {
  filters: SubmissionFilterValues;
}

export const PAGE_SIZE = 50;
export const defaultSort: SortKey = 'createdAt';
export const defaultOrder: SortOrder = 'desc';
const table: TableDefaults<SortKey> = { sortKeys: adminSortKeys, sort: defaultSort, order: defaultOrder };

/** URL parameter of each filter field (the API's names, so a URL reads like the request). */
const filterParams: Record<keyof SubmissionFilterValues, string> = {
  search: 'q',
  level: 'level',
  from: 'from',
  to: 'to',
  scoreMin: 'minScore',
  scoreMax: 'maxScore',
  dimension: 'dimension',
  dimensionMin: 'dimensionMin',
};

function score(value: string | null): string {
  if (value === null || value.trim() === '') return '';
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 100 ? String(n) : '';
}

/** Reads the view from the URL, dropping anything invalid (a hand-edited URL never breaks the screen). */
export function viewFromParams(params: URLSearchParams): SubmissionsView {
  const get = (key: keyof SubmissionFilterValues) => params.get(filterParams[key]);
  const dimension = oneOf(dimensionIds, get('dimension')) ?? '';
  return {
    filters: {
      search: (get('search') ?? '').slice(0, 120),
      level: oneOf(levelIds, get('level')) ?? '',
      from: dayParam(get('from')),
      to: dayParam(get('to')),
      scoreMin: score(get('scoreMin')),
      scoreMax: score(get('scoreMax')),
      dimension,
      dimensionMin: dimension ? score(get('dimensionMin')) : '',
    },
    ...readTableView(params, table),
  };
}

/** Writes the view back; defaults are left out so the plain screen has a clean URL. */
export function paramsFromView(view: SubmissionsView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(filterParams) as (keyof SubmissionFilterValues)[]) {
    const value = view.filters[key].trim();
    if (value) params.set(filterParams[key], value);
  }
  return writeTableView(params, view, table);
}

/** The query string for the API (list, CSV, distribution): filters, and for the list sort and page too. */
export function apiQuery(view: SubmissionsView, options: { paged: boolean }): string {
  const params = new URLSearchParams();
  const f = view.filters;
  if (f.search.trim()) params.set('q', f.search.trim());
  if (f.level) params.set('level', f.level);
  if (f.from) params.set('from', f.from);
  if (f.to) params.set('to', f.to);
  const min = score(f.scoreMin);
  const max = score(f.scoreMax);
  if (min) params.set('minScore', min);
  if (max) params.set('maxScore', max);
  if (f.dimension) {
    params.set('dimension', f.dimension);
    const dimMin = score(f.dimensionMin);
    if (dimMin) params.set('dimensionMin', dimMin);
  }
  return writeApiSort(params, view, options.paged ? PAGE_SIZE : undefined);
}
