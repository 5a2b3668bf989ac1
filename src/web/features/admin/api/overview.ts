import { reportsRoutes } from '@contracts/api/reports';
import { adminTopics } from '@contracts/realtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { useRealtimeInvalidate } from '@web/lib/realtime/hooks';

export const overviewKeys = { all: ['admin', 'overview'] as const };

/** How often the open overview asks again (it also asks when the window regains focus). */
export const OVERVIEW_REFRESH_MS = 60_000;

export const overviewQuery = () =>
  queryOptions({
    queryKey: overviewKeys.all,
    queryFn: () => apiCall(reportsRoutes.overview),
    // A morning screen left open: fresh every minute, and at once when the owner comes back to the tab.
    staleTime: 10_000,
    refetchInterval: OVERVIEW_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

// Every admin topic whose rows the overview shows (it has no "visitors now": analytics events would only
// cost refetches).
const liveTopics = adminTopics.filter((topic) => topic !== 'admin:analytics');

/** The overview, refetched (debounced) when a booking, payment, lead, result or stay changes anywhere. */
export function useOverview() {
  useRealtimeInvalidate(liveTopics, [overviewKeys.all]);
  return useQuery(overviewQuery());
}
