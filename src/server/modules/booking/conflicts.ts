import type { BookingConflictBody, BookingConflictCode } from '@contracts/booking';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/http';

/**
 * A 409 of the booking API. Its codes are booking's own (slot_taken, cancel_cutoff, …) and slot_taken
 * carries the nearest free times, so it is answered by `conflictResponse` rather than the shared
 * AppError mapping (whose body has no room for them).
 */
export class BookingConflict extends Error {
  override name = 'BookingConflict';
  constructor(
    readonly code: BookingConflictCode,
    message: string,
    readonly nearest?: { start: Date; end: Date }[],
    /** outside_availability: the slot evaluator's reasons (outside_hours, buffer, notice, …). */
    readonly reasons?: string[],
  ) {
    super(message);
  }
}

export function conflictResponse(c: Context<AppEnv>, conflict: BookingConflict) {
  const body: BookingConflictBody = {
    error: { code: conflict.code, message: conflict.message, requestId: c.get('requestId') ?? 'unknown' },
  };
  if (conflict.nearest)
    body.nearest = conflict.nearest.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() }));
  if (conflict.reasons) body.reasons = conflict.reasons;
  return c.json(body, 409);
}

/** Runs a handler body, answering a BookingConflict with its 409; anything else goes to the app's onError. */
export async function answering<T>(c: Context<AppEnv>, work: () => Promise<T>): Promise<Response> {
  try {
    return c.json(await work());
  } catch (error) {
    if (error instanceof BookingConflict) return conflictResponse(c, error);
    throw error;
  }
}
