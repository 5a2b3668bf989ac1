import { z } from 'zod';
import {
  mediaDeletedSchema,
  mediaListQuerySchema,
  mediaListSchema,
  mediaNameSchema,
  mediaUploadResultSchema,
} from '../media';
import { defineRoute } from '../route';

/** An upload's name in a path: what a person may choose, or the 16 hex characters of an unnamed one. */
export const mediaNameParamSchema = z.union([z.string().regex(/^[0-9a-f]{16}$/), mediaNameSchema]);

/** /api/admin/media (module media): the owner's uploaded images. */
export const mediaRoutes = {
  // No body schema: the multipart form, its size limit and its field errors stay the handler's.
  upload: defineRoute({
    method: 'post',
    path: '/admin/media',
    tag: 'admin',
    summary:
      'Upload an image (multipart/form-data: file, optional name and upsert=true|false; at most 15 MB; JPEG, PNG, WebP, AVIF or GIF, checked by its bytes). Answers 201 with AVIF, WebP and JPEG/PNG variants at 480/960/1600 px (never enlarged) and their srcset; 200 when the same image was already stored; 409 when another image has the name and upsert is off',
    response: mediaUploadResultSchema,
    errors: [400, 401, 403, 409, 413],
  }),
  list: defineRoute({
    method: 'get',
    path: '/admin/media',
    tag: 'admin',
    summary:
      'Uploaded images; query: limit (100), offset (0), sort name|updatedAt (name), order asc|desc (asc)',
    query: mediaListQuerySchema,
    response: mediaListSchema,
    errors: [400, 401, 403],
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/admin/media/{name}',
    tag: 'admin',
    summary: 'Delete an uploaded image and all its variants',
    params: { name: mediaNameParamSchema },
    response: mediaDeletedSchema,
    errors: [400, 401, 403, 404],
  }),
};
