import {
  exportHistorySchema,
  exportRecordSchema,
  type ExportHistory,
  type ExportRecord,
  type ExportRequestInput,
} from '@contracts/exports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, downloadFile } from '@web/lib/api';

const base = '/api/admin/exports';

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
    queryFn: () => apiGet(exportHistorySchema, base),
    refetchInterval: (query) => (query.state.data?.items.some(isPending) ? POLL_MS : false),
    // Coming back to the tab shows where the jobs are.
    refetchOnWindowFocus: true,
  });

export const useExportHistory = () => useQuery(exportHistoryQuery());

/** Asks for an export; it goes to the top of the history at once, and polling follows its progress. */
export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ExportRequestInput) => apiSend(exportRecordSchema, 'POST', base, request),
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
  downloadFile(`${base}/${record.id}/download`, record.fileName);
