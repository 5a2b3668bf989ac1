import {
  paymentPaths,
  paymentRetrySchema,
  publicPaymentSchema,
  sandboxActionResultSchema,
  sandboxCheckoutSchema,
  type SandboxAction,
  type SandboxActionResult,
  type SandboxPayInput,
  type SandboxVoucherAction,
} from '@contracts/payments';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend, ApiError } from '@web/lib/api';

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
    queryFn: () => apiGet(publicPaymentSchema, paymentPaths.status(reference)),
    retry: retryUnlessMissing,
    staleTime: 0,
  });

/** "Try again" after a decline: the next checkout of the same order (the time is still held). */
export const retryPayment = (reference: string) =>
  apiSend(paymentRetrySchema, 'POST', paymentPaths.retry(reference));

/** The sandbox checkout page's data. */
export const sandboxCheckoutQuery = (checkoutId: string) =>
  queryOptions({
    queryKey: paymentKeys.sandbox(checkoutId),
    queryFn: () => apiGet(sandboxCheckoutSchema, paymentPaths.sandboxCheckout(checkoutId)),
    retry: retryUnlessMissing,
  });

export type SandboxStep =
  | { action: 'pay'; body: SandboxPayInput }
  | { action: Exclude<SandboxAction, 'pay'> }
  | { action: `voucher/${SandboxVoucherAction}` };

/** One tester action on the sandbox checkout; answers its new state and where to go next. */
export function runSandboxStep(checkoutId: string, step: SandboxStep): Promise<SandboxActionResult> {
  if (step.action === 'voucher/pay' || step.action === 'voucher/expire')
    return apiSend(
      sandboxActionResultSchema,
      'POST',
      paymentPaths.sandboxVoucherAction(checkoutId, step.action === 'voucher/pay' ? 'pay' : 'expire'),
    );
  return apiSend(
    sandboxActionResultSchema,
    'POST',
    paymentPaths.sandboxAction(checkoutId, step.action),
    step.action === 'pay' ? step.body : undefined,
  );
}
