import type { PaymentErrorCode } from '@contracts/payments';
import type { Context } from 'hono';
import { errorBody, type AppEnv } from '../../platform/http';
import { ProviderUnavailableError } from './provider';

/** A 409 of the payments API with one of its own codes (checkout_final, not_refundable…). */
export class PaymentConflict extends Error {
  override name = 'PaymentConflict';
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Maps payments' own errors to the /api shape: a PaymentConflict is a 409 with its code, a provider that
 * cannot be reached a 503 `payment_unavailable`. Anything else goes on to the app's error handler.
 */
export function paymentErrorResponse(c: Context<AppEnv>, error: unknown): Response | null {
  if (error instanceof PaymentConflict) return c.json(errorBody(c, error.code, error.message), 409);
  if (error instanceof ProviderUnavailableError) {
    c.get('log')?.warn({ err: error, provider: error.provider }, 'payment provider unavailable');
    return c.json(
      errorBody(c, 'payment_unavailable', 'The payment service is not available right now; please try again'),
      503,
    );
  }
  return null;
}

/** Runs a handler body and answers its result as JSON, mapping payments' errors. */
export async function answer<T>(c: Context<AppEnv>, work: () => Promise<T>): Promise<Response> {
  try {
    return c.json(await work());
  } catch (error) {
    const response = paymentErrorResponse(c, error);
    if (response) return response;
    throw error;
  }
}
