import { customerAppointmentSchema, myAppointmentsSchema } from '@contracts/booking';
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

export const cancelMine = (id: string, reason: string) =>
  apiSend(
    customerAppointmentSchema,
    'POST',
    `${base}/${encodeURIComponent(id)}/cancel`,
    reason ? { reason } : {},
  );
