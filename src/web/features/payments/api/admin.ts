import {
  adminPaymentDetailSchema,
  adminPaymentListSchema,
  paymentPaths,
  paymentProvidersStatusSchema,
  type AdminPaymentDetail,
  type MarkPaidInput,
  type RefundInput,
} from '@contracts/payments';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend, datedFilename, downloadFile } from '@web/lib/api';
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
    queryFn: () => apiGet(adminPaymentListSchema, `${paymentPaths.admin.list}?${query}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

export const adminPaymentDetailQuery = (id: string) =>
  queryOptions({
    queryKey: adminPaymentKeys.detail(id),
    queryFn: () => apiGet(adminPaymentDetailSchema, paymentPaths.admin.detail(id)),
    enabled: id !== '',
    staleTime: 15_000,
  });

export const paymentProvidersQuery = () =>
  queryOptions({
    queryKey: adminPaymentKeys.providers(),
    queryFn: () => apiGet(paymentProvidersStatusSchema, paymentPaths.admin.providers),
    staleTime: 30_000,
  });

/** A refund through the provider; the key makes a double submit refund once. */
export const refundPayment = (
  id: string,
  input: RefundInput,
  idempotencyKey: string,
): Promise<AdminPaymentDetail> =>
  apiSend(adminPaymentDetailSchema, 'POST', paymentPaths.admin.refunds(id), input, {
    'idempotency-key': idempotencyKey,
  });

export const markPaymentPaid = (id: string, input: MarkPaidInput): Promise<AdminPaymentDetail> =>
  apiSend(adminPaymentDetailSchema, 'POST', paymentPaths.admin.markPaid(id), input);

/** Fetches the CSV of every payment matching the filters and saves it as a file. */
export const downloadPaymentsCsv = (view: PaymentsView): Promise<void> =>
  downloadFile(paymentPaths.admin.csv(apiQuery(view, { paged: false })), datedFilename('pagos'), {
    accept: 'text/csv',
  });
