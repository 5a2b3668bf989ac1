import type { MutationReactions } from '@web/lib/mutation-reactions';
import { paymentPlanAdminRoutes } from '@contracts/api/payments-admin';
import type { AdminPlan } from '@contracts/payment-plans';
import type { MarkPaidInput } from '@contracts/payments';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api';
import { apiCall } from '@web/lib/api-call';
import { adminPaymentKeys } from './admin';
import { plansApiQuery, type PlansView } from '../components/plan/plans-url-state';
import { adminPlanKeys } from './plans';

/*
 * The owner's plan calls, by contract (apart from plans.ts, which the public plan page loads: these bring zod
 * and the contracts' schemas with them).
 */

/* ---------- GET /api/admin/payment-plans ---------- */

/** A page of plans for the owner, filtered by status. */
export const adminPlansQuery = (view: PlansView) => {
  const query = plansApiQuery(view);
  return queryOptions({
    queryKey: adminPlanKeys.list(query),
    queryFn: () =>
      apiCall(paymentPlanAdminRoutes.list, { query: Object.fromEntries(new URLSearchParams(query)) }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

export const useAdminPlans = (view: PlansView) => useQuery(adminPlansQuery(view));

/** How many plans are overdue right now (whatever the filter): the count on the "Plans" tab. */
export const overduePlansQuery = () =>
  queryOptions({
    queryKey: adminPlanKeys.overdue(),
    queryFn: () => apiCall(paymentPlanAdminRoutes.list, { query: { limit: 1, offset: 0 } }),
    select: (list) => list.overdue,
    staleTime: 30_000,
    // Only a badge: a failure hides it, it does not retry in the background.
    retry: false,
  });

export const useOverduePlanCount = () => useQuery(overduePlansQuery()).data ?? 0;

/* ---------- POST /api/admin/payment-plans/:planId/instalments/:seq/mark-paid ---------- */

/**
 * The owner was paid the plan's next instalment in cash or by transfer; answers the plan as it is now. A 409
 * (`instalment_not_payable`, `checkout_in_progress`, `checkout_still_payable`, `slot_taken`) means it cannot
 * be recorded now.
 */
export const markInstalmentPaid = (planId: string, seq: number, input: MarkPaidInput): Promise<AdminPlan> =>
  apiCall(paymentPlanAdminRoutes.markInstalmentPaid, { params: { id: planId, seq }, body: input });

/**
 * Records the instalment `seq` of a plan (the variables: how, and the note). On success, and on a 409 (the plan
 * changed under the list: paid meanwhile, a checkout opened), the plans are read again (the list and the overdue
 * count on the tab), and the payments, which gained an order. The screen's reactions run after.
 */
export function useMarkInstalmentPaid(
  planId: string,
  seq: number,
  reactions: MutationReactions<AdminPlan, MarkPaidInput> = {},
) {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: adminPlanKeys.all });
    void client.invalidateQueries({ queryKey: adminPaymentKeys.all });
  };
  return useMutation({
    ...reactions,
    mutationFn: (input: MarkPaidInput) => markInstalmentPaid(planId, seq, input),
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
