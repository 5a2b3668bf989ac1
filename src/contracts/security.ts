import { z } from 'zod';

/**
 * GET /api/me/security: what the web needs to route a signed-in person around the second factor (ADR 034).
 * `adminMfaRequired`: ADMIN_REQUIRE_MFA is on and this person is an administrator (so without a verified
 * factor the admin area asks for enrolment); `aal`: the session's level (aal2 once a code was verified in it);
 * `hasVerifiedFactor`: a verified TOTP factor exists (so an aal1 session is asked for the code).
 */
export const securityStatusSchema = z.object({
  adminMfaRequired: z.boolean(),
  aal: z.enum(['aal1', 'aal2']),
  hasVerifiedFactor: z.boolean(),
});
export type SecurityStatus = z.infer<typeof securityStatusSchema>;
