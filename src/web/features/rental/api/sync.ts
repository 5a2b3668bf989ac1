import { rentalSyncRoutes } from '@contracts/api/rental';
import type { FeedInput } from '@contracts/rental-sync';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { refreshAvailability, rentalAdminKeys } from './admin';
import type { MutationReactions } from './public';

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

/* The writes as hooks: the cache work here, the screen's reactions passed in (MutationReactions). */

/** After any change to the feeds: the list and the public calendar (its nights) are fetched again. */
function useRefreshFeeds() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: rentalSyncKeys.feeds() });
    void refreshAvailability(client);
  };
}

export function useAddFeed(
  reactions: MutationReactions<Awaited<ReturnType<typeof addFeed>>, FeedInput> = {},
) {
  const refresh = useRefreshFeeds();
  return useMutation({
    ...reactions,
    mutationFn: addFeed,
    onSuccess: (...args) => {
      refresh();
      void reactions.onSuccess?.(...args);
    },
  });
}

/** Syncs a feed now; the list is read again whatever the outcome. */
export function useSyncFeed(id: string) {
  const refresh = useRefreshFeeds();
  return useMutation({ mutationFn: () => syncFeed(id), onSettled: refresh });
}

export function useRemoveFeed(
  id: string,
  reactions: MutationReactions<Awaited<ReturnType<typeof removeFeed>>, void> = {},
) {
  const refresh = useRefreshFeeds();
  return useMutation({
    ...reactions,
    mutationFn: () => removeFeed(id),
    onSuccess: (...args) => {
      refresh();
      void reactions.onSuccess?.(...args);
    },
  });
}

/** A new export feed (replacing any): its answer, the only one with the address, is kept as the state. */
export function useRegenerateExportFeed(
  reactions: MutationReactions<Awaited<ReturnType<typeof regenerateExportFeed>>, void> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: regenerateExportFeed,
    onSuccess: (...args) => {
      client.setQueryData(rentalSyncKeys.export(), args[0]);
      void reactions.onSuccess?.(...args);
    },
  });
}

/** The CSV's preview (the variables: its text): nothing written. */
export const usePreviewReservationsCsv = () => useMutation({ mutationFn: previewReservationsCsv });

/** Imports the CSV's valid rows; the figures read these reservations, so the owner's data is read again. */
export function useImportReservationsCsv(
  reactions: MutationReactions<Awaited<ReturnType<typeof importReservationsCsv>>, string> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: importReservationsCsv,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: rentalAdminKeys.all });
      void reactions.onSuccess?.(...args);
    },
  });
}
