import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projects } from '../db-schema';
import type { Database } from '../platform/db/client';
import { listMigrations, MigrationError, migrate } from '../platform/db/migrate';
import { paths } from '../platform/paths';
import { seed } from '../seeds';
import { openInstances, testEngines } from './databases';

describe.each(testEngines)('migrations and seed on $name', (engine) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('applies every committed migration once, then nothing', async () => {
    database = await engine.open();
    const all = listMigrations(paths.migrations()).map((m) => m.name);
    expect(await migrate(database.sql, paths.migrations())).toEqual(all);
    expect(await migrate(database.sql, paths.migrations())).toEqual([]);
    const [ext] = await database.sql.query<{ extname: string }>(
      "select extname from pg_extension where extname = 'btree_gist'",
    );
    expect(ext?.extname).toBe('btree_gist');
  });

  it('leaves the database untouched when a migration fails', async () => {
    database = await engine.open();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estudio-migrations-'));
    fs.writeFileSync(path.join(dir, '0000_ok.sql'), 'create table first_table (id int);');
    fs.writeFileSync(
      path.join(dir, '0001_bad.sql'),
      'create table second_table (id int); select * from missing_table;',
    );
    await expect(migrate(database.sql, dir)).rejects.toThrow(MigrationError);
    await expect(migrate(database.sql, dir)).rejects.toThrow(/0001_bad\.sql failed: .*missing_table/);
    const tables = await database.sql.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_name in ('first_table', 'second_table', 'schema_migrations')",
    );
    expect(tables).toEqual([]);
  });

  it('seeds once: a second run changes nothing and a deleted project stays deleted', async () => {
    database = await engine.open();
    await migrate(database.sql, paths.migrations());
    expect(await seed(database.db)).toEqual([
      'content-v1',
      'diagnostic-v1',
      'booking-v1',
      'cv-v1',
      'testimonials-v1',
      'rental-v1',
    ]);
    const before = await database.db.select().from(projects);
    expect(before.length).toBeGreaterThan(2);
    expect(await seed(database.db)).toEqual([]);
    expect(await database.db.select().from(projects)).toHaveLength(before.length);

    await database.sql.query('delete from projects where slug = $1', [before[0]!.slug]);
    await seed(database.db);
    expect(await database.db.select().from(projects)).toHaveLength(before.length - 1);
  });
});

describe.runIf(openInstances)('several instances starting together on PostgreSQL', () => {
  it('apply each migration and each seed set exactly once', async () => {
    const instances = await openInstances!(3);
    try {
      const migrated = await Promise.all(instances.map((db) => migrate(db.sql, paths.migrations())));
      expect(migrated.flat().sort()).toEqual(listMigrations(paths.migrations()).map((m) => m.name));
      const seeded = await Promise.all(instances.map((db) => seed(db.db)));
      expect(seeded.flat().sort()).toEqual([
        'booking-v1',
        'content-v1',
        'cv-v1',
        'diagnostic-v1',
        'rental-v1',
        'testimonials-v1',
      ]);
      const [count] = await instances[0]!.sql.query<{ n: number }>('select count(*)::int as n from projects');
      const [once] = await instances[0]!.sql.query<{ n: number }>(
        'select count(distinct slug)::int as n from projects',
      );
      expect(count!.n).toBe(once!.n);
    } finally {
      await instances[0]!.close();
    }
  });
});
