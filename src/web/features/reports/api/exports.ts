import { reportsRoutes } from '@contracts/api/reports';
import type { ExportHistory, ExportRecord, ExportRequestInput } from '@contracts/exports';
import { pathOf } from '@contracts/route';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { downloadFile } from '@web/lib/api';

export const exportKeys = {
  all: ['admin', 'exports'] as const,
  history: () => [...exportKeys.all, 'history'] as const,
};

/** Exports still being written: the history polls while there is one. */
export const isPending = (record: ExportRecord) => record.status === 'queued' || record.status === 'running';

/** The job starts within about a second and reports progress per batch: a second between polls. */
const POLL_MS = 1000;

export const exportHistoryQuery = () =>
  queryOptions({
    queryKey: exportKeys.history(),
    queryFn: () => apiCall(reportsRoutes.exportHistory),
    refetchInterval: (query) => (query.state.data?.items.some(isPending) ? POLL_MS : false),
    // Coming back to the tab shows where the jobs are.
    refetchOnWindowFocus: true,
  });

export const useExportHistory = () => useQuery(exportHistoryQuery());

/** Asks for an export; it goes to the top of the history at once, and polling follows its progress. */
export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ExportRequestInput) => apiCall(reportsRoutes.requestExport, { body: request }),
    onSuccess: (record) => {
      client.setQueryData<ExportHistory>(exportKeys.history(), (current) => ({
        items: [record, ...(current?.items ?? []).filter((item) => item.id !== record.id)].slice(0, 20),
      }));
      void client.invalidateQueries({ queryKey: exportKeys.history() });
    },
  });
}

/** Fetches the file with the admin's token (a plain link would carry none) and saves it under its name. */
export const downloadExport = (record: ExportRecord) =>
  downloadFile(pathOf(reportsRoutes.exportDownload.path, { id: record.id }), record.fileName);
