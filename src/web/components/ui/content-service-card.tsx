import { Check, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';

/** A service offer: what it is, what it includes, where the price starts and how long the session lasts. */
export function ServiceCard(props: {
  name: string;
  description: string;
  includesLabel: string;
  includes: string[];
  /** "From" above a paid price; nothing for a free service. */
  priceNote?: string;
  price: string;
  duration: string;
  action: ReactNode;
  featuredLabel?: string;
  /** Spans a whole row: the includes flow into columns. */
  wide?: boolean;
  className?: string;
}) {
  const featured = Boolean(props.featuredLabel);
  return (
    <article
      className={cn(
        'flex h-full flex-col rounded-2xl border bg-card p-6 sm:p-7',
        featured ? 'border-accent/50 ring-1 ring-accent/30' : 'border-border',
        props.className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-display text-2xl leading-tight tracking-tight text-balance">{props.name}</h3>
        {featured ? (
          <Badge variant="accent" className="mt-1 shrink-0">
            {props.featuredLabel}
          </Badge>
        ) : null}
      </div>
      <p className={cn('mt-3 text-sm text-muted-foreground text-pretty', props.wide && 'max-w-2xl')}>
        {props.description}
      </p>
      {props.includes.length > 0 ? (
        <div className="mt-6">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground">
            {props.includesLabel}
          </p>
          <ul
            className={cn(
              'mt-3 grid gap-2 text-sm',
              props.wide && 'sm:grid-cols-2 lg:grid-cols-3 lg:gap-x-8',
            )}
          >
            {props.includes.map((item) => (
              <li key={item} className="flex gap-2.5">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto pt-6">
        <div className="flex flex-wrap items-end justify-between gap-4 border-t border-border pt-5">
          <div>
            {props.priceNote ? <p className="text-xs text-muted-foreground">{props.priceNote}</p> : null}
            <p className="font-display text-2xl tabular-nums">{props.price}</p>
            <p className="mt-1 flex items-center gap-1.5 text-xs text-muted-foreground">
              <Clock aria-hidden className="size-3.5" />
              {props.duration}
            </p>
          </div>
          {props.action}
        </div>
      </div>
    </article>
  );
}

export function ServiceCardSkeleton() {
  return (
    <div className="flex h-full flex-col gap-4 rounded-2xl border border-border p-6 sm:p-7">
      <Skeleton className="h-7 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <div className="space-y-2 pt-4">
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-3 w-2/3" />
        <Skeleton className="h-3 w-1/2" />
      </div>
      <Skeleton className="mt-6 h-10 w-full" />
    </div>
  );
}
