import { exportContentTypes, exportRequestSchema, type ExportFormat } from '@contracts/exports';
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError, notFound } from '../../platform/errors';
import { parseInput, readJson, type AppEnv } from '../../platform/http';
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
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const request = parseInput(exportRequestSchema, await readJson(c));
      const record = await requestExport(db, request, c.get('viewer')?.email ?? 'unknown');
      return c.json(record, 202);
    })
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ items: await exportHistory(db) });
    })
    .get('/:id', async (c) => {
      const id = parseInput(z.uuid(), c.req.param('id'), 'id');
      const row = await findExport(db, id);
      if (!row) throw notFound('There is no such export');
      c.header('Cache-Control', 'no-store');
      return c.json(recordView(row));
    })
    .get('/:id/download', async (c) => {
      const id = parseInput(z.uuid(), c.req.param('id'), 'id');
      const row = await findExport(db, id);
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
    });
}
