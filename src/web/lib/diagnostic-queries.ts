// The shared-result query, used by its screen and by server rendering (which prefetches it, so an
// unknown or revoked link is answered with HTTP 404).
import type { diagnosticRoutes } from '@contracts/api/diagnostic';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';

// The router imports this module on every page: the schema (and zod) load with the request, and the route's
// template is a literal checked against its contract's type.
const sharedPath: (typeof diagnosticRoutes)['shared']['path'] = '/diagnostic/shared/{shareId}';
const sharedResultSchema = async () =>
  (await import('@contracts/api/diagnostic')).diagnosticRoutes.shared.response;

/** Share ids are URL-safe random strings; anything else cannot exist and is not asked for. */
export const isShareId = (value: string | undefined): value is string =>
  !!value && /^[A-Za-z0-9_-]{10,64}$/.test(value);

/** A 404, also after server rendering handed it over as plain data (no longer an ApiError instance). */
export const isGone = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

export const sharedResultQuery = (shareId: string) =>
  queryOptions({
    queryKey: ['diagnostic', 'shared', shareId] as const,
    // The API lets caches keep a share for 30 s; the browser revalidates so a revoked share disappears at once.
    queryFn: async () => {
      // pathOf loads on demand: in the entry it would weigh on every page (the share's screen has it already).
      const { pathOf } = await import('@contracts/route');
      return apiGet(sharedResultSchema, pathOf(sharedPath, { shareId }), {
        cache: typeof window === 'undefined' ? undefined : 'no-cache',
      });
    },
    retry: (count, error) => !isGone(error) && count < 2,
    // A 404 found by server rendering stays one: asking again on mount would render a spinner with 200.
    retryOnMount: (query) => !isGone(query.state.error),
  });
