import { bookingConflictBodySchema, type Slot } from '@contracts/booking';
import { ApiError } from '@web/lib/api';

/** The free times near a taken one: a 409 slot_taken answers them as `nearest` beside the error. */
export function nearestSlots(error: unknown): Slot[] {
  if (!(error instanceof ApiError)) return [];
  const conflict = bookingConflictBodySchema.safeParse(error.body);
  return conflict.success ? (conflict.data.nearest ?? []) : [];
}

/** A fresh key for `Idempotency-Key`: one per booking attempt, reused when the same attempt is retried. */
export function newIdempotencyKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `book-${random}`;
}
