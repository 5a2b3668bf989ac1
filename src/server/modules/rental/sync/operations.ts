import {
  csvCommitSchema,
  csvPreviewSchema,
  calendarFeedSchema,
  exportFeedSchema,
  feedInputSchema,
  feedsAnswerSchema,
  reservationsCsvRequestSchema,
} from '@contracts/rental-sync';
import { z } from 'zod';
import type { ApiOperation } from '../../../platform/openapi';

const admin = 'admin';
const id = z.uuid();

const operations: ApiOperation[] = [
  {
    method: 'get',
    path: '/rental/calendar/{file}',
    tag: 'rental',
    summary:
      "La Mansión's private export feed (iCal: live direct stays and owner blocks) at <secret>.ics; 404 for an unknown or replaced secret",
    params: { file: z.string() },
    response: z.string(),
    contentType: 'text/calendar',
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/admin/rental/sync/feeds',
    tag: admin,
    summary:
      'Imported iCal feeds with their last sync, and the direct stays colliding with imported reservations',
    response: feedsAnswerSchema,
  },
  {
    method: 'post',
    path: '/admin/rental/sync/feeds',
    tag: admin,
    summary: 'Adds an iCal feed and syncs it at once (409 when the address is already imported)',
    body: feedInputSchema,
    response: calendarFeedSchema,
    errors: [400, 409],
  },
  {
    method: 'delete',
    path: '/admin/rental/sync/feeds/{id}',
    tag: admin,
    summary: 'Removes a feed and the nights it blocked',
    params: { id },
    response: z.null(),
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/admin/rental/sync/feeds/{id}/sync',
    tag: admin,
    summary: 'Syncs a feed now; a failure is stored (code and detail) and its previous nights are kept',
    params: { id },
    response: calendarFeedSchema,
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/admin/rental/sync/export',
    tag: admin,
    summary: 'Whether the export feed exists and since when (its URL is shown only when created)',
    response: exportFeedSchema,
  },
  {
    method: 'post',
    path: '/admin/rental/sync/export',
    tag: admin,
    summary: 'Creates the export feed URL, replacing the previous one (which stops working)',
    response: exportFeedSchema,
  },
  {
    method: 'post',
    path: '/admin/rental/sync/reservations/preview',
    tag: admin,
    summary: "What importing Airbnb's reservations CSV would do, row by row, with per-row errors",
    body: reservationsCsvRequestSchema,
    response: csvPreviewSchema,
    errors: [400],
  },
  {
    method: 'post',
    path: '/admin/rental/sync/reservations',
    tag: admin,
    summary:
      "Imports Airbnb's reservations CSV by confirmation code, all or nothing (400 if any row has errors)",
    body: reservationsCsvRequestSchema,
    response: csvCommitSchema,
    errors: [400],
  },
];

/** The owner's operations answer 401 signed out and 403 to anyone else, as the /api/admin gate does. */
export const rentalSyncOperations: ApiOperation[] = operations.map((operation) =>
  operation.tag === admin
    ? { ...operation, errors: [...new Set([...(operation.errors ?? []), 401, 403])] }
    : operation,
);
