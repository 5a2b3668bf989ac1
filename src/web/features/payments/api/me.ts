import type { MyPayments, myPaymentPaths } from '@contracts/my-payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';

export const myPaymentKeys = {
  list: () => ['me', 'payments'] as const,
};

// The contract's path, checked by type only: a value import would bring zod and the schemas with it.
const path: (typeof myPaymentPaths)['list'] = '/api/me/payments';

/** GET /api/me/payments: the signed-in person's payments and payment plans (the dashboard's section). */
export const myPaymentsQuery = () =>
  queryOptions({
    queryKey: myPaymentKeys.list(),
    queryFn: () =>
      apiGet<MyPayments>(() => import('@contracts/my-payments').then((m) => m.myPaymentsSchema), path),
    staleTime: 15_000,
  });

export const useMyPayments = () => useQuery(myPaymentsQuery());
