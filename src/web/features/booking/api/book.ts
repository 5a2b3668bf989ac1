import type { BookingRequest, BookingResult } from '@contracts/booking';
import { useMutation } from '@tanstack/react-query';
import { bookAppointment } from './public';
import type { MutationReactions } from './writes';

/*
 * The booking screen's write as a hook, in a file of its own beside public.ts (which holds the call): a hook in
 * public.ts would be shared by every page that reads the catalogue and reshuffle their chunks.
 */

/** One booking attempt: the same Idempotency-Key for a retry of the same attempt (see bookAppointment). */
export type BookingAttempt = { input: BookingRequest; idempotencyKey: string };

/** Books the appointment; what the screen shows afterwards (the result, a checkout) is its reaction. */
export const useBookAppointment = (reactions: MutationReactions<BookingResult, BookingAttempt>) =>
  useMutation({
    ...reactions,
    mutationFn: (a: BookingAttempt) => bookAppointment(a.input, a.idempotencyKey),
  });
