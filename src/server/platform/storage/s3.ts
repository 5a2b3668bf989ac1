import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  assertObjectName,
  assertPrefix,
  contentTypeFromName,
  listOptionsSchema,
  sortObjects,
  StorageConflictError,
  type ListInput,
  type PutOptions,
  type Storage,
  type StoredObjectInfo,
} from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Spaces…); AWS itself when unset. */
  endpoint?: string | undefined;
  /** Static keys; the SDK's default chain (environment, instance role…) when unset. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://host/bucket/key` addressing, which most S3-compatible services need. */
  forcePathStyle?: boolean;
}

/** HTTP status of an SDK error, when it came from the service. */
const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as Error | null)?.name ?? '');

/** Runs `task` over `items` with at most `width` at a time, keeping the order. */
async function mapLimited<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/**
 * Objects in an S3 bucket (for several instances behind a load balancer). `upsert: false` is a
 * conditional write (`If-None-Match: *`), so the bucket itself decides which of two writers wins.
 */
export function createS3Storage(options: S3StorageOptions, client?: S3Client): Storage {
  const s3 =
    client ??
    new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      forcePathStyle: options.forcePathStyle ?? false,
    });
  const Bucket = options.bucket;

  const infoOf = (
    name: string,
    output: { ContentLength?: number; ContentType?: string; LastModified?: Date; ETag?: string },
  ): StoredObjectInfo => ({
    name,
    size: output.ContentLength ?? 0,
    contentType: output.ContentType ?? contentTypeFromName(name),
    updatedAt: output.LastModified ?? new Date(0),
    etag: output.ETag ?? '""',
  });

  async function head(name: string): Promise<StoredObjectInfo | null> {
    assertObjectName(name);
    try {
      return infoOf(name, await s3.send(new HeadObjectCommand({ Bucket, Key: name })));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function getObject(name: string) {
    assertObjectName(name);
    try {
      const output = await s3.send(new GetObjectCommand({ Bucket, Key: name }));
      if (!output.Body) throw new Error(`S3 answered GetObject for ${name} without a body`);
      return { info: infoOf(name, output), body: output.Body };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Every (name, size, time) under the prefix, page by page, until `enough` says stop. */
  async function scan(
    prefix: string,
    enough: (count: number) => boolean,
  ): Promise<{ name: string; size: number; updatedAt: Date }[]> {
    const found: { name: string; size: number; updatedAt: Date }[] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({
          Bucket,
          ...(prefix ? { Prefix: prefix } : {}),
          MaxKeys: 1000,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const item of page.Contents ?? [])
        if (item.Key)
          found.push({ name: item.Key, size: item.Size ?? 0, updatedAt: item.LastModified ?? new Date(0) });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token && !enough(found.length));
    return found;
  }

  async function putObject(
    name: string,
    body: Uint8Array | NodeJS.ReadableStream,
    size: number,
    putOptions: PutOptions,
  ): Promise<StoredObjectInfo> {
    assertObjectName(name);
    try {
      const output = await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          Body: body as Uint8Array,
          ContentType: putOptions.contentType,
          ContentLength: size,
          ...(putOptions.upsert ? {} : { IfNoneMatch: '*' }),
        }),
      );
      return {
        name,
        size,
        contentType: putOptions.contentType,
        updatedAt: new Date(),
        etag: output.ETag ?? '""',
      };
    } catch (error) {
      // 412: the object exists; 409: a concurrent conditional write to the same name won.
      if (statusOf(error) === 412 || statusOf(error) === 409) throw new StorageConflictError(name);
      throw error;
    }
  }

  return {
    driver: 's3',

    put: (name, data, putOptions) => putObject(name, data, data.byteLength, putOptions),

    async putStream(name, body, putOptions) {
      assertObjectName(name);
      // Spooled to a local temporary file first: memory stays flat, the length is known (a plain PutObject
      // up to 5 GB, no multipart bookkeeping), and a conditional write still decides conflicts at the bucket.
      const spool = path.join(os.tmpdir(), `estudio-s3-${randomUUID()}`);
      try {
        await pipeline(body, createWriteStream(spool, { flags: 'wx' }));
        const { size } = await fs.stat(spool);
        return await putObject(name, createReadStream(spool), size, putOptions);
      } finally {
        await fs.rm(spool, { force: true });
      }
    },

    async get(name) {
      const found = await getObject(name);
      if (!found) return null;
      return { ...found.info, body: found.body.transformToWebStream() as ReadableStream<Uint8Array> };
    },

    async read(name) {
      const found = await getObject(name);
      if (!found) return null;
      return { info: found.info, data: Buffer.from(await found.body.transformToByteArray()) };
    },

    head,

    async delete(name) {
      // S3 deletes answer the same whether or not the object existed: ask first.
      if (!(await head(name))) return false;
      await s3.send(new DeleteObjectCommand({ Bucket, Key: name }));
      return true;
    },

    async list(input?: ListInput) {
      const listOptions = listOptionsSchema.parse(input ?? {});
      assertPrefix(listOptions.prefix);
      const { offset, limit, sortBy } = listOptions;
      // S3 lists keys by name ascending: that order can stop reading once the page is complete.
      const ascendingByName = sortBy.column === 'name' && sortBy.order === 'asc';
      const found = await scan(listOptions.prefix, (count) => ascendingByName && count >= offset + limit);
      const placeholders = found.map((item) => ({ ...item, contentType: '', etag: '' }));
      const page = sortObjects(placeholders, sortBy).slice(offset, offset + limit);
      // Listings carry no content type: each object of the page is asked for it.
      const described = await mapLimited(page, 8, (item) => head(item.name));
      return described.filter((item): item is StoredObjectInfo => item !== null);
    },
  };
}
