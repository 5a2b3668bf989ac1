import {
  Fragment,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  SortableHead,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/admin-table';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import type { SortOrder } from '@web/lib/url-state';

/** One column: its header (a sort button when `sort` is set) and the cell (a `TableCell`) for a row. */
export interface ListColumn<Row, Sort extends string = string> {
  id: string;
  /** The header's text; a node (a page checkbox) only for columns that do not sort. */
  header: ReactNode;
  sort?: Sort;
  numeric?: boolean;
  /** A long header shown truncated, the full text in its title. */
  short?: boolean;
  headClassName?: string;
  cell: (row: Row) => ReactElement;
  /** The loading bar's classes in this column. */
  skeleton?: string;
}

/** The table's sort: the column and order it is sorted by, what a header click does, and what it says. */
export interface ListSort<Sort extends string> {
  key: Sort;
  order: SortOrder;
  onSort: (key: Sort) => void;
  /** Said to screen readers after each sortable header (what clicking does). */
  hint: string;
}

/** What a key pressed on a focused row does. */
export type RowKeyAction = 'open' | 'next' | 'previous' | 'first' | 'last';

export function rowKeyAction(key: string): RowKeyAction | null {
  switch (key) {
    case 'Enter':
    case ' ':
      return 'open';
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/**
 * A key on a row: Enter or Space opens it, the arrows, Home and End move between rows. Keys pressed on a
 * control inside the row (its name button, a checkbox) are that control's own.
 */
export function handleRowKey(
  event: Pick<
    KeyboardEvent,
    'key' | 'target' | 'currentTarget' | 'preventDefault' | 'altKey' | 'ctrlKey' | 'metaKey'
  >,
  row: { index: number; count: number; open: () => void; focus: (index: number) => void },
) {
  if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
  const action = rowKeyAction(event.key);
  if (!action) return;
  event.preventDefault();
  if (action === 'open') return row.open();
  const last = row.count - 1;
  const index =
    action === 'first'
      ? 0
      : action === 'last'
        ? last
        : Math.min(last, Math.max(0, row.index + (action === 'next' ? 1 : -1)));
  if (index !== row.index) row.focus(index);
}

/** The button on a row's name that opens it; the row's own click and keys do the same. */
export function ListRowOpen(props: {
  onOpen: () => void;
  /** Said to screen readers after the name (what the button does). */
  hint?: string;
  /** Long names wrap instead of ending in "…". */
  wrap?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={cn(
        'max-w-full rounded text-left outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring',
        !props.wrap && 'truncate',
        props.className,
      )}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        props.onOpen();
      }}
    >
      {props.children}
      {props.hint ? <span className="sr-only">{props.hint}</span> : null}
    </button>
  );
}

/**
 * An admin list's table: sortable headers, skeleton rows while loading, one row holding `empty` when there
 * is nothing, and rows that open on click or from the keyboard (one row in the Tab order, arrows between
 * rows, Enter opens). Scrolls sideways on phones.
 */
export function ListTable<Row, Sort extends string = string>(props: {
  columns: ListColumn<Row, Sort>[];
  rows: Row[] | undefined;
  rowId: (row: Row) => string;
  caption: string;
  onOpen: (id: string) => void;
  /** The single row when there are none (empty, filtered-empty or error). */
  empty: ReactNode;
  sort?: ListSort<Sort>;
  loading?: boolean;
  /** Rows of the previous view shown while the next loads. */
  dimmed?: boolean;
  /** More attributes of a row (test ids, the selected state). */
  rowProps?: (row: Row) => Record<string, string | undefined>;
  'data-testid'?: string;
}) {
  const { columns, rows, sort } = props;
  // The row the Tab key reaches (roving focus): the last one focused, else the first.
  const [active, setActive] = useState(0);
  const count = rows?.length ?? 0;
  const tabbable = Math.min(active, Math.max(0, count - 1));
  return (
    <Table aria-busy={props.loading || props.dimmed || undefined} data-testid={props['data-testid']}>
      <TableCaption>{props.caption}</TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) =>
            column.sort && sort ? (
              <SortableHead
                key={column.id}
                label={String(column.header)}
                direction={sort.key === column.sort ? sort.order : undefined}
                onSort={() => sort.onSort(column.sort!)}
                hint={sort.hint}
                numeric={column.numeric}
                short={column.short}
              />
            ) : (
              <TableHead key={column.id} className={cn(column.numeric && 'text-right', column.headClassName)}>
                {column.header}
              </TableHead>
            ),
          )}
        </TableRow>
      </TableHeader>
      <TableBody className={cn('transition-opacity', props.dimmed && 'opacity-60')}>
        {props.loading ? (
          Array.from({ length: 8 }, (_, i) => (
            <TableRow key={i} className="hover:bg-transparent">
              {columns.map((column) => (
                <TableCell key={column.id}>
                  <Skeleton
                    className={cn('h-4', column.skeleton ?? (column.numeric ? 'ml-auto w-10' : 'w-20'))}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : !rows || rows.length === 0 ? (
          <TableEmpty colSpan={columns.length}>{props.empty}</TableEmpty>
        ) : (
          rows.map((row, index) => {
            const id = props.rowId(row);
            return (
              <TableRow
                key={id}
                tabIndex={index === tabbable ? 0 : -1}
                className="cursor-pointer outline-none focus-visible:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
                {...props.rowProps?.(row)}
                onClick={() => props.onOpen(id)}
                onFocus={(event) => {
                  if (event.target === event.currentTarget) setActive(index);
                }}
                onKeyDown={(event) =>
                  handleRowKey(event, {
                    index,
                    count,
                    open: () => props.onOpen(id),
                    focus: (next) => {
                      const target = event.currentTarget.parentElement?.children[next];
                      if (target instanceof HTMLElement) target.focus();
                    },
                  })
                }
              >
                {columns.map((column) => (
                  <Fragment key={column.id}>{column.cell(row)}</Fragment>
                ))}
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
