import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../platform/db/client';
import { migrate } from '../platform/db/migrate';
import { seed } from '../platform/db/seed';
import { paths } from '../platform/paths';

export interface TestEngine {
  name: 'pglite' | 'postgres';
  /** A new, empty database of this engine. */
  open(): Promise<Database>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

/** Each test database on PostgreSQL is a database of its own, dropped when closed. */
async function openFreshPostgres(baseUrl: string): Promise<Database> {
  const [database] = await openFreshPostgresPair(baseUrl, 1);
  return database!;
}

/**
 * Connections to one fresh PostgreSQL database as separate clients — what several server instances
 * see. Closing the first drops the database.
 */
async function openFreshPostgresPair(baseUrl: string, count: number): Promise<Database[]> {
  const name = `estudio_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const others = await Promise.all(Array.from({ length: count - 1 }, () => openPostgres(url.href)));
  const database = await openPostgres(url.href);
  const owner: Database = {
    ...database,
    async close() {
      await Promise.all(others.map((other) => other.close()));
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
  return [owner, ...others];
}

/** Several instances on one PostgreSQL database, when TEST_DATABASE_URL is set. */
export const openInstances = postgresUrl
  ? (count: number) => openFreshPostgresPair(postgresUrl, count)
  : null;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set — the same suite runs on both. */
export const testEngines: TestEngine[] = [
  { name: 'pglite', open: () => openPglite(null) },
  ...(postgresUrl ? [{ name: 'postgres' as const, open: () => openFreshPostgres(postgresUrl) }] : []),
];

/** A database with the committed migrations and the seed applied, as the server has at start. */
export async function openReadyDatabase(engine: TestEngine): Promise<Database> {
  const database = await engine.open();
  await migrate(database.sql, paths.migrations());
  await seed(database.db);
  return database;
}
