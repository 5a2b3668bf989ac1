import type { Context } from 'hono';

/** GoTrue's API version header: the client sends it; at or after 2024-01-01 errors use `{code, message}`. */
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = Date.UTC(2024, 0, 1);

/** An error in GoTrue's terms: HTTP status, error code and message (wire-compatible, see ADR 005). */
export class AuthError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 413 | 422 | 429 | 500,
    readonly code: string,
    message: string,
    /** weak_password reasons. */
    readonly reasons?: string[],
    /** A 429's Retry-After: when the rate limit lets the next request through. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const authErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  invalidEmail: () =>
    new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  validation: (message: string, status: 400 | 422 = 400) =>
    new AuthError(status, 'validation_failed', message),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFoundForJwt: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  otpSignupDisabled: () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp'),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  emailExists: () =>
    new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  requestRateLimit: (retryAfterSeconds?: number) =>
    new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', undefined, retryAfterSeconds),
  emailRateLimit: (retryAfterSeconds?: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      'Email rate limit exceeded',
      undefined,
      retryAfterSeconds,
    ),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  flowStateNotFound: () =>
    new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () =>
    new AuthError(403, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badCodeVerifier: () =>
    new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  unsupportedGrant: () => new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type'),
  badJson: () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
  notFound: () => new AuthError(404, 'not_found', 'Not found'),
};

/** The request's API version as a UTC timestamp, or null when absent or malformed. */
function requestApiVersion(c: Context): number | null {
  const value = c.req.header(API_VERSION_HEADER);
  const match = value?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : time;
}

/** Echoes a recognised API version, as GoTrue does, so the client knows which error format it got. */
export function echoApiVersion(c: Context) {
  const version = requestApiVersion(c);
  if (version !== null && version >= API_VERSION_2024) c.header(API_VERSION_HEADER, '2024-01-01');
}

/** Both of GoTrue's error formats: `{code, message}` for 2024-01-01 clients, legacy `{code, error_code, msg}`. */
export function authErrorResponse(c: Context, error: AuthError, requestId: string) {
  const modern = (requestApiVersion(c) ?? 0) >= API_VERSION_2024;
  const body: Record<string, unknown> = modern
    ? { code: error.code, message: error.message }
    : { code: error.status, error_code: error.code, msg: error.message };
  if (error.status >= 500 && !modern) body.error_id = requestId;
  if (error.reasons) body.weak_password = { reasons: error.reasons };
  if (error.status === 429) c.header('Retry-After', String(error.retryAfterSeconds ?? 60));
  return c.json(body, error.status);
}
