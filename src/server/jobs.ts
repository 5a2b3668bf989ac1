import type { BookingEnv } from './modules/booking/context';
import { bookingJobHandlers } from './modules/booking/env';
import type { JobHandlers } from './platform/jobs/runner';
import { mailJobHandlers, type Mailer } from './platform/mail/mailer';

export interface JobDeps {
  mailer: Mailer;
  booking: BookingEnv;
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
  return composeHandlers(mailJobHandlers(deps.mailer), bookingJobHandlers(deps.booking));
}
