import { z } from 'zod';
import { instantSchema } from './calendar-dates';
import { imageSchema } from './content';
import { safeText } from './safe-text';

/*
 * The building blocks of the content admin API's inputs (src/contracts/content-admin.ts): bilingual texts,
 * links, images, ids, optimistic concurrency and reorder bodies, and the field error codes they produce.
 */

export const contentFieldErrorCodes = [
  'required',
  'too_long',
  'too_many',
  'invalid_slug',
  'reserved_slug',
  'slug_taken',
  'invalid_url',
  'invalid_email',
  'invalid_image',
  'invalid_date',
  'end_before_start',
  'kind_taken',
  'invalid_kind',
  'stale',
  'ids_mismatch',
  'invalid_characters',
] as const;
export type ContentFieldErrorCode = (typeof contentFieldErrorCodes)[number];

/** Slugs that cannot name a project: `/projects/airbnb` is the rental analytics screen. */
export const reservedProjectSlugs = ['airbnb'] as const;

// ── Building blocks ───────────────────────────────────────────────────────────────────────────────────

/** A text the database can keep (no NUL, no lone surrogate: `invalid_characters`). */
export const plain = (max: number) => safeText().trim().max(max, 'too_long');
export const requiredPlain = (max: number) => plain(max).min(1, 'required');

/** Both languages may be empty. */
export const localizedInput = (max: number) => z.object({ es: plain(max), en: plain(max) });
/** At least one language must be written (field error `required` on the field itself). */
export const requiredLocalizedInput = (max: number) =>
  localizedInput(max).refine((value) => value.es !== '' || value.en !== '', { message: 'required' });
export const localizedListInput = (maxItems: number, maxLength: number) =>
  z.object({
    es: z.array(requiredPlain(maxLength)).max(maxItems, 'too_many'),
    en: z.array(requiredPlain(maxLength)).max(maxItems, 'too_many'),
  });

/** A link the site may show: http(s), mailto: or a path on the site (not `//host`, which leaves it). */
const LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*)$/i;
export const linkUrlSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(500, 'too_long')
  .regex(LINK, 'invalid_url');

/**
 * An image on this site (uploads under /media/, the seed's /images/…): the Content-Security-Policy lets
 * the pages show images from the site only, so another address would save and never display.
 */
const IMAGE_SRC = /^\/(?!\/)[^\s]+$/;
const SRCSET = /^(\/(?!\/)[^\s,]+ [0-9]+w)(, \/(?!\/)[^\s,]+ [0-9]+w)*$/;
export const imageInputSchema = imageSchema.superRefine((image, ctx) => {
  if (!IMAGE_SRC.test(image.src.trim()) || image.src.length > 500)
    ctx.addIssue({ code: 'custom', path: ['src'], message: 'invalid_image' });
  for (const format of ['avif', 'webp', 'fallback'] as const) {
    const candidates = image.srcset?.[format];
    if (candidates && (!SRCSET.test(candidates) || candidates.length > 2000))
      ctx.addIssue({ code: 'custom', path: ['srcset', format], message: 'invalid_image' });
  }
  for (const lang of ['es', 'en'] as const)
    if (image.alt[lang].length > 300)
      ctx.addIssue({ code: 'custom', path: ['alt', lang], message: 'too_long' });
});

export const idSchema = z.uuid();
/** An ISO date-time exactly as the API answered it in `updatedAt`. */
export const updatedAtSchema = instantSchema;
/** The admin fields of every editable entity. */
export const adminFields = { id: idSchema, updatedAt: z.string() };

/** PUT …/order bodies: every id of the list, in the new order (a list that is not the current set → 409). */
export const reorderInputSchema = z.object({ ids: z.array(idSchema).max(500, 'too_many') });
export type ReorderInput = z.infer<typeof reorderInputSchema>;

/** POST …/:id/publish. `expectedUpdatedAt` is optional here: publishing is idempotent. */
export const publishInputSchema = z.object({
  published: z.boolean(),
  expectedUpdatedAt: updatedAtSchema.optional(),
});
export type PublishInput = z.infer<typeof publishInputSchema>;

export const deletedSchema = z.object({ deleted: z.literal(true) });
