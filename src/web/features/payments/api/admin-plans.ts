import { paymentPlanAdminRoutes } from '@contracts/api/payments-admin';
import type { AdminPlan } from '@contracts/payment-plans';
import type { MarkPaidInput } from '@contracts/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
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
