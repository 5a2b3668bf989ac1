/* The booking module's door: the only file other modules and the composition root import from booking. */

// HTTP: public, signed-in and admin routes and their OpenAPI entries, mounted by app.ts.
export { bookingRoutes, type BookingLimits } from './routes';
export { myAppointmentRoutes } from './me-routes';
export { bookingAdminRoutes } from './admin-routes';
export { bookingOperations } from './operations';

// Wiring: the module's environment, its job handlers and the calendar-import chain (app.ts, jobs.ts, main.ts).
export type { BookingEnv } from './context';
export { bookingJobHandlers, createBookingEnv } from './env';
export { planCalendarRefresh } from './calendar-jobs';

// What payments' hooks call on an appointment's order (wired in app.ts), and the conflict app.ts throws.
export { confirmPaidAppointment, expireHold, extendPaymentHold, releasePaymentHold } from './lifecycle';
export { appointmentSummaries, type PaymentGateway } from './payments';
export { BookingConflict } from './conflicts';
export { cancel } from './changes';
export { organizer } from './notifications';
export { formatWhen } from './mails';

// Read access for other modules: the appointments table, a person's appointments, the reminder offsets.
export { appointments, type AppointmentRow, type ServiceRow } from './schema';
export { appointmentsForEmail } from './lead-appointments';
export { reminderOffsetsMinutes } from './settings';

// Sample data the composition root seeds (src/server/seeds.ts).
export { bookingSeedSet } from './seed';
