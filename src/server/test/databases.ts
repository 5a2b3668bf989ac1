import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../platform/db/client';
import { listMigrations, migrate } from '../platform/db/migrate';
import { seed } from '../seeds';
import { paths, projectRoot } from '../platform/paths';

export interface TestEngine {
  name: 'pglite' | 'postgres';
  /** A new, empty database of this engine. */
  open(): Promise<Database>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;
const TEST_CONNECT_TIMEOUT_MS = 60_000;

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
  // The suite runs two workers on a loaded machine, and the concurrency specs queue 25 requests on a pool of
  // 10: a generous wait for a free connection keeps a slow CI run from turning queueing into failures.
  const open = () => openPostgres(url.href, undefined, TEST_CONNECT_TIMEOUT_MS);
  const others = await Promise.all(Array.from({ length: count - 1 }, open));
  const database = await open();
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
  if (engine.name === 'pglite') return openReadyPglite(templateFile());
  return migrateAndSeed(await engine.open());
}

async function migrateAndSeed(database: Database): Promise<Database> {
  await migrate(database.sql, paths.migrations());
  await seed(database.db);
  return database;
}

/*
 * Creating PGlite and migrating takes seconds per test file on a busy machine; loading a dump of a
 * ready database takes well under one. The dump is kept in memory for this process and in a temp
 * file for the other workers and later runs, named by a hash of everything that shapes it.
 */
const templates = new Map<string, Blob>();

/**
 * A ready in-memory PGlite, loaded from the template file when it is good, else built and saved
 * there. Takes the file (null: none) so its test can use one of its own.
 */
export async function openReadyPglite(file: string | null): Promise<Database> {
  if (file) {
    const database = await openFromTemplate(file);
    if (database) return database;
  }
  const database = await migrateAndSeed(await openPglite(null));
  try {
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    if (file) {
      templates.set(file, dump);
      await writeTemplate(file, dump);
    }
  } catch {
    // Only costs time on the next call.
  }
  return database;
}

/** The database loaded from the template, or null if there is none or it does not load. */
async function openFromTemplate(file: string): Promise<Database | null> {
  let database: Database | undefined;
  let stat: fs.Stats | undefined;
  try {
    let dump = templates.get(file);
    if (!dump) {
      if (!fs.existsSync(file)) return null;
      stat = fs.statSync(file);
      dump = new Blob([fs.readFileSync(file)], { type: 'application/x-tar' });
    }
    database = await openPglite(null, { loadDataDir: dump });
    const applied = await database.sql.query<{ name: string }>(
      'select name from schema_migrations order by name',
    );
    const expected = listMigrations(paths.migrations()).map((m) => m.name);
    if (applied.map((r) => r.name).join('\n') === expected.join('\n')) {
      templates.set(file, dump);
      return database;
    }
  } catch {
    // Falls through: the caller builds the database the slow way.
  }
  await database?.close().catch(() => {});
  templates.delete(file);
  try {
    // Remove the damaged file, unless another worker has just replaced it (a rename: a new inode).
    const now = fs.statSync(file);
    if (stat && now.ino === stat.ino && now.mtimeMs === stat.mtimeMs) fs.rmSync(file, { force: true });
  } catch {
    // Already gone.
  }
  return null;
}

/** The template's path, or null if it cannot be named (the slow path still works). */
function templateFile(): string | null {
  try {
    const root = projectRoot();
    const hash = createHash('sha256');
    const pglite = path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    hash.update(`pglite ${(JSON.parse(fs.readFileSync(pglite, 'utf8')) as { version: string }).version}\n`);
    for (const { name, sql } of listMigrations(paths.migrations())) hash.update(`${name}\n${sql}\n`);
    // The seed, the schemas its inserts go through, and the migration runner.
    const server = path.join(root, 'src', 'server');
    const sources = (fs.readdirSync(server, { recursive: true }) as string[])
      .filter((f) =>
        /(^|[/\\])(seed[^/\\]*|[^/\\]*-seed|questionnaire-v\d+|[^/\\]*schema|migrate)\.ts$/.test(f),
      )
      .sort();
    for (const f of sources) hash.update(`${f}\n${fs.readFileSync(path.join(server, f), 'utf8')}\n`);
    return path.join(os.tmpdir(), `estudio-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  } catch {
    return null;
  }
}

/** Written under a unique name, then renamed: concurrent workers never see half a file. */
async function writeTemplate(file: string, dump: Blob): Promise<void> {
  if (fs.existsSync(file)) return;
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}
