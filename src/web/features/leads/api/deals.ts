import { dealRoutes } from '@contracts/api/deals';
import type { Deal, DealCreateInput, DealMoveInput, DealUpdateInput } from '@contracts/deals';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { filterQuery, type LeadFilterValues } from '../components/url-state';
import { leadKeys, type MutationReactions } from './queries';

/** Deals live under the leads' keys: a change to a deal refreshes the contacts, and the other way round. */
export const dealKeys = {
  all: [...leadKeys.all, 'deals'] as const,
  board: (query: string) => [...dealKeys.all, 'board', query] as const,
  ofContact: (leadId: string) => [...dealKeys.all, 'contact', leadId] as const,
  payments: (id: string) => [...dealKeys.all, 'payments', id] as const,
};

export const dealBoardQuery = (filters: LeadFilterValues) => {
  const params = filterQuery(filters);
  return queryOptions({
    queryKey: dealKeys.board(params.toString()),
    queryFn: () => apiCall(dealRoutes.board, { query: Object.fromEntries(params) }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
};

export const contactDealsQuery = (leadId: string) =>
  queryOptions({
    queryKey: dealKeys.ofContact(leadId),
    queryFn: () => apiCall(dealRoutes.ofContact, { params: { id: leadId } }),
    enabled: leadId !== '',
    staleTime: 15_000,
  });

export const dealPaymentsQuery = (id: string) =>
  queryOptions({
    queryKey: dealKeys.payments(id),
    queryFn: () => apiCall(dealRoutes.payments, { params: { id } }),
    staleTime: 10_000,
  });

export const createDeal = (input: DealCreateInput) => apiCall(dealRoutes.create, { body: input });
export const updateDeal = (id: string, input: DealUpdateInput) =>
  apiCall(dealRoutes.update, { params: { id }, body: input });
export const moveDeal = (id: string, input: DealMoveInput) =>
  apiCall(dealRoutes.move, { params: { id }, body: input });
export const deleteDeal = (id: string) => apiCall(dealRoutes.remove, { params: { id } });
export const linkDealPayment = (id: string, paymentOrderId: string | null) =>
  apiCall(dealRoutes.linkPayment, { params: { id }, body: { paymentOrderId } });

/* The writes as hooks (see queries.ts): each refreshes everything under the leads' keys, then the reactions. */

export type DealMove = DealMoveInput & { id: string };

/**
 * Moves a deal to a stage, between two neighbours; the leads' queries are read again once it has settled (the
 * mutation stays pending until they are). Showing the move before the server answers is the board's own state
 * (deal-board.tsx): it holds the columns until the next board arrives, so the card never jumps back and forth.
 */
export function useMoveDeal(reactions: MutationReactions<Deal, DealMove> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: ({ id, ...input }: DealMove) => moveDeal(id, input),
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: leadKeys.all });
      await reactions.onSettled?.(...args);
    },
  });
}

/** A new deal (`id: null`) or changes to one. */
export type DealSave = { id: null; input: DealCreateInput } | { id: string; input: DealUpdateInput };

export function useSaveDeal(reactions: MutationReactions<Deal, DealSave> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (save: DealSave) =>
      save.id === null ? createDeal(save.input) : updateDeal(save.id, save.input),
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: leadKeys.all });
      void reactions.onSuccess?.(...args);
    },
  });
}

/** Deletes a deal (the variables: the deal, handed back to the reactions). */
export function useDeleteDeal(reactions: MutationReactions<void, Deal> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (deal: Deal) => deleteDeal(deal.id),
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: leadKeys.all });
      void reactions.onSuccess?.(...args);
    },
  });
}

/** Links the payment that won a deal, or unlinks it (`paymentOrderId: null`). */
export function useLinkDealPayment(
  reactions: MutationReactions<Deal, { id: string; paymentOrderId: string | null }> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (link: { id: string; paymentOrderId: string | null }) =>
      linkDealPayment(link.id, link.paymentOrderId),
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: leadKeys.all });
      void reactions.onSuccess?.(...args);
    },
  });
}
