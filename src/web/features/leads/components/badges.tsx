import type React from 'react';
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

/** A tag's colour as a dot; the name is the text, so the colour never carries the meaning alone. */
const dotTone: Record<string, string> = {
  gray: 'bg-zinc-400',
  red: 'bg-red-500',
  orange: 'bg-orange-500',
  amber: 'bg-amber-400',
  green: 'bg-green-500',
  teal: 'bg-teal-500',
  blue: 'bg-blue-500',
  violet: 'bg-violet-500',
  pink: 'bg-pink-500',
};

export function TagDot(props: { color: string }) {
  return (
    <span
      aria-hidden
      className={cn('inline-block size-2 shrink-0 rounded-full', dotTone[props.color] ?? dotTone.gray)}
    />
  );
}

export function TagChip(props: { name: string; color: string; children?: React.ReactNode }) {
  return (
    <span
      data-testid="contact-tag"
      className="inline-flex items-center gap-1 rounded-full border border-border bg-background px-2 py-0.5 text-[11px] whitespace-nowrap"
    >
      <TagDot color={props.color} />
      {props.name}
      {props.children}
    </span>
  );
}
