import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/cn';
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
      className={cn(
        'w-full overflow-x-auto rounded-xl border border-border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
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
