import { analyticsNowSchema, analyticsPaths, analyticsReportSchema } from '@contracts/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';
import { analyticsApiQuery, type AnalyticsView } from '../components/view-state';

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  report: (query: string) => [...analyticsKeys.all, 'report', query] as const,
  now: () => [...analyticsKeys.all, 'now'] as const,
};

/**
 * The analytics report of a period and filters. `enabled` is false while the custom range has field errors;
 * the previous report stays on screen while the next one loads.
 */
export const analyticsQuery = (view: AnalyticsView, enabled = true) => {
  const query = analyticsApiQuery(view);
  return queryOptions({
    queryKey: analyticsKeys.report(query),
    queryFn: () => apiGet(analyticsReportSchema, `${analyticsPaths.report}?${query}`),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
};

export const useAnalytics = (view: AnalyticsView, enabled = true) => useQuery(analyticsQuery(view, enabled));

/** Visitors with a page view in the last 5 minutes, polled while the screen is open (the report's own count
 * is the figure of its loading time). */
export const useVisitorsNow = () =>
  useQuery({
    queryKey: analyticsKeys.now(),
    queryFn: () => apiGet(analyticsNowSchema, analyticsPaths.now),
    refetchInterval: 30_000,
  });
