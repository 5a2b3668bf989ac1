import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/cn';

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
