import {
  calendarFeedSchema,
  csvCommitSchema,
  csvPreviewSchema,
  exportFeedSchema,
  feedsAnswerSchema,
  rentalSyncPaths,
  type FeedInput,
} from '@contracts/rental-sync';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '@web/lib/api';
import { rentalAdminKeys } from './admin';

/** The owner's channel sync (ADR 043): feeds, conflicts, the export feed, the CSV import. */
export const rentalSyncKeys = {
  all: [...rentalAdminKeys.all, 'sync'] as const,
  feeds: () => [...rentalSyncKeys.all, 'feeds'] as const,
  export: () => [...rentalSyncKeys.all, 'export'] as const,
};

export const feedsQuery = () =>
  queryOptions({
    queryKey: rentalSyncKeys.feeds(),
    queryFn: () => apiGet(feedsAnswerSchema, rentalSyncPaths.feeds()),
  });

export const addFeed = (input: FeedInput) =>
  apiSend(calendarFeedSchema, 'POST', rentalSyncPaths.feeds(), input);
export const syncFeed = (id: string) => apiSend(calendarFeedSchema, 'POST', rentalSyncPaths.syncFeed(id));
export const removeFeed = (id: string) => apiSend(z.unknown(), 'DELETE', rentalSyncPaths.feed(id));

export const exportFeedQuery = () =>
  queryOptions({
    queryKey: rentalSyncKeys.export(),
    queryFn: () => apiGet(exportFeedSchema, rentalSyncPaths.export()),
  });
export const regenerateExportFeed = () => apiSend(exportFeedSchema, 'POST', rentalSyncPaths.export());

export const previewReservationsCsv = (csv: string) =>
  apiSend(csvPreviewSchema, 'POST', rentalSyncPaths.csvPreview(), { csv });
export const importReservationsCsv = (csv: string) =>
  apiSend(csvCommitSchema, 'POST', rentalSyncPaths.csvCommit(), { csv });
