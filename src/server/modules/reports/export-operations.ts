import { exportHistorySchema, exportRecordSchema, exportRequestSchema } from '@contracts/exports';
import { z } from 'zod';
import type { ApiOperation } from '../../platform/openapi';

const id = { id: z.uuid() };

/** The exports' entries in /api/openapi.json. */
export const exportOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/admin/exports',
    tag: 'admin',
    summary:
      'Ask for an export (a data set over Mexico City days as CSV or XLSX, or the report summary also as PDF); a background job writes the file; answers 202 with the record',
    body: exportRequestSchema,
    response: exportRecordSchema,
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/admin/exports',
    tag: 'admin',
    summary: 'The last 20 exports, newest first: who asked, what, when, status and progress',
    response: exportHistorySchema,
    errors: [401, 403],
  },
  {
    method: 'get',
    path: '/admin/exports/{id}',
    tag: 'admin',
    summary: "One export's status and progress (rows written of rows to write)",
    params: id,
    response: exportRecordSchema,
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: '/admin/exports/{id}/download',
    tag: 'admin',
    summary:
      'The finished file as an attachment (text/csv, the XLSX type or application/pdf) named estudio-<dataset>-<from>-<to>.<ext>; 409 while it is being written, 410 once its 24-hour link expired or the export failed',
    params: id,
    response: z.string().describe('The file'),
    errors: [400, 401, 403, 404, 409, 410],
  },
];
