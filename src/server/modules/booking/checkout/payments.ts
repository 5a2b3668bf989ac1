import type { LocalizedText } from '@contracts/content';
import type { CancellationRefund } from '@contracts/cancellation';
import type { CheckoutPlan } from '@contracts/payment-plans';
import { eq, inArray } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { services } from '../../content';
import { appointments, type AppointmentRow, type ServiceRow } from '../schema';

/** A checkout the visitor is sent to; `reference` ties the provider's payment to the appointment. */
export interface Checkout {
  checkoutUrl: string;
  reference: string;
}

/**
 * The payment step of a booking. The payments module implements it (Stripe, Mercado Pago, the sandbox) and
 * app.ts plugs it in; booking's own tests use a fake (src/server/test/fakes/test-payment-gateway.ts).
 */
export interface PaymentGateway {
  /** Opens the checkout of the plan's first instalment (the whole price when `plan.option` is 'full'). */
  createCheckout(appointment: AppointmentRow, service: ServiceRow, plan: CheckoutPlan): Promise<Checkout>;
  /** The checkout still open for an appointment (a replayed booking request answers it again), or null. */
  openCheckoutUrl?(appointment: AppointmentRow): Promise<string | null>;
  /**
   * Resumes paying a held appointment (the payment link, the manage page): its live order's checkout, a new
   * attempt after a decline, or null when it has no live order yet (the caller opens one).
   */
  resumeCheckout?(appointment: AppointmentRow): Promise<string | null>;
  /** A voucher (OXXO) of the appointment waiting to be paid: its status page, else null. */
  pendingVoucherPage?(appointment: AppointmentRow): Promise<string | null>;
  /**
   * The owner entered the appointment as paid by hand (inside the booking's transaction): its order is written
   * paid (cash/transfer + note) with its receipt, as "mark paid" does.
   */
  recordPaidByHand?(
    tx: DbOrTx,
    appointment: AppointmentRow,
    service: ServiceRow,
    input: { method: 'cash' | 'transfer'; note: string; admin: string },
  ): Promise<void>;
  /** The appointment was cancelled (inside that transaction): its payment plan, if any, ends. */
  onCancelled?(tx: DbOrTx, appointmentId: string): Promise<void>;
  /**
   * The appointment was cancelled (inside that transaction, after onCancelled): `percent` % of what was paid is
   * refunded — queued to the provider, or owed by hand (ADR 022). Answers what happens with the money.
   */
  refundOnCancel?(
    tx: DbOrTx,
    appointmentId: string,
    percent: number,
    currency: string,
  ): Promise<CancellationRefund>;
  /** What refundOnCancel would do now, without doing it (the cancel dialog's quote). */
  quoteCancel?(
    db: DbOrTx,
    appointmentId: string,
    percent: number,
    currency: string,
  ): Promise<CancellationRefund>;
}

/**
 * The payment step could not start (the provider is down or refused): the hold was released, and the booking
 * answers 503 `payment_unavailable` so the visitor can simply try again.
 */
export class PaymentUnavailableError extends AppError<'payment_unavailable'> {
  override name = 'PaymentUnavailableError';
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

/**
 * The gateway a booking environment starts with, until the composition root (app.ts `wirePayments`) plugs in
 * the payments module's checkout: a paid booking that reached it would be a wiring fault, so it refuses as a
 * provider outage does (503 `payment_unavailable`, the hold released) instead of pretending to take money.
 */
export const unwiredPaymentGateway: PaymentGateway = {
  async createCheckout() {
    throw new PaymentUnavailableError({ cause: new Error('payments are not wired into booking') });
  },
};

/** What a payment pays for, as the payment pages, mails and the payments list show it. */
export interface AppointmentPaymentSummary {
  id: string;
  serviceSlug: string;
  serviceName: LocalizedText;
  start: string;
  end: string;
  timeZone: string;
  status: string;
}

/** Summaries of appointments by id (for the payments module, through its hooks). */
export async function appointmentSummaries(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, AppointmentPaymentSummary>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ appointment: appointments, slug: services.slug, name: services.name })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(inArray(appointments.id, [...new Set(ids)]));
  return new Map(
    rows.map(({ appointment: a, slug, name }) => [
      a.id,
      {
        id: a.id,
        serviceSlug: slug,
        serviceName: name,
        start: a.startsAt.toISOString(),
        end: a.endsAt.toISOString(),
        timeZone: a.timeZone,
        status: a.status,
      },
    ]),
  );
}
