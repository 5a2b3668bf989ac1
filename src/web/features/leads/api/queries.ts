import { contactAdminRoutes as routes } from '@contracts/api/contacts';
import type { LeadDetail, LeadStatus } from '@contracts/leads';
import { contactExchangeRoutes } from '@contracts/api/exchange';
import type { BulkInput, ContactSelection, TagInput, ViewInput } from '@contracts/contacts';
import type { Language } from '@contracts/i18n';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pathOf } from '@contracts/route';
import { datedFilename, downloadFile } from '@web/lib/api';
import { apiCall } from '@web/lib/api-call';
import { apiQuery, filterQuery, type LeadFilterValues, type LeadsView } from '../components/url-state';

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
    queryFn: () => apiCall(routes.list, { query: Object.fromEntries(new URLSearchParams(query)) }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

export const leadStatsQuery = (filters: LeadFilterValues) => {
  const params = filterQuery(filters);
  return queryOptions({
    queryKey: leadKeys.stats(params.toString()),
    queryFn: () => apiCall(routes.stats, { query: Object.fromEntries(params) }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

export const leadDetailQuery = (id: string) =>
  queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: () => apiCall(routes.detail, { params: { id } }),
    enabled: id !== '',
    staleTime: 30_000,
  });

export const saveLeadStatus = (id: string, status: LeadStatus): Promise<LeadDetail> =>
  apiCall(routes.status, { params: { id }, body: { status } });

export const saveLeadNotes = (id: string, notes: string): Promise<LeadDetail> =>
  apiCall(routes.notes, { params: { id }, body: { notes } });

/** Downloads the export of the selection (hand-picked rows, or every contact matching the filters). */
export function downloadContacts(
  selection: ContactSelection,
  format: 'csv' | 'xlsx',
  lang: Language,
): Promise<void> {
  const chosen = selection.mode === 'ids' ? { ids: selection.ids.join(',') } : selection.filters;
  return downloadFile(
    pathOf(contactExchangeRoutes.export.path, undefined, { ...chosen, format, lang }),
    datedFilename(lang === 'en' ? 'contacts' : 'contactos'),
    { serverName: true },
  );
}

export const tagsQuery = () =>
  queryOptions({
    queryKey: leadKeys.tags(),
    queryFn: () => apiCall(routes.tags),
    staleTime: 30_000,
  });

export const viewsQuery = () =>
  queryOptions({
    queryKey: leadKeys.views(),
    queryFn: () => apiCall(routes.views),
    staleTime: 60_000,
  });

/** Other contacts matching a search (the merge dialog). */
export const contactSearchQuery = (q: string) =>
  queryOptions({
    queryKey: leadKeys.search(q),
    queryFn: () => apiCall(routes.list, { query: { q, limit: 8 } }),
    enabled: q.trim().length >= 2,
    staleTime: 10_000,
  });

export const createTag = (input: TagInput) => apiCall(routes.createTag, { body: input });
export const bulkChange = (input: BulkInput) => apiCall(routes.bulk, { body: input });
export const mergeContacts = (intoId: string, fromId: string) =>
  apiCall(routes.merge, { body: { intoId, fromId } });
export const removeTag = (id: string, tagId: string) => apiCall(routes.untag, { params: { id, tagId } });
export const saveView = (input: ViewInput) => apiCall(routes.saveView, { body: input });
export const deleteView = (id: string) => apiCall(routes.deleteView, { params: { id } });
export const importContacts = (csv: string, apply: boolean) =>
  apiCall(contactExchangeRoutes.import, { body: { csv, apply } });
