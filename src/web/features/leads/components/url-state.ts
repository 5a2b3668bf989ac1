import { contactColumns, type ContactColumn } from '@contracts/contacts';
import { leadSortKeys, leadSourceSchema, leadStatuses, type LeadSortKey } from '@contracts/leads';
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

export type { SortOrder };

/** The filter fields as the bar edits them (strings; '' = not set). Same names in the URL and the API. */
export interface LeadFilterValues {
  q: string;
  source: string;
  status: string;
  from: string;
  to: string;
  /** A tag's id. */
  tag: string;
}

export const emptyLeadFilters: LeadFilterValues = {
  q: '',
  source: '',
  status: '',
  from: '',
  to: '',
  tag: '',
};
export const hasLeadFilters = (values: LeadFilterValues) => Object.values(values).some((v) => v !== '');

/** Everything the screens keep in the URL. */
export interface LeadsView extends TableView<LeadSortKey> {
  filters: LeadFilterValues;
  /** The optional columns shown (name is always there). */
  columns: ContactColumn[];
}

export const defaultColumns: ContactColumn[] = [
  'email',
  'phone',
  'sources',
  'tags',
  'status',
  'lastActivity',
];
const sameColumns = (a: ContactColumn[], b: ContactColumn[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

export const PAGE_SIZE = 50;
export const defaultSort: LeadSortKey = 'lastActivityAt';
export const defaultOrder: SortOrder = 'desc';
const table: TableDefaults<LeadSortKey> = { sortKeys: leadSortKeys, sort: defaultSort, order: defaultOrder };

/** Reads the view from the URL, dropping anything invalid (a hand-edited URL never breaks the screen). */
export function viewFromParams(params: URLSearchParams): LeadsView {
  const source = params.get('source') ?? '';
  return {
    filters: {
      q: (params.get('q') ?? '').slice(0, 120),
      source: leadSourceSchema.safeParse(source).success ? source : '',
      status: oneOf(leadStatuses, params.get('status')) ?? '',
      from: dayParam(params.get('from')),
      to: dayParam(params.get('to')),
      tag: /^[0-9a-f-]{36}$/i.test(params.get('tag') ?? '') ? params.get('tag')! : '',
    },
    columns: params.has('cols')
      ? contactColumns.filter((c) => (params.get('cols') ?? '').split(',').includes(c))
      : defaultColumns,
    ...readTableView(params, table),
  };
}

/** Writes the view back; defaults are left out so the plain screen has a clean URL. */
export function paramsFromView(view: LeadsView): URLSearchParams {
  const params = writeTableView(filterQuery(view.filters), view, table);
  if (!sameColumns(view.columns, defaultColumns)) params.set('cols', view.columns.join(','));
  return params;
}

/** The query string of the filters alone (figures, CSV, links between the two screens). */
export function filterQuery(filters: LeadFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  return params;
}

/** The API query: filters, sort and order; for the list the page too. */
export function apiQuery(view: LeadsView, options: { paged: boolean }): string {
  return writeApiSort(filterQuery(view.filters), view, options.paged ? PAGE_SIZE : undefined);
}
