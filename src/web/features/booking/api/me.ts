import { myAppointmentRoutes } from '@contracts/api/booking';
import type { CustomerAppointment, MyAppointments } from '@contracts/booking';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { bookingKeys } from './public';
import type { CancelAppointmentInput } from './writes';

/** GET /api/me/appointments: the signed-in person's upcoming and past appointments. */
export const myAppointmentsQuery = () =>
  queryOptions({
    queryKey: bookingKeys.mine(),
    queryFn: () => apiCall(myAppointmentRoutes.mine),
    staleTime: 15_000,
  });

export const rescheduleMine = (id: string, start: string) =>
  apiCall(myAppointmentRoutes.reschedule, { params: { id }, body: { start } });

export const cancelMine = (id: string, reason: string, quotedRefundMinor?: number) =>
  apiCall(myAppointmentRoutes.cancel, {
    params: { id },
    body: {
      ...(reason ? { reason } : {}),
      ...(quotedRefundMinor === undefined ? {} : { quotedRefundMinor }),
    },
  });

/** GET /api/me/appointments/:id/cancel-quote — what cancelling now would refund. */
export const cancelQuoteMine = (id: string) => apiCall(myAppointmentRoutes.cancelQuote, { params: { id } });

/*
 * The signed-in person's writes on one of their appointments as hooks: each puts the appointment the server
 * answered in place in their list and has the open slots read again; what the screen shows afterwards is passed
 * to `mutate(…, { onSuccess })`.
 */

function useKeepMine() {
  const client = useQueryClient();
  return (next: CustomerAppointment) => {
    client.setQueryData<MyAppointments>(bookingKeys.mine(), (old) =>
      old ? { ...old, upcoming: old.upcoming.map((item) => (item.id === next.id ? next : item)) } : old,
    );
    void client.invalidateQueries({ queryKey: [...bookingKeys.all, 'slots'] });
  };
}

/** Moves one of the person's appointments (the variables: the new start). */
export function useRescheduleMine(id: string) {
  const keep = useKeepMine();
  return useMutation({ mutationFn: (start: string) => rescheduleMine(id, start), onSuccess: keep });
}

export function useCancelMine(id: string) {
  const keep = useKeepMine();
  return useMutation({
    mutationFn: ({ reason, quotedRefundMinor }: CancelAppointmentInput) =>
      cancelMine(id, reason, quotedRefundMinor),
    onSuccess: keep,
  });
}
