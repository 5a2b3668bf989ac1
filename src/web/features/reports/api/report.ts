import { reportsRoutes } from '@contracts/api/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { reportApiQuery, type PeriodView } from '@web/components/reports/period-state';

export const reportKeys = {
  all: ['admin', 'reports'] as const,
  report: (query: string) => [...reportKeys.all, 'report', query] as const,
};

/**
 * The report of a period. `enabled` is false while the custom range has field errors (they are shown before
 * anything is sent); the previous period's report stays on screen while the next one loads.
 */
export const reportQuery = (view: PeriodView, enabled = true) => {
  const query = reportApiQuery(view);
  return queryOptions({
    queryKey: reportKeys.report(query),
    queryFn: () => apiCall(reportsRoutes.report, { query: Object.fromEntries(new URLSearchParams(query)) }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
};

export const useReport = (view: PeriodView, enabled = true) => useQuery(reportQuery(view, enabled));
