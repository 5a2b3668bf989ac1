import { z } from 'zod';

/** The one error shape of /api (docs/architecture.md, working rules). */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    requestId: z.string(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const errorCodes = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  // The admin gate's second-factor answers (ADR 034): enter the code (aal2), or set up a factor first.
  'aal2_required',
  'mfa_enrollment_required',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'internal_error',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
