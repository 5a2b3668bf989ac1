import { reportSchema } from '@contracts/reports';
import type { ApiOperation } from '../../platform/openapi';

/** The report's entry in /api/openapi.json (query: preset, from, to, compare; see contracts/reports.ts). */
export const reportOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/admin/reports',
    tag: 'admin',
    summary:
      "Every figure of a period of Mexico City days (?preset=7d|30d|90d|month|last_month|quarter|year|custom, from, to, compare=previous|last_year|none): revenue, appointments, leads, diagnostic, rental, with the comparison period's totals",
    response: reportSchema,
    errors: [400, 401, 403],
  },
];
