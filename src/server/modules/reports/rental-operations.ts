import { rentalAnalyticsSchema, rentalCalendarSchema } from '@contracts/rental-analytics';
import type { ApiOperation } from '../../platform/openapi';

/** La Mansión's analytics and calendar in /api/openapi.json (definitions: contracts/rental-analytics.ts). */
export const rentalAnalyticsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/admin/reports/rental',
    tag: 'admin',
    summary:
      "La Mansión's figures by month over a window of months (?from=YYYY-MM&to=YYYY-MM, at most 36; default the five months before today's to the six after), against the same months a year earlier, by channel (direct, Airbnb), and the on-the-books pace of the coming 3, 6 and 12 months",
    response: rentalAnalyticsSchema,
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/admin/reports/rental/calendar',
    tag: 'admin',
    summary:
      "A month's (?month=YYYY-MM) nights held by direct stays, Airbnb reservations, imported calendar nights and blocks",
    response: rentalCalendarSchema,
    errors: [400, 401, 403],
  },
];
