import { randomBytes } from 'node:crypto';
import type { CheckoutPlan } from '@contracts/payment-plans';
import type { AppointmentRow, PaymentGateway, ServiceRow } from '../../modules/booking';

/** A gateway that answers at once with a checkout page on this site: booking's tests use it. */
export class TestPaymentGateway implements PaymentGateway {
  readonly checkouts: { appointmentId: string; plan: CheckoutPlan; reference: string }[] = [];
  /** Set to make the next createCheckout fail, as a provider outage would. */
  failNext = false;

  constructor(private readonly siteUrl: URL) {}

  async createCheckout(appointment: AppointmentRow, _service: ServiceRow, plan: CheckoutPlan) {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('test payment gateway: unavailable');
    }
    const reference = `test_${randomBytes(8).toString('hex')}`;
    this.checkouts.push({ appointmentId: appointment.id, plan, reference });
    const url = new URL('/payment-success', this.siteUrl);
    url.searchParams.set('appointment', appointment.id);
    url.searchParams.set('reference', reference);
    return { checkoutUrl: url.href, reference };
  }
}
