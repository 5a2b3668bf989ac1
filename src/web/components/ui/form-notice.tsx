import { CircleAlert, CircleCheck, Info, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/cn';

const tones = {
  info: { icon: Info, className: 'border-border bg-muted/50', iconClass: 'text-accent-strong' },
  success: { icon: CircleCheck, className: 'border-border bg-muted/60', iconClass: 'text-accent-strong' },
  error: {
    icon: CircleAlert,
    className: 'border-destructive/40 bg-destructive/10',
    iconClass: 'text-destructive',
  },
} satisfies Record<string, { icon: LucideIcon; className: string; iconClass: string }>;

/** A boxed message above or inside a form: an icon, an optional title and a body. */
export function Notice({
  tone = 'info',
  title,
  icon,
  className,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'title'> & {
  tone?: keyof typeof tones;
  title?: ReactNode;
  icon?: LucideIcon;
}) {
  const t = tones[tone];
  const Icon = icon ?? t.icon;
  return (
    <div className={cn('flex gap-3 rounded-2xl border p-4 text-sm', t.className, className)} {...props}>
      <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', t.iconClass)} />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-medium text-foreground">{title}</p> : null}
        <div
          className={cn(
            tone === 'error' ? 'text-foreground' : 'text-muted-foreground',
            '[&_a]:font-medium [&_a]:text-foreground [&_a]:underline [&_a]:underline-offset-4',
          )}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
