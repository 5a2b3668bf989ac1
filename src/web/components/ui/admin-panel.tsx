import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { Button } from './button';

/** A titled block of the admin area (a list, a chart, a group of settings). */
export function Panel({
  title,
  description,
  actions,
  headingId,
  className,
  children,
  ...props
}: Omit<ComponentProps<'section'>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  headingId?: string;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-border bg-card', className)}
      {...props}
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-4 py-3">
        <div className="min-w-0 space-y-0.5">
          <h2 id={headingId} className="text-sm font-semibold">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions}
      </header>
      <div className="p-4">{children}</div>
    </section>
  );
}

/** A panel's body when its data did not load: what happened and a retry. */
export function PanelError(props: { message: ReactNode; retryLabel: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">{props.message}</p>
      <Button type="button" variant="outline" size="sm" onClick={props.onRetry}>
        {props.retryLabel}
      </Button>
    </div>
  );
}

/** A panel action that shows or hides the table behind a chart (`controls` is the table's id). */
export function TableToggle(props: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-expanded={props.open}
      aria-controls={props.controls}
      onClick={props.onToggle}
    >
      {props.children}
    </Button>
  );
}
