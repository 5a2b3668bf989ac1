import {
  rentalAnalyticsPaths,
  rentalAnalyticsSchema,
  rentalCalendarSchema,
} from '@contracts/rental-analytics';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';
import { rentalAdminKeys } from './admin';

/* La Mansión's analytics and calendar: under the admin keys, so a change to the stays refreshes them. */

export const rentalAnalyticsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...rentalAdminKeys.all, 'analytics', from, to] as const,
    queryFn: () => apiGet(rentalAnalyticsSchema, rentalAnalyticsPaths.analytics({ from, to })),
    placeholderData: keepPreviousData,
  });

export const rentalCalendarQuery = (month: string) =>
  queryOptions({
    queryKey: [...rentalAdminKeys.all, 'calendar', month] as const,
    queryFn: () => apiGet(rentalCalendarSchema, rentalAnalyticsPaths.calendar(month)),
    placeholderData: keepPreviousData,
  });
