import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isCalendarDay } from '@contracts/calendar-day';

/*
 * The generic half of a screen's state kept in the URL: reading parameters safely (a hand-edited URL
 * never breaks a screen) and the sort/order/page/open-row part every admin table shares. Each feature
 * keeps its own filter fields.
 */

export type SortOrder = 'asc' | 'desc';
export const sortOrders = ['asc', 'desc'] as const;

/** The value when it is one of `list`, else undefined. */
export const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** The value when it is a day the API takes (a real YYYY-MM-DD day in 1900–2199), else ''. */
export const dayParam = (value: string | null): string => (isCalendarDay(value) ? value : '');

/** A sortable, paged table with a detail sheet: what its screen keeps in the URL besides the filters. */
export interface TableView<Sort extends string> {
  sort: Sort;
  order: SortOrder;
  /** 0-based (1-based in the URL). */
  page: number;
  /** The row open in the detail sheet. */
  id: string;
}

export interface TableDefaults<Sort extends string> {
  sortKeys: readonly Sort[];
  sort: Sort;
  order: SortOrder;
}

/** Reads sort, order, page and open row, falling back to the defaults. */
export function readTableView<Sort extends string>(
  params: URLSearchParams,
  defaults: TableDefaults<Sort>,
): TableView<Sort> {
  const page = Number(params.get('page') ?? '1');
  return {
    sort: oneOf(defaults.sortKeys, params.get('sort')) ?? defaults.sort,
    order: oneOf(sortOrders, params.get('order')) ?? defaults.order,
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    id: params.get('id') ?? '',
  };
}

/** Writes sort, order, page and open row; defaults are left out so the plain screen has a clean URL. */
export function writeTableView<Sort extends string>(
  params: URLSearchParams,
  view: TableView<Sort>,
  defaults: TableDefaults<Sort>,
): URLSearchParams {
  if (view.sort !== defaults.sort) params.set('sort', view.sort);
  if (view.order !== defaults.order) params.set('order', view.order);
  if (view.page > 0) params.set('page', String(view.page + 1));
  if (view.id) params.set('id', view.id);
  return params;
}

/** The API's sort and order, and with `pageSize` the page as limit and offset. */
export function writeApiSort<Sort extends string>(
  params: URLSearchParams,
  view: TableView<Sort>,
  pageSize?: number,
): string {
  params.set('sort', view.sort);
  params.set('order', view.order);
  if (pageSize !== undefined) {
    params.set('limit', String(pageSize));
    params.set('offset', String(view.page * pageSize));
  }
  return params.toString();
}

/** The order after clicking a column: the other way on the same column, else the column's first order. */
export function nextOrder<Sort extends string>(
  view: TableView<Sort>,
  key: Sort,
  ascendingFirst: readonly Sort[],
): SortOrder {
  if (view.sort === key) return view.order === 'asc' ? 'desc' : 'asc';
  return ascendingFirst.includes(key) ? 'asc' : 'desc';
}

/** A screen's view, read from and written to the URL; `update` replaces the entry unless told to push. */
export function useUrlView<View>(
  read: (params: URLSearchParams) => View,
  write: (view: View) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => read(params), [read, params]);
  const update = useCallback(
    (patch: Partial<View>, options?: { push?: boolean }) =>
      setParams((current) => write({ ...read(current), ...patch }), {
        replace: !options?.push,
        preventScrollReset: true,
      }),
    [read, write, setParams],
  );
  return { view, update };
}
