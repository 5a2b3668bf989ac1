import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentKeys, runSandboxStep, type SandboxStep } from './public';

/*
 * The sandbox checkout's write as a hook, in its own file beside public.ts (which holds the call): a hook in
 * public.ts would be shared by every public payment page and reshuffle their chunks.
 */

/**
 * A tester's action on the sandbox checkout: keeps the checkout's new state; unless it took a voucher (the tester
 * stays on it), forgets the order's status (`reference`), so the status page the browser goes to next does not
 * start from what it showed before, then hands over where to go (`onRedirect`). A failure reads the checkout again.
 */
export function useSandboxStep(
  checkoutId: string,
  reference: string | null,
  onRedirect: (redirectUrl: string) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: SandboxStep) => runSandboxStep(checkoutId, step),
    onSuccess: (result, step) => {
      client.setQueryData(paymentKeys.sandbox(checkoutId), result.checkout);
      if (step.action === 'voucher') return;
      if (reference) client.removeQueries({ queryKey: paymentKeys.status(reference), exact: true });
      onRedirect(result.redirectUrl);
    },
    onError: () => void client.refetchQueries({ queryKey: paymentKeys.sandbox(checkoutId), exact: true }),
  });
}
