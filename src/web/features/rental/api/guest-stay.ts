import type { StayRequest, StayResult } from '@contracts/rental';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api';
import { cancelStayAsGuest, createStay, rentalKeys, type MutationReactions } from './public';

/*
 * The guest's writes as hooks: booking a stay (/lamansion-pago) and cancelling it from the manage link. Their
 * calls are in public.ts; the hooks are apart so that only the booking page's chunk carries them (public.ts
 * is shared with the owner's screens).
 */

export type StayBooking = { input: StayRequest; key: string };

/**
 * Books a stay (the variables: the request and its attempt's Idempotency-Key). A 409 nights_taken or a 503
 * payment_unavailable reads the calendar again.
 */
export function useCreateStay(reactions: MutationReactions<StayResult, StayBooking>) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: ({ input, key }: StayBooking) => createStay(input, key),
    onError: (error, ...rest) => {
      if (
        error instanceof ApiError &&
        ((error.status === 409 && error.code === 'nights_taken') || error.code === 'payment_unavailable')
      )
        void client.invalidateQueries({ queryKey: [...rentalKeys.all, 'availability'] });
      return reactions.onError?.(error, ...rest);
    },
  });
}

/**
 * The guest cancels (the variables: the refund they were shown). The answer's stay is kept and the calendar
 * read again; a refund_changed reads the refund again, a too_late or not_changeable the stay.
 */
export function useCancelStayAsGuest(
  token: string,
  reactions: MutationReactions<Awaited<ReturnType<typeof cancelStayAsGuest>>, number>,
) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (quotedRefundMinor: number) => cancelStayAsGuest(token, quotedRefundMinor),
    onSuccess: (result, ...rest) => {
      client.setQueryData(rentalKeys.stay(token), result.stay);
      void client.invalidateQueries({ queryKey: [...rentalKeys.all, 'availability'] });
      return reactions.onSuccess?.(result, ...rest);
    },
    onError: (error, ...rest) => {
      if (error instanceof ApiError && error.code === 'refund_changed')
        void client.refetchQueries({ queryKey: rentalKeys.stayCancel(token), exact: true });
      else if (error instanceof ApiError && (error.code === 'too_late' || error.code === 'not_changeable'))
        void client.invalidateQueries({ queryKey: rentalKeys.stay(token) });
      return reactions.onError?.(error, ...rest);
    },
  });
}
