import { manualRefundRoutes } from '@contracts/api/payments-admin';
import type { RecordManualRefund } from '@contracts/cancellation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';

export const manualRefundKeys = { all: ['admin', 'manual-refunds'] as const };

/** GET /api/admin/manual-refunds: pending first (oldest first), then the last recorded. */
export const manualRefundsQuery = () =>
  queryOptions({
    queryKey: manualRefundKeys.all,
    queryFn: () => apiCall(manualRefundRoutes.list),
    staleTime: 15_000,
  });

export const useManualRefunds = () => useQuery(manualRefundsQuery());

/** How many are pending: the count on the tab (a failure only hides it). */
export const usePendingRefundCount = () =>
  useQuery({ ...manualRefundsQuery(), retry: false }).data?.refunds.filter((r) => r.status === 'pending')
    .length ?? 0;

/** POST …/{id}/record — the owner returned it; a second submit answers 409. */
export const recordManualRefund = (id: string, input: RecordManualRefund) =>
  apiCall(manualRefundRoutes.record, { params: { id }, body: input });
