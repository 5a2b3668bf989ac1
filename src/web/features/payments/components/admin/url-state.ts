import { adminPaymentSortKeys, paymentMethods, paymentProviders, paymentStatuses } from '@contracts/payments';
import {
  dayParam,
  oneOf,
  readTableView,
  writeApiSort,
  writeTableView,
  type TableDefaults,
  type TableView,
} from '@web/lib/url-state';

export type PaymentSortKey = (typeof adminPaymentSortKeys)[number];

/** The filters as the bar edits them (strings; '' = not set). Same names in the URL and the API. */
export interface PaymentFilterValues {
  q: string;
  status: string;
  provider: string;
  method: string;
  from: string;
  to: string;
}

export const emptyPaymentFilters: PaymentFilterValues = {
  q: '',
  status: '',
  provider: '',
  method: '',
  from: '',
  to: '',
};
export const hasPaymentFilters = (values: PaymentFilterValues) => Object.values(values).some((v) => v !== '');

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
    filters: {
      q: (params.get('q') ?? '').slice(0, 120),
      status: oneOf(paymentStatuses, params.get('status')) ?? '',
      provider: oneOf(paymentProviders, params.get('provider')) ?? '',
      method: oneOf(paymentMethods, params.get('method')) ?? '',
      from: dayParam(params.get('from')),
      to: dayParam(params.get('to')),
    },
    ...tableView,
    id: uuid.test(tableView.id) ? tableView.id : '',
  };
}

/** The query string of the filters alone. */
export function filterQuery(filters: PaymentFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  return params;
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
