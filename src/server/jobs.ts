import { type BookingEnv, bookingJobHandlers } from './modules/booking';
import { feedsSyncJobHandlers, type RentalEnv, rentalJobHandlers } from './modules/rental';
import { notificationJobHandlers } from './modules/digest';
import { paymentJobHandlers, type PaymentsEnv } from './modules/payments';
import { exportJobHandlers, reportForExport } from './modules/reports';
import { analyticsJobHandlers } from './modules/analytics';
import type { JobHandlers } from './platform/jobs/runner';
import { mailJobHandlers, type Mailer } from './platform/mail/mailer';
import type { Storage } from './platform/storage';

export interface JobDeps {
  mailer: Mailer;
  booking: BookingEnv;
  /** Optional so callers that run no payment jobs need not build it; the server always passes it. */
  payments?: PaymentsEnv;
  /** La Mansión's stays (hold expiry); the server always passes it. */
  rental?: RentalEnv;
  /** Where the owner's exports are written (and deleted when their link expires); the server always passes it. */
  storage?: Storage;
  /** The fetch calendars and channel feeds are read with (the guarded one, with CALENDAR_FETCH_ALLOW_ADDRESSES). */
  calendarFetch?: typeof fetch;
}

/** Joins handler sets; two modules claiming the same kind is a wiring mistake caught at start. */
export function composeHandlers(...sets: JobHandlers[]): JobHandlers {
  const all: JobHandlers = {};
  for (const set of sets)
    for (const [kind, handler] of Object.entries(set)) {
      if (Object.hasOwn(all, kind)) throw new Error(`Two handlers for job kind "${kind}"`);
      all[kind] = handler;
    }
  return all;
}

/**
 * Every job kind the server runs, in one place: a module with jobs (reminders, hold expiry, calendar
 * import) adds its handler set here, and its dependencies to JobDeps.
 */
export function jobHandlers(deps: JobDeps): JobHandlers {
  return composeHandlers(
    mailJobHandlers(deps.mailer),
    bookingJobHandlers(deps.booking, deps.calendarFetch),
    notificationJobHandlers({
      db: deps.booking.db,
      siteUrl: deps.booking.siteUrl,
      siteName: deps.booking.siteName,
      clock: deps.booking.clock,
    }),
    deps.payments ? paymentJobHandlers(deps.payments) : {},
    deps.rental ? rentalJobHandlers(deps.rental) : {},
    deps.rental
      ? feedsSyncJobHandlers({
          env: deps.rental,
          ...(deps.calendarFetch ? { fetcher: deps.calendarFetch } : {}),
        })
      : {},
    analyticsJobHandlers({ db: deps.booking.db }),
    deps.storage
      ? exportJobHandlers({
          db: deps.booking.db,
          storage: deps.storage,
          report: reportForExport,
          siteName: deps.booking.siteName,
        })
      : {},
  );
}
