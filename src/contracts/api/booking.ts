import { z } from 'zod';
import {
  bookableServiceListSchema,
  bookingRequestSchema,
  bookingResultSchema,
  cancelInputSchema,
  customerAppointmentSchema,
  myAppointmentsSchema,
  rescheduleInputSchema,
  slotsAnswerSchema,
  slotsQuerySchema,
} from '../booking';
import { cancelQuoteSchema } from '../cancellation';
import { defineRoute } from '../route';

// A manage link's token is checked by the server: a malformed one is a 404 like an unknown one, not a 400.
const token = { token: z.string() };
const id = { id: z.uuid() };

/**
 * Booking (module booking), public: the services and free slots, booking a time, the manage link (view,
 * reschedule, pay, cancel) and the owner's private ICS feed.
 */
export const bookingRoutes = {
  services: defineRoute({
    method: 'get',
    path: '/booking/services',
    tag: 'booking',
    summary: 'Bookable services and the booking policy the UI explains (horizon, notice, hold, cut-off)',
    response: bookableServiceListSchema,
  }),
  slots: defineRoute({
    method: 'get',
    path: '/booking/slots',
    tag: 'booking',
    summary: 'Free slots of a service (query service, from, to, tz), grouped by day in tz; at most 93 days',
    query: slotsQuerySchema,
    response: slotsAnswerSchema,
    errors: [400],
  }),
  book: defineRoute({
    method: 'post',
    path: '/booking/appointments',
    tag: 'booking',
    summary:
      'Book a time (Idempotency-Key header or requestId: a double submit books once). 409 slot_taken carries `nearest` free times',
    body: bookingRequestSchema,
    response: bookingResultSchema,
    errors: [400, 409, 429],
  }),
  manage: defineRoute({
    method: 'get',
    path: '/booking/manage/{token}',
    tag: 'booking',
    summary: 'The appointment a manage link opens',
    params: token,
    response: customerAppointmentSchema,
    errors: [404, 429],
  }),
  rescheduleByToken: defineRoute({
    method: 'post',
    path: '/booking/manage/{token}/reschedule',
    tag: 'booking',
    summary: 'Move the appointment (409 cancel_cutoff after the cut-off, slot_taken with nearest times)',
    params: token,
    body: rescheduleInputSchema,
    response: customerAppointmentSchema,
    errors: [400, 404, 409, 429],
  }),
  payByToken: defineRoute({
    method: 'post',
    path: '/booking/manage/{token}/pay',
    tag: 'booking',
    summary:
      'Where to pay for a held appointment (the payment link, ADR 024): its live checkout, a new attempt after a decline, or its first checkout; 409 not_changeable once the hold is over',
    params: token,
    response: z.object({ checkoutUrl: z.string() }),
    errors: [404, 409, 429, 503],
  }),
  cancelQuoteByToken: defineRoute({
    method: 'get',
    path: '/booking/manage/{token}/cancel-quote',
    tag: 'booking',
    summary: 'What cancelling now would refund, by the appointment’s cancellation policy (ADR 022)',
    params: token,
    response: cancelQuoteSchema,
    errors: [404, 429],
  }),
  cancelByToken: defineRoute({
    method: 'post',
    path: '/booking/manage/{token}/cancel',
    tag: 'booking',
    summary: 'Cancel the appointment with an optional reason (409 cancel_cutoff after the cut-off)',
    params: token,
    body: cancelInputSchema,
    response: customerAppointmentSchema,
    errors: [400, 404, 409, 429],
  }),
  feed: defineRoute({
    method: 'get',
    path: '/booking/feed/{file}',
    tag: 'booking',
    summary:
      'The owner’s private ICS feed of every appointment at <secret>.ics (text/calendar; 404 for any other name and after rotation)',
    params: { file: z.string() },
    response: z.string(),
    contentType: 'text/calendar',
    errors: [404],
  }),
};

/** The signed-in person's appointments (for /dashboard), with reschedule and cancel: 401 signed out. */
export const myAppointmentRoutes = {
  mine: defineRoute({
    method: 'get',
    path: '/me/appointments',
    tag: 'booking',
    summary: 'The signed-in person’s appointments, upcoming and past',
    response: myAppointmentsSchema,
    errors: [401],
  }),
  reschedule: defineRoute({
    method: 'post',
    path: '/me/appointments/{id}/reschedule',
    tag: 'booking',
    summary: 'Move one of my appointments',
    params: id,
    body: rescheduleInputSchema,
    response: customerAppointmentSchema,
    errors: [400, 401, 404, 409],
  }),
  cancelQuote: defineRoute({
    method: 'get',
    path: '/me/appointments/{id}/cancel-quote',
    tag: 'booking',
    summary: 'What cancelling one of my appointments now would refund',
    params: id,
    response: cancelQuoteSchema,
    errors: [400, 401, 404],
  }),
  cancel: defineRoute({
    method: 'post',
    path: '/me/appointments/{id}/cancel',
    tag: 'booking',
    summary: 'Cancel one of my appointments',
    params: id,
    body: cancelInputSchema,
    response: customerAppointmentSchema,
    errors: [400, 401, 404, 409],
  }),
};
