import { adminPaymentSortKeys, paymentMethods, paymentProviders, paymentStatuses } from '@contracts/payments';
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
  type TableDefaults,
  type TableView,
} from '@web/lib/url-state';

export type PaymentSortKey = (typeof adminPaymentSortKeys)[number];

/** Each filter field's reader; same names in the URL and the API. */
const filterFields = {
  q: field.text(120),
  status: field.oneOf(paymentStatuses),
  provider: field.oneOf(paymentProviders),
  method: field.oneOf(paymentMethods),
  from: { read: dayParam },
  to: { read: dayParam },
} satisfies FilterFields<string>;

/** The filters as the bar edits them (strings; '' = not set). */
export type PaymentFilterValues = FilterValues<keyof typeof filterFields>;

export const emptyPaymentFilters: PaymentFilterValues = emptyFilters(filterFields);
export const hasPaymentFilters = (values: PaymentFilterValues) => anyFilter(values);

export interface PaymentsView extends TableView<PaymentSortKey> {
  filters: PaymentFilterValues;
}

export const PAGE_SIZE = 50;
const table: TableDefaults<PaymentSortKey> = {
  sortKeys: adminPaymentSortKeys,
  sort: 'createdAt',
  order: 'desc',
};
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the view from the URL, dropping anything invalid (a hand-edited URL never breaks the screen). */
export function viewFromParams(params: URLSearchParams): PaymentsView {
  const tableView = readTableView(params, table);
  return {
    filters: readFilters(params, filterFields),
    ...tableView,
    id: uuid.test(tableView.id) ? tableView.id : '',
  };
}

/** The query string of the filters alone. */
export function filterQuery(filters: PaymentFilterValues): URLSearchParams {
  return writeFilters(filters, filterFields);
}

/** Writes the view back; defaults are left out so the plain screen has a clean URL. */
export function paramsFromView(view: PaymentsView): URLSearchParams {
  return writeTableView(filterQuery(view.filters), view, table);
}

/** The API query: filters, sort and order; for the list the page too. */
export function apiQuery(view: PaymentsView, options: { paged: boolean }): string {
  return writeApiSort(filterQuery(view.filters), view, options.paged ? PAGE_SIZE : undefined);
}

/** Text columns start ascending; dates and amounts start with the highest. */
export const ascendingFirst: PaymentSortKey[] = ['customerName', 'status'];

/** How the screen keeps its view in the URL (the admin-list kit's codec). */
export const paymentsCodec: ListCodec<PaymentsView> = { parse: viewFromParams, serialize: paramsFromView };
