import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

// No two classes of one combination conflict (rounding and text size each set once), so cn can pass a button's
// classes through without merging them (issue 23; cn.test.ts checks every combination).
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'rounded-full bg-primary text-primary-foreground hover:bg-primary/90',
        accent: 'rounded-full bg-accent text-accent-foreground hover:bg-accent/90',
        outline: 'rounded-full border border-border bg-transparent hover:bg-muted',
        secondary: 'rounded-full bg-muted text-foreground hover:bg-muted/70',
        ghost: 'rounded-full hover:bg-muted',
        link: 'rounded-none text-foreground underline-offset-4 hover:underline',
        destructive: 'rounded-full bg-destructive text-white hover:bg-destructive/90',
      },
      size: {
        default: 'h-10 px-5 text-sm',
        sm: 'h-8 px-3.5 text-xs',
        lg: 'h-12 px-7 text-base',
        icon: 'size-10 text-sm',
      },
    },
    // A link's px-0 only ever held at the icon size: the other sizes' padding came later and won.
    compoundVariants: [{ variant: 'link', size: 'icon', class: 'px-0' }],
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
