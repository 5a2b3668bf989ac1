import type { Image } from '@contracts/content';
import { cn } from '@web/lib/cn';

/** What the component needs of an image: the content `Image` (or an upload's `image`) without its alt. */
export type ResponsiveImageSource = Pick<Image, 'src' | 'width' | 'height' | 'srcset'>;

/** Full viewport width, but never more than the image's own width. */
export function defaultSizes(width: number | undefined): string {
  return width ? `(max-width: ${width}px) 100vw, ${width}px` : '100vw';
}

/**
 * An image in the best format the browser takes: `<picture>` with AVIF and WebP candidates and a
 * JPEG/PNG `<img>` fallback. Width and height reserve its box (no layout shift); it loads lazily unless
 * `priority`. Images without candidates (the seed's own) render as a plain `<img src>`.
 */
export function ResponsiveImage(props: {
  image: ResponsiveImageSource;
  /** The alternative text in the current language ('' for a decorative image). */
  alt: string;
  /** The layout's `sizes`; by default the full width up to the image's own. */
  sizes?: string;
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
  className?: string;
  /** Classes for the `<picture>` box; by default it does not take part in layout (`display: contents`). */
  pictureClassName?: string;
}) {
  const { image, priority = false } = props;
  const sizes = props.sizes ?? defaultSizes(image.width);
  const common = {
    src: image.src,
    alt: props.alt,
    width: image.width,
    height: image.height,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    ...(priority ? { fetchPriority: 'high' as const } : {}),
    className: props.className,
  };
  if (!image.srcset) return <img {...common} />;
  return (
    <picture className={cn('contents', props.pictureClassName)}>
      {image.srcset.avif ? <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} /> : null}
      {image.srcset.webp ? <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} /> : null}
      <img
        {...common}
        srcSet={image.srcset.fallback || undefined}
        sizes={image.srcset.fallback ? sizes : undefined}
      />
    </picture>
  );
}
