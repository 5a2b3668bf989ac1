import {
  accountListSchema,
  emailProofAnswerSchema,
  profileSchema,
  profileUpdateSchema,
} from '@contracts/accounts';
import { securityStatusSchema } from '@contracts/security';
import type { ApiOperation } from '../../platform/openapi';

// /auth/v1 is GoTrue's API, documented by GoTrue's own openapi.yaml; these are the domain API's parts.
export const accountOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/me/profile',
    tag: 'accounts',
    summary: "The signed-in person's profile",
    response: profileSchema,
    errors: [401],
  },
  {
    method: 'patch',
    path: '/me/profile',
    tag: 'accounts',
    summary: "Update the signed-in person's profile",
    body: profileUpdateSchema,
    response: profileSchema,
    errors: [400, 401],
  },
  {
    method: 'post',
    path: '/me/email-proof',
    tag: 'accounts',
    summary:
      'Mail a link that proves the account owns its address (then earlier bookings made with it appear)',
    response: emailProofAnswerSchema,
    errors: [401, 429],
  },
  {
    method: 'get',
    path: '/me/security',
    tag: 'accounts',
    summary:
      "The session's assurance level (aal1/aal2), whether a second factor is verified, and whether admins must have one",
    response: securityStatusSchema,
    errors: [401],
  },
  {
    method: 'get',
    path: '/admin/accounts',
    tag: 'admin',
    summary: 'Every account (admins only)',
    response: accountListSchema,
    errors: [401, 403],
  },
];
