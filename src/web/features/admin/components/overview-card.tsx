import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Panel } from '@web/components/ui/admin-panel';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';

/*
 * The pieces every overview card is made of: a titled panel with a link to its list, a row of counts (each a
 * link to the list filtered to it), a short list of items (each a link to the item), a designed empty state
 * and a skeleton of the same shape while it loads.
 */

export function OverviewCard(props: {
  id: string;
  title: string;
  icon: LucideIcon;
  /** The card's list. */
  to: string;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const Icon = props.icon;
  return (
    <Panel
      headingId={`overview-${props.id}`}
      data-testid={`overview-${props.id}`}
      aria-busy={props.busy || undefined}
      className={cn('flex min-w-0 flex-col', props.className)}
      title={
        <span className="flex items-center gap-2">
          <Icon aria-hidden className="size-4 text-muted-foreground" />
          {props.title}
        </span>
      }
      actions={
        <Button asChild variant="ghost" size="sm" className="-my-1.5 -mr-2">
          <Link to={props.to}>
            {t('admin.overview.seeAll')}
            {/* "See all" on screen; "See all Appointments" to a screen reader listing the links. */}
            <span className="sr-only">{` ${props.title}`}</span>
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      }
    >
      <div className="space-y-4">{props.children}</div>
    </Panel>
  );
}

export type StatTone = 'default' | 'warning' | 'danger';

export interface Stat {
  label: string;
  value: string;
  to: string;
  /** Draws the eye when the count needs action (0 is never toned). */
  tone?: StatTone;
  note?: string;
}

const toneClass: Record<StatTone, string> = {
  default: '',
  warning: 'border-amber-500/40 bg-amber-500/10 text-amber-900 dark:text-amber-200',
  danger: 'border-destructive/40 bg-destructive/10 text-destructive',
};

export function StatLinks(props: { stats: Stat[]; label: string }) {
  return (
    <ul
      aria-label={props.label}
      className={cn('grid gap-2', props.stats.length >= 3 ? 'grid-cols-3' : 'grid-cols-2')}
    >
      {props.stats.map((stat) => (
        <li key={stat.label} className="min-w-0">
          <Link
            to={stat.to}
            className={cn(
              'flex h-full flex-col gap-1 rounded-lg border border-border px-2.5 py-2 outline-none transition-colors hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring',
              toneClass[stat.tone ?? 'default'],
            )}
          >
            <span className="font-display text-2xl leading-none tabular-nums">{stat.value}</span>
            <span className="text-xs leading-snug text-pretty opacity-80">{stat.label}</span>
            {stat.note ? <span className="text-xs tabular-nums opacity-80">{stat.note}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export interface Item {
  key: string;
  to: string;
  /** A short column in front: a time, a day, a score. */
  lead?: ReactNode;
  title: ReactNode;
  detail?: ReactNode;
  /** At the end: an amount, a badge. */
  trail?: ReactNode;
}

export function ItemList(props: { items: Item[]; label: string; emptyText?: string }) {
  if (props.items.length === 0)
    return props.emptyText ? <p className="text-sm text-muted-foreground">{props.emptyText}</p> : null;
  return (
    <ul aria-label={props.label} className="-my-1 divide-y divide-border">
      {props.items.map((item) => (
        <li key={item.key}>
          <Link
            to={item.to}
            className="group -mx-2 flex items-center gap-3 rounded-lg px-2 py-2 outline-none hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring"
          >
            {item.lead !== undefined ? (
              <span className="w-16 shrink-0 text-xs leading-tight text-muted-foreground tabular-nums">
                {item.lead}
              </span>
            ) : null}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium">{item.title}</span>
              {item.detail ? (
                <span className="block truncate text-xs text-muted-foreground">{item.detail}</span>
              ) : null}
            </span>
            {item.trail !== undefined ? (
              <span className="shrink-0 text-right text-sm tabular-nums">{item.trail}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A small tag inside an item (awaiting payment, the kind of a payment). */
export function Tag(props: { tone?: StatTone | 'accent'; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-[11px] font-medium whitespace-nowrap',
        props.tone === 'warning'
          ? 'border-amber-500/40 bg-amber-500/10 text-amber-900 dark:text-amber-200'
          : props.tone === 'danger'
            ? 'border-destructive/40 bg-destructive/10 text-destructive'
            : props.tone === 'accent'
              ? 'border-accent/30 bg-accent/10 text-accent-strong'
              : 'border-border bg-muted text-muted-foreground',
      )}
    >
      {props.children}
    </span>
  );
}

/** The card when its data is empty: what it would show, and what to do about it. */
export function CardEmpty(props: {
  icon: LucideIcon;
  title: string;
  hint: string;
  action?: { label: string; to: string };
}) {
  return (
    <EmptyState
      icon={props.icon}
      title={props.title}
      description={props.hint}
      className="border-0 px-2 py-6"
      action={
        props.action ? (
          <Button asChild variant="outline" size="sm">
            <Link to={props.action.to}>{props.action.label}</Link>
          </Button>
        ) : undefined
      }
    />
  );
}

/** A card's body while the overview loads: its counts and three rows. */
export function CardSkeleton(props: { stats?: number }) {
  const stats = props.stats ?? 2;
  return (
    <div className="space-y-4">
      <div className={cn('grid gap-2', stats >= 3 ? 'grid-cols-3' : 'grid-cols-2')}>
        {Array.from({ length: stats }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
      <div className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-9" />
        ))}
      </div>
    </div>
  );
}
