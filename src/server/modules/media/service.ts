import { createHash } from 'node:crypto';
import {
  MEDIA_MAX_BYTES,
  mediaUploadSchema,
  type MediaList,
  type MediaListQuery,
  type MediaUpload,
  type MediaUploadResult,
  type MediaVariant,
} from '@contracts/media';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { StorageConflictError, type Storage } from '../../platform/storage';
import { detectImageFormat } from './detect';
import { encodeImage, type EncodedVariant } from './encode';

/**
 * Layout in storage:
 * - `media-index/<name>.json`: one record per upload (its variants, sizes, hash); listings read these;
 * - `media/<hash16>/<width>.<ext>`: the variants of an unnamed upload (named by its content);
 * - `media/<name>/<hash16>/<width>.<ext>`: the variants of a named upload (a new image under the same
 *   name gets a new folder, so every variant address is content-hashed and can be cached for good).
 */
const INDEX = 'media-index/';
const indexKey = (name: string) => `${INDEX}${name}.json`;
const extensionOf: Record<MediaVariant['format'], string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
};
const contentTypeOf: Record<MediaVariant['format'], string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** A variant's storage key from its public address (`/media/…` → `media/…`). */
export const keyOfSrc = (src: string) => src.replace(/^\//, '');

/** Public paths under /media whose bytes never change: a content hash folder holding `<width>.<ext>`. */
export const CONTENT_HASHED = /^media\/(?:[a-z0-9-]+\/)?[0-9a-f]{16}\/[0-9]+\.(?:avif|webp|jpg|png)$/;

const conflict = (name: string) =>
  new AppError(409, 'conflict', `An image named ${name} already exists`, {
    name: ['An image with this name already exists; choose another name or replace it'],
  });

export interface MediaService {
  upload(input: { data: Buffer; name?: string | undefined; upsert: boolean }): Promise<MediaUploadResult>;
  list(query: MediaListQuery): Promise<MediaList>;
  remove(name: string): Promise<{ name: string; deleted: number }>;
}

export function createMediaService(storage: Storage): MediaService {
  async function readRecord(name: string): Promise<MediaUpload | null> {
    const found = await storage.read(indexKey(name));
    if (!found) return null;
    const parsed = mediaUploadSchema.safeParse(JSON.parse(found.data.toString('utf8')));
    if (!parsed.success) throw new Error(`The media record ${name} is not valid`);
    return parsed.data;
  }

  /** Deletes a set of variants; missing ones are fine (a cleanup may run twice). */
  async function removeVariants(keys: string[]): Promise<number> {
    let deleted = 0;
    for (const key of keys) if (await storage.delete(key)) deleted++;
    return deleted;
  }

  /**
   * The keys of an upload's variants: those its record lists plus anything else in its folder (left by a
   * crash or a lost race). `whole`: every image ever stored under a named upload, not only the current one.
   */
  async function variantKeys(record: MediaUpload, whole: boolean): Promise<string[]> {
    const keys = new Set(record.variants.map((variant) => keyOfSrc(variant.src)));
    const named = record.name !== record.hash.slice(0, 16);
    const folder =
      whole && named ? `media/${record.name}/` : keyOfSrc(record.image.src).replace(/[^/]+$/, '');
    for (let offset = 0; ; offset += 1000) {
      const page = await storage.list({ prefix: folder, limit: 1000, offset });
      for (const object of page) keys.add(object.name);
      if (page.length < 1000) break;
    }
    return [...keys];
  }

  function describe(
    name: string,
    hash: string,
    original: MediaUpload['original'],
    variants: (EncodedVariant & { src: string })[],
  ): MediaUpload {
    const byFormat = (format: MediaVariant['format']) =>
      variants.filter((variant) => variant.format === format);
    const srcset = (list: typeof variants) =>
      list.map((variant) => `${variant.src} ${variant.width}w`).join(', ');
    const fallbacks = [...byFormat('jpeg'), ...byFormat('png')];
    const largest = fallbacks[fallbacks.length - 1]!;
    return {
      name,
      hash,
      original,
      image: {
        src: largest.src,
        width: largest.width,
        height: largest.height,
        srcset: {
          avif: srcset(byFormat('avif')),
          webp: srcset(byFormat('webp')),
          fallback: srcset(fallbacks),
        },
        sizes: `(max-width: ${largest.width}px) 100vw, ${largest.width}px`,
      },
      variants: variants.map(({ src, format, width, height, data }) => ({
        src,
        format,
        width,
        height,
        bytes: data.length,
      })),
      createdAt: new Date().toISOString(),
    };
  }

  return {
    async upload({ data, name: givenName, upsert }) {
      if (data.length === 0) throw badRequest('The file is empty', { file: ['The file is empty'] });
      if (data.length > MEDIA_MAX_BYTES)
        throw new AppError(413, 'payload_too_large', 'The image is too large', {
          file: [`The image is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB`],
        });
      const format = detectImageFormat(data);
      if (!format)
        throw badRequest('The file is not a supported image', {
          file: ['Upload a JPEG, PNG, WebP, AVIF or GIF image'],
        });

      const hash = createHash('sha256').update(data).digest('hex');
      const short = hash.slice(0, 16);
      const name = givenName ?? short;
      const existing = await readRecord(name);
      // The same image again under the same name: nothing to do (uploads are idempotent).
      if (existing?.hash === hash) return { ...existing, created: false };
      // Another image under an unnamed upload's name would be a SHA-256 prefix collision.
      if (existing && (!givenName || !upsert)) throw conflict(name);

      const encoded = await encodeImage(data, format);
      const folder = givenName ? `media/${givenName}/${short}` : `media/${short}`;
      const variants = encoded.variants.map((variant) => ({
        ...variant,
        src: `/${folder}/${variant.width}.${extensionOf[variant.format]}`,
      }));
      // Variant folders are named by content: rewriting one writes the same bytes again.
      for (const variant of variants)
        await storage.put(keyOfSrc(variant.src), variant.data, {
          contentType: contentTypeOf[variant.format],
          upsert: true,
        });

      const record = describe(
        name,
        hash,
        { format, width: encoded.width, height: encoded.height, bytes: data.length },
        variants,
      );
      const body = Buffer.from(JSON.stringify(record));
      const replace = Boolean(givenName && upsert);
      try {
        await storage.put(indexKey(name), body, { contentType: 'application/json', upsert: replace });
      } catch (error) {
        if (!(error instanceof StorageConflictError)) throw error;
        // Someone else stored this name meanwhile: the same image is fine, another one is a conflict.
        const winner = await readRecord(name);
        if (winner?.hash === hash) return { ...winner, created: false };
        if (givenName) await removeVariants(variants.map((variant) => keyOfSrc(variant.src)));
        throw conflict(name);
      }
      // Replaced: the previous image's variants go (its addresses stay valid until now).
      if (replace && existing) await removeVariants(await variantKeys(existing, false));
      return { ...record, created: true };
    },

    async list(query) {
      const objects = await storage.list({
        prefix: INDEX,
        limit: query.limit,
        offset: query.offset,
        sortBy: { column: query.sort, order: query.order },
      });
      const records = await Promise.all(
        objects.map(async (object) => {
          const record = await readRecord(object.name.slice(INDEX.length, -'.json'.length));
          return record ? { ...record, updatedAt: object.updatedAt.toISOString() } : null;
        }),
      );
      return {
        items: records.filter((record) => record !== null),
        limit: query.limit,
        offset: query.offset,
      };
    },

    async remove(name) {
      const record = await readRecord(name);
      if (!record) throw notFound(`There is no image named ${name}`);
      const keys = await variantKeys(record, true);
      // The record goes first: the image leaves the listing even if removing a variant fails.
      await storage.delete(indexKey(name));
      return { name, deleted: await removeVariants(keys) };
    },
  };
}
