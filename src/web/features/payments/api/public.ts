import type { paymentRoutes } from '@contracts/api/payments';
import type {
  SandboxAction,
  SandboxActionResult,
  SandboxPayInput,
  SandboxVoucherAction,
} from '@contracts/payments';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api';
import { callLazy } from '@web/lib/api-call';

/*
 * Public pages (/payment-success, the sandbox's checkout): each route's method and template are literals
 * checked against its contract's type, and the answer's schema loads with the call (no zod up front).
 */
type Routes = typeof paymentRoutes;
const answerOf =
  <K extends keyof Routes>(name: K) =>
  () =>
    import('@contracts/api/payments').then((m) => m.paymentRoutes[name].response as Routes[K]['response']);

export const paymentKeys = {
  status: (reference: string) => ['payments', 'status', reference] as const,
  sandbox: (checkoutId: string) => ['payments', 'sandbox', checkoutId] as const,
};

/** A 404 (or a reference the server refuses) is an answer, not a fault: never retried. */
export const retryUnlessMissing = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 3;

/** The public state of an order by its opaque reference (/payment-success). */
export const paymentStatusQuery = (reference: string) =>
  queryOptions({
    queryKey: paymentKeys.status(reference),
    queryFn: () =>
      callLazy<Routes['status']>({ method: 'get', path: '/payments/{reference}' }, answerOf('status'), {
        params: { reference },
      }),
    retry: retryUnlessMissing,
    staleTime: 0,
  });

/** "Try again" after a decline: the next checkout of the same order (the time is still held). */
export const retryPayment = (reference: string) =>
  callLazy<Routes['retry']>({ method: 'post', path: '/payments/{reference}/retry' }, answerOf('retry'), {
    params: { reference },
  });

/** The sandbox checkout page's data. */
export const sandboxCheckoutQuery = (checkoutId: string) =>
  queryOptions({
    queryKey: paymentKeys.sandbox(checkoutId),
    queryFn: () =>
      callLazy<Routes['sandboxCheckout']>(
        { method: 'get', path: '/payments/sandbox/{checkoutId}' },
        answerOf('sandboxCheckout'),
        { params: { checkoutId } },
      ),
    retry: retryUnlessMissing,
  });

export type SandboxStep =
  | { action: 'pay'; body: SandboxPayInput }
  | { action: Exclude<SandboxAction, 'pay'> }
  | { action: `voucher/${SandboxVoucherAction}` };

/** One tester action on the sandbox checkout; answers its new state and where to go next. */
export function runSandboxStep(checkoutId: string, step: SandboxStep): Promise<SandboxActionResult> {
  const params = { checkoutId };
  switch (step.action) {
    case 'pay':
      return callLazy<Routes['sandboxPay']>(
        { method: 'post', path: '/payments/sandbox/{checkoutId}/pay' },
        answerOf('sandboxPay'),
        { params, body: step.body },
      );
    case 'fail':
      return callLazy<Routes['sandboxFail']>(
        { method: 'post', path: '/payments/sandbox/{checkoutId}/fail' },
        answerOf('sandboxFail'),
        { params },
      );
    case 'abandon':
      return callLazy<Routes['sandboxAbandon']>(
        { method: 'post', path: '/payments/sandbox/{checkoutId}/abandon' },
        answerOf('sandboxAbandon'),
        { params },
      );
    case 'voucher':
      return callLazy<Routes['sandboxVoucher']>(
        { method: 'post', path: '/payments/sandbox/{checkoutId}/voucher' },
        answerOf('sandboxVoucher'),
        { params },
      );
    case 'voucher/pay':
      return callLazy<Routes['sandboxVoucherPay']>(
        { method: 'post', path: '/payments/sandbox/{checkoutId}/voucher/pay' },
        answerOf('sandboxVoucherPay'),
        { params },
      );
    case 'voucher/expire':
      return callLazy<Routes['sandboxVoucherExpire']>(
        { method: 'post', path: '/payments/sandbox/{checkoutId}/voucher/expire' },
        answerOf('sandboxVoucherExpire'),
        { params },
      );
  }
}
