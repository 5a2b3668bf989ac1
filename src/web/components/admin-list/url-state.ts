import { useCallback, useEffect } from 'react';
import { useUrlView } from '@web/lib/url-state';

/*
 * The URL half of an admin list (issue 15's kit): each screen declares how its view is read from and written
 * to the address (a zod-free codec, so a hand-edited URL never breaks the screen), and gets back the view with
 * the moves every list makes: change filters, sort, page, open and close a row.
 */

/** How one screen keeps its view in the URL. `parse` drops anything invalid; `serialize` leaves defaults out. */
export interface ListCodec<View> {
  parse: (params: URLSearchParams) => View;
  serialize: (view: View) => URLSearchParams;
}

/** What every list's view has: a 0-based page and the row open in the detail sheet ('' = none). */
export interface ListViewBase {
  page: number;
  id: string;
}

/** One filter field in the URL: its parameter (the field's name unless told) and how a raw value is read. */
export interface FilterField {
  param?: string;
  /** The value to keep, '' when absent or invalid. `params` is there for fields that depend on another. */
  read: (raw: string | null, params: URLSearchParams) => string;
}
export type FilterFields<Name extends string> = Record<Name, FilterField>;
export type FilterValues<Name extends string> = Record<Name, string>;

/** Reads every filter field, '' for the ones missing or invalid. */
export function readFilters<Name extends string>(
  params: URLSearchParams,
  fields: FilterFields<Name>,
): FilterValues<Name> {
  const values = {} as FilterValues<Name>;
  for (const name of Object.keys(fields) as Name[]) {
    const field = fields[name];
    values[name] = field.read(params.get(field.param ?? name), params);
  }
  return values;
}

/** Writes the set filters (trimmed) under their parameters, in the fields' order; blank ones are left out. */
export function writeFilters<Name extends string>(
  values: FilterValues<Name>,
  fields: FilterFields<Name>,
  params = new URLSearchParams(),
): URLSearchParams {
  for (const name of Object.keys(fields) as Name[]) {
    const value = values[name].trim();
    if (value) params.set(fields[name].param ?? name, value);
  }
  return params;
}

/** Every field blank. */
export function emptyFilters<Name extends string>(fields: FilterFields<Name>): FilterValues<Name> {
  return Object.fromEntries(Object.keys(fields).map((name) => [name, ''])) as FilterValues<Name>;
}

export const anyFilter = (values: Record<string, string>) => Object.values(values).some((v) => v !== '');

/** Field readers the lists share. */
export const field = {
  /** Free text, cut at `max` characters. */
  text: (max: number): FilterField => ({ read: (raw) => (raw ?? '').slice(0, max) }),
  /** One of a list of values. */
  oneOf: (list: readonly string[]): FilterField => ({
    read: (raw) => (raw !== null && list.includes(raw) ? raw : ''),
  }),
  /** Any value `test` accepts. */
  matching: (test: (raw: string) => boolean): FilterField => ({
    read: (raw) => (raw !== null && test(raw) ? raw : ''),
  }),
};

/**
 * The screen's view in the URL. Filter, sort and page changes replace the history entry; opening a row and
 * turning a page push one, so Back closes the sheet or returns to the page before.
 */
export function useListUrlState<View extends ListViewBase>(codec: ListCodec<View>) {
  const { view, update } = useUrlView(codec.parse, codec.serialize);
  const open = useCallback((id: string) => update({ id } as Partial<View>, { push: true }), [update]);
  const close = useCallback(() => update({ id: '' } as Partial<View>), [update]);
  const setPage = useCallback(
    (page: number, options: { push: boolean } = { push: true }) => update({ page } as Partial<View>, options),
    [update],
  );
  return { view, update, open, close, setPage };
}

/** Pages of `pageSize` for `total` rows: at least one. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * A page past the end (an old link, or fewer rows after a change elsewhere) moves to the last page, once the
 * list has answered for the current view (`settled`: loaded and not placeholder data).
 */
export function useClampedPage(options: {
  page: number;
  total: number;
  pageSize: number;
  settled: boolean;
  /** Called with the last page; the caller replaces the history entry (a correction, not a step). */
  onPage: (page: number, options: { push: boolean }) => void;
}) {
  const { page, total, pageSize, settled, onPage } = options;
  const pages = pageCount(total, pageSize);
  const outOfRange = settled && page >= pages && page > 0;
  useEffect(() => {
    if (outOfRange) onPage(pages - 1, { push: false });
  }, [outOfRange, pages, onPage]);
}
