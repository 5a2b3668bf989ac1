import { overviewSchema } from '@contracts/overview';
import type { ApiOperation } from '../../platform/openapi';

/** The overview's entry in /api/openapi.json. */
export const overviewOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/admin/overview',
    tag: 'admin',
    summary:
      "What needs the owner today: appointments (today, next 7 days), payments stuck or owed, new leads, the latest diagnostic results, this week's stays, revenue month to date against the same days of last month",
    response: overviewSchema,
    errors: [401, 403],
  },
];
