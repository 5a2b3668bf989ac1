import type { PaymentErrorCode } from '@contracts/payments';
import { AppError } from '../../platform/errors';

/** What a client reads when a payment cannot start because the provider is out of reach (a 503). */
export const PAYMENT_UNAVAILABLE = 'The payment service is not available right now; please try again';

/** A 409 of the payments API with one of its own codes (checkout_final, not_refundable…). */
export class PaymentConflict extends AppError<PaymentErrorCode> {
  override name = 'PaymentConflict';
  constructor(code: PaymentErrorCode, message: string) {
    super(409, code, message);
  }
}
