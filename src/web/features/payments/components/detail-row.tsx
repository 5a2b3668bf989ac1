import type { ReactNode } from 'react';

/** One label/value line of a payment's or a plan's details (a `dl`'s child). */
export function DetailRow(props: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:justify-between sm:gap-6">
      <dt className="text-sm text-muted-foreground">{props.label}</dt>
      <dd className="text-sm font-medium sm:text-right" data-testid={props.testId}>
        {props.children}
      </dd>
    </div>
  );
}
