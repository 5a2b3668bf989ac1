import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api';

/** Product rule: garbage collection after 5 minutes; 3 retries, exponential backoff capped at 30 s. */
export const GC_TIME_MS = 5 * 60 * 1000;
export const MAX_RETRIES = 3;
export function retryDelay(attempt: number) {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: GC_TIME_MS,
        staleTime: 30_000,
        // A 4xx will not change by asking again; network faults and 5xx might.
        retry: (failures, error) =>
          failures < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay,
      },
    },
  });
}
