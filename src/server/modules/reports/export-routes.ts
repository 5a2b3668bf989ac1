import { reportsRoutes as api } from '@contracts/api/reports';
import { exportContentTypes, type ExportFormat } from '@contracts/exports';
import { AppError, notFound } from '../../platform/errors';
import { mountRoutes, route } from '../../platform/routes';
import { exportHistory, fileNameOf, findExport, recordView, requestExport } from './exports/records';
import type { ReportsDeps } from './routes';

/** The export existed but its file is no longer there to take: 410, ask again. */
const gone = (message: string) => new AppError(410, 'gone', message);

/**
 * /api/admin/exports (behind the admin gate): ask for an export (a background job writes the file), the
 * history, one export's progress, and the download — only while its link lasts.
 */
export function exportRoutes(deps: ReportsDeps) {
  const { db, storage } = deps;
  return mountRoutes('/admin/exports', [
    route(api.requestExport, ({ body }, c) => requestExport(db, body, c.get('viewer')?.email ?? 'unknown')),
    route(api.exportHistory, async (_, c) => {
      c.header('Cache-Control', 'no-store');
      return { items: await exportHistory(db) };
    }),
    route(api.exportRecord, async ({ params }, c) => {
      const row = await findExport(db, params.id);
      if (!row) throw notFound('There is no such export');
      c.header('Cache-Control', 'no-store');
      return recordView(row);
    }),
    route(api.exportDownload, async ({ params }, c) => {
      const row = await findExport(db, params.id);
      if (!row) throw notFound('There is no such export');
      if (row.status === 'failed') throw gone('This export failed; ask for it again');
      if (row.status !== 'done' || !row.objectName)
        throw new AppError(409, 'conflict', 'This export is not ready yet');
      if (recordView(row).expired) throw gone('This download link has expired; ask for the export again');
      const object = await storage.get(row.objectName);
      if (!object) throw gone('This download link has expired; ask for the export again');
      c.header('Content-Type', exportContentTypes[row.format as ExportFormat]);
      c.header('Content-Length', String(object.size));
      c.header('Content-Disposition', `attachment; filename="${fileNameOf(row)}"`);
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(object.body, 200);
    }),
  ]);
}
