import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-5 sm:px-8', className)} {...props} />;
}

export function Section({ className, ...props }: ComponentProps<'section'>) {
  return <section className={cn('py-16 sm:py-24', className)} {...props} />;
}

export function Eyebrow({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      className={cn('text-xs font-semibold uppercase tracking-[0.18em] text-accent-strong', className)}
      {...props}
    />
  );
}

/**
 * The heading block at the top of a screen: eyebrow, h1, lead paragraph. `compact` is the quieter
 * scale of the dense admin area; `default` is the editorial scale of the public pages.
 */
export function PageHeader(props: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
  size?: 'default' | 'compact';
}) {
  const compact = props.size === 'compact';
  return (
    <header className={cn(compact ? 'max-w-3xl space-y-2' : 'max-w-3xl space-y-4', props.className)}>
      {props.eyebrow ? <Eyebrow>{props.eyebrow}</Eyebrow> : null}
      <h1
        className={
          compact
            ? 'font-display text-2xl leading-tight tracking-tight text-balance sm:text-3xl'
            : 'font-display text-4xl leading-[1.05] tracking-tight text-balance sm:text-5xl'
        }
      >
        {props.title}
      </h1>
      {props.lead ? (
        <p className={cn('text-muted-foreground text-pretty', compact ? 'text-sm sm:text-base' : 'text-lg')}>
          {props.lead}
        </p>
      ) : null}
      {props.children}
    </header>
  );
}
