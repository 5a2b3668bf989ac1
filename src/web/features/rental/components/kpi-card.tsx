import type { LucideIcon } from 'lucide-react';

/** One key figure; without data it says so instead of showing a zero that would read as a result. */
export function KpiCard(props: {
  icon: LucideIcon;
  label: string;
  value: string | null;
  emptyLabel: string;
}) {
  const Icon = props.icon;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3.5 sm:p-4">
      <dt className="flex items-start justify-between gap-2 text-sm text-muted-foreground">
        {props.label}
        <Icon aria-hidden className="size-4 shrink-0" />
      </dt>
      <dd className="mt-auto">
        {props.value === null ? (
          <>
            <span aria-hidden className="block font-display text-3xl text-muted-foreground">
              —
            </span>
            <span className="mt-1 block text-xs text-muted-foreground">{props.emptyLabel}</span>
          </>
        ) : (
          <span className="font-display text-3xl tabular-nums">{props.value}</span>
        )}
      </dd>
    </div>
  );
}
