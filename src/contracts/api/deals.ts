import { z } from 'zod';
import {
  dealBoardSchema,
  dealCreateSchema,
  dealListSchema,
  dealMoveSchema,
  dealPaymentInputSchema,
  dealPaymentOptionsSchema,
  dealSchema,
  dealUpdateSchema,
} from '../deals';
import { leadFiltersSchema } from '../leads';
import { defineRoute } from '../route';

const id = { id: z.uuid() };

/** The CRM's pipeline (module leads, ADR 047), behind the admin gate: 401 signed out, 403 for anyone but the owner. */
export const dealRoutes = {
  board: defineRoute({
    method: 'get',
    path: '/admin/leads/deals',
    tag: 'admin',
    summary:
      "The pipeline board: per stage the count, the total value and the deals (position order) of the contacts matching the list's filters",
    query: leadFiltersSchema,
    response: dealBoardSchema,
    errors: [400, 401, 403],
  }),
  create: defineRoute({
    method: 'post',
    path: '/admin/leads/deals',
    tag: 'admin',
    summary:
      'Create a deal by hand for a contact, from a lead (service from their latest message) or from a diagnostic result (originRef, its taker is the contact); recorded on the timeline',
    body: dealCreateSchema,
    response: dealSchema,
    status: 201,
    errors: [400, 401, 403],
  }),
  get: defineRoute({
    method: 'get',
    path: '/admin/leads/deals/{id}',
    tag: 'admin',
    summary: 'One deal',
    params: id,
    response: dealSchema,
    errors: [400, 401, 403, 404],
  }),
  update: defineRoute({
    method: 'patch',
    path: '/admin/leads/deals/{id}',
    tag: 'admin',
    summary: "Change a deal's title, value, service or expected close date",
    params: id,
    body: dealUpdateSchema,
    response: dealSchema,
    errors: [400, 401, 403, 404],
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/admin/leads/deals/{id}',
    tag: 'admin',
    summary: "Delete a deal (the contact's timeline keeps a line saying so)",
    params: id,
    response: z.undefined(),
    status: 204,
    errors: [400, 401, 403, 404],
  }),
  move: defineRoute({
    method: 'post',
    path: '/admin/leads/deals/{id}/move',
    tag: 'admin',
    summary:
      'Move a deal to a stage between two neighbours (afterId, beforeId); won/lost set closed_at, other stages clear it; an unknown stage is a 400; recorded on the timeline',
    params: id,
    body: dealMoveSchema,
    response: dealSchema,
    errors: [400, 401, 403, 404],
  }),
  payments: defineRoute({
    method: 'get',
    path: '/admin/leads/deals/{id}/payments',
    tag: 'admin',
    summary: "The deal's contact's paid orders a won deal can link",
    params: id,
    response: dealPaymentOptionsSchema,
    errors: [400, 401, 403, 404],
  }),
  linkPayment: defineRoute({
    method: 'put',
    path: '/admin/leads/deals/{id}/payment',
    tag: 'admin',
    summary: "Link one of the contact's paid orders to a won deal (null unlinks)",
    params: id,
    body: dealPaymentInputSchema,
    response: dealSchema,
    errors: [400, 401, 403, 404],
  }),
  /** Under the contact's path: mounted with the contacts' routes, after the board's fixed paths. */
  ofContact: defineRoute({
    method: 'get',
    path: '/admin/leads/{id}/deals',
    tag: 'admin',
    summary: "A contact's deals, newest first",
    params: id,
    response: dealListSchema,
    errors: [400, 401, 403],
  }),
};
