import { AlertTriangle, Inbox, SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { Button } from './button';

export function EmptyState(props: {
  icon: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
}) {
  const Icon = props.icon;
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-border px-6 py-12 text-center',
        props.className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Icon aria-hidden className="size-5 text-muted-foreground" />
      </span>
      <p className="font-medium">{props.title}</p>
      {props.description ? (
        <p className="max-w-sm text-sm text-muted-foreground">{props.description}</p>
      ) : null}
      {props.action}
    </div>
  );
}

/**
 * The single row of an admin list with nothing to show: it failed to load (retry), the filters match
 * nothing (clear them), or there is nothing yet (with `icon`, the list's own).
 */
export function ListEmptyState(props: {
  kind: 'error' | 'filtered' | 'empty';
  icon?: LucideIcon;
  title: string;
  description: string;
  actionLabel?: string;
  onAction?: () => void;
}) {
  const icon =
    props.kind === 'error' ? AlertTriangle : props.kind === 'filtered' ? SearchX : (props.icon ?? Inbox);
  return (
    <EmptyState
      icon={icon}
      title={props.title}
      description={props.description}
      className="border-0"
      action={
        props.actionLabel && props.onAction ? (
          <Button type="button" variant="outline" size="sm" onClick={props.onAction}>
            {props.actionLabel}
          </Button>
        ) : undefined
      }
    />
  );
}
