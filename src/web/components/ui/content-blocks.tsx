import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Eyebrow } from '@web/components/ui/layout';
import { cn } from '@web/lib/cn';

/** Eyebrow, section title (h2 by default) and a lead paragraph, with an optional action on the right. */
export function SectionHeading(props: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  action?: ReactNode;
  id?: string;
  as?: 'h2' | 'h3';
  className?: string;
}) {
  const Heading = props.as ?? 'h2';
  return (
    <div className={cn('flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between', props.className)}>
      <div className="max-w-2xl space-y-3">
        {props.eyebrow ? <Eyebrow>{props.eyebrow}</Eyebrow> : null}
        <Heading
          id={props.id}
          className="font-display text-3xl leading-tight tracking-tight text-balance sm:text-4xl"
        >
          {props.title}
        </Heading>
        {props.lead ? (
          <p className="text-base text-muted-foreground text-pretty sm:text-lg">{props.lead}</p>
        ) : null}
      </div>
      {props.action ? <div className="shrink-0">{props.action}</div> : null}
    </div>
  );
}

/** A call-to-action panel: eyebrow, title, text and buttons, in a muted, accent or inverted tone. */
export function CtaPanel(props: {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  tone?: 'muted' | 'accent' | 'inverted';
  as?: 'h2' | 'h3';
  aside?: ReactNode;
  className?: string;
}) {
  const tone = props.tone ?? 'muted';
  const Heading = props.as ?? 'h2';
  return (
    <div
      data-tone={tone}
      className={cn(
        'relative overflow-hidden rounded-3xl p-8 sm:p-12',
        tone === 'muted' && 'bg-muted',
        tone === 'accent' && 'bg-accent/12 ring-1 ring-accent/25 ring-inset',
        tone === 'inverted' && 'bg-primary text-primary-foreground',
        props.aside ? 'grid items-center gap-8 md:grid-cols-[1.2fr_1fr]' : '',
        props.className,
      )}
    >
      <div className="max-w-2xl space-y-4">
        {props.eyebrow ? (
          <p
            className={cn(
              'text-xs font-semibold uppercase tracking-[0.18em]',
              tone === 'inverted' ? 'text-primary-foreground/70' : 'text-accent-strong',
            )}
          >
            {props.eyebrow}
          </p>
        ) : null}
        <Heading className="font-display text-3xl leading-tight tracking-tight text-balance sm:text-4xl">
          {props.title}
        </Heading>
        {props.description ? (
          <p
            className={cn(
              'text-base text-pretty sm:text-lg',
              tone === 'inverted' ? 'text-primary-foreground/75' : 'text-muted-foreground',
            )}
          >
            {props.description}
          </p>
        ) : null}
        {props.actions ? <div className="flex flex-wrap gap-3 pt-2">{props.actions}</div> : null}
      </div>
      {props.aside}
    </div>
  );
}

/** A failed load: what happened, in plain words, and a way to try again. */
export function ErrorPanel(props: {
  title: string;
  description: string;
  retryLabel: string;
  onRetry: () => void;
  /** The title is the page's heading when the whole screen failed. */
  titleAs?: 'p' | 'h1' | 'h2';
  className?: string;
}) {
  const Title = props.titleAs ?? 'p';
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-border px-6 py-12 text-center',
        props.className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <AlertTriangle aria-hidden className="size-5 text-accent-strong" />
      </span>
      <Title className={Title === 'p' ? 'font-medium' : 'font-display text-3xl tracking-tight'}>
        {props.title}
      </Title>
      <p className="max-w-sm text-sm text-muted-foreground">{props.description}</p>
      <Button variant="outline" size="sm" onClick={props.onRetry}>
        {props.retryLabel}
      </Button>
    </div>
  );
}

/** Long text from the content model: paragraphs are separated by a blank line. */
export function Prose({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={cn('space-y-5 text-pretty', className)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/** Concentric rings around an icon: a quiet ornament for call-to-action panels (hidden from assistive tech). */
export function RingsOrnament({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <div aria-hidden className={cn('relative aspect-square w-full max-w-xs justify-self-center', className)}>
      {[100, 78, 56, 34].map((size) => (
        <span
          key={size}
          className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-full border border-current opacity-25"
          style={{ width: `${size}%`, height: `${size}%` }}
        />
      ))}
      <span className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 text-accent [&_svg]:size-10">
        {children}
      </span>
    </div>
  );
}
