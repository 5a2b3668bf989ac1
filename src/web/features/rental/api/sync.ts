import { rentalSyncRoutes } from '@contracts/api/rental';
import type { FeedInput } from '@contracts/rental-sync';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
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
    queryFn: () => apiCall(rentalSyncRoutes.feeds),
  });

export const addFeed = (input: FeedInput) => apiCall(rentalSyncRoutes.addFeed, { body: input });
export const syncFeed = (id: string) => apiCall(rentalSyncRoutes.syncFeed, { params: { id } });
export const removeFeed = (id: string) => apiCall(rentalSyncRoutes.removeFeed, { params: { id } });

export const exportFeedQuery = () =>
  queryOptions({
    queryKey: rentalSyncKeys.export(),
    queryFn: () => apiCall(rentalSyncRoutes.exportFeed),
  });
export const regenerateExportFeed = () => apiCall(rentalSyncRoutes.regenerateExportFeed);

export const previewReservationsCsv = (csv: string) =>
  apiCall(rentalSyncRoutes.previewReservations, { body: { csv } });
export const importReservationsCsv = (csv: string) =>
  apiCall(rentalSyncRoutes.importReservations, { body: { csv } });
