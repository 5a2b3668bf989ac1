import type { paymentPlanRoutes } from '@contracts/api/payments';
import type { InstalmentCheckout } from '@contracts/payment-plans';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@web/lib/api';
import { callLazy } from '@web/lib/api-call';
import { planTopic } from '@contracts/realtime';
import { planIsSettling, planPollInterval } from '../components/plan/plan-view';
import { useGoTo } from '../components/use-go-to';
import { useLiveStatus } from './live';
import { retryUnlessMissing } from './public';

/* The public plan page (/flexible-payment-success): literal routes, the answer's schema loaded with the call. */
type Routes = typeof paymentPlanRoutes;
const answerOf =
  <K extends keyof Routes>(name: K) =>
  () =>
    import('@contracts/api/payments').then(
      (m) => m.paymentPlanRoutes[name].response as Routes[K]['response'],
    );

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
    queryFn: () =>
      callLazy<Routes['status']>({ method: 'get', path: '/payment-plans/{reference}' }, answerOf('status'), {
        params: { reference },
      }),
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
  callLazy<Routes['instalmentCheckout']>(
    { method: 'post', path: '/payment-plans/{reference}/instalments/{seq}/checkout' },
    answerOf('instalmentCheckout'),
    { params: { reference, seq } },
  );

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
