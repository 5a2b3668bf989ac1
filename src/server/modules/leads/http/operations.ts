import { contactInputSchema, contactReceivedSchema, launchListInputSchema } from '@contracts/contact';
import {
  leadDetailSchema,
  leadListSchema,
  leadNotesInputSchema,
  leadStatsSchema,
  leadStatusInputSchema,
} from '@contracts/leads';
import {
  bulkInputSchema,
  bulkResultSchema,
  contactTagListSchema,
  contactTagSchema,
  contactViewListSchema,
  contactViewSchema,
  importInputSchema,
  importResultSchema,
  mergeInputSchema,
  tagInputSchema,
  viewInputSchema,
} from '@contracts/contacts';
import { z } from 'zod';
import type { ApiOperation } from '../../../platform/openapi';

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
const filtersQuery = 'query: q, source, status, tag, from, to (last activity), sort, order, limit, offset';

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
    path: '/admin/leads/export',
    tag: 'admin',
    summary:
      'The filtered contacts (or ids=a,b,…) as CSV (UTF-8 with BOM) or XLSX (format=csv|xlsx), headers and values in lang=es|en, dates in Mexico City time',
    response: z.string(),
    contentType: 'text/csv',
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/admin/leads/import',
    tag: 'admin',
    summary:
      "Import contacts from CSV (HubSpot's export columns understood): a preview with per-row errors, or apply (idempotent by e-mail)",
    body: importInputSchema,
    response: importResultSchema,
    errors: [400, 401, 403, 413],
  },
  {
    method: 'post',
    path: '/admin/leads/bulk',
    tag: 'admin',
    summary:
      'Change the status of, tag, untag or assign a task to the selected contacts (ids, or all matching a filter) in one transaction',
    body: bulkInputSchema,
    response: bulkResultSchema,
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/admin/leads/merge',
    tag: 'admin',
    summary:
      'Merge a contact into another (its e-mail becomes an alias, nothing is lost); into itself is a 400',
    body: mergeInputSchema,
    response: leadDetailSchema,
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: '/admin/leads/tags',
    tag: 'admin',
    summary: 'The contact tags with their colours and how many contacts carry each',
    response: contactTagListSchema,
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/admin/leads/tags',
    tag: 'admin',
    summary: 'Create a tag (name unique in any case, a colour)',
    body: tagInputSchema,
    response: contactTagSchema,
    errors: [400, 401, 403, 409],
  },
  {
    method: 'put',
    path: '/admin/leads/tags/{id}',
    tag: 'admin',
    summary: 'Rename or recolour a tag',
    params: { id },
    body: tagInputSchema,
    response: contactTagSchema,
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'delete',
    path: '/admin/leads/tags/{id}',
    tag: 'admin',
    summary: 'Delete a tag (contacts keep everything else)',
    params: { id },
    response: z.null(),
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: '/admin/leads/views',
    tag: 'admin',
    summary: 'Saved views of the contact list (filters, columns, sort) by name',
    response: contactViewListSchema,
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/admin/leads/views',
    tag: 'admin',
    summary: 'Save a view under a name (the same name replaces it)',
    body: viewInputSchema,
    response: contactViewSchema,
    errors: [400, 401, 403],
  },
  {
    method: 'delete',
    path: '/admin/leads/views/{id}',
    tag: 'admin',
    summary: 'Delete a saved view',
    params: { id },
    response: z.null(),
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: '/admin/leads/{id}',
    tag: 'admin',
    summary: 'One contact with its whole timeline from every module (newest first) and its appointments',
    params: { id },
    response: leadDetailSchema,
    errors: [400, 401, 403, 404],
  },
  {
    method: 'delete',
    path: '/admin/leads/{id}/tags/{tagId}',
    tag: 'admin',
    summary: 'Take one tag off one contact',
    params: { id, tagId: id },
    response: leadDetailSchema,
    errors: [400, 401, 403],
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
