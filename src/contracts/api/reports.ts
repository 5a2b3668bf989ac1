import { z } from 'zod';
import { exportHistorySchema, exportRecordSchema, exportRequestSchema } from '../exports';
import { overviewSchema } from '../overview';
import {
  rentalAnalyticsQuerySchema,
  rentalAnalyticsSchema,
  rentalCalendarQuerySchema,
  rentalCalendarSchema,
} from '../rental-analytics';
import { reportQuerySchema, reportSchema } from '../reports';
import { defineRoute } from '../route';

const id = { id: z.uuid() };

/** The owner's numbers (module reports): the overview, the report, La Mansión's figures, the exports. */
export const reportsRoutes = {
  overview: defineRoute({
    method: 'get',
    path: '/admin/overview',
    tag: 'admin',
    summary:
      "What needs the owner today: appointments (today, next 7 days), payments stuck or owed, new leads, the latest diagnostic results, this week's stays, revenue month to date against the same days of last month",
    response: overviewSchema,
    errors: [401, 403],
  }),
  report: defineRoute({
    method: 'get',
    path: '/admin/reports',
    tag: 'admin',
    summary:
      "Every figure of a period of Mexico City days (?preset=7d|30d|90d|month|last_month|quarter|year|custom, from, to, compare=previous|last_year|none): revenue, appointments, leads, diagnostic, rental, with the comparison period's totals",
    query: reportQuerySchema,
    response: reportSchema,
    errors: [400, 401, 403],
  }),
  rentalAnalytics: defineRoute({
    method: 'get',
    path: '/admin/reports/rental',
    tag: 'admin',
    summary:
      "La Mansión's figures by month over a window of months (?from=YYYY-MM&to=YYYY-MM, at most 36; default the five months before today's to the six after), against the same months a year earlier, by channel (direct, Airbnb), and the on-the-books pace of the coming 3, 6 and 12 months",
    query: rentalAnalyticsQuerySchema,
    response: rentalAnalyticsSchema,
    errors: [400, 401, 403],
  }),
  rentalCalendar: defineRoute({
    method: 'get',
    path: '/admin/reports/rental/calendar',
    tag: 'admin',
    summary:
      "A month's (?month=YYYY-MM) nights held by direct stays, Airbnb reservations, imported calendar nights and blocks",
    query: rentalCalendarQuerySchema,
    response: rentalCalendarSchema,
    errors: [400, 401, 403],
  }),
  requestExport: defineRoute({
    method: 'post',
    path: '/admin/exports',
    tag: 'admin',
    summary:
      'Ask for an export (a data set over Mexico City days as CSV or XLSX, or the report summary also as PDF); a background job writes the file; answers 202 with the record',
    body: exportRequestSchema,
    response: exportRecordSchema,
    status: 202,
    errors: [400, 401, 403],
  }),
  exportHistory: defineRoute({
    method: 'get',
    path: '/admin/exports',
    tag: 'admin',
    summary: 'The last 20 exports, newest first: who asked, what, when, status and progress',
    response: exportHistorySchema,
    errors: [401, 403],
  }),
  exportRecord: defineRoute({
    method: 'get',
    path: '/admin/exports/{id}',
    tag: 'admin',
    summary: "One export's status and progress (rows written of rows to write)",
    params: id,
    response: exportRecordSchema,
    errors: [400, 401, 403, 404],
  }),
  exportDownload: defineRoute({
    method: 'get',
    path: '/admin/exports/{id}/download',
    tag: 'admin',
    summary:
      'The finished file as an attachment (text/csv, the XLSX type or application/pdf) named estudio-<dataset>-<from>-<to>.<ext>; 409 while it is being written, 410 once its 24-hour link expired or the export failed',
    params: id,
    response: z.string().describe('The file'),
    contentType: 'application/octet-stream',
    errors: [400, 401, 403, 404, 409, 410],
  }),
};
