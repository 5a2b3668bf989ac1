import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { useHorizontalOverflow } from './use-horizontal-overflow';

/**
 * A quiet data table for the admin area; scrolls sideways on narrow screens, and then takes keyboard
 * focus so the arrow keys can scroll it. Same frame and density as the admin-table kit.
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  const { ref, overflowing } = useHorizontalOverflow<HTMLDivElement>();
  return (
    <div
      ref={ref}
      tabIndex={overflowing ? 0 : undefined}
      className="w-full overflow-x-auto rounded-xl border border-border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
    >
      <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
    </div>
  );
}
export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted/50', className)} {...props} />;
}
export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-border', className)} {...props} />;
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
export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('sr-only', className)} {...props} />;
}
