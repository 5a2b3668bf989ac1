import {
  analyticsNowSchema,
  analyticsReportSchema,
  analyticsSettingsSchema,
  beaconSchema,
} from '@contracts/analytics';
import { z } from 'zod';
import type { ApiOperation } from '../../platform/openapi';

/** Site analytics' entries in /api/openapi.json (contracts/analytics.ts). */
export const analyticsOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/analytics/event',
    tag: 'analytics',
    summary:
      'A page-view beacon (text/plain or JSON, at most 2048 bytes): 202 queued, 204 not counted (bot, DNT, GPC, an admin); goals are recorded by the server, never sent here',
    body: beaconSchema,
    response: z.null(),
    errors: [400, 429],
  },
  {
    method: 'get',
    path: '/admin/analytics',
    tag: 'admin',
    summary:
      'Site analytics of a period of Mexico City days (the reports’ preset, from, to, compare) with any dimension filters (page, source, utm_*, device…): totals, series, breakdowns, goals, funnel',
    response: analyticsReportSchema,
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/admin/analytics/now',
    tag: 'admin',
    summary: 'Distinct visitors with a page view in the last 5 minutes',
    response: analyticsNowSchema,
    errors: [401, 403],
  },
  {
    method: 'get',
    path: '/admin/analytics/settings',
    tag: 'admin',
    summary: 'Analytics settings: how many days raw page views and visits are kept (rollups stay)',
    response: analyticsSettingsSchema,
    errors: [401, 403],
  },
  {
    method: 'put',
    path: '/admin/analytics/settings',
    tag: 'admin',
    summary: 'Changes the analytics retention (30–3650 days)',
    body: analyticsSettingsSchema,
    response: analyticsSettingsSchema,
    errors: [400, 401, 403],
  },
];
