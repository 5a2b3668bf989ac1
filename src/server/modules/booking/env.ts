import type { Db } from '../../platform/db/client';
import type { JobHandlers } from '../../platform/jobs/runner';
import { CALENDAR_REFRESH_JOB, calendarRefreshHandler } from './calendars/calendar-jobs';
import type { BookingEnv } from './context';
import { HOLD_EXPIRY_JOB, holdExpiryHandler } from './appointments/lifecycle';
import { unwiredPaymentGateway } from './checkout/payments';
import { REMINDER_JOB, reminderHandler } from './mail/reminders';

/**
 * The booking services' environment: the real clock, and no payment gateway until app.ts's `wirePayments`
 * plugs in the payments module's checkout (booking's own tests plug in a fake).
 */
export function createBookingEnv(deps: { db: Db; siteUrl: URL; siteName?: string }): BookingEnv {
  return {
    db: deps.db,
    siteUrl: deps.siteUrl,
    siteName: deps.siteName ?? 'Estudio',
    clock: () => new Date(),
    payments: unwiredPaymentGateway,
  };
}

/** Booking's job kinds: reminders, hold expiry and the external-calendar refresh. */
export function bookingJobHandlers(env: BookingEnv, fetcher?: typeof fetch): JobHandlers {
  return {
    [REMINDER_JOB]: reminderHandler(env),
    [HOLD_EXPIRY_JOB]: holdExpiryHandler(env),
    [CALENDAR_REFRESH_JOB]: calendarRefreshHandler({
      db: env.db,
      clock: env.clock,
      ...(fetcher ? { fetcher } : {}),
    }),
  };
}
