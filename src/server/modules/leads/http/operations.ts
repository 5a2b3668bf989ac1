import { importInputSchema, importResultSchema } from '@contracts/contacts';
import { z } from 'zod';
import type { ApiOperation } from '../../../platform/openapi';

/** The import and the export (the exchange) until they move onto contracts. */
export const leadAdminOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/admin/leads/export',
    tag: 'admin',
    summary:
      'The filtered contacts (or ids=a,b,…) as CSV (UTF-8 with BOM) or XLSX (format=csv|xlsx), headers and values in lang=es|en, dates in Mexico City time',
    response: z.string(),
    contentType: 'text/csv',
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/admin/leads/import',
    tag: 'admin',
    summary:
      "Import contacts from CSV (HubSpot's export columns understood): a preview with per-row errors, or apply (idempotent by e-mail)",
    body: importInputSchema,
    response: importResultSchema,
    errors: [400, 401, 403, 413],
  },
];
