import type { MutationReactions } from '@web/lib/mutation-reactions';
import { contactAdminRoutes as routes } from '@contracts/api/contacts';
import type { LeadDetail, LeadStatus } from '@contracts/leads';
import { contactExchangeRoutes } from '@contracts/api/exchange';
import type { BulkInput, ContactSelection, TagInput, ViewInput } from '@contracts/contacts';
import type { Language } from '@contracts/i18n';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

/*
 * The writes as hooks: each carries its call and the cache work that belongs to the data (what it refreshes or
 * keeps); the screen passes what it does after (a dialog closing, a notice) as reactions, run after that work.
 */

export type { MutationReactions };

/** Keeps the detail the server answered and refreshes the lists and figures behind the contact's sheet. */
function useKeepDetail() {
  const client = useQueryClient();
  return (detail: LeadDetail) => {
    client.setQueryData(leadKeys.detail(detail.id), detail);
    void client.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === 'admin' && query.queryKey[1] === 'leads' && query.queryKey[2] !== 'detail',
    });
  };
}

/** A contact's status; the variables may carry more (the sheet's undo), handed back to the reactions. */
export function useSaveLeadStatus<V extends { status: LeadStatus }>(
  id: string,
  reactions: MutationReactions<LeadDetail, V> = {},
) {
  const keep = useKeepDetail();
  return useMutation({
    ...reactions,
    mutationFn: (next: V) => saveLeadStatus(id, next.status),
    onSuccess: (...args) => {
      keep(args[0]);
      void reactions.onSuccess?.(...args);
    },
  });
}

export function useSaveLeadNotes(id: string, reactions: MutationReactions<LeadDetail, string> = {}) {
  const keep = useKeepDetail();
  return useMutation({
    ...reactions,
    mutationFn: (notes: string) => saveLeadNotes(id, notes),
    onSuccess: (...args) => {
      keep(args[0]);
      void reactions.onSuccess?.(...args);
    },
  });
}

/** Takes a tag off a contact (the variables: the tag's id). */
export function useRemoveTag(id: string) {
  const keep = useKeepDetail();
  return useMutation({
    mutationFn: (tagId: string) => removeTag(id, tagId),
    onSuccess: keep,
  });
}

/** Merges another contact (the variables: its id) into this one; answers the contact kept. */
export function useMergeContacts(intoId: string, reactions: MutationReactions<LeadDetail, string> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (fromId: string) => mergeContacts(intoId, fromId),
    onSuccess: (...args) => {
      client.setQueryData(leadKeys.detail(args[0].id), args[0]);
      void client.invalidateQueries({ queryKey: leadKeys.all });
      void reactions.onSuccess?.(...args);
    },
  });
}

/** A change to the selected contacts (one request, all or nothing). */
export function useBulkChange(
  reactions: MutationReactions<Awaited<ReturnType<typeof bulkChange>>, BulkInput> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: bulkChange,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: leadKeys.all });
      void reactions.onSuccess?.(...args);
    },
  });
}

/** A new tag: the tag lists read it again. */
export function useCreateTag(
  reactions: MutationReactions<Awaited<ReturnType<typeof createTag>>, TagInput> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: createTag,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: leadKeys.tags() });
      void reactions.onSuccess?.(...args);
    },
  });
}

export function useSaveView(
  reactions: MutationReactions<Awaited<ReturnType<typeof saveView>>, ViewInput> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: saveView,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: leadKeys.views() });
      void reactions.onSuccess?.(...args);
    },
  });
}

/** Deletes a saved view (the variables: its id). */
export function useDeleteView(reactions: MutationReactions<void, string> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: deleteView,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: leadKeys.views() });
      void reactions.onSuccess?.(...args);
    },
  });
}

/** The import's first step (the variables: the CSV's text): a preview, nothing written. */
export const usePreviewImport = () =>
  useMutation({ mutationFn: (csv: string) => importContacts(csv, false) });

/** The import's second step: writes the valid rows of the same text. */
export function useApplyImport(
  reactions: MutationReactions<Awaited<ReturnType<typeof importContacts>>, string> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (csv: string) => importContacts(csv, true),
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: leadKeys.all });
      void reactions.onSuccess?.(...args);
    },
  });
}
