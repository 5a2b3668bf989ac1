import { dealRoutes } from '@contracts/api/deals';
import type { DealCreateInput, DealMoveInput, DealUpdateInput } from '@contracts/deals';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { filterQuery, type LeadFilterValues } from '../components/url-state';
import { leadKeys } from './queries';

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
