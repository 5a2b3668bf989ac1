import type { CustomerAppointment } from '@contracts/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys, cancelByToken, payByToken, rescheduleByToken } from './public';
import type { CancelAppointmentInput } from './writes';

/*
 * The manage link's writes (/calendar-booking/manage/:token) as hooks, in a file of their own beside public.ts
 * (which holds the calls), so the booking screen's chunk does not carry them. Each keeps the appointment the
 * server answered under the link's key and has the open slots read again; what the screen shows afterwards is
 * passed to `mutate(…, { onSuccess })`.
 */

/** Keeps the appointment the server answered under the link's key; the open slots are read again. */
function useKeepManaged(token: string) {
  const client = useQueryClient();
  return (next: CustomerAppointment) => {
    client.setQueryData(bookingKeys.manage(token), next);
    void client.invalidateQueries({ queryKey: [...bookingKeys.all, 'slots'] });
  };
}

/** Moves the appointment (the variables: the new start). */
export const useRescheduleByToken = (token: string) =>
  useMutation({
    mutationFn: (start: string) => rescheduleByToken(token, start),
    onSuccess: useKeepManaged(token),
  });

export const useCancelByToken = (token: string) =>
  useMutation({
    mutationFn: (input: CancelAppointmentInput) =>
      cancelByToken(token, input.reason, input.quotedRefundMinor),
    onSuccess: useKeepManaged(token),
  });

/** Where to pay for a held appointment; the page then goes there (its reaction). */
export const usePayByToken = (token: string) => useMutation({ mutationFn: () => payByToken(token) });
