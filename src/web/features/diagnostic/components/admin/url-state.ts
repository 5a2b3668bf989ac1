import { adminSortKeys, dimensionIds, levelIds } from '@contracts/diagnostic';
import {
  anyFilter,
  emptyFilters,
  field,
  readFilters,
  writeFilters,
  type FilterField,
  type FilterFields,
  type FilterValues,
  type ListCodec,
} from '@web/components/admin-list/url-state';
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

function score(value: string | null): string {
  if (value === null || value.trim() === '') return '';
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 100 ? String(n) : '';
}
const scoreField: FilterField = { read: score };

/** Each filter field and its URL parameter (the API's names, so a URL reads like the request). */
const filterFields = {
  search: { ...field.text(120), param: 'q' },
  level: field.oneOf(levelIds),
  from: { read: dayParam },
  to: { read: dayParam },
  scoreMin: { ...scoreField, param: 'minScore' },
  scoreMax: { ...scoreField, param: 'maxScore' },
  dimension: field.oneOf(dimensionIds),
  // A dimension's minimum means nothing without a valid dimension.
  dimensionMin: {
    read: (raw, params) => (oneOf(dimensionIds, params.get('dimension')) ? score(raw) : ''),
  },
} satisfies FilterFields<string>;

/** The filter fields as the form edits them (strings; '' = not set). */
export type SubmissionFilterValues = FilterValues<keyof typeof filterFields>;

export const emptySubmissionFilters: SubmissionFilterValues = emptyFilters(filterFields);

export const hasSubmissionFilters = (values: SubmissionFilterValues) => anyFilter(values);

/** Everything the screen keeps in the URL. */
export interface SubmissionsView extends TableView<SortKey> {
  filters: SubmissionFilterValues;
}

export const PAGE_SIZE = 50;
export const defaultSort: SortKey = 'createdAt';
export const defaultOrder: SortOrder = 'desc';
const table: TableDefaults<SortKey> = { sortKeys: adminSortKeys, sort: defaultSort, order: defaultOrder };

/** Reads the view from the URL, dropping anything invalid (a hand-edited URL never breaks the screen). */
export function viewFromParams(params: URLSearchParams): SubmissionsView {
  return {
    filters: readFilters(params, filterFields),
    ...readTableView(params, table),
  };
}

/** Writes the view back; defaults are left out so the plain screen has a clean URL. */
export function paramsFromView(view: SubmissionsView): URLSearchParams {
  return writeTableView(writeFilters(view.filters, filterFields), view, table);
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

/** How the screen keeps its view in the URL (the admin-list kit's codec). */
export const submissionsCodec: ListCodec<SubmissionsView> = {
  parse: viewFromParams,
  serialize: paramsFromView,
};
