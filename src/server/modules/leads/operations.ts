import { contactInputSchema, contactReceivedSchema, launchListInputSchema } from '@contracts/contact';
import {
  leadDetailSchema,
  leadListSchema,
  leadNotesInputSchema,
  leadStatsSchema,
  leadStatusInputSchema,
} from '@contracts/leads';
import { z } from 'zod';
import type { ApiOperation } from '../../platform/openapi';

export const contactOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/contact',
    tag: 'contact',
    summary:
      'Send a message through the contact form: recorded in the lead of the e-mail, owner notified, visitor acknowledged',
    body: contactInputSchema,
    response: contactReceivedSchema,
    errors: [400, 429],
  },
  {
    method: 'post',
    path: '/contact/launch-list',
    tag: 'contact',
    summary: 'Sign up for news of an area that is not open yet (coming soon); recorded as a lead',
    body: launchListInputSchema,
    response: contactReceivedSchema,
    errors: [400, 429],
  },
];

const id = z.uuid();
const filtersQuery = 'query: q, source, status, from, to (last activity), sort, order, limit, offset';

export const leadAdminOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/admin/leads',
    tag: 'admin',
    summary: `Leads with their status and latest activity; ${filtersQuery}`,
    response: leadListSchema,
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/admin/leads/stats',
    tag: 'admin',
    summary:
      'Figures over the filtered leads: total, new this week, per source, per status, the status funnel and activity per source over time',
    response: leadStatsSchema,
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/admin/leads/leads.csv',
    tag: 'admin',
    summary: 'The filtered leads as CSV (UTF-8 with BOM); same query as the list',
    response: z.string(),
    contentType: 'text/csv',
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/admin/leads/{id}',
    tag: 'admin',
    summary: 'One lead with its whole history (newest first) and its appointments',
    params: { id },
    response: leadDetailSchema,
    errors: [400, 401, 403, 404],
  },
  {
    method: 'put',
    path: '/admin/leads/{id}/status',
    tag: 'admin',
    summary: 'Set the CRM status (new, contacted, qualified, won, lost); recorded in the history',
    params: { id },
    body: leadStatusInputSchema,
    response: leadDetailSchema,
    errors: [400, 401, 403, 404],
  },
  {
    method: 'put',
    path: '/admin/leads/{id}/notes',
    tag: 'admin',
    summary: 'Replace the private notes; recorded in the history',
    params: { id },
    body: leadNotesInputSchema,
    response: leadDetailSchema,
    errors: [400, 401, 403, 404],
  },
];
