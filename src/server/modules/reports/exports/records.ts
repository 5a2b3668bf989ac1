import {
  EXPORT_TTL_HOURS,
  exportFileName,
  type ExportDataset,
  type ExportFormat,
  type ExportRecord,
  type ExportRequest,
} from '@contracts/exports';
import { daysBetween } from '@contracts/report-period';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { enqueueJob } from '../../../platform/jobs/queue';
import { reportExports, type ReportExportRow } from '../schema';

/** The job that writes an export's file, and the one that deletes it when its link expires. */
export const EXPORT_JOB = 'reports.export';
export const EXPORT_EXPIRY_JOB = 'reports.export_expire';
export const HISTORY_LENGTH = 20;
export const EXPORT_TTL_MS = EXPORT_TTL_HOURS * 3_600_000;

/**
 * Finished files live under this prefix, which the public /media route never serves (it serves media/ only).
 * Each job attempt writes its own object, so a late attempt that fails never deletes another's finished file.
 */
export const objectNameOf = (
  row: Pick<ReportExportRow, 'id' | 'dataset' | 'format' | 'fromDay' | 'toDay'>,
  attempt: number,
) => `exports/${row.id}/${attempt}/${fileNameOf(row)}`;

export const fileNameOf = (row: Pick<ReportExportRow, 'dataset' | 'format' | 'fromDay' | 'toDay'>) =>
  exportFileName(row.dataset as ExportDataset, row.fromDay, row.toDay, row.format as ExportFormat);

export function recordView(row: ReportExportRow, now = new Date()): ExportRecord {
  return {
    id: row.id,
    dataset: row.dataset as ExportDataset,
    format: row.format as ExportFormat,
    lang: row.lang as ExportRecord['lang'],
    period: { from: row.fromDay, to: row.toDay, days: daysBetween(row.fromDay, row.toDay) },
    status: row.status as ExportRecord['status'],
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    fileName: fileNameOf(row),
    size: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expired: row.status === 'done' && (row.fileDeletedAt !== null || (row.expiresAt ?? now) <= now),
    createdBy: row.createdBy,
  };
}

/** Records the export and enqueues its job in one transaction: either both exist or neither. */
export async function requestExport(
  db: Db,
  request: ExportRequest,
  createdBy: string,
): Promise<ExportRecord> {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(reportExports)
      .values({
        dataset: request.dataset,
        format: request.format,
        lang: request.lang,
        fromDay: request.from,
        toDay: request.to,
        createdBy,
      })
      .returning();
    await enqueueJob(tx, {
      kind: EXPORT_JOB,
      payload: { exportId: inserted!.id },
      dedupeKey: `${EXPORT_JOB}:${inserted!.id}`,
      // A crash mid-file runs it again once its lease ends; a fault in the data is not retried (see job.ts).
      maxAttempts: 3,
    });
    return inserted!;
  });
  return recordView(row);
}

export async function exportHistory(db: Db): Promise<ExportRecord[]> {
  const rows = await db
    .select()
    .from(reportExports)
    .orderBy(desc(reportExports.createdAt), desc(reportExports.id))
    .limit(HISTORY_LENGTH);
  const now = new Date();
  return rows.map((row) => recordView(row, now));
}

export async function findExport(db: Db, id: string): Promise<ReportExportRow | null> {
  const [row] = await db.select().from(reportExports).where(eq(reportExports.id, id));
  return row ?? null;
}
