import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReadyDatabase, testEngines } from '../../test/databases';
import type { Database } from '../db/client';
import { LISTENER_NAME } from '../db/listen';
import { REALTIME_CHANNEL, notifyRealtime, type Notice } from './notify';

/** Collects the channel's notices; `until(marker)` waits for a committed marker notice, so all before it arrived. */
async function collect(database: Database) {
  const notices: Notice[] = [];
  let resyncs = 0;
  const waiters: (() => void)[] = [];
  const stop = await database.listen(
    REALTIME_CHANNEL,
    (payload) => {
      notices.push(JSON.parse(payload) as Notice);
      waiters.splice(0).forEach((wake) => wake());
    },
    () => (resyncs += 1),
  );
  const waitFor = async (found: () => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!found()) {
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(notices)}`);
      await new Promise<void>((wake) => {
        waiters.push(wake);
        setTimeout(wake, 50);
      });
    }
  };
  /** Commits a marker and returns the notices before it (delivery keeps commit order). */
  const until = async () => {
    const marker = `marker-${Math.random().toString(36).slice(2)}`;
    await notifyRealtime(database.db, { kind: 'visitors', id: marker });
    await waitFor(() => notices.some((n) => n.id === marker));
    const at = notices.findIndex((n) => n.id === marker);
    return notices.splice(0, at + 1).slice(0, -1);
  };
  return { notices, stop, until, waitFor, resyncs: () => resyncs };
}

describe.each(testEngines)('realtime notices on $name', (engine) => {
  let database: Database;
  let channel: Awaited<ReturnType<typeof collect>>;
  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    channel = await collect(database);
  });
  afterAll(async () => {
    await channel.stop();
    await database.close();
  });

  it('publishes a notice when its transaction commits and nothing when it rolls back', async () => {
    await database.db.transaction(async (tx) => {
      await notifyRealtime(tx, { kind: 'visitors', count: 3 });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await notifyRealtime(tx, { kind: 'visitors', count: 99 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await channel.until()).toEqual([{ kind: 'visitors', count: 3 }]);
  });

  it('the tables notify on commit only, with the kind, the id, the operation and no personal data', async () => {
    const email = `rt-${Math.random().toString(36).slice(2)}@example.com`;
    const [lead] = await database.sql.query<{ id: string }>(
      `insert into leads (email, name) values ($1, 'Ana') returning id`,
      [email],
    );
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update leads set status = 'contacted' where id = ${lead!.id}`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // Only bookkeeping changed: nothing to tell.
    await database.db.execute(sql`update leads set updated_at = now() where id = ${lead!.id}`);
    await database.db.execute(sql`update leads set status = 'won' where id = ${lead!.id}`);
    const got = await channel.until();
    expect(got).toEqual([
      { kind: 'lead', id: lead!.id, op: 'insert' },
      { kind: 'lead', id: lead!.id, op: 'update' },
    ]);
    expect(JSON.stringify(got)).not.toContain(email);
  });

  it('refuses a notice PostgreSQL could not carry', async () => {
    await expect(notifyRealtime(database.db, { kind: 'lead', id: 'x'.repeat(201) })).rejects.toThrow();
  });

  it.runIf(engine.name === 'postgres')(
    'listens again after its connection is killed and asks for a resync',
    async () => {
      const before = channel.resyncs();
      const killed = await database.sql.query<{ ok: boolean }>(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity
         where datname = current_database() and application_name = $1`,
        [LISTENER_NAME],
      );
      expect(killed).toEqual([{ ok: true }]);
      await channel.waitFor(() => channel.resyncs() === before + 1);
      await notifyRealtime(database.db, { kind: 'visitors', count: 7 });
      await channel.waitFor(() => channel.notices.some((n) => n.count === 7));
    },
  );
});
