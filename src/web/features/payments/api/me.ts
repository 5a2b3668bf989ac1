import type { myPaymentRoutes } from '@contracts/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callLazy } from '@web/lib/api-call';

export const myPaymentKeys = {
  list: () => ['me', 'payments'] as const,
};

type Routes = typeof myPaymentRoutes;

/**
 * GET /api/me/payments: the signed-in person's payments and payment plans (the dashboard's section). The
 * route's literal is checked against its contract by type only and the answer's schema loads with the call:
 * a value import would bring zod and the schemas with it.
 */
export const myPaymentsQuery = () =>
  queryOptions({
    queryKey: myPaymentKeys.list(),
    queryFn: () =>
      callLazy<Routes['list']>({ method: 'get', path: '/me/payments' }, () =>
        import('@contracts/api/payments').then((m) => m.myPaymentRoutes.list.response),
      ),
    staleTime: 15_000,
  });

export const useMyPayments = () => useQuery(myPaymentsQuery());
