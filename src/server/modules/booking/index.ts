/* The booking module's door: the only file other modules and the composition root import from booking. */
import {
  bookingRoutes as bookingContracts,
  myAppointmentRoutes as myAppointmentContracts,
} from '@contracts/api/booking';
import { bookingAdminRoutes as bookingAdminContracts } from '@contracts/api/booking-admin';

// HTTP: public, signed-in and admin routes and their contracts (the OpenAPI document's entries), mounted by app.ts.
export { bookingRoutes, type BookingLimits } from './http/routes';
export { myAppointmentRoutes } from './http/me-routes';
export { bookingAdminRoutes } from './http/admin-routes';
export const bookingOperations = [
  ...Object.values(bookingContracts),
  ...Object.values(myAppointmentContracts),
  ...Object.values(bookingAdminContracts),
];

// Wiring: the module's environment, its job handlers and the calendar-import chain (app.ts, jobs.ts, main.ts).
export type { BookingEnv } from './context';
export { bookingJobHandlers, createBookingEnv } from './env';
export { planCalendarRefresh } from './calendars/calendar-jobs';

// What payments' hooks call on an appointment's order (wired in app.ts), and the conflict app.ts throws.
export {
  confirmPaidAppointment,
  expireHold,
  extendPaymentHold,
  releasePaymentHold,
} from './appointments/lifecycle';
export { appointmentSummaries, type PaymentGateway } from './checkout/payments';
export { BookingConflict } from './appointments/conflicts';
export { cancel } from './appointments/changes';
export { organizer } from './mail/notifications';
export { formatWhen } from './mail/mails';

// Read access for other modules: the appointments table, a person's appointments, the reminder offsets.
export { appointments, type AppointmentRow, type ServiceRow } from './schema';
export { appointmentsForEmail } from './appointments/lead-appointments';
export { reminderOffsetsMinutes } from './availability/settings';

// Sample data the composition root seeds (src/server/seeds.ts).
export { bookingSeedSet } from './seed';
