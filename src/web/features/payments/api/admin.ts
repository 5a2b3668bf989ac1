import { paymentAdminRoutes } from '@contracts/api/payments-admin';
import type { AdminPaymentDetail, MarkPaidInput, RefundInput } from '@contracts/payments';
import { pathOf } from '@contracts/route';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { datedFilename, downloadFile } from '@web/lib/api';
import { apiCall } from '@web/lib/api-call';
import { apiQuery, type PaymentsView } from '../components/admin/url-state';

export const adminPaymentKeys = {
  all: ['admin', 'payments'] as const,
  list: (query: string) => [...adminPaymentKeys.all, 'list', query] as const,
  detail: (id: string) => [...adminPaymentKeys.all, 'detail', id] as const,
  providers: () => [...adminPaymentKeys.all, 'providers'] as const,
};

export const adminPaymentsQuery = (view: PaymentsView) => {
  const query = apiQuery(view, { paged: true });
  return queryOptions({
    queryKey: adminPaymentKeys.list(query),
    queryFn: () =>
      apiCall(paymentAdminRoutes.list, { query: Object.fromEntries(new URLSearchParams(query)) }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

export const adminPaymentDetailQuery = (id: string) =>
  queryOptions({
    queryKey: adminPaymentKeys.detail(id),
    queryFn: () => apiCall(paymentAdminRoutes.detail, { params: { id } }),
    enabled: id !== '',
    staleTime: 15_000,
  });

export const paymentProvidersQuery = () =>
  queryOptions({
    queryKey: adminPaymentKeys.providers(),
    queryFn: () => apiCall(paymentAdminRoutes.providers),
    staleTime: 30_000,
  });

/** A refund through the provider; the key makes a double submit refund once. */
export const refundPayment = (
  id: string,
  input: RefundInput,
  idempotencyKey: string,
): Promise<AdminPaymentDetail> =>
  apiCall(paymentAdminRoutes.refund, {
    params: { id },
    body: input,
    headers: { 'idempotency-key': idempotencyKey },
  });

export const markPaymentPaid = (id: string, input: MarkPaidInput): Promise<AdminPaymentDetail> =>
  apiCall(paymentAdminRoutes.markPaid, { params: { id }, body: input });

/** Fetches the CSV of every payment matching the filters and saves it as a file. */
export const downloadPaymentsCsv = (view: PaymentsView): Promise<void> =>
  downloadFile(
    pathOf(paymentAdminRoutes.list.path, undefined, {
      format: 'csv',
      ...Object.fromEntries(new URLSearchParams(apiQuery(view, { paged: false }))),
    }),
    datedFilename('pagos'),
    { accept: 'text/csv' },
  );
