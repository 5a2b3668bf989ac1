import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@web/components/ui/empty-state';

/** One area of the dashboard: what it holds, and its empty state until there is something to show. */
export function DashboardSection(props: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  empty: string;
  emptyHint: string;
  action?: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className="flex flex-col gap-4">
      <div className="space-y-1">
        <h3 id={props.id} className="font-display text-xl">
          {props.title}
        </h3>
        <p className="text-sm text-muted-foreground">{props.description}</p>
      </div>
      <EmptyState
        icon={props.icon}
        title={props.empty}
        description={props.emptyHint}
        action={props.action}
        className="flex-1 py-10"
      />
    </section>
  );
}
