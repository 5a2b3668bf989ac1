import type { MutationReactions } from '@web/lib/mutation-reactions';
import { manualRefundRoutes } from '@contracts/api/payments-admin';
import type { RecordManualRefund } from '@contracts/cancellation';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api';
import { apiCall } from '@web/lib/api-call';
import { adminPaymentKeys } from './admin';

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

type Recorded = Awaited<ReturnType<typeof recordManualRefund>>;
type RecordVariables = { id: string; input: RecordManualRefund };

/**
 * Records a manual refund; on success, and on a 409 (recorded meanwhile), the refunds and the payments are read
 * again. The screen's reactions run after.
 */
export function useRecordManualRefund(reactions: MutationReactions<Recorded, RecordVariables> = {}) {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: manualRefundKeys.all });
    void client.invalidateQueries({ queryKey: adminPaymentKeys.all });
  };
  return useMutation({
    ...reactions,
    mutationFn: ({ id, input }: RecordVariables) => recordManualRefund(id, input),
    onSuccess: (...args) => {
      refresh();
      void reactions.onSuccess?.(...args);
    },
    onError: (...args) => {
      if (args[0] instanceof ApiError && args[0].status === 409) refresh();
      void reactions.onError?.(...args);
    },
  });
}
