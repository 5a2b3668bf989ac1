import {
  leadDetailSchema,
  leadListSchema,
  leadStatsSchema,
  type LeadDetail,
  type LeadStatus,
} from '@contracts/leads';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend, datedFilename, downloadFile } from '@web/lib/api';
import { apiQuery, filterQuery, type LeadFilterValues, type LeadsView } from '../components/url-state';

const base = '/api/admin/leads';

export const leadKeys = {
  all: ['admin', 'leads'] as const,
  list: (query: string) => [...leadKeys.all, 'list', query] as const,
  stats: (query: string) => [...leadKeys.all, 'stats', query] as const,
  detail: (id: string) => [...leadKeys.all, 'detail', id] as const,
};

export const leadsQuery = (view: LeadsView) => {
  const query = apiQuery(view, { paged: true });
  return queryOptions({
    queryKey: leadKeys.list(query),
    queryFn: () => apiGet(leadListSchema, `${base}?${query}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

export const leadStatsQuery = (filters: LeadFilterValues) => {
  const query = filterQuery(filters).toString();
  return queryOptions({
    queryKey: leadKeys.stats(query),
    queryFn: () => apiGet(leadStatsSchema, `${base}/stats?${query}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

export const leadDetailQuery = (id: string) =>
  queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: () => apiGet(leadDetailSchema, `${base}/${encodeURIComponent(id)}`),
    enabled: id !== '',
    staleTime: 30_000,
  });

export const saveLeadStatus = (id: string, status: LeadStatus): Promise<LeadDetail> =>
  apiSend(leadDetailSchema, 'PUT', `${base}/${encodeURIComponent(id)}/status`, { status });

export const saveLeadNotes = (id: string, notes: string): Promise<LeadDetail> =>
  apiSend(leadDetailSchema, 'PUT', `${base}/${encodeURIComponent(id)}/notes`, { notes });

/** Fetches the CSV of the filtered leads (all pages) and saves it as a file. */
export const downloadLeadsCsv = (view: LeadsView): Promise<void> =>
  downloadFile(`${base}/leads.csv?${apiQuery(view, { paged: false })}`, datedFilename('prospectos'), {
    accept: 'text/csv',
  });
