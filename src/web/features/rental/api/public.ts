import type { MutationReactions } from '@web/lib/mutation-reactions';
import type { rentalRoutes } from '@contracts/api/rental';
import { rentalConflictBodySchema, type QuoteRequest, type StayRequest } from '@contracts/rental';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api';
import { callLazy } from '@web/lib/api-call';

/*
 * The guest's calls (/lamansion-pago, the stay's manage link): public pages, so each route's method and
 * template are literals checked against its contract's type, and the answer's schema loads with the call.
 * The writes' hooks are beside this file (guest-stay.ts), so that only the chunk of the screen using them
 * carries them: public.ts is shared with the owner's screens.
 */
type Routes = typeof rentalRoutes;
const answerOf =
  <K extends keyof Routes>(name: K) =>
  () =>
    import('@contracts/api/rental').then((m) => m.rentalRoutes[name].response as Routes[K]['response']);

export const rentalKeys = {
  all: ['rental'] as const,
  property: () => [...rentalKeys.all, 'property'] as const,
  availability: (from: string, to: string) => [...rentalKeys.all, 'availability', from, to] as const,
  quote: (input: QuoteRequest) =>
    [
      ...rentalKeys.all,
      'quote',
      input.checkIn,
      input.checkOut,
      input.guests,
      input.option ?? 'full',
    ] as const,
  stay: (token: string) => [...rentalKeys.all, 'stay', token] as const,
  stayCancel: (token: string) => [...rentalKeys.all, 'stay', token, 'cancel'] as const,
};

export type { MutationReactions };

/** GET /api/rental/property: the owner's terms and the calendar's bounds. */
export const propertyQuery = () =>
  queryOptions({
    queryKey: rentalKeys.property(),
    queryFn: () =>
      callLazy<Routes['property']>({ method: 'get', path: '/rental/property' }, answerOf('property')),
    staleTime: 60_000,
  });

/** GET /api/rental/availability for [from, to). */
export const availabilityQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: rentalKeys.availability(from, to),
    queryFn: () =>
      callLazy<Routes['availability']>(
        { method: 'get', path: '/rental/availability' },
        answerOf('availability'),
        { query: { from, to } },
      ),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** POST /api/rental/quote: the price, computed by the server (never trust a price from the page). */
export const quoteQuery = (input: QuoteRequest, enabled: boolean) =>
  queryOptions({
    queryKey: rentalKeys.quote(input),
    queryFn: () =>
      callLazy<Routes['quote']>({ method: 'post', path: '/rental/quote' }, answerOf('quote'), {
        body: input,
      }),
    enabled,
    placeholderData: keepPreviousData,
    retry: (count, error) =>
      count < 2 && !(error instanceof ApiError && error.status < 500 && error.status > 0),
  });

/** POST /api/rental/stays, once per Idempotency-Key (a double submit answers like the first). */
export const createStay = (input: StayRequest, idempotencyKey: string) =>
  callLazy<Routes['createStay']>({ method: 'post', path: '/rental/stays' }, answerOf('createStay'), {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** GET /api/rental/stays/:token: the stay the e-mailed link is for. */
export const stayQuery = (token: string) =>
  queryOptions({
    queryKey: rentalKeys.stay(token),
    queryFn: () =>
      callLazy<Routes['stay']>({ method: 'get', path: '/rental/stays/{token}' }, answerOf('stay'), {
        params: { token },
      }),
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });

/** GET /api/rental/stays/:token/cancel: the refund cancelling now would give (always fresh). */
export const stayCancelQuery = (token: string) =>
  queryOptions({
    queryKey: rentalKeys.stayCancel(token),
    queryFn: () =>
      callLazy<Routes['stayCancelQuote']>(
        { method: 'get', path: '/rental/stays/{token}/cancel' },
        answerOf('stayCancelQuote'),
        { params: { token } },
      ),
    staleTime: 0,
    retry: (count, error) =>
      count < 2 && !(error instanceof ApiError && error.status < 500 && error.status > 0),
  });

/** POST /api/rental/stays/:token/cancel with the refund the guest was shown. */
export const cancelStayAsGuest = (token: string, quotedRefundMinor: number) =>
  callLazy<Routes['cancelStayAsGuest']>(
    { method: 'post', path: '/rental/stays/{token}/cancel' },
    answerOf('cancelStayAsGuest'),
    { params: { token }, body: { quotedRefundMinor } },
  );

/** The nights a 409 nights_taken names (empty for any other error). */
export function takenNights(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const body = rentalConflictBodySchema.safeParse(error.body);
  return body.success ? (body.data.nights ?? []) : [];
}

/** A fresh key for `Idempotency-Key`: one per attempt, reused when the same attempt is retried. */
export function newIdempotencyKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `stay-${random}`;
}
