import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card';

/** A titled card section of the booking page. */
export function Panel(props: { id: string; title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={props.id} className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={props.id} className="font-display text-xl">
            {props.title}
          </h2>
          {props.aside}
        </div>
        {props.children}
      </section>
    </Card>
  );
}
