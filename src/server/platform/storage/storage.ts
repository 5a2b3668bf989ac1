import { z } from 'zod';

/**
 * Object storage (docs/architecture.md, "Storage"): local disk under DATA_DIR/storage by default, an S3-compatible
 * bucket when configured. Names are `/`-separated keys such as `media/3f2a…/480.webp`.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Stores an object. With `upsert` off (the default) an existing name is a StorageConflictError. */
  put(name: string, data: Uint8Array, options: PutOptions): Promise<StoredObjectInfo>;
  /**
   * Stores an object read from a stream of chunks (a large export), never holding it whole in memory; the
   * object appears only once the stream has ended. Same upsert rules as put.
   */
  putStream(name: string, body: AsyncIterable<Uint8Array>, options: PutOptions): Promise<StoredObjectInfo>;
  /** The object as a stream, or null when there is none. Cancel the body when it is not read. */
  get(name: string): Promise<StoredObject | null>;
  /** The object read whole, or null when there is none. */
  read(name: string): Promise<{ info: StoredObjectInfo; data: Buffer } | null>;
  /** What is known about the object without its body, or null when there is none. */
  head(name: string): Promise<StoredObjectInfo | null>;
  /** Removes the object; false when there was none. */
  delete(name: string): Promise<boolean>;
  /** Objects whose names start with `prefix`; limit 100, offset 0, by name ascending unless told. */
  list(options?: ListInput): Promise<StoredObjectInfo[]>;
}

export interface PutOptions {
  contentType: string;
  /** Replace an existing object of the same name (default false: an existing name is a conflict). */
  upsert?: boolean;
}

export interface StoredObjectInfo {
  name: string;
  size: number;
  contentType: string;
  updatedAt: Date;
  /** A strong entity tag, quoted as in HTTP (`"…"`). */
  etag: string;
}

export interface StoredObject extends StoredObjectInfo {
  body: ReadableStream<Uint8Array>;
}

/** The product's listing defaults (docs/architecture.md): limit 100, offset 0, sort by name ascending. */
export const listOptionsSchema = z.object({
  prefix: z.string().max(1024).default(''),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).default(0),
  sortBy: z
    .object({
      column: z.enum(['name', 'updatedAt']).default('name'),
      order: z.enum(['asc', 'desc']).default('asc'),
    })
    .default({ column: 'name', order: 'asc' }),
});
export type ListInput = z.input<typeof listOptionsSchema>;
export type ListOptions = z.output<typeof listOptionsSchema>;

export class StorageConflictError extends Error {
  constructor(readonly objectName: string) {
    super(`An object named ${objectName} already exists`);
    this.name = 'StorageConflictError';
  }
}

export class InvalidObjectNameError extends Error {
  constructor(
    readonly objectName: string,
    reason: string,
  ) {
    super(`Invalid object name: ${reason}`);
    this.name = 'InvalidObjectNameError';
  }
}

/** Why a name is not a safe object name, or null when it is. */
export function objectNameProblem(name: string): string | null {
  if (typeof name !== 'string' || name.length === 0) return 'the name is empty';
  if (Buffer.byteLength(name, 'utf8') > 1024) return 'the name is longer than 1024 bytes';
  // NUL and other control characters, backslashes (a separator on Windows) and colons (drive letters).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'the name contains a control character';
  if (name.includes('\\')) return 'the name contains a backslash';
  if (name.includes(':')) return 'the name contains a colon';
  if (name.startsWith('/')) return 'the name is an absolute path';
  for (const part of name.split('/')) {
    if (part === '') return 'the name has an empty part (a leading, trailing or double slash)';
    if (part === '.' || part === '..') return 'the name has a . or .. part';
    // Names starting with a dot are kept for the drivers' own files (temporary files, metadata).
    if (part.startsWith('.')) return 'a part of the name starts with a dot';
  }
  return null;
}

export function assertObjectName(name: string): void {
  const problem = objectNameProblem(name);
  if (problem) throw new InvalidObjectNameError(name, problem);
}

/** Prefixes follow the same rules, except that they may be empty or end with a slash. */
export function assertPrefix(prefix: string): void {
  if (prefix === '') return;
  assertObjectName(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

/** Names compare by their UTF-8 bytes, the order S3 lists keys in, so both drivers agree. */
export function compareNames(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

export function sortObjects(objects: StoredObjectInfo[], sortBy: ListOptions['sortBy']): StoredObjectInfo[] {
  const direction = sortBy.order === 'asc' ? 1 : -1;
  return [...objects].sort((a, b) => {
    const primary =
      sortBy.column === 'updatedAt'
        ? a.updatedAt.getTime() - b.updatedAt.getTime()
        : compareNames(a.name, b.name);
    // Ties (same time) fall back to the name, so pages never overlap.
    return direction * (primary !== 0 ? primary : compareNames(a.name, b.name));
  });
}

const typesByExtension: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  json: 'application/json',
  pdf: 'application/pdf',
  png: 'image/png',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  webp: 'image/webp',
};

/** A content type from the name's extension: only used when an object's own type is unknown. */
export function contentTypeFromName(name: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return (extension && typesByExtension[extension]) ?? 'application/octet-stream';
}
