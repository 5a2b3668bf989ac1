import {
  analyticsNowSchema,
  analyticsQuerySchema,
  analyticsReportSchema,
  analyticsSettingsSchema,
} from '../analytics';
import { defineRoute } from '../route';

/**
 * /api/admin/analytics (module analytics): the owner's report, visitors now and retention settings. The public
 * beacon (POST /api/analytics/event) is not here: it stays a hand-written route on the ingestion hot path
 * (modules/analytics/collect-routes.ts, which also holds its document entry).
 */
export const analyticsRoutes = {
  report: defineRoute({
    method: 'get',
    path: '/admin/analytics',
    tag: 'admin',
    summary:
      'Site analytics of a period of Mexico City days (the reports’ preset, from, to, compare) with any dimension filters (page, source, utm_*, device…): totals, series, breakdowns, goals, funnel',
    query: analyticsQuerySchema,
    response: analyticsReportSchema,
    errors: [400, 401, 403],
  }),
  now: defineRoute({
    method: 'get',
    path: '/admin/analytics/now',
    tag: 'admin',
    summary: 'Distinct visitors with a page view in the last 5 minutes',
    response: analyticsNowSchema,
    errors: [401, 403],
  }),
  settings: defineRoute({
    method: 'get',
    path: '/admin/analytics/settings',
    tag: 'admin',
    summary: 'Analytics settings: how many days raw page views and visits are kept (rollups stay)',
    response: analyticsSettingsSchema,
    errors: [401, 403],
  }),
  saveSettings: defineRoute({
    method: 'put',
    path: '/admin/analytics/settings',
    tag: 'admin',
    summary: 'Changes the analytics retention (30–3650 days)',
    body: analyticsSettingsSchema,
    response: analyticsSettingsSchema,
    errors: [400, 401, 403],
  }),
};
