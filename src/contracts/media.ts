import { z } from 'zod';
import type { Image, LocalizedText } from './content';

/** Upload limits and formats of the media API (POST /api/admin/media). */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** Responsive widths made from every upload (an image is never enlarged: smaller ones stop earlier). */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
export const mediaInputFormats = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
export const mediaInputFormatSchema = z.enum(mediaInputFormats);
export type MediaInputFormat = z.infer<typeof mediaInputFormatSchema>;
/** What the browser may offer in a file picker (the server decides by the file's bytes, not this). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/**
 * An upload's name: lower-case words joined by dashes. Sixteen hex characters alone are the names
 * the server gives unnamed uploads (the start of the image's SHA-256), so a person cannot choose one.
 */
export const mediaNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the image a name')
  .max(64, 'At most 64 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes')
  .refine((name) => !/^[0-9a-f]{16}$/.test(name), 'This name is reserved; add a word to it');

export const mediaVariantFormats = ['avif', 'webp', 'jpeg', 'png'] as const;
export const mediaVariantSchema = z.object({
  /** Public address, e.g. /media/3f2a…/480.webp */
  src: z.string(),
  format: z.enum(mediaVariantFormats),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().nonnegative(),
});
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

/** Ready to render: the largest fallback as `src`, candidates per format, a default `sizes`. */
export const mediaImageSchema = z.object({
  src: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  srcset: z.object({ avif: z.string(), webp: z.string(), fallback: z.string() }),
  /** Suggested `sizes`: the full width of the viewport, up to the image's own width. */
  sizes: z.string(),
});
export type MediaImage = z.infer<typeof mediaImageSchema>;

export const mediaUploadSchema = z.object({
  name: z.string(),
  /** SHA-256 of the uploaded file (hex). */
  hash: z.string(),
  original: z.object({
    format: mediaInputFormatSchema,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    bytes: z.number().int().nonnegative(),
  }),
  image: mediaImageSchema,
  variants: z.array(mediaVariantSchema),
  createdAt: z.string(),
});
export type MediaUpload = z.infer<typeof mediaUploadSchema>;

/** The answer to an upload: `created` is false when the same image was already there (idempotent). */
export const mediaUploadResultSchema = mediaUploadSchema.extend({ created: z.boolean() });
export type MediaUploadResult = z.infer<typeof mediaUploadResultSchema>;

/** Multipart fields besides `file` (which is checked by its bytes on the server). */
export const mediaUploadFieldsSchema = z.object({
  name: mediaNameSchema.optional(),
  upsert: z.enum(['true', 'false'], { error: 'Must be true or false' }).default('false'),
});

/** Listing uploads: the product's storage defaults — limit 100, offset 0, by name ascending. */
export const mediaListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).default(0),
  sort: z.enum(['name', 'updatedAt']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

export const mediaListSchema = z.object({
  items: z.array(mediaUploadSchema.extend({ updatedAt: z.string() })),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type MediaList = z.infer<typeof mediaListSchema>;

export const mediaDeletedSchema = z.object({ name: z.string(), deleted: z.number().int() });

/** An upload as the `Image` that content stores (content.ts), with its alternative text. */
export function toContentImage(upload: Pick<MediaUpload, 'image'>, alt: LocalizedText): Image {
  const { src, width, height, srcset } = upload.image;
  return { src, alt, width, height, srcset };
}
