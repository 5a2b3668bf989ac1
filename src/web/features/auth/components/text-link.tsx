import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@web/lib/cn';

/** An inline link between the account screens, with a visible focus ring. */
export function TextLink({ className, quiet, ...props }: ComponentProps<typeof Link> & { quiet?: boolean }) {
  return (
    <Link
      className={cn(
        'rounded-sm underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring',
        quiet
          ? 'text-muted-foreground hover:text-foreground hover:underline'
          : 'font-medium text-foreground underline',
        className,
      )}
      {...props}
    />
  );
}
