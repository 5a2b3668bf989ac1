import type { Db } from '../../platform/db/client';
import type { JobHandlers } from '../../platform/jobs/runner';
import { CALENDAR_REFRESH_JOB, calendarRefreshHandler } from './calendar-jobs';
import type { BookingEnv } from './context';
import { HOLD_EXPIRY_JOB, holdExpiryHandler } from './lifecycle';
import { TestPaymentGateway } from './payments';
import { REMINDER_JOB, reminderHandler } from './reminders';

/**
 * The booking services' environment: the real clock and the test gateway, which app.ts's `wirePayments`
 * replaces with the payments module's checkout (booking's own tests keep the test gateway).
 */
export function createBookingEnv(deps: { db: Db; siteUrl: URL; siteName?: string }): BookingEnv {
  return {
    db: deps.db,
    siteUrl: deps.siteUrl,
    siteName: deps.siteName ?? 'Estudio',
    clock: () => new Date(),
    payments: new TestPaymentGateway(deps.siteUrl),
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
