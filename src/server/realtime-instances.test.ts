import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './platform/db/client';
import { LISTENER_NAME } from './platform/db/listen';
import { migrate } from './platform/db/migrate';
import { paths } from './platform/paths';
import { adminAccessToken } from './test/admin-session';
import { openInstances } from './test/databases';
import { startRealtimeServer } from './test/realtime-server';
import { seed } from './seeds';

const joined = { event: 'phx_reply', payload: { status: 'ok', response: {} } };

// Several instances share one PostgreSQL database (on PGlite there is only ever one process).
describe.runIf(openInstances)('realtime across instances on postgres', () => {
  let a: Database;
  let b: Database;
  let serverA: Awaited<ReturnType<typeof startRealtimeServer>>;
  let serverB: Awaited<ReturnType<typeof startRealtimeServer>>;
  let admin: string;

  beforeAll(async () => {
    [a, b] = (await openInstances!(2)) as [Database, Database];
    await migrate(a.sql, paths.migrations());
    await seed(a.db);
    serverA = await startRealtimeServer(a);
    serverB = await startRealtimeServer(b);
    admin = await adminAccessToken(serverA.app, a, serverA.env, 'boss@estudio.test');
  });
  afterAll(async () => {
    await serverB?.close();
    await serverA?.close();
    await a?.close();
  });

  it('delivers a change committed through instance A to a socket on instance B', async () => {
    const socket = await serverB.connect();
    expect(await socket.join('admin:leads', admin)).toMatchObject(joined);
    // A write through instance A's own database handle.
    const [lead] = await a.sql.query<{ id: string }>(
      `insert into leads (email, name) values ('ana.instances@example.com', 'Ana') returning id`,
    );
    const change = await socket.next((f) => f.event === 'change' && f.payload.id === lead!.id);
    expect(change).toMatchObject({ topic: 'admin:leads', payload: { kind: 'lead', id: lead!.id } });
  });

  it('sends a resync to every joined channel when its database listener is cut, then delivers again', async () => {
    const socket = await serverB.connect();
    expect(await socket.join('admin:analytics', admin)).toMatchObject(joined);
    expect(await socket.join('admin:payments', admin)).toMatchObject(joined);
    // Both instances' listeners are cut: each reconnects and resyncs its own sockets.
    const killed = await a.sql.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and application_name = $1`,
      [LISTENER_NAME],
    );
    expect(killed).toHaveLength(2);
    for (const topic of ['admin:analytics', 'admin:payments'])
      expect(await socket.next((f) => f.event === 'resync' && f.topic === topic)).toEqual({
        topic,
        event: 'resync',
        payload: {},
      });
    await a.sql.query(`select pg_notify('estudio_realtime', '{"kind":"visitors","count":9}')`);
    expect(await socket.next((f) => f.event === 'change')).toMatchObject({
      topic: 'admin:analytics',
      payload: { kind: 'visitors', count: 9 },
    });
  });
});
