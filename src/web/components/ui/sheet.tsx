import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

/** A panel sliding in from the right (mobile menu, filters). */
export function SheetContent(
  props: ComponentProps<typeof Dialog.Content> & { title: string; closeLabel: string; children: ReactNode },
) {
  const { title, closeLabel, className, children, ...rest } = props;
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 motion-safe:animate-in motion-safe:fade-in" />
      <Dialog.Content
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-[min(22rem,90vw)] flex-col gap-6 bg-background p-6 shadow-xl outline-none',
          className,
        )}
        {...rest}
      >
        <div className="flex items-center justify-between">
          <Dialog.Title className="font-display text-xl">{title}</Dialog.Title>
          <Dialog.Close className="rounded-full p-2 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring outline-none">
            <X aria-hidden className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
