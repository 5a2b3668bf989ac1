import { accountListSchema, emailProofAnswerSchema, profileSchema, profileUpdateSchema } from '../accounts';
import { securityStatusSchema } from '../security';
import { defineRoute } from '../route';

/*
 * The auth module's domain API routes. /auth/v1 is GoTrue's API (its wire contract follows Supabase's and is
 * documented by GoTrue's own openapi.yaml), so it has no contracts here.
 */

/** /api/me (module auth): the signed-in person's profile, address proof and second-factor state. */
export const profileRoutes = {
  profile: defineRoute({
    method: 'get',
    path: '/me/profile',
    tag: 'accounts',
    summary: "The signed-in person's profile",
    response: profileSchema,
    errors: [401],
  }),
  updateProfile: defineRoute({
    method: 'patch',
    path: '/me/profile',
    tag: 'accounts',
    summary: "Update the signed-in person's profile",
    body: profileUpdateSchema,
    response: profileSchema,
    errors: [400, 401],
  }),
  emailProof: defineRoute({
    method: 'post',
    path: '/me/email-proof',
    tag: 'accounts',
    summary:
      'Mail a link that proves the account owns its address (then earlier bookings made with it appear)',
    response: emailProofAnswerSchema,
    errors: [401, 429],
  }),
  security: defineRoute({
    method: 'get',
    path: '/me/security',
    tag: 'accounts',
    summary:
      "The session's assurance level (aal1/aal2), whether a second factor is verified, and whether admins must have one",
    response: securityStatusSchema,
    errors: [401],
  }),
};

/** /api/admin/accounts (module auth): who has an account. */
export const accountAdminRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/admin/accounts',
    tag: 'admin',
    summary: 'Every account (admins only)',
    response: accountListSchema,
    errors: [401, 403],
  }),
};
