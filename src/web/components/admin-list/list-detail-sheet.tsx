import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Sheet, SheetContent } from '@web/components/ui/sheet';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';

/** The part of a query the sheet reads (TanStack Query's result has it). */
export interface DetailQuery<Detail> {
  data: Detail | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The sheet an admin list opens on a row (`id`, from the URL; '' = closed): loading bars, then the detail,
 * or what went wrong (a retry unless the row is gone). Escape, the close button and the overlay call
 * `onClose`; the list keeps the open row in the URL, so Back closes it too.
 */
export function ListDetailSheet<Detail>(props: {
  id: string;
  onClose: () => void;
  query: DetailQuery<Detail>;
  /** The sheet's title: the row's name once loaded, a generic one before. */
  title: string;
  closeLabel: string;
  loadingLabel: string;
  /** The row does not exist (404, a malformed id): said without a retry. */
  notFound: boolean;
  notFoundText: string;
  errorText: string;
  retryLabel: string;
  /** Width and spacing of the panel. */
  className?: string;
  /** Heights of the loading bars, roughly the detail's sections. */
  skeleton?: string[];
  'data-testid'?: string;
  children: (detail: Detail) => ReactNode;
}) {
  const { query } = props;
  const open = props.id !== '';
  return (
    <Sheet open={open} onOpenChange={(next) => (next ? undefined : props.onClose())}>
      {open ? (
        <SheetContent
          title={props.title}
          closeLabel={props.closeLabel}
          className={cn('w-[min(36rem,100vw)] gap-4 overflow-y-auto', props.className)}
          data-testid={props['data-testid']}
        >
          {query.isPending ? (
            <div className="space-y-4" role="status" aria-busy>
              <span className="sr-only">{props.loadingLabel}</span>
              {(props.skeleton ?? ['h-8 w-40', 'h-24', 'h-32']).map((size, i) => (
                <Skeleton key={i} className={size} />
              ))}
            </div>
          ) : query.isError || query.data === undefined ? (
            <div role="alert" className="space-y-3 text-sm">
              <p>{props.notFound ? props.notFoundText : props.errorText}</p>
              {props.notFound ? null : (
                <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
                  {props.retryLabel}
                </Button>
              )}
            </div>
          ) : (
            props.children(query.data)
          )}
        </SheetContent>
      ) : null}
    </Sheet>
  );
}
