import type { bookingRoutes } from '@contracts/api/booking';
import type { BookingRequest } from '@contracts/booking';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callLazy } from '@web/lib/api-call';

/*
 * The visitor's calls (/calendar-booking, the manage link): public pages, so each route's method and template
 * are literals checked against its contract's type, and the answer's schema loads with the call.
 */
type Routes = typeof bookingRoutes;
const answerOf =
  <K extends keyof Routes>(name: K) =>
  () =>
    import('@contracts/api/booking').then((m) => m.bookingRoutes[name].response as Routes[K]['response']);

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
    queryFn: () =>
      callLazy<Routes['services']>({ method: 'get', path: '/booking/services' }, answerOf('services')),
    staleTime: 60_000,
  });

/** GET /api/booking/slots for one window of days (inclusive) in a zone. */
export const slotsQuery = (service: string, from: string, to: string, tz: string) =>
  queryOptions({
    queryKey: bookingKeys.slots(service, from, to, tz),
    queryFn: () =>
      callLazy<Routes['slots']>({ method: 'get', path: '/booking/slots' }, answerOf('slots'), {
        query: { service, from, to, tz },
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    enabled: service !== '' && tz !== '',
  });

/** POST /api/booking/appointments, once per Idempotency-Key (a double submit answers like the first). */
export const bookAppointment = (input: BookingRequest, idempotencyKey: string) =>
  callLazy<Routes['book']>({ method: 'post', path: '/booking/appointments' }, answerOf('book'), {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** GET /api/booking/manage/:token — the appointment the e-mailed link is for. */
export const manageQuery = (token: string) =>
  queryOptions({
    queryKey: bookingKeys.manage(token),
    queryFn: () =>
      callLazy<Routes['manage']>({ method: 'get', path: '/booking/manage/{token}' }, answerOf('manage'), {
        params: { token },
      }),
    retry: (count, error) => count < 2 && !('status' in error && error.status === 404),
  });

export const rescheduleByToken = (token: string, start: string) =>
  callLazy<Routes['rescheduleByToken']>(
    { method: 'post', path: '/booking/manage/{token}/reschedule' },
    answerOf('rescheduleByToken'),
    { params: { token }, body: { start } },
  );

/** POST …/manage/:token/pay — where to pay for a held appointment (the live checkout, or a new attempt). */
export const payByToken = (token: string) =>
  callLazy<Routes['payByToken']>(
    { method: 'post', path: '/booking/manage/{token}/pay' },
    answerOf('payByToken'),
    { params: { token } },
  );

/** The quoted refund goes along: if the server's is lower by now, it answers 409 refund_changed. */
export const cancelByToken = (token: string, reason: string, quotedRefundMinor?: number) =>
  callLazy<Routes['cancelByToken']>(
    { method: 'post', path: '/booking/manage/{token}/cancel' },
    answerOf('cancelByToken'),
    {
      params: { token },
      body: {
        ...(reason ? { reason } : {}),
        ...(quotedRefundMinor === undefined ? {} : { quotedRefundMinor }),
      },
    },
  );

/** GET …/manage/:token/cancel-quote — what cancelling now would refund (the server's exact amount). */
export const cancelQuoteByToken = (token: string) =>
  callLazy<Routes['cancelQuoteByToken']>(
    { method: 'get', path: '/booking/manage/{token}/cancel-quote' },
    answerOf('cancelQuoteByToken'),
    { params: { token } },
  );
