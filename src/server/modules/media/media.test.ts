import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { mediaListSchema, mediaUploadResultSchema, type MediaUploadResult } from '@contracts/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { startFakeS3, type FakeS3 } from '../../test/fakes/s3';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { detectImageFormat } from './detect';
import { targetWidths } from './encode';
import { makeImage, mediaTestApp, upload, type TestApp } from './test-helpers';

const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

describe('image formats by magic bytes', () => {
  it('recognises the supported formats and nothing else', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif', 'avif'] as const)
      expect(detectImageFormat(await makeImage(8, 8, format))).toBe(format);
    expect(detectImageFormat(SVG)).toBeNull();
    expect(detectImageFormat(Buffer.from('hello, this is text'))).toBeNull();
    expect(detectImageFormat(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectImageFormat(new Uint8Array())).toBeNull();
    // An ISO media file that is not AVIF (HEIC).
    const heic = Buffer.from('0000001c6674797068656963000000006d69663168656963', 'hex');
    expect(detectImageFormat(heic)).toBeNull();
  });

  it('makes the standard widths and never enlarges', () => {
    expect(targetWidths(4000)).toEqual([480, 960, 1600]);
    expect(targetWidths(1600)).toEqual([480, 960, 1600]);
    expect(targetWidths(1200)).toEqual([480, 960, 1200]);
    expect(targetWidths(960)).toEqual([480, 960]);
    expect(targetWidths(300)).toEqual([300]);
  });
});

const formatOfBytes = (bytes: Buffer) => detectImageFormat(bytes);

describe.each(testEngines)('media API on $name', (engine) => {
  let database: Database;
  let app: TestApp;
  let tokens: { admin: string; visitor: string };
  let dataDir: string;
  let cleanup: () => void;
  let photo: Buffer;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    ({ app, tokens, dataDir, cleanup } = await mediaTestApp(database));
    photo = await makeImage(1200, 800, 'png');
  });
  afterAll(async () => {
    await database.close();
    cleanup();
  });

  const asAdmin = (pathname: string, init: RequestInit = {}) =>
    app.request(pathname, { ...init, headers: { authorization: `Bearer ${tokens.admin}`, ...init.headers } });
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; fields?: Record<string, string[]> } }).error;

  it('is for admins only', async () => {
    const file = { bytes: photo, filename: 'photo.png' };
    expect((await upload(app, null, file)).status).toBe(401);
    expect((await upload(app, tokens.visitor, file)).status).toBe(403);
    for (const [method, pathname] of [
      ['GET', '/api/admin/media'],
      ['DELETE', '/api/admin/media/anything'],
    ] as const) {
      expect((await app.request(pathname, { method })).status).toBe(401);
      const visitor = await app.request(pathname, {
        method,
        headers: { authorization: `Bearer ${tokens.visitor}` },
      });
      expect(visitor.status).toBe(403);
    }
    expect(fs.existsSync(path.join(dataDir, 'storage'))).toBe(false);
  });

  let first: MediaUploadResult;

  it('trusts the bytes, not the name: a PNG named .jpg becomes responsive variants', async () => {
    const response = await upload(app, tokens.admin, {
      bytes: photo,
      filename: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(response.status).toBe(201);
    first = mediaUploadResultSchema.parse(await response.json());
    expect(first.created).toBe(true);
    expect(first.original).toEqual({ format: 'png', width: 1200, height: 800, bytes: photo.length });
    expect(first.name).toBe(first.hash.slice(0, 16));

    const variants = first.variants.map((v) => `${v.format} ${v.width}x${v.height}`).sort();
    expect(variants).toEqual(
      ['avif', 'webp', 'jpeg'].flatMap((f) => [`${f} 1200x800`, `${f} 480x320`, `${f} 960x640`]).sort(),
    );
    for (const variant of first.variants)
      expect(variant.src).toBe(
        `/media/${first.name}/${variant.width}.${variant.format === 'jpeg' ? 'jpg' : variant.format}`,
      );
    expect(first.image).toEqual({
      src: `/media/${first.name}/1200.jpg`,
      width: 1200,
      height: 800,
      srcset: {
        avif: `/media/${first.name}/480.avif 480w, /media/${first.name}/960.avif 960w, /media/${first.name}/1200.avif 1200w`,
        webp: `/media/${first.name}/480.webp 480w, /media/${first.name}/960.webp 960w, /media/${first.name}/1200.webp 1200w`,
        fallback: `/media/${first.name}/480.jpg 480w, /media/${first.name}/960.jpg 960w, /media/${first.name}/1200.jpg 1200w`,
      },
      sizes: '(max-width: 1200px) 100vw, 1200px',
    });
  });

  it('serves every variant with its type, a year of caching, an ETag and 304s', async () => {
    for (const variant of first.variants) {
      const response = await app.request(variant.src);
      expect(response.status, variant.src).toBe(200);
      expect(response.headers.get('content-type')).toBe(`image/${variant.format}`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBe(variant.bytes);
      expect(Number(response.headers.get('content-length'))).toBe(variant.bytes);
      expect(formatOfBytes(bytes)).toBe(variant.format);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);

      const etag = response.headers.get('etag')!;
      expect(etag).toMatch(/^".+"$/);
      const again = await app.request(variant.src, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect((await app.request(variant.src, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
    }
    const head = await app.request(first.image.src, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers the same image twice with the same names, without a conflict', async () => {
    const response = await upload(app, tokens.admin, {
      bytes: photo,
      filename: 'again.png',
      type: 'image/png',
    });
    expect(response.status).toBe(200);
    const again = mediaUploadResultSchema.parse(await response.json());
    expect(again.created).toBe(false);
    expect(again.name).toBe(first.name);
    expect(again.image).toEqual(first.image);
    expect(again.variants).toEqual(first.variants);
  });

  it('stores an image sent twice at the same moment once', async () => {
    const bytes = await makeImage(300, 300, 'jpeg', { seed: 9 });
    const responses = await Promise.all(
      [1, 2].map(() => upload(app, tokens.admin, { bytes, filename: 'x.jpg' })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 201]);
    const [a, b] = await Promise.all(
      responses.map(async (r) => mediaUploadResultSchema.parse(await r.json())),
    );
    expect(a!.image).toEqual(b!.image);
    const deleted = await asAdmin(`/api/admin/media/${a!.name}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
  });

  it('rejects what is not a supported image, whatever it is called', async () => {
    for (const file of [
      { bytes: Buffer.from('just some text, not a picture'), filename: 'notes.png', type: 'image/png' },
      { bytes: SVG, filename: 'logo.svg', type: 'image/svg+xml' },
      { bytes: SVG, filename: 'logo.png', type: 'image/png' },
      // Right magic bytes, broken image.
      { bytes: Buffer.concat([photo.subarray(0, 40), Buffer.alloc(200)]), filename: 'broken.png' },
    ]) {
      const response = await upload(app, tokens.admin, file);
      expect(response.status, file.filename).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(error.fields?.file?.length).toBeGreaterThan(0);
    }
    const empty = await upload(app, tokens.admin, { bytes: new Uint8Array(), filename: 'empty.png' });
    expect((await errorOf(empty)).fields?.file).toBeDefined();
    const noFile = await asAdmin('/api/admin/media', { method: 'POST', body: new FormData() });
    expect(noFile.status).toBe(400);
    expect((await errorOf(noFile)).fields?.file).toBeDefined();
    const json = await asAdmin('/api/admin/media', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
  });

  it('turns photos upright by their EXIF orientation and strips metadata; keeps transparency in PNG', async () => {
    const rotated = await makeImage(400, 200, 'jpeg', { orientation: 6 });
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const response = await upload(app, tokens.admin, { bytes: rotated, filename: 'phone.jpg' });
    const result = mediaUploadResultSchema.parse(await response.json());
    expect(result.original).toMatchObject({ format: 'jpeg', width: 200, height: 400 });
    expect(result.variants.map((v) => `${v.format} ${v.width}x${v.height}`).sort()).toEqual([
      'avif 200x400',
      'jpeg 200x400',
      'webp 200x400',
    ]);
    const served = Buffer.from(await (await app.request(result.image.src)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();

    const clear = await makeImage(300, 200, 'webp', { alpha: true });
    const transparent = mediaUploadResultSchema.parse(
      await (await upload(app, tokens.admin, { bytes: clear, filename: 'logo.webp' })).json(),
    );
    expect(transparent.original.format).toBe('webp');
    expect(transparent.image.src).toMatch(/\/300\.png$/);
    expect(transparent.variants.map((v) => v.format).sort()).toEqual(['avif', 'png', 'webp']);
  });

  it('keeps a chosen name: another image under it is a 409 unless upsert', async () => {
    const one = await makeImage(500, 300, 'png', { seed: 1 });
    const two = await makeImage(500, 300, 'png', { seed: 2 });
    const created = await upload(app, tokens.admin, { bytes: one, filename: 'a.png' }, { name: 'hero' });
    expect(created.status).toBe(201);
    const hero = mediaUploadResultSchema.parse(await created.json());
    expect(hero.name).toBe('hero');
    expect(hero.image.src).toBe(`/media/hero/${hero.hash.slice(0, 16)}/500.jpg`);
    expect((await app.request(hero.image.src)).headers.get('cache-control')).toContain('immutable');

    // The same picture under the same name is no conflict.
    expect(
      (await upload(app, tokens.admin, { bytes: one, filename: 'a.png' }, { name: 'hero' })).status,
    ).toBe(200);

    const clash = await upload(app, tokens.admin, { bytes: two, filename: 'b.png' }, { name: 'hero' });
    expect(clash.status).toBe(409);
    const error = await errorOf(clash);
    expect(error.code).toBe('conflict');
    expect(error.fields?.name).toBeDefined();
    // The loser left nothing behind.
    expect(fs.readdirSync(path.join(dataDir, 'storage', 'media', 'hero'))).toEqual([hero.hash.slice(0, 16)]);

    const replaced = await upload(
      app,
      tokens.admin,
      { bytes: two, filename: 'b.png' },
      { name: 'hero', upsert: 'true' },
    );
    expect(replaced.status).toBe(201);
    const newHero = mediaUploadResultSchema.parse(await replaced.json());
    expect(newHero.hash).not.toBe(hero.hash);
    expect((await app.request(newHero.image.src)).status).toBe(200);
    expect((await app.request(hero.image.src)).status).toBe(404);

    for (const name of ['Hero', 'a/b', '0123456789abcdef', 'x'.repeat(65)]) {
      const bad = await upload(app, tokens.admin, { bytes: one, filename: 'a.png' }, { name });
      expect(bad.status, name).toBe(400);
      expect((await errorOf(bad)).fields?.name).toBeDefined();
    }
    const badUpsert = await upload(app, tokens.admin, { bytes: one, filename: 'a.png' }, { upsert: 'maybe' });
    expect((await errorOf(badUpsert)).fields?.upsert).toBeDefined();
  });

  it('lists uploads with the storage defaults (limit 100, offset 0, by name ascending)', async () => {
    const response = await asAdmin('/api/admin/media');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const list = mediaListSchema.parse(await response.json());
    expect(list).toMatchObject({ limit: 100, offset: 0 });
    const names = list.items.map((item) => item.name);
    expect(names).toHaveLength(4);
    expect(names).toContain('hero');
    expect(names).toContain(first.name);
    expect(names).toEqual([...names].sort());
    expect(list.items.find((item) => item.name === 'hero')!.image.width).toBe(500);

    const page = mediaListSchema.parse(await (await asAdmin('/api/admin/media?limit=2&offset=1')).json());
    expect(page.items.map((item) => item.name)).toEqual(names.slice(1, 3));
    const desc = mediaListSchema.parse(await (await asAdmin('/api/admin/media?order=desc')).json());
    expect(desc.items.map((item) => item.name)).toEqual([...names].reverse());

    const bad = await asAdmin('/api/admin/media?limit=0&sort=size');
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fields ?? {}).sort()).toEqual(['limit', 'sort']);
  });

  it('deletes an upload with all its variants', async () => {
    const response = await asAdmin('/api/admin/media/hero', { method: 'DELETE' });
    expect(response.status).toBe(200);
    // 500 px wide: 480 and 500, in three formats.
    expect(await response.json()).toEqual({ name: 'hero', deleted: 6 });
    expect(fs.existsSync(path.join(dataDir, 'storage', 'media', 'hero'))).toBe(false);
    expect((await asAdmin('/api/admin/media/hero', { method: 'DELETE' })).status).toBe(404);
    expect((await asAdmin('/api/admin/media/Not_A_Name', { method: 'DELETE' })).status).toBe(400);

    const deleted = await asAdmin(`/api/admin/media/${first.name}`, { method: 'DELETE' });
    expect(await deleted.json()).toEqual({ name: first.name, deleted: 9 });
    expect((await app.request(first.image.src)).status).toBe(404);
    const list = mediaListSchema.parse(await (await asAdmin('/api/admin/media')).json());
    expect(list.items.map((item) => item.name)).not.toContain(first.name);
  });

  it('takes files above the 1 MB API limit and refuses those above 15 MB', async () => {
    // Noise does not compress: about 1.9 MB as PNG.
    const noise = await sharp(
      Buffer.from(Array.from({ length: 800 * 800 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 800, height: 800, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    expect((await upload(app, tokens.admin, { bytes: noise, filename: 'noise.png' })).status).toBe(201);

    // Other API requests keep the 1 MB limit.
    const other = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(other.status).toBe(413);

    const huge = Buffer.concat([photo, Buffer.alloc(16 * 1024 * 1024)]);
    const response = await upload(app, tokens.admin, { bytes: huge, filename: 'huge.png' });
    expect(response.status).toBe(413);
    const error = await errorOf(response);
    expect(error.code).toBe('payload_too_large');
    expect(error.fields?.file).toBeDefined();
  });

  it('serves other stored files for an hour and answers 404 for missing or unsafe paths', async () => {
    const dir = path.join(dataDir, 'storage', 'media', 'brand');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'logo.png'), await makeImage(10, 10, 'png'));
    const response = await app.request('/media/brand/logo.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('content-type')).toBe('image/png');
    const lastModified = response.headers.get('last-modified')!;
    expect(
      (await app.request('/media/brand/logo.png', { headers: { 'if-modified-since': lastModified } })).status,
    ).toBe(304);

    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'secret');
    fs.writeFileSync(path.join(dataDir, 'storage', 'media', '.hidden'), 'hidden');
    for (const pathname of [
      '/media/brand/missing.png',
      '/media/..%2f..%2fsecret.txt',
      '/media/brand%5c..%5c..%5csecret.txt',
      '/media/brand/..%2f..%2f..%2fsecret.txt',
      '/media/.hidden',
      '/media/brand/.logo.png.meta',
      '/media/',
    ])
      expect((await app.request(pathname)).status, pathname).toBe(404);
    // The URL parser resolves these before routing: they never reach the media route.
    for (const pathname of ['/media/%2e%2e/%2e%2e/secret.txt', '/media/../../secret.txt']) {
      const response = await app.request(pathname);
      expect(response.status, pathname).not.toBe(200);
      expect(await response.text()).not.toContain('secret');
    }
  });

  it('never serves an export file, even one that exists in storage (exports are downloaded by admins only)', async () => {
    const id = '0b6f3c1e-5a4d-4c2b-9e8f-7a6b5c4d3e2f';
    const file = 'estudio-leads-2031-03-01-2031-03-03.csv';
    for (const name of [`exports/${id}/1/${file}`, `exports/${id}/${file}`]) {
      fs.mkdirSync(path.dirname(path.join(dataDir, 'storage', name)), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'storage', name), 'Nombre,Correo\r\nLucía,lucia@example.com\r\n');
    }
    for (const pathname of [
      `/media/exports/${id}/${file}`,
      `/media/exports/${id}/1/${file}`,
      `/media/..%2fexports/${id}/${file}`,
    ]) {
      const response = await app.request(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).not.toContain('lucia@example.com');
    }
    // Outside /media no route serves storage at all (here the web app's fallback answers).
    const outside = await app.request(`/exports/${id}/${file}`);
    expect(outside.status).not.toBe(200);
    expect(await outside.text()).not.toContain('lucia@example.com');
  });
});

describe('media API on S3 storage', () => {
  let database: Database;
  let app: TestApp;
  let tokens: { admin: string; visitor: string };
  let cleanup: () => void;
  let fake: FakeS3;

  beforeAll(async () => {
    fake = await startFakeS3();
    database = await openReadyDatabase(testEngines[0]!);
    ({ app, tokens, cleanup } = await mediaTestApp(database, {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: fake.bucket,
      S3_ENDPOINT: fake.endpoint,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_FORCE_PATH_STYLE: 'true',
    }));
  });
  afterAll(async () => {
    await database.close();
    await fake.close();
    cleanup();
  });

  it('uploads to the bucket, serves from it, lists and deletes', async () => {
    const bytes = await makeImage(600, 400, 'gif');
    const response = await upload(app, tokens.admin, { bytes, filename: 'anim.gif' }, { name: 'banner' });
    expect(response.status).toBe(201);
    const result = mediaUploadResultSchema.parse(await response.json());
    expect(result.original.format).toBe('gif');
    const keys = [...fake.objects.keys()].sort();
    expect(keys).toContain('media-index/banner.json');
    expect(keys.filter((key) => key.startsWith('media/banner/'))).toHaveLength(6);
    expect(fake.objects.get(result.image.src.slice(1))!.contentType).toBe('image/jpeg');

    const served = await app.request(result.image.src);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(formatOfBytes(Buffer.from(await served.arrayBuffer()))).toBe('jpeg');
    const etag = served.headers.get('etag')!;
    expect((await app.request(result.image.src, { headers: { 'if-none-match': etag } })).status).toBe(304);

    expect((await upload(app, tokens.admin, { bytes, filename: 'x.gif' }, { name: 'banner' })).status).toBe(
      200,
    );
    const other = await makeImage(600, 400, 'gif', { seed: 3 });
    expect(
      (await upload(app, tokens.admin, { bytes: other, filename: 'x.gif' }, { name: 'banner' })).status,
    ).toBe(409);

    const list = mediaListSchema.parse(
      await (
        await app.request('/api/admin/media', { headers: { authorization: `Bearer ${tokens.admin}` } })
      ).json(),
    );
    expect(list.items.map((item) => item.name)).toEqual(['banner']);

    const deleted = await app.request('/api/admin/media/banner', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(await deleted.json()).toEqual({ name: 'banner', deleted: 6 });
    expect(fake.objects.size).toBe(0);
    expect((await app.request(result.image.src)).status).toBe(404);
  });
});
