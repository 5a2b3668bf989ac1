import { z } from 'zod';
import {
  bookableServiceListSchema,
  bookingResultSchema,
  customerAppointmentSchema,
  slotsAnswerSchema,
  type BookingRequest,
} from '@contracts/booking';
import { cancelQuoteSchema } from '@contracts/cancellation';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend } from '@web/lib/api';

const base = '/api/booking';

export const bookingKeys = {
  all: ['booking'] as const,
  services: () => [...bookingKeys.all, 'services'] as const,
  slots: (service: string, from: string, to: string, tz: string) =>
    [...bookingKeys.all, 'slots', service, from, to, tz] as const,
  manage: (token: string) => [...bookingKeys.all, 'manage', token] as const,
  mine: () => ['me', 'appointments'] as const,
};

/** GET /api/booking/services: what a visitor can book, with the policy figures for the copy. */
export const bookingServicesQuery = () =>
  queryOptions({
    queryKey: bookingKeys.services(),
    queryFn: () => apiGet(bookableServiceListSchema, `${base}/services`),
    staleTime: 60_000,
  });

/** GET /api/booking/slots for one window of days (inclusive) in a zone. */
export const slotsQuery = (service: string, from: string, to: string, tz: string) =>
  queryOptions({
    queryKey: bookingKeys.slots(service, from, to, tz),
    queryFn: () =>
      apiGet(slotsAnswerSchema, `${base}/slots?${new URLSearchParams({ service, from, to, tz }).toString()}`),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    enabled: service !== '' && tz !== '',
  });

/** POST /api/booking/appointments, once per Idempotency-Key (a double submit answers like the first). */
export function bookAppointment(input: BookingRequest, idempotencyKey: string) {
  return apiSend(bookingResultSchema, 'POST', `${base}/appointments`, input, {
    'Idempotency-Key': idempotencyKey,
  });
}

const managePath = (token: string) => `${base}/manage/${encodeURIComponent(token)}`;

/** GET /api/booking/manage/:token — the appointment the e-mailed link is for. */
export const manageQuery = (token: string) =>
  queryOptions({
    queryKey: bookingKeys.manage(token),
    queryFn: () => apiGet(customerAppointmentSchema, managePath(token)),
    retry: (count, error) => count < 2 && !('status' in error && error.status === 404),
  });

export const rescheduleByToken = (token: string, start: string) =>
  apiSend(customerAppointmentSchema, 'POST', `${managePath(token)}/reschedule`, { start });

/** POST …/manage/:token/pay — where to pay for a held appointment (the live checkout, or a new attempt). */
export const payByToken = (token: string) =>
  apiSend(z.object({ checkoutUrl: z.string() }), 'POST', `${managePath(token)}/pay`);

/** The quoted refund goes along: if the server's is lower by now, it answers 409 refund_changed. */
export const cancelByToken = (token: string, reason: string, quotedRefundMinor?: number) =>
  apiSend(customerAppointmentSchema, 'POST', `${managePath(token)}/cancel`, {
    ...(reason ? { reason } : {}),
    ...(quotedRefundMinor === undefined ? {} : { quotedRefundMinor }),
  });

/** GET …/manage/:token/cancel-quote — what cancelling now would refund (the server's exact amount). */
export const cancelQuoteByToken = (token: string) =>
  apiGet(cancelQuoteSchema, `${managePath(token)}/cancel-quote`);
