import fs from 'node:fs';
import path from 'node:path';
import type { SqlRunner } from './client';

export class MigrationError extends Error {}

// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_KEY = 72_710_001;

export function listMigrations(dir: string): { name: string; sql: string }[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Applies the committed SQL migrations not yet applied, in order, all in one transaction under an
 * advisory lock — so two instances starting together apply each migration once, and a failure
 * leaves the database as it was.
 */
export async function migrate(sql: SqlRunner, dir: string): Promise<string[]> {
  const migrations = listMigrations(dir);
  return sql.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const applied = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    );
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new MigrationError(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      await tx.query('insert into schema_migrations (name) values ($1)', [migration.name]);
      done.push(migration.name);
    }
    return done;
  });
}
