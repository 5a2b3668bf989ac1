import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client';
import { migrate } from '../db/migrate';
import { paths } from '../paths';
import { captureLogs } from '../../test/logs';
import { openInstances, openReadyDatabase, testEngines } from '../../test/databases';
import { enqueueJob, type Job } from './queue';
import { backoffSeconds, createJobRunner, type JobHandlers, type JobRunner } from './runner';
import { jobs } from './schema';

const seconds = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;
const getJob = async (db: Db, id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
/** Makes a waiting job due now, as if its backoff had passed. */
const makeDue = (db: Db, id: number) =>
  db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.id, id));

describe('backoffSeconds', () => {
  it('doubles from 10 s and stops at an hour', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([10, 20, 40, 80]);
    expect(backoffSeconds(9)).toBe(2560);
    expect(backoffSeconds(10)).toBe(3600);
    expect(backoffSeconds(50)).toBe(3600);
  });
});

describe.each(testEngines)('job queue on $name', (engine) => {
  let database: Database;
  let db: Db;
  const runners: JobRunner[] = [];
  const runner = (handlers: JobHandlers, logger = captureLogs().logger) => {
    const created = createJobRunner({ db, logger, pollMs: 20, handlers });
    runners.push(created);
    return created;
  };
  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    db = database.db;
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await db.delete(jobs);
  });
  afterAll(() => database.close());

  it('keeps one job per dedupe key, and any number without a key', async () => {
    const first = await enqueueJob(db, { kind: 'k', payload: { n: 1 }, dedupeKey: 'cause:1' });
    const again = await enqueueJob(db, { kind: 'k', payload: { n: 2 }, dedupeKey: 'cause:1' });
    await enqueueJob(db, { kind: 'k', payload: {} });
    await enqueueJob(db, { kind: 'k', payload: {} });
    expect(first).toEqual(expect.any(Number));
    expect(again).toBeNull();
    const rows = await db.select().from(jobs);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.dedupeKey === 'cause:1')?.payload).toEqual({ n: 1 });
  });

  it('runs a due job once with its payload and marks it done; a future job waits', async () => {
    const seen: unknown[] = [];
    const r = runner({ greet: async (payload) => void seen.push(payload) });
    const id = (await enqueueJob(db, { kind: 'greet', payload: { name: 'Ana' } }))!;
    const later = (await enqueueJob(db, {
      kind: 'greet',
      payload: { name: 'Luis' },
      runAt: new Date(Date.now() + 60_000),
    }))!;
    expect(await r.runDue()).toBe(1);
    expect(await r.runDue()).toBe(0);
    expect(seen).toEqual([{ name: 'Ana' }]);
    const done = await getJob(db, id);
    expect(done).toMatchObject({ attempts: 1, lockedUntil: null, lastError: null, failedAt: null });
    expect(done.doneAt).toBeInstanceOf(Date);
    expect((await getJob(db, later)).attempts).toBe(0);
  });

  it('retries a failing job with exponential backoff, then fails it for good after max attempts', async () => {
    const { logger, lines } = captureLogs();
    let calls = 0;
    const r = runner(
      {
        flaky: async () => {
          calls++;
          throw new Error(`provider down (${calls})`);
        },
      },
      logger,
    );
    const id = (await enqueueJob(db, { kind: 'flaky', payload: {}, maxAttempts: 3 }))!;

    const before = new Date();
    expect(await r.runDue()).toBe(1);
    let job = await getJob(db, id);
    expect(job).toMatchObject({ attempts: 1, lastError: 'provider down (1)', lockedUntil: null });
    expect(job.doneAt).toBeNull();
    expect(job.failedAt).toBeNull();
    expect(seconds(before, job.runAt)).toBeGreaterThan(8);
    expect(seconds(before, job.runAt)).toBeLessThan(15);
    expect(await r.runDue()).toBe(0); // not due until the backoff has passed

    await makeDue(db, id);
    const second = new Date();
    await r.runDue();
    job = await getJob(db, id);
    expect(job.attempts).toBe(2);
    expect(seconds(second, job.runAt)).toBeGreaterThan(18);
    expect(seconds(second, job.runAt)).toBeLessThan(25);

    await makeDue(db, id);
    await r.runDue();
    job = await getJob(db, id);
    expect(job).toMatchObject({ attempts: 3, lastError: 'provider down (3)', doneAt: null });
    expect(job.failedAt).toBeInstanceOf(Date);
    await makeDue(db, id);
    expect(await r.runDue()).toBe(0);
    expect(calls).toBe(3);
    expect(lines.filter((l) => l.level === 40)).toHaveLength(2);
    expect(lines.filter((l) => l.level === 50)).toEqual([
      expect.objectContaining({ jobId: id, kind: 'flaky', attempts: 3, error: 'provider down (3)' }),
    ]);
  });

  it('runs a handler again at once when the database aborted it for a deadlock', async () => {
    const id = (await enqueueJob(db, { kind: 'racy', payload: {} }))!;
    let calls = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    await runner({
      racy: async () => {
        calls++;
        if (calls === 1) throw deadlock;
      },
    }).runDue();
    expect(calls).toBe(2);
    const job = await getJob(db, id);
    expect(job.doneAt).not.toBeNull();
    expect(job).toMatchObject({ attempts: 1, lastError: null });
  });

  it('fails a job of an unknown kind at once, with a clear error', async () => {
    const r = runner({ known: async () => {} });
    const id = (await enqueueJob(db, { kind: 'mystery', payload: {} }))!;
    await r.runDue();
    const job = await getJob(db, id);
    expect(job.failedAt).toBeInstanceOf(Date);
    expect(job.attempts).toBe(1);
    expect(job.lastError).toBe('No handler for job kind "mystery" (known: known)');
  });

  it('never runs a job enqueued in a transaction that rolled back', async () => {
    const ran: string[] = [];
    const r = runner({ note: async (payload) => void ran.push(String(payload.what)) });
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'note', payload: { what: 'rolled back' }, dedupeKey: 'tx:1' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction(async (tx) => {
      await enqueueJob(tx, { kind: 'note', payload: { what: 'committed' }, dedupeKey: 'tx:2' });
    });
    await r.runDue();
    expect(ran).toEqual(['committed']);
    expect(await db.select({ key: jobs.dedupeKey }).from(jobs)).toEqual([{ key: 'tx:2' }]);
  });

  it('leaves a job locked by a crashed runner alone until the lock expires, then runs it again', async () => {
    const ran: number[] = [];
    const r = runner({ work: async (_payload, job) => void ran.push(job.attempts) });
    const id = (await enqueueJob(db, { kind: 'work', payload: {} }))!;
    // What a runner that claimed the job and then died leaves behind.
    await db
      .update(jobs)
      .set({ attempts: 1, lockedUntil: sql`now() + interval '2 minutes'` })
      .where(eq(jobs.id, id));
    expect(await r.runDue()).toBe(0);
    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    expect(await r.runDue()).toBe(1);
    expect(ran).toEqual([2]);
    expect((await getJob(db, id)).doneAt).toBeInstanceOf(Date);
  });

  it('ignores the late result of a runner whose lock expired and whose job was claimed again', async () => {
    let release!: () => void;
    const slow = runner({ work: () => new Promise<void>((resolve) => (release = resolve)) });
    const id = (await enqueueJob(db, { kind: 'work', payload: {} }))!;
    const slowPass = slow.runDue();
    await expect.poll(async () => (await getJob(db, id)).attempts).toBe(1);
    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    const failing = runner({
      work: async () => {
        throw new Error('second try failed');
      },
    });
    await failing.runDue();
    release();
    await slowPass;
    const job = await getJob(db, id);
    expect(job).toMatchObject({ attempts: 2, lastError: 'second try failed', doneAt: null });
  });

  it('runs each due job exactly once when two runners race on the same database', async () => {
    await expectRaceRunsOnce(db, db);
  });

  it('polls after start() and lets stop() wait for the job in progress', async () => {
    let release!: () => void;
    let started = false;
    const r = runner({
      work: () =>
        new Promise<void>((resolve) => {
          started = true;
          release = resolve;
        }),
    });
    r.start();
    const id = (await enqueueJob(db, { kind: 'work', payload: {} }))!;
    await expect.poll(() => started).toBe(true);
    let stopped = false;
    const stopping = r.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await getJob(db, id)).doneAt).toBeInstanceOf(Date);
  });
});

describe.runIf(openInstances)('job queue across instances on PostgreSQL', () => {
  it('runs each due job exactly once when runners on two connection pools race', async () => {
    const [first, second] = await openInstances!(2);
    try {
      await migrate(first!.sql, paths.migrations());
      await expectRaceRunsOnce(first!.db, second!.db);
    } finally {
      await first!.close();
    }
  });
});

/** Two runners on (possibly) different connections drain 30 jobs; every job must run exactly once. */
async function expectRaceRunsOnce(dbA: Db, dbB: Db) {
  const runs = new Map<number, number>();
  const handler = async (_payload: unknown, job: Job) => {
    runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, 2));
  };
  const logger = captureLogs().logger;
  const a = createJobRunner({ db: dbA, logger, pollMs: 20, batch: 4, handlers: { race: handler } });
  const b = createJobRunner({ db: dbB, logger, pollMs: 20, batch: 4, handlers: { race: handler } });
  const ids: number[] = [];
  for (let i = 0; i < 30; i++) ids.push((await enqueueJob(dbA, { kind: 'race', payload: { i } }))!);
  for (;;) {
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    if (ranA + ranB === 0) break;
  }
  expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
  const rows = await dbB.select().from(jobs);
  expect(rows.every((row) => row.doneAt && row.attempts === 1)).toBe(true);
}
