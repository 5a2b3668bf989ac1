import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, test, vi } from 'vitest';
import type { Database } from '../platform/db/client';
import { listMigrations } from '../platform/db/migrate';
import { paths } from '../platform/paths';

// A template file of this test's own, so the shared one other workers use is left alone.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estudio-template-test-'));
const file = path.join(dir, 'template.tar');
const opened: Database[] = [];

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function open(): Promise<Database> {
  // A fresh module: nothing kept in memory, the file is what counts.
  vi.resetModules();
  const { openReadyPglite } = await import('./databases');
  const database = await openReadyPglite(file);
  opened.push(database);
  return database;
}

async function expectReady(database: Database) {
  expect(database.engine).toBe('pglite');
  expect(database.location).toBe('memory');
  const migrations = await database.sql.query<{ name: string }>(
    'select name from schema_migrations order by name',
  );
  expect(migrations.map((r) => r.name)).toEqual(listMigrations(paths.migrations()).map((m) => m.name));
  const seeds = await database.sql.query<{ name: string }>('select name from seed_history');
  expect(seeds.map((r) => r.name)).toContain('content-v1');
}

const has = async (database: Database, name: string) =>
  (await database.sql.query('select 1 from seed_history where name = $1', [name])).length > 0;

test('a damaged template is replaced, and databases loaded from it are ready and separate', async () => {
  fs.writeFileSync(file, 'not a tarball');
  const first = await open();
  await expectReady(first);
  expect(fs.readdirSync(dir)).toEqual(['template.tar']);
  expect(fs.statSync(file).size).toBeGreaterThan(1_000_000);

  // A marked template, to tell a database loaded from it from one built afresh.
  await first.sql.exec(`insert into seed_history (name) values ('marker')`);
  const client = (first.db as unknown as { $client: PGlite }).$client;
  fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));

  const second = await open();
  await expectReady(second);
  expect(await has(second, 'marker')).toBe(true);
  await second.sql.exec(`insert into seed_history (name) values ('only-in-second')`);
  const third = await open();
  expect(await has(third, 'marker')).toBe(true);
  expect(await has(third, 'only-in-second')).toBe(false);
});
