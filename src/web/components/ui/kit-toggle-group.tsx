import type { LucideIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** A small segmented control: one of a few options, each a pressed/unpressed button. */
export function ToggleGroup<T extends string>(props: {
  label: string;
  value: T;
  onValueChange: (value: T) => void;
  options: { value: T; label: string; icon?: LucideIcon }[];
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={props.label}
      className={cn(
        'inline-flex items-center gap-0.5 rounded-full border border-border bg-muted/50 p-0.5',
        props.className,
      )}
    >
      {props.options.map(({ value, label, icon: Icon }) => {
        const pressed = value === props.value;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={pressed}
            onClick={() => props.onValueChange(value)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-xs font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
              pressed && 'bg-background text-foreground shadow-sm',
            )}
          >
            {Icon ? <Icon aria-hidden className="size-3.5" /> : null}
            {label}
          </button>
        );
      })}
    </div>
  );
}
