import type { RentalConflictBody, RentalConflictCode } from '@contracts/rental';
import type { Context } from 'hono';
import { isExclusionViolation } from '../../platform/db/errors';
import { errorBody, type AppEnv } from '../../platform/http';
import { StayPaymentUnavailableError } from './context';

/** exclusion_violation: stays_no_overlap (or the blocked ranges' constraint) refused the row. */
export const isOverlap = isExclusionViolation;

/** A 409 of the rental API; nights_taken names the nights that are no longer free. */
export class RentalConflict extends Error {
  override name = 'RentalConflict';
  constructor(
    readonly code: RentalConflictCode,
    message: string,
    readonly nights?: string[],
  ) {
    super(message);
  }
}

/** Runs a handler body; a RentalConflict is its 409, a failed payment start a 503, anything else onError. */
export async function answering<T>(c: Context<AppEnv>, work: () => Promise<T>): Promise<Response> {
  try {
    return c.json(await work());
  } catch (error) {
    if (error instanceof RentalConflict) {
      const body: RentalConflictBody = {
        error: { code: error.code, message: error.message, requestId: c.get('requestId') ?? 'unknown' },
      };
      if (error.nights) body.nights = error.nights;
      return c.json(body, 409);
    }
    if (error instanceof StayPaymentUnavailableError)
      return c.json(errorBody(c, 'payment_unavailable', error.message), 503);
    throw error;
  }
}
