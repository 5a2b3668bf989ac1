import {
  adminPlanListSchema,
  adminPlanSchema,
  instalmentCheckoutSchema,
  paymentPlanPaths,
  publicPlanSchema,
  type AdminPlan,
  type InstalmentCheckout,
} from '@contracts/payment-plans';
import type { MarkPaidInput } from '@contracts/payments';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiGet, apiSend, ApiError } from '@web/lib/api';
import { planTopic } from '@contracts/realtime';
import { planIsSettling, planPollInterval } from '../components/plan/plan-view';
import { plansApiQuery, type PlansView } from '../components/plan/plans-url-state';
import { useGoTo } from '../components/use-go-to';
import { useLiveStatus } from './live';
import { retryUnlessMissing } from './public';

export const planKeys = {
  status: (reference: string) => ['payments', 'plan', reference] as const,
};

export const adminPlanKeys = {
  all: ['admin', 'payment-plans'] as const,
  list: (query: string) => [...adminPlanKeys.all, 'list', query] as const,
  overdue: () => [...adminPlanKeys.all, 'overdue'] as const,
};

/* ---------- GET /api/payment-plans/:reference ---------- */

/** The public state of a payment plan by its opaque reference (/flexible-payment-success). */
export const paymentPlanQuery = (reference: string) =>
  queryOptions({
    queryKey: planKeys.status(reference),
    queryFn: () => apiGet(publicPlanSchema, paymentPlanPaths.status(reference)),
    retry: retryUnlessMissing,
    staleTime: 0,
  });

/**
 * The plan, asked again every few seconds while it is settling (the first payment, or a live checkout: the
 * server asks the provider, so this shows the truth before the webhook), for a few minutes at most. `refresh`
 * asks at once and restarts the count; `gaveUp` says polling stopped while the plan was still settling.
 */
export function usePaymentPlan(reference: string) {
  const client = useQueryClient();
  const answers = () => client.getQueryState(planKeys.status(reference))?.dataUpdateCount ?? 0;
  // Answers counted from this visit (or the last manual refresh): an earlier visit's polling does not count.
  const [since, setSince] = useState(answers);
  // Pushed while the channel is joined; polling only while it is not.
  const live = useLiveStatus(planTopic(reference), planKeys.status(reference));
  const query = useQuery({
    ...paymentPlanQuery(reference),
    refetchInterval: (q) => !live && planPollInterval(q.state.data, q.state.dataUpdateCount - since),
    refetchIntervalInBackground: false,
  });
  const plan = query.data;
  const gaveUp =
    plan !== undefined && planIsSettling(plan) && planPollInterval(plan, answers() - since) === false;
  const refresh = () => {
    setSince(answers());
    void query.refetch();
  };
  return { query, gaveUp, refresh };
}

/* ---------- POST /api/payment-plans/:reference/instalments/:seq/checkout ---------- */

/** Opens (or reopens) the checkout of one instalment; answers where to pay it. */
export const openInstalmentCheckout = (reference: string, seq: number): Promise<InstalmentCheckout> =>
  apiSend(instalmentCheckoutSchema, 'POST', paymentPlanPaths.instalmentCheckout(reference, seq));

/**
 * Pays an instalment: opens its checkout and sends the browser there. A 409 means the plan changed under the
 * page (paid meanwhile, another one due first, a checkout being opened): the plan is read again.
 */
export function useInstalmentCheckout(reference: string) {
  const client = useQueryClient();
  const goTo = useGoTo();
  return useMutation({
    mutationFn: (seq: number) => openInstalmentCheckout(reference, seq),
    onSuccess: (answer) => goTo(answer.checkoutUrl),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void client.invalidateQueries({ queryKey: planKeys.status(reference) });
    },
  });
}

/* ---------- GET /api/admin/payment-plans ---------- */

/** A page of plans for the owner, filtered by status. */
export const adminPlansQuery = (view: PlansView) => {
  const query = plansApiQuery(view);
  return queryOptions({
    queryKey: adminPlanKeys.list(query),
    queryFn: () => apiGet(adminPlanListSchema, `${paymentPlanPaths.admin.list}?${query}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

export const useAdminPlans = (view: PlansView) => useQuery(adminPlansQuery(view));

/** How many plans are overdue right now (whatever the filter): the count on the "Plans" tab. */
export const overduePlansQuery = () =>
  queryOptions({
    queryKey: adminPlanKeys.overdue(),
    queryFn: () => apiGet(adminPlanListSchema, `${paymentPlanPaths.admin.list}?limit=1&offset=0`),
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
  apiSend(adminPlanSchema, 'POST', paymentPlanPaths.admin.markInstalmentPaid(planId, seq), input);
