import { reportsRoutes } from '@contracts/api/reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { rentalAdminKeys } from './admin';

/* La Mansión's analytics and calendar: under the admin keys, so a change to the stays refreshes them. */

export const rentalAnalyticsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...rentalAdminKeys.all, 'analytics', from, to] as const,
    queryFn: () => apiCall(reportsRoutes.rentalAnalytics, { query: { from, to } }),
    placeholderData: keepPreviousData,
  });

export const rentalCalendarQuery = (month: string) =>
  queryOptions({
    queryKey: [...rentalAdminKeys.all, 'calendar', month] as const,
    queryFn: () => apiCall(reportsRoutes.rentalCalendar, { query: { month } }),
    placeholderData: keepPreviousData,
  });
