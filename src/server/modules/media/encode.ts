import sharp, { type Metadata } from 'sharp';
import { MEDIA_WIDTHS, type MediaInputFormat, type MediaVariant } from '@contracts/media';
import { badRequest } from '../../platform/errors';

/** Larger images than this (width × height) are refused before decoding: a decompression bomb guard. */
// About 40 MP (a full-frame camera's photo): each decode of a larger one holds hundreds of MB.
const MAX_INPUT_PIXELS = 40_000_000;

export interface EncodedVariant {
  format: MediaVariant['format'];
  width: number;
  height: number;
  data: Buffer;
}

export interface EncodedImage {
  /** Size after EXIF orientation is applied (what a person sees). */
  width: number;
  height: number;
  variants: EncodedVariant[];
}

/** The widths to make: the standard ones below the image's width, then its own (capped), never larger. */
export function targetWidths(width: number, widths: readonly number[] = MEDIA_WIDTHS): number[] {
  const largest = widths[widths.length - 1] ?? width;
  const below = widths.filter((w) => w < Math.min(width, largest));
  return [...below, Math.min(width, largest)];
}

const unreadable = () =>
  badRequest('The image could not be read', { file: ['The file is damaged or not a supported image'] });

/**
 * Re-encodes an upload: turned upright by its EXIF orientation, metadata (EXIF, GPS, profiles) left
 * behind, resized to the responsive widths, in AVIF and WebP plus a fallback everybody can show —
 * PNG when the image has transparency, JPEG otherwise.
 */
export async function encodeImage(input: Buffer, format: MediaInputFormat): Promise<EncodedImage> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch {
    throw unreadable();
  }
  // The decoder must agree with the magic bytes (AVIF is a HEIF container with AV1 inside).
  const decoded = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  if (decoded !== format) throw unreadable();
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw unreadable();
  if (width * height > MAX_INPUT_PIXELS)
    throw badRequest('The image is too large', {
      file: ['The image has too many pixels (at most 60 megapixels)'],
    });

  const fallback = metadata.hasAlpha ? 'png' : 'jpeg';
  const base = sharp(input, options).autoOrient();
  const encode = async (targetWidth: number, output: EncodedVariant['format']): Promise<EncodedVariant> => {
    let pipeline = base.clone().resize({ width: targetWidth, withoutEnlargement: true });
    if (output === 'avif') pipeline = pipeline.avif({ quality: 55, effort: 3 });
    else if (output === 'webp') pipeline = pipeline.webp({ quality: 80 });
    else if (output === 'png') pipeline = pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
    else pipeline = pipeline.jpeg({ quality: 82, mozjpeg: true });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { format: output, width: info.width, height: info.height, data };
  };

  try {
    const variants: EncodedVariant[] = [];
    // One width at a time keeps memory bounded for large photographs; the formats of a width run together.
    for (const targetWidth of targetWidths(width))
      variants.push(
        ...(await Promise.all((['avif', 'webp', fallback] as const).map((f) => encode(targetWidth, f)))),
      );
    return { width, height, variants };
  } catch {
    throw unreadable();
  }
}
