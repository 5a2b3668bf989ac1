import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { Image } from '@contracts/content';
import { ContentImage } from '@web/components/ui/content-media';
import { cn } from '@web/lib/cn';

export interface GalleryImage {
  src: string;
  alt: string;
  srcset?: Image['srcset'];
}

export interface GalleryLabels {
  open: (index: number, total: number) => string;
  close: string;
  previous: string;
  next: string;
  counter: (index: number, total: number) => string;
}

/** A grid of images; each opens full size in a dialog with previous/next (buttons and arrow keys). */
export function ContentGallery(props: { images: GalleryImage[]; labels: GalleryLabels; className?: string }) {
  const { images, labels } = props;
  const [shown, setShown] = useState(0);
  const [isOpen, setIsOpen] = useState(false);
  // The dialog has no Trigger (one dialog for many thumbnails), so focus goes back by hand on close.
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const total = images.length;
  const current = images[shown];
  const step = (delta: number) => setShown((i) => (i + delta + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  };

  return (
    <>
      <ul className={cn('grid gap-4 sm:grid-cols-2', props.className)}>
        {images.map((image, index) => (
          <li key={`${image.src}-${index}`} className={cn(total % 2 === 1 && index === 0 && 'sm:col-span-2')}>
            <button
              type="button"
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              onClick={() => {
                setShown(index);
                setIsOpen(true);
              }}
              aria-label={`${image.alt}. ${labels.open(index + 1, total)}`}
              className="group block w-full cursor-zoom-in overflow-hidden rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background"
            >
              <ContentImage
                src={image.src}
                alt={image.alt}
                srcset={image.srcset}
                sizes="(min-width: 768px) 50vw, 100vw"
                width={1200}
                height={900}
                ratio={total % 2 === 1 && index === 0 ? 'aspect-[4/3] sm:aspect-[16/9]' : 'aspect-[4/3]'}
                imgClassName="transition-transform duration-700 ease-out motion-safe:group-hover:scale-[1.02]"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90 backdrop-blur-sm" />
          <Dialog.Content
            aria-describedby={undefined}
            onKeyDown={onKeyDown}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              thumbnails.current[shown]?.focus();
            }}
            className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 outline-none sm:p-10"
          >
            <Dialog.Title className="sr-only">{current?.alt ?? ''}</Dialog.Title>
            {current ? (
              <figure className="flex max-h-full w-full max-w-5xl flex-col items-center gap-3">
                <img
                  src={current.src}
                  alt={current.alt}
                  className="max-h-[78vh] w-auto max-w-full rounded-xl object-contain"
                />
                <figcaption className="text-center text-sm text-white/80">
                  {current.alt}
                  <span className="ml-2 tabular-nums text-white/60">{labels.counter(shown + 1, total)}</span>
                </figcaption>
              </figure>
            ) : null}
            <Dialog.Close
              aria-label={labels.close}
              className="absolute top-4 right-4 rounded-full bg-white/10 p-2.5 text-white outline-none hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
            {total > 1 ? (
              <div className="flex gap-3 sm:contents">
                <button
                  type="button"
                  onClick={() => step(-1)}
                  aria-label={labels.previous}
                  className="rounded-full bg-white/10 p-3 text-white outline-none hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white sm:absolute sm:top-1/2 sm:left-4 sm:-translate-y-1/2"
                >
                  <ChevronLeft aria-hidden className="size-5" />
                </button>
                <button
                  type="button"
                  onClick={() => step(1)}
                  aria-label={labels.next}
                  className="rounded-full bg-white/10 p-3 text-white outline-none hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white sm:absolute sm:top-1/2 sm:right-4 sm:-translate-y-1/2"
                >
                  <ChevronRight aria-hidden className="size-5" />
                </button>
              </div>
            ) : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
