import { z } from 'zod';
import { exportQuerySchema, importInputSchema, importResultSchema } from '../contacts';
import { defineRoute } from '../route';

/** The CRM's contacts in and out as files (module leads), behind the admin gate: 401 signed out, 403 for anyone but the owner. */
export const contactExchangeRoutes = {
  export: defineRoute({
    method: 'get',
    path: '/admin/leads/export',
    tag: 'admin',
    summary:
      'The filtered contacts (or ids=a,b,…) as CSV (UTF-8 with BOM) or XLSX (format=csv|xlsx), headers and values in lang=es|en, dates in Mexico City time',
    query: exportQuerySchema,
    response: z.string(),
    contentType: 'text/csv',
    errors: [400, 401, 403],
  }),
  import: defineRoute({
    method: 'post',
    path: '/admin/leads/import',
    tag: 'admin',
    summary:
      "Import contacts from CSV (HubSpot's export columns understood): a preview with per-row errors, or apply (idempotent by e-mail)",
    body: importInputSchema,
    response: importResultSchema,
    errors: [400, 401, 403, 413],
  }),
};
