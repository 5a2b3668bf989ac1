import { customerAppointmentSchema, myAppointmentsSchema } from '@contracts/booking';
import { cancelQuoteSchema } from '@contracts/cancellation';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend } from '@web/lib/api';
import { bookingKeys } from './public';

const base = '/api/me/appointments';

/** GET /api/me/appointments: the signed-in person's upcoming and past appointments. */
export const myAppointmentsQuery = () =>
  queryOptions({
    queryKey: bookingKeys.mine(),
    queryFn: () => apiGet(myAppointmentsSchema, base),
    staleTime: 15_000,
  });

export const rescheduleMine = (id: string, start: string) =>
  apiSend(customerAppointmentSchema, 'POST', `${base}/${encodeURIComponent(id)}/reschedule`, { start });

export const cancelMine = (id: string, reason: string, quotedRefundMinor?: number) =>
  apiSend(customerAppointmentSchema, 'POST', `${base}/${encodeURIComponent(id)}/cancel`, {
    ...(reason ? { reason } : {}),
    ...(quotedRefundMinor === undefined ? {} : { quotedRefundMinor }),
  });

/** GET /api/me/appointments/:id/cancel-quote — what cancelling now would refund. */
export const cancelQuoteMine = (id: string) =>
  apiGet(cancelQuoteSchema, `${base}/${encodeURIComponent(id)}/cancel-quote`);
