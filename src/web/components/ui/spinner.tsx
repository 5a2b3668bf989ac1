import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/cn';

export function Spinner({ className, label }: { className?: string; label: string }) {
  return (
    <span role="status" className={cn('inline-flex', className)}>
      <LoaderCircle aria-hidden className="size-6 animate-spin text-muted-foreground" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The product's loading state for a screen: a spinner in the middle of the available space. */
export function CenteredSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
