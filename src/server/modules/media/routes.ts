import { mediaRoutes as api } from '@contracts/api/media';
import { MEDIA_MAX_BYTES, mediaUploadFieldsSchema } from '@contracts/media';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { badRequest } from '../../platform/errors';
import { errorBody, ifNoneMatchHits, parseInput, type AppEnv } from '../../platform/http';
import { mountRoutes, route } from '../../platform/routes';
import { objectNameProblem, type Storage } from '../../platform/storage';
import { CONTENT_HASHED, createMediaService } from './service';

/** The upload request, which carries its own body limit instead of the API's 1 MB (see app.ts). */
export const MEDIA_UPLOAD_PATH = '/api/admin/media';
export const isMediaUpload = (c: Context) => c.req.method === 'POST' && c.req.path === MEDIA_UPLOAD_PATH;

/** Room for the multipart envelope around a file of the largest size. */
const ENVELOPE_BYTES = 64 * 1024;
const tooLarge = (c: Context<AppEnv>) =>
  c.json(
    errorBody(c, 'payload_too_large', 'The image is too large', {
      file: [`The image is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB`],
    }),
    413,
  );

/** /api/admin/media (behind the admin gate in app.ts): upload, list and delete images. */
export function mediaAdminRoutes(deps: { storage: Storage }) {
  const media = createMediaService(deps.storage);
  // The upload's own body limit runs before its handler, as before (its contract has no body schema, so
  // route() leaves the multipart form to the handler).
  const app = new Hono<AppEnv>().on(
    'POST',
    '/',
    bodyLimit({ maxSize: MEDIA_MAX_BYTES + ENVELOPE_BYTES, onError: tooLarge }),
  );
  return mountRoutes(
    '/admin/media',
    [
      route(api.upload, async (_input, c) => {
        if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? ''))
          throw badRequest('Send the image as multipart/form-data', { file: ['Choose an image to upload'] });
        let form: Record<string, string | File | (string | File)[]>;
        try {
          form = await c.req.parseBody({ all: true });
        } catch {
          throw badRequest('The form could not be read', { file: ['The upload was interrupted; try again'] });
        }
        const file = form.file;
        if (!(file instanceof File))
          throw badRequest('Choose an image', { file: ['Choose an image to upload'] });
        const single = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
        const fields = parseInput(mediaUploadFieldsSchema, {
          name: single(form.name),
          upsert: single(form.upsert) ?? c.req.query('upsert'),
        });
        const result = await media.upload({
          data: Buffer.from(await file.arrayBuffer()),
          name: fields.name,
          upsert: fields.upsert === 'true',
        });
        // 201 for a new image, 200 when the same one was already stored.
        return c.json(result, result.created ? 201 : 200);
      }),
      route(api.list, async ({ query }, c) => {
        c.header('Cache-Control', 'no-store');
        return media.list(query);
      }),
      route(api.remove, ({ params }) => media.remove(params.name)),
    ],
    app,
  );
}

/**
 * GET /media/* — uploaded files, streamed from storage. Content-hashed variants never change under
 * their address and are cached for a year; anything else for the product's default hour.
 */
export function mediaPublicRoutes(deps: { storage: Storage }) {
  const notFound = (c: Context) => c.text('Not found', 404);
  return new Hono<AppEnv>().get('/*', async (c) => {
    const key = c.req.path.replace(/^\//, '');
    if (!key.startsWith('media/') || objectNameProblem(key)) return notFound(c);
    const object = await deps.storage.get(key);
    if (!object) return notFound(c);
    c.header(
      'Cache-Control',
      CONTENT_HASHED.test(key) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
    c.header('ETag', object.etag);
    c.header('Last-Modified', object.updatedAt.toUTCString());
    c.header('X-Content-Type-Options', 'nosniff');
    const since = Date.parse(c.req.header('if-modified-since') ?? '');
    const notModified = c.req.header('if-none-match')
      ? ifNoneMatchHits(c.req.header('if-none-match'), object.etag)
      : Number.isFinite(since) && Math.floor(object.updatedAt.getTime() / 1000) * 1000 <= since;
    if (notModified) {
      await object.body.cancel();
      return c.body(null, 304);
    }
    c.header('Content-Type', object.contentType);
    c.header('Content-Length', String(object.size));
    if (c.req.method === 'HEAD') {
      await object.body.cancel();
      return c.body(null, 200);
    }
    return c.body(object.body, 200);
  });
}
