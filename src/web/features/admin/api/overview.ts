import { overviewSchema } from '@contracts/overview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';

export const overviewKeys = { all: ['admin', 'overview'] as const };

/** How often the open overview asks again (it also asks when the window regains focus). */
export const OVERVIEW_REFRESH_MS = 60_000;

export const overviewQuery = () =>
  queryOptions({
    queryKey: overviewKeys.all,
    queryFn: () => apiGet(overviewSchema, '/api/admin/overview'),
    // A morning screen left open: fresh every minute, and at once when the owner comes back to the tab.
    staleTime: 10_000,
    refetchInterval: OVERVIEW_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export const useOverview = () => useQuery(overviewQuery());
