import type { RentalConflictBody, RentalConflictCode } from '@contracts/rental';
import { isExclusionViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';

/** exclusion_violation: stays_no_overlap (or the blocked ranges' constraint) refused the row. */
export const isOverlap = isExclusionViolation;

/**
 * A 409 of the rental API; nights_taken names the nights that are no longer free, as a body field beside
 * `error` (contracts/rental.ts `rentalConflictBodySchema`). The edge answers it like any AppError.
 */
export class RentalConflict extends AppError<RentalConflictCode> {
  override name = 'RentalConflict';
  constructor(
    code: RentalConflictCode,
    message: string,
    readonly nights?: string[],
  ) {
    const extra: Omit<RentalConflictBody, 'error'> = {};
    if (nights) extra.nights = nights;
    super(409, code, message, undefined, { extra });
  }
}
