import {
  leadDetailSchema,
  leadListSchema,
  leadStatsSchema,
  type LeadDetail,
  type LeadStatus,
} from '@contracts/leads';
import {
  bulkResultSchema,
  contactTagListSchema,
  contactTagSchema,
  contactViewListSchema,
  contactViewSchema,
  importResultSchema,
  type BulkInput,
  type ContactSelection,
  type TagInput,
  type ViewInput,
} from '@contracts/contacts';
import type { Language } from '@contracts/i18n';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend, datedFilename, downloadFile } from '@web/lib/api';
import { apiQuery, filterQuery, type LeadFilterValues, type LeadsView } from '../components/url-state';

const base = '/api/admin/leads';

export const leadKeys = {
  all: ['admin', 'leads'] as const,
  list: (query: string) => [...leadKeys.all, 'list', query] as const,
  stats: (query: string) => [...leadKeys.all, 'stats', query] as const,
  detail: (id: string) => [...leadKeys.all, 'detail', id] as const,
  tags: () => [...leadKeys.all, 'tags'] as const,
  views: () => [...leadKeys.all, 'views'] as const,
  search: (q: string) => [...leadKeys.all, 'search', q] as const,
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

/** Downloads the export of the selection (hand-picked rows, or every contact matching the filters). */
export function downloadContacts(
  selection: ContactSelection,
  format: 'csv' | 'xlsx',
  lang: Language,
): Promise<void> {
  const params =
    selection.mode === 'ids'
      ? new URLSearchParams({ ids: selection.ids.join(',') })
      : new URLSearchParams(
          Object.entries(selection.filters).flatMap(([k, v]) => (v ? [[k, String(v)]] : [])),
        );
  params.set('format', format);
  params.set('lang', lang);
  return downloadFile(
    `${base}/export?${params.toString()}`,
    datedFilename(lang === 'en' ? 'contacts' : 'contactos'),
    { serverName: true },
  );
}

export const tagsQuery = () =>
  queryOptions({
    queryKey: leadKeys.tags(),
    queryFn: () => apiGet(contactTagListSchema, `${base}/tags`),
    staleTime: 30_000,
  });

export const viewsQuery = () =>
  queryOptions({
    queryKey: leadKeys.views(),
    queryFn: () => apiGet(contactViewListSchema, `${base}/views`),
    staleTime: 60_000,
  });

/** Other contacts matching a search (the merge dialog). */
export const contactSearchQuery = (q: string) =>
  queryOptions({
    queryKey: leadKeys.search(q),
    queryFn: () => apiGet(leadListSchema, `${base}?${new URLSearchParams({ q, limit: '8' }).toString()}`),
    enabled: q.trim().length >= 2,
    staleTime: 10_000,
  });

export const createTag = (input: TagInput) => apiSend(contactTagSchema, 'POST', `${base}/tags`, input);
export const bulkChange = (input: BulkInput) => apiSend(bulkResultSchema, 'POST', `${base}/bulk`, input);
export const mergeContacts = (intoId: string, fromId: string) =>
  apiSend(leadDetailSchema, 'POST', `${base}/merge`, { intoId, fromId });
export const removeTag = (id: string, tagId: string) =>
  apiSend(leadDetailSchema, 'DELETE', `${base}/${encodeURIComponent(id)}/tags/${encodeURIComponent(tagId)}`);
export const saveView = (input: ViewInput) => apiSend(contactViewSchema, 'POST', `${base}/views`, input);
export const deleteView = (id: string) =>
  apiSend(z.unknown(), 'DELETE', `${base}/views/${encodeURIComponent(id)}`);
export const importContacts = (csv: string, apply: boolean) =>
  apiSend(importResultSchema, 'POST', `${base}/import`, { csv, apply });
