import type { AdminPaymentDetail, MarkPaidInput, RefundInput } from '@contracts/payments';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { adminPaymentKeys, markPaymentPaid, refundPayment } from './admin';
import { adminPlanKeys } from './plans';

/*
 * The payment detail's writes as hooks over admin.ts's calls (refund, mark paid). They live apart because they
 * refresh the plans too: admin.ts importing plans.ts (which the public plan pages load) reshuffles the public
 * payment pages' chunks.
 */

/** Keeps the detail an action answered and refreshes the lists behind the sheet. */
export function useKeepPaymentDetail() {
  const client = useQueryClient();
  return (detail: AdminPaymentDetail) => {
    client.setQueryData(adminPaymentKeys.detail(detail.id), detail);
    void client.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === 'admin' && query.queryKey[1] === 'payments' && query.queryKey[2] === 'list',
    });
    // An order of a plan moves its plan too (paid, refunded): the Plans tab and its overdue count.
    if (detail.plan) void client.invalidateQueries({ queryKey: adminPlanKeys.all });
  };
}

export type RefundVariables = { id: string; input: RefundInput; idempotencyKey: string };

/** The refund as a hook: keeps the detail it answers (above), then the screen's reactions. */
export function useRefundPayment(
  reactions: Pick<
    UseMutationOptions<AdminPaymentDetail, Error, RefundVariables>,
    'onSuccess' | 'onError'
  > = {},
) {
  const keep = useKeepPaymentDetail();
  return useMutation({
    ...reactions,
    mutationFn: ({ id, input, idempotencyKey }: RefundVariables) => refundPayment(id, input, idempotencyKey),
    onSuccess: (...args) => {
      keep(args[0]);
      void reactions.onSuccess?.(...args);
    },
  });
}

/** Marks an order paid by hand (the variables: how, and the note); keeps the detail it answers. */
export function useMarkPaymentPaid(id: string) {
  const keep = useKeepPaymentDetail();
  return useMutation({
    mutationFn: (input: MarkPaidInput) => markPaymentPaid(id, input),
    onSuccess: keep,
  });
}
