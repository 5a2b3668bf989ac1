import type { LeadStatus } from '@contracts/leads';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { sourceKey, statusKey } from './format';

/** Quiet tones that still tell the stages apart (the text carries the meaning). */
const statusTone: Record<LeadStatus, string> = {
  new: 'border-accent/50 bg-accent/15 text-accent-strong',
  contacted: 'border-border bg-background text-foreground',
  qualified: 'border-accent/30 bg-accent/5 text-accent-strong',
  won: 'border-foreground/30 bg-foreground text-background',
  lost: 'border-border bg-muted text-muted-foreground line-through decoration-1',
};

export function StatusBadge(props: { status: LeadStatus; className?: string }) {
  const { t } = useI18n();
  return (
    <span
      data-testid="lead-status"
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        statusTone[props.status],
        props.className,
      )}
    >
      {t(statusKey(props.status))}
    </span>
  );
}

export function SourceBadge(props: { source: string }) {
  const { t } = useI18n();
  const key = sourceKey(props.source);
  return (
    <span className="inline-flex items-center rounded-md border border-border px-1.5 py-0.5 text-[11px] whitespace-nowrap text-muted-foreground">
      {key ? t(key) : props.source}
    </span>
  );
}
