import type { BookingConflictBody, BookingConflictCode } from '@contracts/booking';
import { AppError } from '../../../platform/errors';

/**
 * A 409 of the booking API with one of booking's own codes (slot_taken, cancel_cutoff, …). slot_taken
 * carries the nearest free times and outside_availability the slot evaluator's reasons, as body fields
 * beside `error` (contracts/booking.ts `bookingConflictBodySchema`); the edge answers it like any AppError.
 */
export class BookingConflict extends AppError<BookingConflictCode> {
  override name = 'BookingConflict';
  constructor(
    code: BookingConflictCode,
    message: string,
    readonly nearest?: { start: Date; end: Date }[],
    /** outside_availability: the slot evaluator's reasons (outside_hours, buffer, notice, …). */
    readonly reasons?: string[],
  ) {
    const extra: Omit<BookingConflictBody, 'error'> = {};
    if (nearest)
      extra.nearest = nearest.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() }));
    if (reasons) extra.reasons = reasons;
    super(409, code, message, undefined, { extra });
  }
}
