import { ChartNoAxesColumn, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/**
 * The drawing area of a chart. With no children it shows the empty state over faint grid lines,
 * so an empty report still reads as a chart waiting for data rather than a hole in the page.
 */
export function ChartFrame(props: {
  emptyTitle: string;
  emptyDescription?: string;
  icon?: LucideIcon;
  className?: string;
  children?: ReactNode;
}) {
  if (props.children) return <div className={cn('h-56 w-full', props.className)}>{props.children}</div>;
  const Icon = props.icon ?? ChartNoAxesColumn;
  return (
    <div className={cn('relative h-56 w-full overflow-hidden rounded-lg', props.className)}>
      <div aria-hidden className="absolute inset-0 flex flex-col justify-between py-2">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className={cn('border-t border-dashed border-border', i === 4 && 'border-solid')} />
        ))}
      </div>
      <div className="relative flex h-full items-center justify-center px-6">
        <div className="flex flex-col items-center gap-2 rounded-lg bg-card px-4 py-3 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-muted">
            <Icon aria-hidden className="size-4 text-muted-foreground" />
          </span>
          <p className="text-sm font-medium">{props.emptyTitle}</p>
          {props.emptyDescription ? (
            <p className="max-w-xs text-xs text-muted-foreground">{props.emptyDescription}</p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
