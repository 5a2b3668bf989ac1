import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Stats } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  assertObjectName,
  assertPrefix,
  compareNames,
  contentTypeFromName,
  listOptionsSchema,
  sortObjects,
  StorageConflictError,
  type ListInput,
  type PutOptions,
  type Storage,
  type StoredObject,
  type StoredObjectInfo,
} from './storage';

/** What the driver remembers about an object beside it (`.<name>.meta`): its type, tied to its inode. */
interface Meta {
  contentType: string;
  ino: number;
  size: number;
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/**
 * Objects as plain files under `root` (DATA_DIR/storage). Writes go to a temporary file in the same
 * directory first and are then renamed (upsert) or hard-linked (no upsert: `link` fails when the name
 * exists, atomically), so a reader never sees half a file and two writers never both win a name.
 */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);

  const fileOf = (name: string) => {
    assertObjectName(name);
    const file = path.join(base, ...name.split('/'));
    // Defence in depth: the name rules already keep every path inside the root.
    if (!file.startsWith(base + path.sep)) throw new Error('Object path escapes the storage root');
    return file;
  };
  const metaOf = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.meta`);

  async function readMeta(file: string, stats: Stats): Promise<string> {
    try {
      const meta = JSON.parse(await fs.readFile(metaOf(file), 'utf8')) as Meta;
      // Only the metadata written for this very file counts (a replaced file has a new inode).
      if (meta.ino === stats.ino && meta.size === stats.size) return meta.contentType;
    } catch {
      // No metadata (written by hand, or a crash between the write and its metadata).
    }
    return contentTypeFromName(file);
  }

  const infoOf = (name: string, stats: Stats, contentType: string): StoredObjectInfo => ({
    name,
    size: stats.size,
    contentType,
    updatedAt: new Date(Math.floor(stats.mtimeMs)),
    etag: `"${stats.ino.toString(16)}-${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
  });

  /** A whole buffer or a stream of chunks, written to a temporary file and synced. */
  type Source = Uint8Array | AsyncIterable<Uint8Array>;

  async function writeTemp(dir: string, data: Source): Promise<string> {
    const temp = path.join(dir, `.tmp-${randomUUID()}`);
    const handle = await fs.open(temp, 'wx');
    try {
      if (data instanceof Uint8Array) await handle.writeFile(data);
      // Chunk by chunk, each write awaited: memory holds one chunk at a time.
      else for await (const chunk of data) await handle.write(chunk);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await fs.rm(temp, { force: true });
      throw error;
    }
    await handle.close();
    return temp;
  }

  async function writeMeta(file: string, meta: Meta) {
    const temp = await writeTemp(path.dirname(file), Buffer.from(JSON.stringify(meta)));
    try {
      await fs.rename(temp, metaOf(file));
    } finally {
      await fs.rm(temp, { force: true });
    }
  }

  async function putOnce(name: string, file: string, data: Source, options: PutOptions) {
    const dir = path.dirname(file);
    try {
      await fs.mkdir(dir, { recursive: true });
    } catch (error) {
      // A part of the name is an existing object (a file where a directory would go).
      if (['EEXIST', 'ENOTDIR'].includes(codeOf(error) ?? '')) throw new StorageConflictError(name);
      throw error;
    }
    const temp = await writeTemp(dir, data);
    try {
      const stats = await fs.stat(temp);
      if (options.upsert) {
        await fs.rename(temp, file).catch((error: unknown) => {
          if (['EISDIR', 'ENOTDIR', 'ENOTEMPTY', 'EEXIST'].includes(codeOf(error) ?? ''))
            throw new StorageConflictError(name);
          throw error;
        });
      } else {
        await fs.link(temp, file).catch((error: unknown) => {
          if (codeOf(error) === 'EEXIST') throw new StorageConflictError(name);
          throw error;
        });
      }
      await writeMeta(file, { contentType: options.contentType, ino: stats.ino, size: stats.size });
      return infoOf(name, stats, options.contentType);
    } finally {
      await fs.rm(temp, { force: true });
    }
  }

  /** Removes directories left empty by a delete, up to the root; a directory in use stays. */
  async function pruneEmpty(dir: string) {
    let current = dir;
    while (current.startsWith(base + path.sep)) {
      try {
        await fs.rmdir(current);
      } catch {
        return;
      }
      current = path.dirname(current);
    }
  }

  async function statFile(file: string): Promise<Stats | null> {
    try {
      const stats = await fs.stat(file);
      return stats.isFile() ? stats : null;
    } catch (error) {
      if (['ENOENT', 'ENOTDIR'].includes(codeOf(error) ?? '')) return null;
      throw error;
    }
  }

  /** Every object name under `dir` (relative names with `/`), skipping the driver's dot files. */
  async function walk(dir: string, relative: string, out: string[]) {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (['ENOENT', 'ENOTDIR'].includes(codeOf(error) ?? '')) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), name, out);
      else if (entry.isFile()) out.push(name);
    }
  }

  return {
    driver: 'local',

    async put(name, data, options) {
      const file = fileOf(name);
      // A concurrent delete may remove the directory between mkdir and the write: try again.
      for (let attempt = 1; ; attempt++) {
        try {
          return await putOnce(name, file, data, options);
        } catch (error) {
          if (codeOf(error) !== 'ENOENT' || attempt >= 3) throw error;
        }
      }
    },

    async putStream(name, body, options) {
      // A stream can be read once: no retry after a concurrent delete of the directory.
      return putOnce(name, fileOf(name), body, options);
    },

    async get(name) {
      const file = fileOf(name);
      let handle;
      try {
        handle = await fs.open(file, 'r');
      } catch (error) {
        if (['ENOENT', 'ENOTDIR', 'EISDIR'].includes(codeOf(error) ?? '')) return null;
        throw error;
      }
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const info = infoOf(name, stats, await readMeta(file, stats));
      const body = Readable.toWeb(handle.createReadStream()) as unknown as ReadableStream<Uint8Array>;
      return { ...info, body } satisfies StoredObject;
    },

    async read(name) {
      const file = fileOf(name);
      let handle;
      try {
        handle = await fs.open(file, 'r');
      } catch (error) {
        if (['ENOENT', 'ENOTDIR', 'EISDIR'].includes(codeOf(error) ?? '')) return null;
        throw error;
      }
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) return null;
        const data = await handle.readFile();
        return { info: infoOf(name, stats, await readMeta(file, stats)), data };
      } finally {
        await handle.close();
      }
    },

    async head(name) {
      const file = fileOf(name);
      const stats = await statFile(file);
      return stats ? infoOf(name, stats, await readMeta(file, stats)) : null;
    },

    async delete(name) {
      const file = fileOf(name);
      if (!(await statFile(file))) return false;
      try {
        await fs.unlink(file);
      } catch (error) {
        if (codeOf(error) === 'ENOENT') return false;
        throw error;
      }
      await fs.rm(metaOf(file), { force: true });
      await pruneEmpty(path.dirname(file));
      return true;
    },

    async list(input?: ListInput) {
      const options = listOptionsSchema.parse(input ?? {});
      assertPrefix(options.prefix);
      // Walk only the directory the prefix points into, then keep the names that start with it.
      const slash = options.prefix.lastIndexOf('/');
      const dirName = slash >= 0 ? options.prefix.slice(0, slash) : '';
      const names: string[] = [];
      await walk(dirName ? path.join(base, ...dirName.split('/')) : base, dirName, names);
      const matching = names.filter((name) => name.startsWith(options.prefix));

      const describe = async (name: string) => {
        const file = path.join(base, ...name.split('/'));
        const stats = await statFile(file);
        return stats ? infoOf(name, stats, await readMeta(file, stats)) : null;
      };
      const present = (items: (StoredObjectInfo | null)[]) =>
        items.filter((item): item is StoredObjectInfo => item !== null);

      if (options.sortBy.column === 'name') {
        const sorted = matching.sort(compareNames);
        if (options.sortBy.order === 'desc') sorted.reverse();
        const page = sorted.slice(options.offset, options.offset + options.limit);
        return present(await Promise.all(page.map(describe)));
      }
      const all = present(await Promise.all(matching.map(describe)));
      return sortObjects(all, options.sortBy).slice(options.offset, options.offset + options.limit);
    },
  };
}
