import type { LucideIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** One key figure: label, value and a short note. Without a value it shows a dash and `emptyLabel`. */
export function KpiCard(props: {
  label: string;
  value?: string | null;
  /** The period or unit the figure covers ("Last 30 days"). */
  note?: string;
  emptyLabel: string;
  icon?: LucideIcon;
  className?: string;
}) {
  const Icon = props.icon;
  const empty = props.value == null || props.value === '';
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-border bg-card p-3.5 sm:p-4',
        props.className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm text-muted-foreground">{props.label}</p>
        {Icon ? <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" /> : null}
      </div>
      {/* Pushed to the bottom, so the figures of a row line up even when a label wraps. */}
      <div className="mt-auto space-y-3">
        {empty ? (
          <p className="font-display text-3xl leading-none tabular-nums text-muted-foreground">
            <span aria-hidden>—</span>
            <span className="sr-only">{props.emptyLabel}</span>
          </p>
        ) : (
          <p className="font-display text-3xl leading-none tabular-nums">{props.value}</p>
        )}
        <div className="space-y-0.5 text-xs text-muted-foreground">
          {empty ? <p aria-hidden>{props.emptyLabel}</p> : null}
          {props.note ? <p>{props.note}</p> : null}
        </div>
      </div>
    </div>
  );
}
