import type { CancellationRefund } from '@contracts/cancellation';
import type { CheckoutPlan } from '@contracts/payment-plans';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import type { RecordPerson } from '../../platform/people';
import { AppError } from '../../platform/errors';
import type { StayRow } from './schema';

/** A checkout the guest is sent to; `reference` ties the provider's payment to the stay. */
export interface StayCheckout {
  checkoutUrl: string;
  reference: string;
}

/**
 * The payment step of a stay. app.ts gives the rental module one that opens a checkout through the payments
 * module (an order of purpose 'stay'); tests use TestStayPaymentGateway. The checkout charges the plan's
 * first instalment (`stay.dueNowMinor`); the plan is the one the quote showed.
 */
export interface StayPaymentGateway {
  createCheckout(stay: StayRow, plan: CheckoutPlan): Promise<StayCheckout>;
  /** The checkout still open for a stay (a replayed request answers it again), or null. */
  openCheckoutUrl?(stay: StayRow): Promise<string | null>;
  /** The stay was cancelled (inside that transaction): its payment plan, if any, ends. */
  onCancelled?(tx: DbOrTx, stayId: string): Promise<void>;
  /**
   * The stay was cancelled (in that transaction, after onCancelled): everything paid is refunded when the owner
   * cancelled (ADR 022); when the guest did, everything paid beyond `keepAtMostMinor`, the part of the price the
   * stay's policy keeps (ADR 044). Queued to the provider that took it, or owed by the owner (OXXO, by hand).
   */
  refundOnCancel?(
    tx: DbOrTx,
    stayId: string,
    currency: string,
    keepAtMostMinor?: number,
  ): Promise<CancellationRefund>;
  /** What refundOnCancel would do now, without doing it (the guest's cancel page). */
  quoteCancel?(
    db: DbOrTx,
    stayId: string,
    currency: string,
    keepAtMostMinor: number,
  ): Promise<CancellationRefund>;
}

/** What the rental services need from the outside world; tests pass their own clock and gateway. */
export interface RentalEnv {
  db: Db;
  siteUrl: URL;
  siteName: string;
  clock: () => Date;
  /** null: online payment is not wired; a new stay stays held (and says so) until its hold ends. */
  payments: StayPaymentGateway | null;
  /** The owner's name and address (notifications go there). */
  owner(db: DbOrTx): Promise<{ name: string; email: string }>;
  /** The CRM's recorder (platform/people.ts), handed in by app.ts: a stay makes or updates a contact. */
  people?: RecordPerson;
}

/** Who made a change, as recorded in the history. */
export type RentalActor = 'visitor' | 'system' | `admin:${string}`;

/** The payment step could not start: the hold was released; the API answers 503 payment_unavailable. */
export class StayPaymentUnavailableError extends AppError<'payment_unavailable'> {
  override name = 'StayPaymentUnavailableError';
  constructor(options?: { cause?: unknown }) {
    super(
      503,
      'payment_unavailable',
      'The payment service is not available right now; please try again',
      undefined,
      options,
    );
  }
}
