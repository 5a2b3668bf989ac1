import { useMutation } from '@tanstack/react-query';
import { retryPayment } from './public';

/*
 * The public pages' writes as hooks, one file per screen beside public.ts (which holds their calls): a hook in
 * public.ts would be shared by every public payment page and reshuffle their chunks.
 */

/** The "try again" button's call; the browser then goes to the checkout it answers (`onCheckout`). */
export const useRetryPayment = (reference: string, onCheckout: (checkoutUrl: string) => void) =>
  useMutation({
    mutationFn: () => retryPayment(reference),
    onSuccess: (answer) => onCheckout(answer.checkoutUrl),
  });
