import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { describeDatabaseUrl } from '../config';
import { createPostgresListen, type Listen } from './listen';
import { lockDataDir } from './lock';

/**
 * The Drizzle handle every module uses. It carries no schema: queries name their tables, and the relational
 * `db.query` API (the only thing a schema enables) is not used, so the platform need not know any module.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Plain SQL access for migrations and health checks, the same on both engines. */
export interface SqlRunner {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn in one transaction on one connection. */
  transaction<T>(fn: (tx: Omit<SqlRunner, 'transaction'>) => Promise<T>): Promise<T>;
}

export interface Database {
  engine: 'pglite' | 'postgres';
  /** Where the data lives, for logs and error messages (no credentials). */
  location: string;
  db: Db;
  sql: SqlRunner;
  /**
   * LISTENs on a channel (the realtime fan-out): PGlite on its own instance, PostgreSQL on a dedicated
   * connection that reconnects and then calls onResync. Resolves to a stop function; close() stops all.
   */
  listen: Listen;
  close(): Promise<void>;
}

export class DatabaseStartError extends Error {}

export async function openPglite(
  dataDir: string | null,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  // null → in memory (tests); otherwise persisted under <dataDir>/pglite.
  // loadDataDir: start from a dumpDataDir() tarball instead of an empty cluster (test templates).
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  const pgdata = dataDir ? path.join(dataDir, 'pglite') : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create(pgdata, { extensions: { btree_gist }, loadDataDir: options.loadDataDir });
    await client.query('select 1');
  } catch (error) {
    unlock();
    throw new DatabaseStartError(
      `The embedded database in ${pgdata} could not be opened (${(error as Error).message}). ` +
        'It may be damaged: restore the folder from a backup, or move it away to start with a fresh database.',
    );
  }
  const runner = (target: Pick<PGlite, 'exec' | 'query'>) => ({
    exec: async (sql: string) => {
      await target.exec(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await target.query<T>(sql, params)).rows,
  });
  return {
    engine: 'pglite',
    location: pgdata ?? 'memory',
    db: drizzlePglite({ client }) as unknown as Db,
    sql: { ...runner(client), transaction: (fn) => client.transaction((tx) => fn(runner(tx))) },
    // One process, one database: notifications cannot be missed, so onResync is never needed.
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        unlock();
      }
    },
  };
}

export async function openPostgres(
  url: string,
  onIdleError?: (error: Error) => void,
  /** How long a query waits for a free connection of the pool before it fails. */
  connectTimeoutMs = 5_000,
): Promise<Database> {
  const location = describeDatabaseUrl(url);
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: connectTimeoutMs });
  // Idle clients can lose their connection (server restart); the pool replaces them.
  pool.on('error', (error) => onIdleError?.(error));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    const err = error as NodeJS.ErrnoException;
    const reason = err.code === 'ECONNREFUSED' ? 'connection refused' : err.message || String(err.code);
    throw new DatabaseStartError(`Cannot connect to PostgreSQL at ${location}: ${reason}.`);
  }
  const listener = createPostgresListen(url, onIdleError);
  const query = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) =>
    (await client.query(sql, params)).rows as T[];
  return {
    engine: 'postgres',
    location,
    db: drizzlePostgres({ client: pool }) as unknown as Db,
    sql: {
      exec: async (sql) => {
        await pool.query(sql);
      },
      query: (sql, params) => query(pool, sql, params),
      async transaction(fn) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await fn({
            exec: async (sql) => {
              await client.query(sql);
            },
            query: (sql, params) => query(client, sql, params),
          });
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
    },
    listen: listener.listen,
    async close() {
      await listener.closeAll();
      await pool.end();
    },
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onIdleError)
    : openPglite(options.dataDir);
}
