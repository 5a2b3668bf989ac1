import { mediaDeletedSchema, mediaListSchema, mediaUploadResultSchema } from '@contracts/media';
import { z } from 'zod';
import type { ApiOperation } from '../../platform/openapi';

export const mediaOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/admin/media',
    tag: 'admin',
    summary:
      'Upload an image (multipart/form-data: file, optional name and upsert=true|false; at most 15 MB; JPEG, PNG, WebP, AVIF or GIF, checked by its bytes). Answers 201 with AVIF, WebP and JPEG/PNG variants at 480/960/1600 px (never enlarged) and their srcset; 200 when the same image was already stored; 409 when another image has the name and upsert is off',
    response: mediaUploadResultSchema,
    errors: [400, 401, 403, 409, 413],
  },
  {
    method: 'get',
    path: '/admin/media',
    tag: 'admin',
    summary:
      'Uploaded images; query: limit (100), offset (0), sort name|updatedAt (name), order asc|desc (asc)',
    response: mediaListSchema,
    errors: [400, 401, 403],
  },
  {
    method: 'delete',
    path: '/admin/media/{name}',
    tag: 'admin',
    summary: 'Delete an uploaded image and all its variants',
    params: { name: z.string() },
    response: mediaDeletedSchema,
    errors: [400, 401, 403, 404],
  },
];
