import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { Button } from './button';
import { useHorizontalOverflow } from './use-horizontal-overflow';

/**
 * A dense data table for the admin area; scrolls sideways on narrow screens instead of squeezing, and
 * then takes keyboard focus so the arrow keys can scroll it.
 */
export function Table({
  className,
  wrapperClassName,
  ...props
}: ComponentProps<'table'> & { wrapperClassName?: string }) {
  const { ref, overflowing } = useHorizontalOverflow<HTMLDivElement>();
  return (
    <div
      ref={ref}
      tabIndex={overflowing ? 0 : undefined}
      // relative: screen-reader-only text in the cells (absolutely positioned) is clipped here too,
      // instead of widening the whole page on phones.
      className={cn(
        'relative w-full overflow-x-auto rounded-xl border border-border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
        wrapperClassName,
      )}
    >
      <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
    </div>
  );
}
export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('sr-only', className)} {...props} />;
}
export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted/50', className)} {...props} />;
}
export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr className={cn('border-b border-border transition-colors hover:bg-muted/40', className)} {...props} />
  );
}
export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'h-10 px-3 text-left align-middle text-xs font-medium whitespace-nowrap text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}
export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2.5 align-middle', className)} {...props} />;
}
/** The single row of a table with no rows: spans every column and holds an empty state. */
export function TableEmpty(props: { colSpan: number; children: ReactNode }) {
  return (
    <tr className="hover:bg-transparent">
      <td colSpan={props.colSpan} className="p-3">
        {props.children}
      </td>
    </tr>
  );
}

/**
 * A column header that sorts the table: the button flips or takes the sort, `aria-sort` says the current
 * one. `direction` is the table's order when this column sorts it, undefined otherwise.
 */
export function SortableHead(props: {
  label: string;
  direction: 'asc' | 'desc' | undefined;
  onSort: () => void;
  /** Said to screen readers after the label (what clicking does). */
  hint: string;
  numeric?: boolean;
  /** A long label shown truncated; the full one goes to the title. */
  short?: boolean;
}) {
  const active = props.direction !== undefined;
  const Icon = !active ? ArrowUpDown : props.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead
      className={cn(props.numeric && 'text-right')}
      aria-sort={active ? (props.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        title={props.short ? props.label : undefined}
        onClick={props.onSort}
        className={cn(
          'inline-flex items-center gap-1 rounded outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
          props.numeric && 'flex-row-reverse',
          active && 'text-foreground',
        )}
      >
        {props.short ? (
          <span className="inline-block max-w-[6.5rem] truncate align-bottom">{props.label}</span>
        ) : (
          props.label
        )}
        <Icon aria-hidden className={cn('size-3', !active && 'opacity-40')} />
        <span className="sr-only">{props.hint}</span>
      </button>
    </TableHead>
  );
}

/** Previous and next under a paged table, with what is shown (announced politely) and the page number. */
export function TablePager(props: {
  label: string;
  summary: ReactNode;
  page: ReactNode;
  previousLabel: ReactNode;
  nextLabel: ReactNode;
  onPrevious?: () => void;
  onNext?: () => void;
}) {
  return (
    <nav
      aria-label={props.label}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground"
    >
      <p aria-live="polite" className="tabular-nums">
        {props.summary}
      </p>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!props.onPrevious}
          onClick={props.onPrevious}
        >
          {props.previousLabel}
        </Button>
        <span className="tabular-nums">{props.page}</span>
        <Button type="button" variant="outline" size="sm" disabled={!props.onNext} onClick={props.onNext}>
          {props.nextLabel}
        </Button>
      </div>
    </nav>
  );
}
