import type { Db } from '../../platform/db/client';
import type { RecordPerson } from '../../platform/people';
import type { PaymentGateway } from './checkout/payments';

/** What the booking services need from the outside world; tests pass their own clock and gateway. */
export interface BookingEnv {
  db: Db;
  siteUrl: URL;
  siteName: string;
  /** The current time: injected so tests can move it (reminders, holds, cut-off). */
  clock: () => Date;
  payments: PaymentGateway;
  /** The CRM's recorder (platform/people.ts), handed in by app.ts: a booking makes or updates a contact. */
  people?: RecordPerson;
}

/** Who made a change, as recorded in the history and the owner's mail. */
export type Actor = 'visitor' | 'customer' | 'system' | `admin:${string}`;
