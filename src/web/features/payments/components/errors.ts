import { paymentErrorCodes, type PaymentErrorCode } from '@contracts/payments';
import { ApiError } from '@web/lib/api';
import type { MessageKey } from '@web/lib/i18n';

/** The message of a failed payments request: its payments code when it has one, else network or generic. */
export function paymentErrorKey(error: unknown): MessageKey {
  if (error instanceof ApiError) {
    if ((paymentErrorCodes as readonly string[]).includes(error.code))
      return `payments.common.errors.${error.code as PaymentErrorCode}`;
    if (error.status === 0) return 'payments.common.errors.network';
  }
  return 'payments.common.errors.generic';
}

export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
