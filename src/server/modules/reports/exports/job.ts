import { exportContentTypes, type ExportFormat } from '@contracts/exports';
import { REPORT_TIME_ZONE, type DayRange, type Report } from '@contracts/reports';
import { daysBetween } from '@contracts/report-period';
import { dateInZone } from '@contracts/zone-time';
import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import { enqueueJob, type Job } from '../../../platform/jobs/queue';
import { jobs } from '../../../platform/jobs/schema';
import { PermanentJobError, type JobHandlers } from '../../../platform/jobs/runner';
import type { Storage } from '../../../platform/storage';
import { reportExports, type ReportExportRow } from '../schema';
import { csvChunks } from './csv';
import { tabularSource, type TabularDataset } from './datasets';
import { EXPORT_EXPIRY_JOB, EXPORT_JOB, EXPORT_TTL_MS, objectNameOf } from './records';
import { renderReportPdf } from './summary-pdf';
import { summaryCsv, summaryWorkbook } from './summary';
import type { ExportSource, Lang } from './table';
import { xlsxStream } from './xlsx';

export interface ExportJobDeps {
  db: Db;
  storage: Storage;
  /** The report summary for a period (reports' computeReport, compared with the previous period). */
  report: (db: Db, range: DayRange, today: string) => Promise<Report>;
  /** The site's name on the PDF's pages. */
  siteName?: string;
}

const payloadSchema = z.object({ exportId: z.uuid() });

/** Progress is written at most this often: a batch is quick, the database need not hear of every one. */
const PROGRESS_EVERY_MS = 250;

async function sourceFor(deps: ExportJobDeps, row: ReportExportRow, range: DayRange): Promise<ExportSource> {
  const lang = row.lang as Lang;
  if (row.dataset !== 'summary') return tabularSource(deps.db, row.dataset as TabularDataset, range, lang);
  const report = await deps.report(deps.db, range, dateInZone(new Date(), REPORT_TIME_ZONE));
  return row.format === 'csv' ? summaryCsv(report, lang) : summaryWorkbook(report, lang);
}

/** The export while it is still running under this attempt (a newer attempt's claim fences this one out). */
const ownedBy = (id: string, attempt: number) =>
  and(eq(reportExports.id, id), eq(reportExports.status, 'running'), eq(reportExports.attempt, attempt));

/** The file's bytes as a stream of chunks, counting rows into the record as batches go out. */
async function fileBody(
  deps: ExportJobDeps,
  row: ReportExportRow,
  range: DayRange,
  heartbeat: () => Promise<void>,
): Promise<{ body: AsyncIterable<Uint8Array>; rows: () => number }> {
  const { db } = deps;
  const lang = row.lang as Lang;
  const mine = ownedBy(row.id, row.attempt);
  if (row.format === 'pdf') {
    const report = await deps.report(db, range, dateInZone(new Date(), REPORT_TIME_ZONE));
    const pdf = await renderReportPdf(report, lang, deps.siteName ? { siteName: deps.siteName } : {});
    await db.update(reportExports).set({ rowsTotal: 1 }).where(mine);
    return {
      body: (async function* () {
        yield pdf;
      })(),
      rows: () => 1,
    };
  }
  const source = await sourceFor(deps, row, range);
  await db.update(reportExports).set({ rowsTotal: source.total }).where(mine);
  let done = 0;
  let lastWrite = 0;
  const onBatch = async (rows: number) => {
    done += rows;
    if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = Date.now();
    await db.update(reportExports).set({ rowsDone: done }).where(mine);
    await heartbeat();
  };
  const body = row.format === 'csv' ? csvChunks(source, lang, onBatch) : xlsxStream(source, lang, onBatch);
  return { body, rows: () => done };
}

/**
 * Writes one export's file into storage and marks it done, with its link's expiry and the job that deletes
 * it then. A fault in the data (a query error, a bad row) fails the export for good and says so in the
 * history; the job's own retries cover a process that died mid-file (its lease ends and it starts over).
 *
 * Attempts are fenced: each claims the row with its attempt number and writes its own object. The first
 * attempt to finish a file marks the export done; a failure fails it only while the row is still that
 * attempt's, and deletes only that attempt's object — a late duplicate never wipes a finished export.
 */
export async function runExport(
  deps: ExportJobDeps,
  exportId: string,
  options: { attempt?: number; heartbeat?: () => Promise<void> } = {},
): Promise<void> {
  const { db, storage } = deps;
  const attempt = options.attempt ?? 1;
  const heartbeat = options.heartbeat ?? (async () => {});
  const [row] = await db
    .update(reportExports)
    .set({ status: 'running', startedAt: sql`now()`, rowsDone: 0, attempt })
    .where(
      and(
        eq(reportExports.id, exportId),
        inArray(reportExports.status, ['queued', 'running']),
        lt(reportExports.attempt, attempt),
      ),
    )
    .returning();
  if (!row) return; // Done or failed already, or a newer attempt has it: this late run changes nothing.
  const range: DayRange = { from: row.fromDay, to: row.toDay, days: daysBetween(row.fromDay, row.toDay) };
  const objectName = objectNameOf(row, attempt);
  try {
    const { body, rows } = await fileBody(deps, row, range, heartbeat);
    const stored = await storage.putStream(objectName, body, {
      contentType: exportContentTypes[row.format as ExportFormat],
      upsert: true,
    });
    const finished = await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(reportExports)
        .set({
          status: 'done',
          // Rows written, which rows added since the count may have raised.
          rowsDone: rows(),
          rowsTotal: sql`greatest(${reportExports.rowsTotal}, ${rows()})`,
          objectName,
          sizeBytes: stored.size,
          finishedAt: sql`now()`,
          expiresAt: sql`now() + ${EXPORT_TTL_MS}::integer * interval '1 millisecond'`,
        })
        // Any attempt's whole file will do, as long as no other attempt has finished (or failed) it first.
        .where(and(eq(reportExports.id, row.id), eq(reportExports.status, 'running')))
        .returning({ expiresAt: reportExports.expiresAt });
      if (!marked) return false;
      await enqueueJob(tx, {
        kind: EXPORT_EXPIRY_JOB,
        payload: { exportId: row.id },
        dedupeKey: `${EXPORT_EXPIRY_JOB}:${row.id}`,
        runAt: marked.expiresAt!,
      });
      return true;
    });
    // Another attempt settled the export first: this attempt's copy is nobody's file.
    if (!finished) await storage.delete(objectName).catch(() => false);
  } catch (error) {
    await storage.delete(objectName).catch(() => false);
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await failExport(db, row.id, message, attempt);
    throw new PermanentJobError(`Export ${row.id} failed: ${message}`);
  }
}

/** Marks the export failed, unless it has finished or a newer attempt than `attempt` has claimed it. */
async function failExport(db: Db, exportId: string, message: string, attempt: number) {
  await db
    .update(reportExports)
    .set({ status: 'failed', error: message, finishedAt: sql`now()` })
    .where(
      and(
        eq(reportExports.id, exportId),
        inArray(reportExports.status, ['queued', 'running']),
        lte(reportExports.attempt, attempt),
      ),
    );
}

/** Deletes an expired export's file; the record stays in the history, marked expired. */
export async function expireExport(deps: Pick<ExportJobDeps, 'db' | 'storage'>, exportId: string) {
  const [found] = await deps.db.select().from(reportExports).where(eq(reportExports.id, exportId));
  if (!found?.objectName) return;
  await deps.storage.delete(found.objectName);
  await deps.db
    .update(reportExports)
    .set({ fileDeletedAt: sql`now()` })
    .where(and(eq(reportExports.id, exportId), isNull(reportExports.fileDeletedAt)));
}

/** How long past now a running export keeps its job's lease, renewed as batches go out. */
const LEASE_SECONDS = 120;
const RENEW_EVERY_MS = 15_000;

/**
 * Renews the job's lease while the file is written: a very large export may outlast the runner's lease, and
 * another instance must not start it again meanwhile. Only while the job is still this attempt's.
 */
function leaseKeeper(db: Db, job: Job): () => Promise<void> {
  let last = Date.now();
  return async () => {
    if (Date.now() - last < RENEW_EVERY_MS) return;
    last = Date.now();
    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() + ${LEASE_SECONDS}::integer * interval '1 second'` })
      .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), isNull(jobs.doneAt)));
  };
}

export function exportJobHandlers(deps: ExportJobDeps): JobHandlers {
  const parse = (payload: unknown) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('The export job has no valid exportId');
    return parsed.data.exportId;
  };
  return {
    [EXPORT_JOB]: async (payload, job) => {
      const exportId = parse(payload);
      // A process that died on the last attempt leaves the job to be claimed once more than it may run (the
      // runner counts a claim as an attempt): fail the export then, or it would read 'running' forever.
      if (job.attempts > job.maxAttempts) {
        await failExport(deps.db, exportId, 'The export was interrupted too many times', job.attempts);
        throw new PermanentJobError(`Export ${exportId} was interrupted ${job.maxAttempts} times`);
      }
      await runExport(deps, exportId, { attempt: job.attempts, heartbeat: leaseKeeper(deps.db, job) });
    },
    [EXPORT_EXPIRY_JOB]: (payload) => expireExport(deps, parse(payload)),
  };
}
