import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '../../platform/db/client';
import { adminAccessToken } from '../../test/admin-session';
import { createTestApp } from '../../test/app';

export type TestApp = ReturnType<typeof createTestApp>;

/** An app with its own storage folder (or the given env), an admin and a visitor signed in. */
export async function mediaTestApp(database: Database, env: NodeJS.ProcessEnv = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estudio-media-'));
  const appEnv = { AUTH_AUTOCONFIRM: 'true', SITE_URL: 'http://localhost', DATA_DIR: dataDir, ...env };
  const app = createTestApp(database, { env: appEnv });
  const response = await app.request('/auth/v1/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'guest@estudio.test', password: 'calendula-42' }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status}`);
  const tokens = {
    admin: await adminAccessToken(app, database, appEnv, 'boss@estudio.test'),
    visitor: ((await response.json()) as { access_token: string }).access_token,
  };
  return { app, tokens, dataDir, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** POSTs a file to the upload endpoint the way a browser's form does. */
export function upload(
  app: TestApp,
  token: string | null,
  file: { bytes: Uint8Array; filename: string; type?: string },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append(
    'file',
    new File([new Uint8Array(file.bytes)], file.filename, { type: file.type ?? 'application/octet-stream' }),
  );
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return app.request('/api/admin/media', {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Test pictures, made here (a gradient, so encoders have something to do). */
export async function makeImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif',
  options: { alpha?: boolean; orientation?: number; seed?: number } = {},
): Promise<Buffer> {
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((options.seed ?? 0) * 37) % 256;
      if (options.alpha) pixels[at + 3] = x < width / 2 ? 255 : 80;
    }
  let image = sharp(pixels, { raw: { width, height, channels } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}
