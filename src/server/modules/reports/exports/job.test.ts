import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Report } from '@contracts/reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { createJobRunner } from '../../../platform/jobs/runner';
import { jobs } from '../../../platform/jobs/schema';
import { createLogger } from '../../../platform/logging';
import { createLocalStorage } from '../../../platform/storage/local';
import type { Storage } from '../../../platform/storage';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { reportExports } from '../schema';
import { fixedReport } from './exports-fixture';
import { exportJobHandlers, runExport, type ExportJobDeps } from './job';
import { EXPORT_JOB, requestExport } from './records';

/** A report source that waits until the test lets it answer (or fail), to interleave two attempts. */
function gatedReport() {
  let called!: () => void;
  const started = new Promise<void>((resolve) => (called = resolve));
  let settle!: (outcome: Error | null) => void;
  const outcome = new Promise<Error | null>((resolve) => (settle = resolve));
  const report: ExportJobDeps['report'] = async (_db, range): Promise<Report> => {
    called();
    const error = await outcome;
    if (error) throw error;
    return fixedReport(range);
  };
  return { report, started, pass: () => settle(null), fail: (message: string) => settle(new Error(message)) };
}

describe.each(testEngines)('export job attempts on $name', (engine) => {
  let database: Database;
  let storage: Storage;
  let root: string;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'estudio-export-job-'));
    storage = createLocalStorage(root);
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const ask = () =>
    requestExport(
      database.db,
      { dataset: 'summary', format: 'pdf', lang: 'en', from: '2031-03-01', to: '2031-03-03' },
      'owner@example.com',
    );
  const rowOf = async (id: string) =>
    (await database.db.select().from(reportExports).where(eq(reportExports.id, id)))[0]!;

  it('a duplicate attempt failing after the first one finished leaves the export done and its file in place', async () => {
    const { id } = await ask();
    const first = gatedReport();
    const second = gatedReport();
    const one = runExport({ db: database.db, storage, report: first.report }, id, { attempt: 1 });
    await first.started;
    // The first attempt's lease ran out: the runner hands the job to a second attempt, which claims the row.
    const two = runExport({ db: database.db, storage, report: second.report }, id, { attempt: 2 });
    await second.started;
    first.pass();
    await one;
    const done = await rowOf(id);
    expect(done).toMatchObject({ status: 'done', attempt: 2 });
    second.fail('the database went away');
    await expect(two).rejects.toThrow('the database went away');

    const after = await rowOf(id);
    expect(after).toMatchObject({ status: 'done', error: null, objectName: done.objectName });
    const file = await storage.get(after.objectName!);
    expect(file).not.toBeNull();
    const bytes = Buffer.from(await new Response(file!.body).arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('an older attempt failing late does not fail the export a newer attempt then finishes', async () => {
    const { id } = await ask();
    const first = gatedReport();
    const second = gatedReport();
    const one = runExport({ db: database.db, storage, report: first.report }, id, { attempt: 1 });
    await first.started;
    const two = runExport({ db: database.db, storage, report: second.report }, id, { attempt: 2 });
    await second.started;
    first.fail('stale');
    await expect(one).rejects.toThrow('stale');
    expect(await rowOf(id)).toMatchObject({ status: 'running', error: null });
    second.pass();
    await two;
    const row = await rowOf(id);
    expect(row.status).toBe('done');
    expect(await storage.head(row.objectName!)).not.toBeNull();
    // An attempt older than the row's claim does not even start.
    await runExport({ db: database.db, storage, report: async () => Promise.reject(new Error('x')) }, id, {
      attempt: 1,
    });
    expect((await rowOf(id)).status).toBe('done');
  });

  it('an export whose process died on its last attempt is failed, not left running forever', async () => {
    const { id } = await ask();
    const deps: ExportJobDeps = {
      db: database.db,
      storage,
      report: async (_db, range) => fixedReport(range),
    };
    // The last allowed attempt claimed the job and the row, then the process died: its lease has run out.
    await database.db
      .update(reportExports)
      .set({ status: 'running', attempt: 3 })
      .where(eq(reportExports.id, id));
    await database.db
      .update(jobs)
      .set({ attempts: 3, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.dedupeKey, `${EXPORT_JOB}:${id}`));
    const runner = createJobRunner({
      db: database.db,
      logger: createLogger('silent'),
      pollMs: 20,
      handlers: exportJobHandlers(deps),
    });
    expect(await runner.runDue()).toBeGreaterThanOrEqual(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', error: 'The export was interrupted too many times' });
    expect(row.finishedAt).not.toBeNull();
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${EXPORT_JOB}:${id}`));
    expect(job).toMatchObject({ attempts: 4, doneAt: null });
    expect(job!.failedAt).not.toBeNull();
  });
});
