import { randomBytes } from 'node:crypto';
import type { AppointmentRow, ServiceRow } from './schema';

/** A checkout the visitor is sent to; `reference` ties the provider's payment to the appointment. */
export interface Checkout {
  checkoutUrl: string;
  reference: string;
}

/**
 * The payment step of a booking. The Payments issue brings the real providers (Stripe, Mercado Pago, the
 * sandbox); until then `TestPaymentGateway` stands in, and paying is `confirmPayment` (lifecycle.ts).
 */
export interface PaymentGateway {
  createCheckout(appointment: AppointmentRow, service: ServiceRow, amountMinor: number): Promise<Checkout>;
}

/** The amount charged when booking: the deposit share of the price, in minor units. */
export const chargeFor = (service: ServiceRow) =>
  Math.round((service.priceMinor * service.depositPercent) / 100);

/** A gateway that answers at once with a checkout page on this site; tests and development use it. */
export class TestPaymentGateway implements PaymentGateway {
  readonly checkouts: { appointmentId: string; amountMinor: number; reference: string }[] = [];
  /** Set to make the next createCheckout fail, as a provider outage would. */
  failNext = false;

  constructor(private readonly siteUrl: URL) {}

  async createCheckout(appointment: AppointmentRow, _service: ServiceRow, amountMinor: number) {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('test payment gateway: unavailable');
    }
    const reference = `test_${randomBytes(8).toString('hex')}`;
    this.checkouts.push({ appointmentId: appointment.id, amountMinor, reference });
    // Kept for tests to inspect; bounded, since the server uses this gateway too until Payments lands.
    if (this.checkouts.length > 100) this.checkouts.shift();
    const url = new URL('/payment-success', this.siteUrl);
    url.searchParams.set('appointment', appointment.id);
    url.searchParams.set('reference', reference);
    return { checkoutUrl: url.href, reference };
  }
}
