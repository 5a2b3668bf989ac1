import { contactColumns, type ContactColumn } from '@contracts/contacts';
import { leadSortKeys, leadSourceSchema, leadStatuses, type LeadSortKey } from '@contracts/leads';
import {
  anyFilter,
  emptyFilters,
  field,
  readFilters,
  writeFilters,
  type FilterFields,
  type FilterValues,
  type ListCodec,
} from '@web/components/admin-list/url-state';
import {
  dayParam,
  readTableView,
  writeApiSort,
  writeTableView,
  type SortOrder,
  type TableDefaults,
  type TableView,
} from '@web/lib/url-state';

export type { SortOrder };

/** Each filter field's reader; same names in the URL and the API. */
const filterFields = {
  q: field.text(120),
  source: field.matching((value) => leadSourceSchema.safeParse(value).success),
  status: field.oneOf(leadStatuses),
  from: { read: dayParam },
  to: { read: dayParam },
  /** A tag's id. */
  tag: field.matching((value) => /^[0-9a-f-]{36}$/i.test(value)),
} satisfies FilterFields<string>;

/** The filter fields as the bar edits them (strings; '' = not set). */
export type LeadFilterValues = FilterValues<keyof typeof filterFields>;

export const emptyLeadFilters: LeadFilterValues = emptyFilters(filterFields);
export const hasLeadFilters = (values: LeadFilterValues) => anyFilter(values);

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
  return {
    filters: readFilters(params, filterFields),
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
  return writeFilters(filters, filterFields);
}

/** The API query: filters, sort and order; for the list the page too. */
export function apiQuery(view: LeadsView, options: { paged: boolean }): string {
  return writeApiSort(filterQuery(view.filters), view, options.paged ? PAGE_SIZE : undefined);
}

/** How the screens keep their view in the URL (the admin-list kit's codec). */
export const leadsCodec: ListCodec<LeadsView> = { parse: viewFromParams, serialize: paramsFromView };
