import { mediaRoutes } from '@contracts/api/media';
import { apiErrorBodySchema } from '@contracts/errors';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES, type MediaListQuery, type MediaUploadResult } from '@contracts/media';
import { pathOf } from '@contracts/route';
import { ApiError } from './api';
import { apiCall } from './api-call';
import { loadAuthClient } from './auth-client';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 1. */
  fraction: number;
}

export interface UploadMediaOptions {
  /** A name of the owner's choosing (lower-case words and dashes); the image's hash when absent. */
  name?: string;
  /** Replace an image already stored under `name` (otherwise that is a 409). */
  upsert?: boolean;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Uploads one image; resolves with its variants, rejects with an ApiError (status 0: network). */
export type UploadMedia = (file: File, options?: UploadMediaOptions) => Promise<MediaUploadResult>;

export const MEDIA_PATH = pathOf(mediaRoutes.upload.path);

/** The signed-in person's access token, as the API client sends it (see api.ts and auth.tsx). */
async function accessToken(): Promise<string | null> {
  try {
    const client = await loadAuthClient();
    return (await client.getSession()).data.session?.access_token ?? null;
  } catch {
    return null;
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/admin/media with upload progress: fetch cannot report how much of a request body has
 * been sent, XMLHttpRequest can.
 */
export const uploadMedia: UploadMedia = async (file, options = {}) => {
  const token = await accessToken();
  return new Promise<MediaUploadResult>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', MEDIA_PATH);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || !options.onProgress) return;
      options.onProgress({
        loaded: event.loaded,
        total: event.total,
        fraction: event.total > 0 ? event.loaded / event.total : 0,
      });
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = mediaRoutes.upload.response.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, undefined, body));
        return;
      }
      const error = apiErrorBodySchema.safeParse(body);
      reject(new ApiError(xhr.status, error.success ? error.data.error : undefined, body));
    };
    xhr.onerror = () => reject(new ApiError(0, undefined));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file);
    if (options.name) form.append('name', options.name);
    if (options.upsert) form.append('upsert', 'true');
    xhr.send(form);
  });
};

/** Uploaded images, with the storage defaults (limit 100, offset 0, by name ascending). */
export function listMedia(query: Partial<MediaListQuery> = {}) {
  return apiCall(mediaRoutes.list, { query });
}

export function deleteMedia(name: string) {
  return apiCall(mediaRoutes.remove, { params: { name } });
}

const accepted = new Set(MEDIA_ACCEPT.split(','));

/**
 * A quick check before sending, so a person is told at once: too large, or a kind of file the server
 * will refuse. The server still decides by the file's bytes.
 */
export function checkImageFile(file: Pick<File, 'size' | 'type'>): 'tooLarge' | 'notImage' | null {
  if (file.size > MEDIA_MAX_BYTES) return 'tooLarge';
  // Browsers leave the type empty when they do not know it: let the server look at the bytes.
  if (file.type && !accepted.has(file.type)) return 'notImage';
  return null;
}
