import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startFakeS3, type FakeS3 } from '../../test/fakes/s3';
import { createStorage } from './index';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import { InvalidObjectNameError, StorageConflictError, type Storage } from './storage';

/** One driver under test: how to make a fresh storage, and how to backdate an object. */
interface Harness {
  storage: Storage;
  setTime(name: string, time: Date): Promise<void>;
  close(): Promise<void>;
}

const drivers: { name: string; open(): Promise<Harness> }[] = [
  {
    name: 'local',
    async open() {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'estudio-storage-'));
      return {
        storage: createLocalStorage(path.join(root, 'storage')),
        async setTime(name, time) {
          fs.utimesSync(path.join(root, 'storage', ...name.split('/')), time, time);
        },
        async close() {
          fs.rmSync(root, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 's3',
    async open() {
      const fake: FakeS3 = await startFakeS3({ pageSize: 7 });
      const storage = createS3Storage({
        bucket: fake.bucket,
        region: 'us-east-1',
        endpoint: fake.endpoint,
        credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
        forcePathStyle: true,
      });
      return {
        storage,
        async setTime(name, time) {
          fake.objects.get(name)!.lastModified = time;
        },
        close: () => fake.close(),
      };
    },
  },
];

const text = (value: string) => Buffer.from(value, 'utf8');
const streamText = async (body: ReadableStream<Uint8Array>) =>
  Buffer.from(await new Response(body).arrayBuffer());

describe.each(drivers)('storage driver: $name', (driver) => {
  let harness: Harness;
  let storage: Storage;
  beforeEach(async () => {
    await harness?.close();
    harness = await driver.open();
    storage = harness.storage;
  });
  afterAll(() => harness?.close());

  it('stores an object and gives it back as a stream, a buffer and a head', async () => {
    const put = await storage.put('docs/hola.txt', text('hola mundo'), { contentType: 'text/plain' });
    expect(put).toMatchObject({ name: 'docs/hola.txt', size: 10, contentType: 'text/plain' });

    const got = await storage.get('docs/hola.txt');
    expect(got).toMatchObject({ name: 'docs/hola.txt', size: 10, contentType: 'text/plain' });
    expect(got!.etag).toMatch(/^".+"$/);
    expect(got!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await streamText(got!.body)).toString()).toBe('hola mundo');

    const read = await storage.read('docs/hola.txt');
    expect(read!.data.toString()).toBe('hola mundo');
    expect(read!.info.etag).toBe(got!.etag);
    expect(await storage.head('docs/hola.txt')).toMatchObject({
      size: 10,
      contentType: 'text/plain',
      etag: got!.etag,
    });
  });

  it('answers null for missing objects and false when deleting one', async () => {
    expect(await storage.get('nope/missing.txt')).toBeNull();
    expect(await storage.read('nope/missing.txt')).toBeNull();
    expect(await storage.head('nope/missing.txt')).toBeNull();
    expect(await storage.delete('nope/missing.txt')).toBe(false);
  });

  it('deletes an object', async () => {
    await storage.put('a/b/c.txt', text('x'), { contentType: 'text/plain' });
    expect(await storage.delete('a/b/c.txt')).toBe(true);
    expect(await storage.head('a/b/c.txt')).toBeNull();
    expect(await storage.list()).toEqual([]);
    // The name is free again.
    await storage.put('a/b/c.txt', text('y'), { contentType: 'text/plain' });
    expect((await storage.read('a/b/c.txt'))!.data.toString()).toBe('y');
  });

  it('refuses to overwrite by default (upsert off) and replaces with upsert', async () => {
    await storage.put('photo.png', text('first'), { contentType: 'image/png' });
    await expect(
      storage.put('photo.png', text('second'), { contentType: 'image/png' }),
    ).rejects.toBeInstanceOf(StorageConflictError);
    expect((await storage.read('photo.png'))!.data.toString()).toBe('first');

    const before = (await storage.head('photo.png'))!.etag;
    await storage.put('photo.png', text('third!'), { contentType: 'image/webp', upsert: true });
    const after = await storage.read('photo.png');
    expect(after!.data.toString()).toBe('third!');
    expect(after!.info).toMatchObject({ size: 6, contentType: 'image/webp' });
    expect(after!.info.etag).not.toBe(before);
  });

  it('lets exactly one of several concurrent writers win a name', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        storage.put('race/one.txt', text(`writer ${i}`), { contentType: 'text/plain' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected'))
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(StorageConflictError);
    const winner = results.findIndex((r) => r.status === 'fulfilled');
    expect((await storage.read('race/one.txt'))!.data.toString()).toBe(`writer ${winner}`);
    expect((await storage.list()).map((o) => o.name)).toEqual(['race/one.txt']);
  });

  it('stores a streamed object chunk by chunk, with the put rules (conflict, upsert, failure leaves nothing)', async () => {
    async function* chunks(count: number, fail = false) {
      for (let i = 0; i < count; i++) {
        if (fail && i === 2) throw new Error('the source broke');
        yield text(`línea ${i}\n`);
      }
    }
    const expected = Array.from({ length: 500 }, (_, i) => `línea ${i}\n`).join('');
    const put = await storage.putStream('exports/big.csv', chunks(500), { contentType: 'text/csv' });
    expect(put).toMatchObject({ name: 'exports/big.csv', size: Buffer.byteLength(expected) });
    const read = await storage.read('exports/big.csv');
    expect(read!.data.toString()).toBe(expected);
    expect(read!.info).toMatchObject({ contentType: 'text/csv', size: Buffer.byteLength(expected) });

    await expect(
      storage.putStream('exports/big.csv', chunks(1), { contentType: 'text/csv' }),
    ).rejects.toBeInstanceOf(StorageConflictError);
    await storage.putStream('exports/big.csv', chunks(1), { contentType: 'text/csv', upsert: true });
    expect((await storage.read('exports/big.csv'))!.data.toString()).toBe('línea 0\n');

    await expect(
      storage.putStream('exports/broken.csv', chunks(5, true), { contentType: 'text/csv' }),
    ).rejects.toThrow('the source broke');
    expect(await storage.head('exports/broken.csv')).toBeNull();
    expect((await storage.list({ prefix: 'exports/' })).map((o) => o.name)).toEqual(['exports/big.csv']);
  });

  it('lists with the product defaults: limit 100, offset 0, by name ascending', async () => {
    // Written out of order, so the listing's order is its own.
    const names = Array.from({ length: 105 }, (_, i) => `list/item-${String(i).padStart(3, '0')}.txt`);
    for (const name of [...names].reverse())
      await storage.put(name, text(name), { contentType: 'text/plain' });
    await storage.put('other/z.txt', text('z'), { contentType: 'text/plain' });

    const first = await storage.list({ prefix: 'list/' });
    expect(first.map((o) => o.name)).toEqual(names.slice(0, 100));
    expect(first[0]).toMatchObject({ size: names[0]!.length, contentType: 'text/plain' });
    expect(first[0]!.updatedAt).toBeInstanceOf(Date);

    expect((await storage.list({ prefix: 'list/', offset: 100 })).map((o) => o.name)).toEqual(
      names.slice(100),
    );
    expect((await storage.list({ prefix: 'list/', offset: 3, limit: 2 })).map((o) => o.name)).toEqual(
      names.slice(3, 5),
    );
    expect(
      (await storage.list({ prefix: 'list/', limit: 3, sortBy: { order: 'desc' } })).map((o) => o.name),
    ).toEqual(['list/item-104.txt', 'list/item-103.txt', 'list/item-102.txt']);
    expect((await storage.list()).length).toBe(100);
    expect((await storage.list({ offset: 100 })).map((o) => o.name)).toEqual([
      ...names.slice(100),
      'other/z.txt',
    ]);
    // A prefix is a string prefix, not only a folder.
    expect((await storage.list({ prefix: 'list/item-10' })).map((o) => o.name)).toEqual(names.slice(100));
    expect(await storage.list({ prefix: 'nothing/' })).toEqual([]);
  });

  it('sorts by time of change when asked', async () => {
    for (const [name, day] of [
      ['t/b.txt', 3],
      ['t/a.txt', 1],
      ['t/c.txt', 2],
    ] as const) {
      await storage.put(name, text(name), { contentType: 'text/plain' });
      await harness.setTime(name, new Date(Date.UTC(2026, 0, day)));
    }
    const byTime = await storage.list({ prefix: 't/', sortBy: { column: 'updatedAt' } });
    expect(byTime.map((o) => o.name)).toEqual(['t/a.txt', 't/c.txt', 't/b.txt']);
    const newest = await storage.list({
      prefix: 't/',
      limit: 1,
      sortBy: { column: 'updatedAt', order: 'desc' },
    });
    expect(newest.map((o) => o.name)).toEqual(['t/b.txt']);
  });

  it.each([
    '../escape.txt',
    'a/../../escape.txt',
    '/etc/passwd',
    'a\\..\\b.txt',
    'nul\u0000byte.txt',
    'C:/windows.txt',
    '',
    'a//b.txt',
    'a/b/',
    './a.txt',
    '.hidden',
    'a/.meta',
  ])('rejects the unsafe name %j', async (name) => {
    await expect(storage.put(name, text('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(
      InvalidObjectNameError,
    );
    await expect(storage.get(name)).rejects.toBeInstanceOf(InvalidObjectNameError);
    await expect(storage.read(name)).rejects.toBeInstanceOf(InvalidObjectNameError);
    await expect(storage.head(name)).rejects.toBeInstanceOf(InvalidObjectNameError);
    await expect(storage.delete(name)).rejects.toBeInstanceOf(InvalidObjectNameError);
    expect(await storage.list()).toEqual([]);
  });

  it('rejects an unsafe listing prefix and bad listing options', async () => {
    await expect(storage.list({ prefix: '../' })).rejects.toBeInstanceOf(InvalidObjectNameError);
    await expect(storage.list({ limit: 0 })).rejects.toThrow();
    await expect(storage.list({ offset: -1 })).rejects.toThrow();
  });
});

describe('local driver on disk', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'estudio-storage-'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('keeps plain files under the root, leaves no temporary files and prunes emptied folders', async () => {
    const storage = createLocalStorage(path.join(root, 'storage'));
    await storage.put('media/abc/480.webp', text('webp'), { contentType: 'image/webp' });
    expect(fs.readFileSync(path.join(root, 'storage', 'media', 'abc', '480.webp'), 'utf8')).toBe('webp');
    const entries = fs.readdirSync(path.join(root, 'storage', 'media', 'abc'));
    expect(entries.filter((e) => e.startsWith('.tmp-'))).toEqual([]);
    await expect(
      storage.put('media/abc/480.webp/x', text('x'), { contentType: 'text/plain' }),
    ).rejects.toBeInstanceOf(StorageConflictError);
    await storage.delete('media/abc/480.webp');
    expect(fs.existsSync(path.join(root, 'storage', 'media'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'storage'))).toBe(true);
  });

  it('falls back to the extension for files without metadata and ignores stale metadata', async () => {
    const storage = createLocalStorage(path.join(root, 'storage'));
    fs.mkdirSync(path.join(root, 'storage', 'hand'), { recursive: true });
    fs.writeFileSync(path.join(root, 'storage', 'hand', 'photo.jpg'), 'jpeg');
    expect(await storage.head('hand/photo.jpg')).toMatchObject({ contentType: 'image/jpeg', size: 4 });

    await storage.put('hand/data.bin', text('one'), { contentType: 'image/avif' });
    // Replaced by hand: the metadata of the old file no longer describes it.
    fs.rmSync(path.join(root, 'storage', 'hand', 'data.bin'));
    fs.writeFileSync(path.join(root, 'storage', 'hand', 'data.bin'), 'other');
    expect((await storage.head('hand/data.bin'))!.contentType).toBe('application/octet-stream');
  });

  it('never reads outside its root through a listing', async () => {
    fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
    const storage = createLocalStorage(path.join(root, 'storage'));
    expect((await storage.list({ prefix: '' })).map((o) => o.name)).not.toContain('secret.txt');
  });
});

describe('storage configuration', () => {
  it('uses local disk under DATA_DIR/storage by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/estudio' });
    expect(config.storage).toMatchObject({ driver: 'local', localDir: path.resolve('/srv/estudio/storage') });
    expect(createStorage(config.storage).driver).toBe('local');
  });

  it('builds the S3 driver from the S3_* variables', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'estudio-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage.s3).toEqual({
      bucket: 'estudio-media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(createStorage(config.storage).driver).toBe('s3');
  });

  it('explains what is wrong', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      /S3_BUCKET: is required when STORAGE_DRIVER is s3/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(
      /STORAGE_DRIVER: must be local or s3 \(got "ftp"\)/,
    );
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY: must be set together/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must be an http\(s\) URL/);
  });
});
