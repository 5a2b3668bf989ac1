import { myAppointmentRoutes } from '@contracts/api/booking';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { bookingKeys } from './public';

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
