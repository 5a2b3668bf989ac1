import { adminSortKeys, dimensionIds, levelIds } from '@contracts/diagnostic';

export type SortKey = (typeof adminSortKeys)[number];
export type SortOrder = 'asc' | 'desc';

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
export interface SubmissionsView {
  filters: SubmissionFilterValues;
  sort: SortKey;
  order: SortOrder;
  /** 0-based. */
  page: number;
  /** The result open in the detail sheet. */
  id: string;
}

export const PAGE_SIZE = 50;
export const defaultSort: SortKey = 'createdAt';
export const defaultOrder: SortOrder = 'desc';

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

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function score(value: string | null): string {
  if (value === null || value.trim() === '') return '';
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 100 ? String(n) : '';
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** Reads the view from the URL, dropping anything invalid (a hand-edited URL never breaks the screen). */
export function viewFromParams(params: URLSearchParams): SubmissionsView {
  const get = (key: keyof SubmissionFilterValues) => params.get(filterParams[key]);
  const date = (value: string | null) => (value && datePattern.test(value) ? value : '');
  const dimension = oneOf(dimensionIds, get('dimension')) ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    filters: {
      search: (get('search') ?? '').slice(0, 120),
      level: oneOf(levelIds, get('level')) ?? '',
      from: date(get('from')),
      to: date(get('to')),
      scoreMin: score(get('scoreMin')),
      scoreMax: score(get('scoreMax')),
      dimension,
      dimensionMin: dimension ? score(get('dimensionMin')) : '',
    },
    sort: oneOf(adminSortKeys, params.get('sort')) ?? defaultSort,
    order: oneOf(['asc', 'desc'] as const, params.get('order')) ?? defaultOrder,
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    id: params.get('id') ?? '',
  };
}

/** Writes the view back; defaults are left out so the plain screen has a clean URL. */
export function paramsFromView(view: SubmissionsView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(filterParams) as (keyof SubmissionFilterValues)[]) {
    const value = view.filters[key].trim();
    if (value) params.set(filterParams[key], value);
  }
  if (view.sort !== defaultSort) params.set('sort', view.sort);
  if (view.order !== defaultOrder) params.set('order', view.order);
  if (view.page > 0) params.set('page', String(view.page + 1));
  if (view.id) params.set('id', view.id);
  return params;
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
  params.set('sort', view.sort);
  params.set('order', view.order);
  if (options.paged) {
    params.set('limit', String(PAGE_SIZE));
    params.set('offset', String(view.page * PAGE_SIZE));
  }
  return params.toString();
}
