import type { ComponentProps } from 'react';
import type { Image } from '@contracts/content';
import { ResponsiveImage } from '@web/components/ui/responsive-image';
import { cn } from '@web/lib/cn';

/**
 * A framed image that keeps its box before it loads (no layout shift) and sits on the muted
 * surface, so a slow connection shows a calm block rather than a jump.
 */
export function ContentImage(props: {
  src: string;
  alt: string;
  /** Tailwind aspect class of the frame, e.g. `aspect-[4/3]`. */
  ratio?: string;
  /** Intrinsic size hints for the browser (the image is scaled to the frame). */
  width?: number;
  height?: number;
  /** Uploaded images' AVIF/WebP/fallback candidates (the seed's images have none). */
  srcset?: Image['srcset'];
  /** The layout's `sizes` for the candidates. */
  sizes?: string;
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  const { priority = false } = props;
  return (
    <div className={cn('relative overflow-hidden bg-muted', props.ratio ?? 'aspect-[4/3]', props.className)}>
      <ResponsiveImage
        image={{
          src: props.src,
          width: props.width ?? 1600,
          height: props.height ?? 1200,
          ...(props.srcset ? { srcset: props.srcset } : {}),
        }}
        alt={props.alt}
        priority={priority}
        {...(props.sizes ? { sizes: props.sizes } : {})}
        className={cn('absolute inset-0 size-full object-cover', props.imgClassName)}
      />
    </div>
  );
}

/** Shown where an image is missing: a quiet block with the first letter of the title. */
export function ContentImagePlaceholder({
  label,
  className,
  ...props
}: ComponentProps<'div'> & { label: string }) {
  return (
    <div
      aria-hidden
      className={cn(
        'flex aspect-[4/3] items-center justify-center bg-gradient-to-br from-muted to-accent/15 font-display text-6xl text-muted-foreground',
        className,
      )}
      {...props}
    >
      {label.trim().charAt(0).toUpperCase()}
    </div>
  );
}
