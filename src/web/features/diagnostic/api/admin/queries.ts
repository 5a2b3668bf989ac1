import { adminResultDetailSchema, adminResultListSchema, distributionSchema } from '@contracts/diagnostic';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet } from '@web/lib/api';
import { loadAuthClient } from '@web/lib/auth-client';
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

/** The same token api.ts sends: the auth client's current session (refreshed when due). */
async function accessToken(): Promise<string | null> {
  try {
    const client = await loadAuthClient();
    return (await client.getSession()).data.session?.access_token ?? null;
  } catch {
    return null;
  }
}

export function csvFilename(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `diagnosticos-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Fetches the CSV of the filtered submissions (all pages) and saves it as a file. */
export async function downloadSubmissionsCsv(view: SubmissionsView): Promise<void> {
  const token = await accessToken();
  let response: Response;
  try {
    response = await fetch(`${base}/results.csv?${apiQuery(view, { paged: false })}`, {
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, undefined);
  }
  if (!response.ok) throw new ApiError(response.status, undefined);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFilename();
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
