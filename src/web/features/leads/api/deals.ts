import {
  dealBoardSchema,
  dealListSchema,
  dealPaymentOptionsSchema,
  dealSchema,
  type DealCreateInput,
  type DealMoveInput,
  type DealUpdateInput,
} from '@contracts/deals';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '@web/lib/api';
import { filterQuery, type LeadFilterValues } from '../components/url-state';
import { leadKeys } from './queries';

const base = '/api/admin/leads/deals';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** Deals live under the leads' keys: a change to a deal refreshes the contacts, and the other way round. */
export const dealKeys = {
  all: [...leadKeys.all, 'deals'] as const,
  board: (query: string) => [...dealKeys.all, 'board', query] as const,
  ofContact: (leadId: string) => [...dealKeys.all, 'contact', leadId] as const,
  payments: (id: string) => [...dealKeys.all, 'payments', id] as const,
};

export const dealBoardQuery = (filters: LeadFilterValues) => {
  const query = filterQuery(filters).toString();
  return queryOptions({
    queryKey: dealKeys.board(query),
    queryFn: () => apiGet(dealBoardSchema, `${base}?${query}`),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
};

export const contactDealsQuery = (leadId: string) =>
  queryOptions({
    queryKey: dealKeys.ofContact(leadId),
    queryFn: () => apiGet(dealListSchema, `/api/admin/leads/${encodeURIComponent(leadId)}/deals`),
    enabled: leadId !== '',
    staleTime: 15_000,
  });

export const dealPaymentsQuery = (id: string) =>
  queryOptions({
    queryKey: dealKeys.payments(id),
    queryFn: () => apiGet(dealPaymentOptionsSchema, `${one(id)}/payments`),
    staleTime: 10_000,
  });

export const createDeal = (input: DealCreateInput) => apiSend(dealSchema, 'POST', base, input);
export const updateDeal = (id: string, input: DealUpdateInput) =>
  apiSend(dealSchema, 'PATCH', one(id), input);
export const moveDeal = (id: string, input: DealMoveInput) =>
  apiSend(dealSchema, 'POST', `${one(id)}/move`, input);
export const deleteDeal = (id: string) => apiSend(z.unknown(), 'DELETE', one(id));
export const linkDealPayment = (id: string, paymentOrderId: string | null) =>
  apiSend(dealSchema, 'PUT', `${one(id)}/payment`, { paymentOrderId });
