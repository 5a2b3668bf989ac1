import type { AnalyticsSettings } from '@contracts/analytics';
import { analyticsRoutes } from '@contracts/api/analytics';
import { pathOf } from '@contracts/route';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@web/lib/api';
import { apiCall } from '@web/lib/api-call';
import { useRealtimeTopic } from '@web/lib/realtime/hooks';
import { analyticsApiQuery, type AnalyticsView } from '../components/view-state';

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  report: (query: string) => [...analyticsKeys.all, 'report', query] as const,
  now: () => [...analyticsKeys.all, 'now'] as const,
  settings: () => [...analyticsKeys.all, 'settings'] as const,
};

/**
 * The analytics report of a period and filters. `enabled` is false while the custom range has field errors;
 * the previous report stays on screen while the next one loads.
 */
export const analyticsQuery = (view: AnalyticsView, enabled = true) => {
  const query = analyticsApiQuery(view);
  return queryOptions({
    queryKey: analyticsKeys.report(query),
    // The query string as built, not apiCall's query: a filter may be '' (direct visits have no source),
    // which pathOf would leave out.
    queryFn: () =>
      request(analyticsRoutes.report.response, `${pathOf(analyticsRoutes.report.path)}?${query}`),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
};

export const useAnalytics = (view: AnalyticsView, enabled = true) => useQuery(analyticsQuery(view, enabled));

/**
 * Visitors with a page view in the last 5 minutes (the report's own count is the figure of its loading time).
 * The server pushes the count on admin:analytics when visits open; polling covers visitors leaving (no push)
 * and a channel that is not joined.
 */
export function useVisitorsNow() {
  const queryClient = useQueryClient();
  useRealtimeTopic('admin:analytics', (event) => {
    if (event.type === 'change' && event.payload.kind === 'visitors' && event.payload.count !== undefined)
      queryClient.setQueryData(analyticsKeys.now(), { visitors: event.payload.count });
    else if (event.type === 'resync') void queryClient.invalidateQueries({ queryKey: analyticsKeys.now() });
  });
  return useQuery({
    queryKey: analyticsKeys.now(),
    queryFn: () => apiCall(analyticsRoutes.now),
    refetchInterval: 30_000,
  });
}

/** How many days raw events are kept (the daily rollups are kept whatever it is). */
export const useAnalyticsSettings = (enabled = true) =>
  useQuery({
    queryKey: analyticsKeys.settings(),
    queryFn: () => apiCall(analyticsRoutes.settings),
    enabled,
  });

export function useSaveAnalyticsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AnalyticsSettings) => apiCall(analyticsRoutes.saveSettings, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(analyticsKeys.settings(), saved),
  });
}
