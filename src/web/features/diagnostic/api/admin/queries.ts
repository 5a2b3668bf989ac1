import { diagnosticRoutes as api } from '@contracts/api/diagnostic';
import { pathOf } from '@contracts/route';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { datedFilename, downloadFile } from '@web/lib/api';
import { apiCall } from '@web/lib/api-call';
import { apiQuery, type SubmissionsView } from '../../components/admin/url-state';

export const diagnosticAdminKeys = {
  all: ['admin', 'diagnostic'] as const,
  list: (query: string) => [...diagnosticAdminKeys.all, 'results', query] as const,
  detail: (id: string) => [...diagnosticAdminKeys.all, 'result', id] as const,
  distribution: (query: string) => [...diagnosticAdminKeys.all, 'distribution', query] as const,
};

/** The view's filters as the routes' query (apiQuery sets each key once). */
const queryOf = (query: string) => Object.fromEntries(new URLSearchParams(query));

export const submissionsQuery = (view: SubmissionsView) => {
  const query = apiQuery(view, { paged: true });
  return queryOptions({
    queryKey: diagnosticAdminKeys.list(query),
    queryFn: () => apiCall(api.adminResults, { query: queryOf(query) }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

export const submissionDetailQuery = (id: string) =>
  queryOptions({
    queryKey: diagnosticAdminKeys.detail(id),
    queryFn: () => apiCall(api.adminResult, { params: { id } }),
    enabled: id !== '',
    staleTime: 60_000,
  });

export const distributionQuery = (view: SubmissionsView) => {
  const query = apiQuery(view, { paged: false });
  return queryOptions({
    queryKey: diagnosticAdminKeys.distribution(query),
    queryFn: () => apiCall(api.adminDistribution, { query: queryOf(query) }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

/** Fetches the CSV of the filtered submissions (all pages) and saves it as a file. */
export const downloadSubmissionsCsv = (view: SubmissionsView): Promise<void> =>
  downloadFile(
    pathOf(api.adminResultsCsv.path, undefined, queryOf(apiQuery(view, { paged: false }))),
    datedFilename('diagnosticos'),
    { accept: 'text/csv' },
  );
