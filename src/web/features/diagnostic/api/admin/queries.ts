import { adminResultDetailSchema, adminResultListSchema, distributionSchema } from '@contracts/diagnostic';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, datedFilename, downloadFile } from '@web/lib/api';
import { apiQuery, type SubmissionsView } from '../../components/admin/url-state';

const base = '/api/admin/diagnostic';

export const diagnosticAdminKeys = {
  all: ['admin', 'diagnostic'] as const,
  list: (query: string) => [...diagnosticAdminKeys.all, 'results', query] as const,
  detail: (id: string) => [...diagnosticAdminKeys.all, 'result', id] as const,
  distribution: (query: string) => [...diagnosticAdminKeys.all, 'distribution', query] as const,
};

export const submissionsQuery = (view: SubmissionsView) => {
  const query = apiQuery(view, { paged: true });
  return queryOptions({
    queryKey: diagnosticAdminKeys.list(query),
    queryFn: () => apiGet(adminResultListSchema, `${base}/results?${query}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

export const submissionDetailQuery = (id: string) =>
  queryOptions({
    queryKey: diagnosticAdminKeys.detail(id),
    queryFn: () => apiGet(adminResultDetailSchema, `${base}/results/${encodeURIComponent(id)}`),
    enabled: id !== '',
    staleTime: 60_000,
  });

export const distributionQuery = (view: SubmissionsView) => {
  const query = apiQuery(view, { paged: false });
  return queryOptions({
    queryKey: diagnosticAdminKeys.distribution(query),
    queryFn: () => apiGet(distributionSchema, `${base}/distribution?${query}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

/** Fetches the CSV of the filtered submissions (all pages) and saves it as a file. */
export const downloadSubmissionsCsv = (view: SubmissionsView): Promise<void> =>
  downloadFile(`${base}/results.csv?${apiQuery(view, { paged: false })}`, datedFilename('diagnosticos'), {
    accept: 'text/csv',
  });
